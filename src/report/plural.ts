/** Counts in prose: `1 step`, `2 steps`, `0 plans`. One helper, so no message says `1 steps`. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
