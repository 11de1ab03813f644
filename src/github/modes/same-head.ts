/**
 * A check run belongs to the SHA, not the PR: every other open pull request with this head that
 * may lower this check's verdict (`same-head-pulls`) is evaluated, and the others are listed.
 */
import type { RunContext } from '../event.js';
import type { Conclusion, PlanSource } from '../gate/gate.js';
import type { LabelingFacts } from '../gate/labels.js';
import type { ActionInputs } from '../inputs.js';
import type { GitHubApi } from '../rest/api.js';
import { openPullRequestsAt, sameHeadScope, type SameHeadPull } from '../rest/pull-request-state.js';
import { changedPlans, type PullRequestTarget } from '../rest/pull-request.js';
import { labelingFacts } from '../session.js';
import { plural } from '../../report/plural.js';

/** Same-head pull requests named in the summary at most when they are only listed (an outsider can open many). */
const MAX_LISTED_SAME_HEAD = 20;

/** The conclusion of every other open PR with this head that may lower this check's verdict (`same-head-pulls`), and those only listed. */
export async function sameHeadConclusions(
  api: GitHubApi,
  ctx: RunContext,
  inputs: ActionInputs,
  target: PullRequestTarget,
  conclude: (sources: readonly PlanSource[], labeling: LabelingFacts) => Conclusion,
): Promise<{ counted: { number: number; conclusion: Conclusion }[]; listed: SameHeadPull[] }> {
  const pulls = await openPullRequestsAt(api, ctx.repository, target.headSha);
  const { counted, listed } = sameHeadScope(pulls, { number: target.number, headRepo: target.headRepo ?? null, baseRef: target.baseRef ?? null }, inputs.sameHeadPulls === 'all');
  const out: { number: number; conclusion: Conclusion }[] = [];
  for (const pull of counted) {
    const other: PullRequestTarget = { number: pull.number, headSha: target.headSha, author: pull.author, baseSha: null, movedTo: null };
    const { sources } = await changedPlans(api, ctx.repository, other, inputs.plans);
    out.push({ number: pull.number, conclusion: conclude(sources, await labelingFacts(api, ctx.repository, pull.number, pull.author, inputs.mode === 'execute', inputs.trustAppLabels)) });
  }
  return { counted: out, listed };
}

/** The summary's note on the same-head pull requests only listed, or null when there are none. */
export function listedSameHeadNote(listed: readonly SameHeadPull[]): string | null {
  if (listed.length === 0) return null;
  const shown = listed.slice(0, MAX_LISTED_SAME_HEAD).map((p) => `#${p.number}`).join(', ');
  const more = listed.length > MAX_LISTED_SAME_HEAD ? ` and ${listed.length - MAX_LISTED_SAME_HEAD} more` : '';
  return `${plural(listed.length, 'other open pull request has', 'other open pull requests have')} this head commit from another repository or into another base branch (${shown}${more}): not evaluated, and not lowering this check (\`same-head-pulls: same-base\`; set \`all\` when this check is required on those branches too).`;
}
