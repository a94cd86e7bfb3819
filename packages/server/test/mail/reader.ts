import { parse, type DefaultTreeAdapterMap } from 'parse5';

/*
 * A mail's HTML as a person reads it: a spec parser (parse5, not the renderer's own) gives the
 * document; hidden parts (the preheader) and the head are not read, blocks are lines.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const BLOCKS = new Set(['p', 'h1', 'h2', 'li', 'div', 'td', 'tr', 'table', 'ul', 'br', 'hr']);

/** HTML's white space only: a no-break space (in a price) is what the reader sees. */
const collapse = (s: string) => s.replace(/[ \t\r\n\f]+/g, ' ').trim();

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const hidden = (el: Element) => /display:\s*none/.test(attr(el, 'style') ?? '');
const childrenOf = (node: Node): Node[] =>
  'childNodes' in node ? (node.childNodes as Node[]) : [];

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return childrenOf(node).map(textOf).join('');
}

function find(node: Node, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  for (const child of childrenOf(node)) find(child, test, out);
  return out;
}

export interface SeenMail {
  /** The `lang` of the document. */
  lang: string | undefined;
  title: string;
  /** The preheader: hidden in the page, shown by mail clients after the subject. */
  preview: string;
  /** What a person sees, one block a line, spaces collapsed, no empty lines. */
  lines: string[];
  /** Every link: its words as seen and where it leads. */
  links: { text: string; href: string }[];
  /** The lines of blocks marked to be left out of the text part (the button's fallback). */
  notInText: string[];
}

function linesOf(root: Node): string[] {
  const out: string[] = [];
  let line = '';
  const flush = () => {
    const clean = collapse(line);
    if (clean) out.push(clean);
    line = '';
  };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      line += (node as DefaultTreeAdapterMap['textNode']).value;
      return;
    }
    if (!isElement(node)) {
      childrenOf(node).forEach(walk);
      return;
    }
    if (hidden(node) || node.tagName === 'head') return;
    const block = BLOCKS.has(node.tagName);
    if (block) flush();
    childrenOf(node).forEach(walk);
    if (block) flush();
  };
  walk(root);
  flush();
  return out;
}

export function readMail(html: string): SeenMail {
  const doc = parse(html);
  const [root] = find(doc, (el) => el.tagName === 'html');
  const [title] = find(doc, (el) => el.tagName === 'title');
  const [preview] = find(doc, (el) => hidden(el));
  // The preheader pads itself with invisible characters so clients show nothing after it.
  const invisible = /[\u00a0\u200b-\u200f\u2028-\u202f\ufeff\u00ad]|\u034f/g;
  return {
    lang: root && attr(root, 'lang'),
    title: title ? textOf(title) : '',
    preview: preview ? collapse(textOf(preview).replace(invisible, ' ')) : '',
    lines: linesOf(doc),
    links: find(doc, (el) => el.tagName === 'a').map((a) => ({
      text: collapse(textOf(a)),
      href: attr(a, 'href') ?? '',
    })),
    notInText: find(doc, (el) => attr(el, 'data-skip-in-text') === 'true' && !hidden(el)).flatMap(
      linesOf,
    ),
  };
}
