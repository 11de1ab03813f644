/** Counts in prose: `1 step`, `2 steps`, `0 plans`. One helper, so no message says `1 steps`. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${agreeing(n, singular, pluralForm)}`;
}

/** The word alone that agrees with a count said elsewhere: a verb or pronoun (`is`/`are`, `it`/`them`). */
export function agreeing(n: number, singular: string, pluralForm = `${singular}s`): string {
  return n === 1 ? singular : pluralForm;
}

/** `no step needs approval`, `1 step needs approval`, `4 steps need approval`: the one wording of `check`, dry-run and run for steps awaiting approval. */
export function stepsNeedApproval(n: number): string {
  if (n === 0) return 'no step needs approval';
  return `${plural(n, 'step')} ${n === 1 ? 'needs' : 'need'} approval`;
}
