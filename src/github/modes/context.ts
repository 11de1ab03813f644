/**
 * What every mode starts from, and the patterns they share: the run's inputs, event, I/O and
 * environment as one object; the report directory; a check run opened before any read and failed
 * closed when the run dies; and the live guard execute and shard modes run plans under.
 */
import type { RunContext } from '../event.js';
import { resolveReportDir, type ActionInputs } from '../inputs.js';
import type { GitHubApi } from '../rest/api.js';
import type { CheckRunHandle } from '../rest/check-run.js';
import { liveHead } from '../rest/pull-request-state.js';
import type { PullRequestTarget } from '../rest/pull-request.js';
import { RecordCommentWriter } from '../rest/record-comments.js';
import type { GateResult, PlanSource } from '../gate/gate.js';
import type { LabelingFacts } from '../gate/labels.js';
import type { Redactor } from '../redact.js';
import { failCheck, labelingFacts, openCheckRun, recheckSources, type ActionIo, type ActionOutcome, type OpenedCheckRun } from '../session.js';
import type { ExecutionGuard } from './approved-plans.js';

/** One run of the action: what each mode reads instead of four loose parameters. */
export interface ModeContext {
  inputs: ActionInputs;
  run: RunContext;
  io: ActionIo;
  env: NodeJS.ProcessEnv;
}

/** `report-dir`, resolved and checked to be inside the workspace or RUNNER_TEMP. */
export function reportDirOf(mc: ModeContext): Promise<string> {
  return resolveReportDir(mc.inputs.reportDir, mc.run.workspace, mc.env.RUNNER_TEMP);
}

/**
 * Opens the check on `headSha` before anything else is read (no read before it can leave an
 * earlier verdict standing), then runs the mode; when the mode throws, the check concludes
 * `failure` (fail closed and visibly: it must not stay in progress or keep an older green result).
 */
export async function withCheckRun(
  mc: ModeContext,
  connected: { redactor: Redactor; api: GitHubApi | null },
  headSha: string,
  body: (opened: OpenedCheckRun) => Promise<ActionOutcome>,
): Promise<ActionOutcome> {
  const opened = await openCheckRun(connected.api, mc.run, mc.inputs.checkName, headSha, mc.io);
  try {
    return await body(opened);
  } catch (error) {
    throw await failCheck(opened, connected.redactor, error, connected.api);
  }
}

/** The note a check carries when its earlier verdict was computed against another base, or null. */
export function staleBaseNote(handle: CheckRunHandle | null, target: PullRequestTarget): string | null {
  if (handle?.previousBaseSha == null || handle.previousBaseSha === target.baseSha) return null;
  return `The earlier verdict of this check was computed against base ${handle.previousBaseSha.slice(0, 12)}; the pull request's base is now ${(target.baseSha ?? 'unknown').slice(0, 12)}, so that verdict is stale and this run replaces it.`;
}

/**
 * The live guard approved plans run under (ExecutionGuard): the head and the labels read again
 * through the API before each plan, and its execution records written to the pull request.
 */
export function executionGuard(
  mc: ModeContext,
  api: GitHubApi,
  target: PullRequestTarget,
  sources: readonly PlanSource[],
  evaluate: (sources: readonly PlanSource[], labeling: LabelingFacts) => GateResult,
): ExecutionGuard {
  const records = new RecordCommentWriter(api, mc.run.repository, target.number);
  return {
    recheck: async (only) => {
      const live = await liveHead(api, mc.run.repository, target.number);
      const facts = await labelingFacts(api, mc.run.repository, target.number, target.author, true, mc.inputs.trustAppLabels);
      return { headSha: live, result: evaluate(recheckSources(sources, only), facts), labeling: facts };
    },
    record: (planLabel, outcome) => records.write(planLabel, outcome),
  };
}
