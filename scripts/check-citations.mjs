// Code cites only what is in the repository: docs/product.md, docs/decisions/NNN, the READMEs.
// This check fails on a citation of something kept elsewhere: a decision number ("D17"), an
// issue or a section of the old specification ("issue 16", "spec 2.1"), or a path outside the
// repository ("../shared", "conventions.md"). Markdown is prose and may tell history; code may not.
// Usage: node scripts/check-citations.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
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
