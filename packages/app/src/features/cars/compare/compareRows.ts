import type { CarFact } from '../details/carFacts';

/** A row of the comparison: its name, each advert's value (null: not stated), and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  values: (string | null)[];
  differs: boolean;
}

/** Values differ when the shown adverts (at least two) do not all say the same. */
export function differ(values: readonly (string | null)[]): boolean {
  return values.length > 1 && values.some((value) => value !== values[0]);
}

/**
 * The facts of each shown advert, row by row (every advert has the same rows, in the same
 * order); a row no advert states is left out.
 */
export function factRows(facts: readonly CarFact[][]): CompareRow[] {
  const first = facts[0] ?? [];
  return first
    .map((fact, i) => {
      const values = facts.map((car) => car[i]?.value ?? null);
      return { key: fact.key, label: fact.label, values, differs: differ(values) };
    })
    .filter((row) => row.values.some((value) => value !== null));
}

/**
 * The equipment rows: each catalogue item at least one advert has, with whether each has it;
 * it differs when one has it and another lacks it.
 */
export function equipmentRows(
  items: readonly { item: string; label: string }[],
  equipment: readonly (readonly string[])[],
): { key: string; label: string; has: boolean[]; differs: boolean }[] {
  const sets = equipment.map((list) => new Set(list));
  return items
    .map(({ item, label }) => {
      const has = sets.map((set) => set.has(item));
      return { key: item, label, has, differs: has.some((h) => h !== has[0]) };
    })
    .filter((row) => row.has.some(Boolean));
}
