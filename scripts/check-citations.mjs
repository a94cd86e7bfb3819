// Code cites only what is in the repository: docs/product.md, docs/decisions/NNN, the READMEs.
// This check fails on a citation of something kept elsewhere: a decision number ("D17"), an
// issue or a section of the old specification ("issue 16", "spec 2.1"), or a path outside the
// repository ("../shared", "conventions.md"). Markdown is prose and may tell history; code may not.
// A citation of docs/product.md must name one of its headings, and a decision one that exists.
// Usage: node scripts/check-citations.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CODE = /\.(?:[cm]?[jt]sx?|sql|css|html|ya?ml|sh)$|(?:^|\/)(?:run|Dockerfile)$/;
// Migrations are never edited once they land, so their old comments stay.
const SKIP = [
  /^packages\/server\/drizzle\//,
  /^scripts\/check-citations\.mjs$/,
  /^pnpm-lock\.yaml$/,
  /\/generated\//,
  /^docs\//,
];
const CITATIONS = [
  [/\bD\d{1,2}\b/, 'a decision number'],
  [/\bissue\s+#?\d+/i, 'an issue number'],
  [/\bspec(?:ification)?(?:\s+section)?\s+\d/i, 'a section of the old specification'],
  [
    /\.\.\/shared\b|\bshared\/(?:product|spec)\b|conventions\.md|product-spec\.md/,
    'a file outside the repository',
  ],
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => CODE.test(f) && !SKIP.some((skip) => skip.test(f)));

// What may be cited: the headings of docs/product.md and the numbers of docs/decisions.
const headings = new Set(
  readFileSync('docs/product.md', 'utf8')
    .split('\n')
    .filter((line) => /^#{2,4} /.test(line))
    .map((line) => line.replace(/^#+ /, '')),
);
const decisions = new Set(readdirSync('docs/decisions').map((name) => name.slice(0, 3)));

/** The “headings” a citation of docs/product.md names, across comment line breaks. */
function citedHeadings(text, from) {
  const names = [];
  let at = from;
  for (;;) {
    const gap = /^[\s,;/*#-]*/.exec(text.slice(at))[0].length;
    if (text[at + gap] !== '“') return names;
    const end = text.indexOf('”', at + gap);
    if (end < 0) return names;
    names.push(text.slice(at + gap + 1, end).replace(/\s*(?:\/\/|\*|#)?\s+/g, ' '));
    at = end + 1;
  }
}

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/docs\/product\.md/g)) {
    for (const name of citedHeadings(text, match.index + match[0].length)) {
      if (!headings.has(name)) {
        found.push(`${file}:${lineOf(match.index)}: docs/product.md has no heading “${name}”`);
      }
    }
  }
  for (const match of text.matchAll(/\bdecisions? (\d{3})\b/gi)) {
    if (!decisions.has(match[1])) {
      found.push(`${file}:${lineOf(match.index)}: docs/decisions has no ${match[1]}`);
    }
  }
  text.split('\n').forEach((line, i) => {
    for (const [pattern, what] of CITATIONS) {
      const match = pattern.exec(line);
      if (match) found.push(`${file}:${i + 1}: "${match[0]}" cites ${what}`);
    }
  });
}
if (found.length) {
  console.error(found.join('\n'));
  console.error(
    `\n${found.length} citation(s) of what is not in the repository: cite docs/product.md (a heading) or docs/decisions/NNN instead.`,
  );
  process.exit(1);
}
console.log(`citations: ${files.length} files cite only the repository`);
