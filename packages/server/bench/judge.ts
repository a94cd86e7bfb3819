/** The judged figures of a bench: one line each (figure, target, PASS/FAIL), then the verdict. */
export interface Judged {
  name: string;
  figure: number;
  unit: string;
  target: number;
  /** How the figure must compare with the target. */
  relation: '<' | '≥' | '=';
  ok: boolean;
}

export function judge(
  name: string,
  figure: number,
  unit: string,
  target: number,
  relation: Judged['relation'] = '<',
): Judged {
  const ok =
    relation === '<' ? figure < target : relation === '≥' ? figure >= target : figure === target;
  return { name, figure: Math.round(figure * 10) / 10, unit, target, relation, ok };
}

/** Prints the table and the last line; returns the failures (empty when everything passed). */
export function printJudged(judged: Judged[], label: string): Judged[] {
  console.log(`\n${'judged figure'.padEnd(44)} ${'figure'.padStart(12)}   target`);
  for (const j of judged) {
    console.log(
      `${j.name.padEnd(44)} ${`${j.figure} ${j.unit}`.padStart(12)}   ${j.relation} ${j.target} ${j.unit}   ${j.ok ? 'PASS' : 'FAIL'}`,
    );
  }
  const failures = judged.filter((j) => !j.ok);
  console.log(
    failures.length === 0
      ? `PASS: ${judged.length} judged figures met (${label})`
      : `FAIL: ${failures.map((f) => `${f.name} ${f.figure} ${f.unit} (target ${f.relation} ${f.target})`).join('; ')} (${label})`,
  );
  return failures;
}
