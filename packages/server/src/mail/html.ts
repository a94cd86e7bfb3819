import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { FilledMail, MailView } from './types.ts';

/*
 * A view to HTML, and the HTML to the plain-text part (docs/decisions/048-mail-templates.md).
 * Loaded by render.ts the first time a mail is rendered, so the server starts without it.
 */

/** html-to-text's walker, as its formatters get it (the package ships no types). */
interface Builder {
  pushWordTransform(transform: (word: string) => string): void;
  popWordTransform(): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}
type Walk = (nodes: unknown, builder: Builder) => void;
interface Element {
  attribs?: Record<string, string>;
  children: unknown;
}

/**
 * A link written out after its words, "Prijavite se: https://…": the reader of the text part sees
 * where each link leads and can copy it. A link whose words are its address is written once.
 */
function linkWithAddress(elem: Element, walk: Walk, builder: Builder): void {
  const href = elem.attribs?.href?.replace(/^mailto:/, '') ?? '';
  let words = '';
  builder.pushWordTransform((word) => {
    words += word;
    return word;
  });
  walk(elem.children, builder);
  builder.popWordTransform();
  if (href && words !== href)
    builder.addInline(words ? `: ${href}` : href, { noWordTransform: true });
}

const textOptions = {
  wordwrap: false as const,
  formatters: { linkWithAddress },
  selectors: [
    { selector: 'a', format: 'linkWithAddress' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'hr', format: 'skip' },
  ],
};

/** The mail's HTML, and its plain-text part read from that HTML: the two say the same. */
export async function renderView(
  view: MailView,
  mail: FilledMail,
): Promise<{ html: string; text: string }> {
  const html = await render(createElement(view, { mail }));
  // Whitespace between blocks (the layout's tables) leaves runs of blank lines: one is enough.
  const text = toPlainText(html, textOptions as never)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text: `${text}\n` };
}
