/** Prints lines in a plain box on the console: what a person starting the server must see. */
export function printBanner(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  console.log(['', rule, ...lines.map((l) => `| ${l.padEnd(width)} |`), rule, ''].join('\n'));
}
