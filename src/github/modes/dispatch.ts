/**
 * The action's core, one module per mode behind `runMode`: each reads the target, the plans and
 * the labels through the API, evaluates the gate, and publishes it — check run, job summary,
 * report files, labels. Everything the runner provides comes in as data (`ModeContext`), so
 * `src/main.ts` only wires `@actions/core` to it.
 */
import { field, PULL_REQUEST_EVENTS, type RunContext } from '../event.js';
import type { ActionInputs, Mode } from '../inputs.js';
import type { ActionIo, ActionOutcome } from '../session.js';
import { runBenchmarkMode } from './benchmark.js';
import { runClosed, runPrune } from './closed.js';
import type { ModeContext } from './context.js';
import { runExecute } from './execute.js';
import { runValidate } from './validate.js';

/**
 * The mode switch: each mode is one module. A closed pull request is not gated (nothing of it
 * can merge or run any more): its labels are cleaned up instead. `prune-labels` follows any run.
 */
export async function runMode(inputs: ActionInputs, ctx: RunContext, io: ActionIo, env: NodeJS.ProcessEnv): Promise<ActionOutcome> {
  const mc: ModeContext = { inputs, run: ctx, io, env };
  const closed = PULL_REQUEST_EVENTS.has(ctx.eventName) && field<string>(ctx.payload, 'action') === 'closed' && inputs.mode !== 'benchmark';
  const outcome = closed ? await runClosed(mc) : await runOpenMode(mc);
  if (inputs.pruneLabels) await runPrune(mc);
  return awaitingApprovalPasses(inputs, outcome) ? { ...outcome, failure: null } : outcome;
}

/**
 * `fail-on-awaiting-approval: auto`: a run whose verdict is only "awaiting approval" passes the
 * step when a check run carries that (blocking) verdict — the check is the gate, and a red job
 * beside it would only repeat it and mail the author a failure. Without a check run (a read-only
 * token, no token) the step's result is the only gate, so it still fails.
 */
function awaitingApprovalPasses(inputs: ActionInputs, outcome: ActionOutcome): boolean {
  return inputs.failOnAwaitingApproval === 'auto' && outcome.conclusion === 'action_required' && String(outcome.outputs['check-run-id'] ?? '') !== '';
}

async function runOpenMode(mc: ModeContext): Promise<ActionOutcome> {
  const { inputs } = mc;
  const modes: Record<Mode, () => Promise<ActionOutcome>> = {
    validate: () => runValidate(mc),
    execute: () => runExecute(mc),
    benchmark: () => runBenchmarkMode(mc),
    // Fan-out and fan-in (docs/action.md "Scaling out"), loaded only in those jobs.
    plan: async () => (await import('./shards.js')).runPlanMode(mc),
    aggregate: async () => (await import('./shards.js')).runAggregateMode(mc),
    // The scheduled drift watch, loaded only in that job.
    watch: async () => (await import('./watch.js')).runWatchMode(mc),
  };
  if (inputs.mode === 'execute' && inputs.shard !== null) return (await import('./shards.js')).runShardMode(mc, inputs.shard);
  return modes[inputs.mode]();
}
