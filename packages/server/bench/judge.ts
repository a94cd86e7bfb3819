/** The judged figures of a bench: one line each (figure, target, PASS/FAIL), then the verdict. */
export interface Judged {
  name: string;
  figure: number;
  unit: string;
  target: number;
  /** How the figure must compare with the target. */
  relation: '<' | '≥' | '=';
  ok: boolean;
  /** Why the figure is printed but not judged (a run that measured its own load generator). */
  notJudged?: string;
}

export function judge(
  name: string,
  figure: number,
  unit: string,
  target: number,
  relation: Judged['relation'] = '<',
  notJudged?: string,
): Judged {
  const ok =
    notJudged !== undefined ||
    (relation === '<' ? figure < target : relation === '≥' ? figure >= target : figure === target);
  return { name, figure: Math.round(figure * 10) / 10, unit, target, relation, ok, notJudged };
}

/** Prints the table and the last line; returns the failures (empty when everything passed). */
export function printJudged(judged: Judged[], label: string): Judged[] {
  console.log(`\n${'judged figure'.padEnd(44)} ${'figure'.padStart(12)}   target`);
  for (const j of judged) {
    const verdict = j.notJudged ? `NOT JUDGED: ${j.notJudged}` : j.ok ? 'PASS' : 'FAIL';
    console.log(
      `${j.name.padEnd(44)} ${`${j.figure} ${j.unit}`.padStart(12)}   ${j.relation} ${j.target} ${j.unit}   ${verdict}`,
    );
  }
  const failures = judged.filter((j) => !j.ok);
  const skipped = judged.filter((j) => j.notJudged);
  const aside =
    skipped.length === 0
      ? ''
      : `; not judged: ${skipped.map((j) => `${j.name} (${j.notJudged})`).join(', ')}`;
  console.log(
    failures.length === 0
      ? `PASS: ${judged.length - skipped.length} judged figures met (${label})${aside}`
      : `FAIL: ${failures.map((f) => `${f.name} ${f.figure} ${f.unit} (target ${f.relation} ${f.target})`).join('; ')} (${label})${aside}`,
  );
  return failures;
}
