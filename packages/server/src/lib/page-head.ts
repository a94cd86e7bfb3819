import type { Script } from '@autoberza/contract/script';
import { scriptSafeJson } from './first-screen.ts';
import { inScriptOf } from './i18n.ts';

/** What a public page says about itself to search engines and to link previews. */
export interface PageHead {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute address of the picture a shared link shows. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** Open Graph type: `website`, or `product` for an advert. */
  type?: 'website' | 'product';
  /** schema.org structured data, written as JSON-LD. */
  jsonLd?: object | undefined;
}

const attr = (value: string) => value.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);
const text = (value: string) => value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attr(content)}">`;

/**
 * A description on one line, cut to `max` characters at a word, with an ellipsis when cut. Line
 * breaks and runs of spaces become one space; a no-break space (a price's "25.990 €") stays.
 */
export function clip(value: string, max: number): string {
  const flat = value.replace(/[ \t\r\n]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The head elements of a page: title, description, canonical link, Open Graph and Twitter card
 * tags and, when given, the JSON-LD block. Every value is escaped for its place: attribute values
 * as entities, the JSON-LD as script-safe JSON (no `</script>` can close it early).
 */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${text(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    meta('property', 'og:site_name', 'AutoBerza'),
    meta('property', 'og:locale', 'sr_RS'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
    if (head.imageAlt) {
      tags.push(
        meta('property', 'og:image:alt', head.imageAlt),
        meta('name', 'twitter:image:alt', head.imageAlt),
      );
    }
  }
  if (head.jsonLd) {
    tags.push(
      `<script type="application/ld+json">${scriptSafeJson(JSON.stringify(head.jsonLd))}</script>`,
    );
  }
  return tags.join('');
}

const titleElement = /<title>[^<]*<\/title>/;
const descriptionElement = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The page with its own head: the build's `<title>` and description give way to the page's, the
 * other tags go before `</head>`.
 */
export function withHead(page: string, head: string): string {
  if (!head) return page;
  return page
    .replace(titleElement, '')
    .replace(descriptionElement, '')
    .replace('</head>', `${head}</head>`);
}

const htmlLang = /<html(?=[\s>])(?: lang="[^"]*")?/;
const descriptionContent = /(<meta name="description" content=")([^"]*)("\s*\/?>)/;

/**
 * The built page (written in Latin) as a page in `script`: its `<html lang>` and the build's
 * description follow (the page's own head, `withHead`, is written in the script already).
 */
export function pageInScript(page: string, script: Script): string {
  const inLang = page.replace(htmlLang, `<html lang="${script}"`);
  if (script === 'sr-Latn') return inLang;
  return inLang.replace(
    descriptionContent,
    (_all, start: string, content: string, end: string) =>
      // Entities (&amp;) stay as they are.
      `${start}${content.replace(/&[#\w]+;|[^&]+/g, (part) => (part.startsWith('&') ? part : inScriptOf(script, part)))}${end}`,
  );
}
