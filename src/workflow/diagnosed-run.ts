/**
 * One plan's run with its diagnostics: the `Diagnostics` collecting why steps failed, the
 * child's end (for the out-of-memory note), and the run itself, which gets the hooks to hand to
 * the runner's options. The action's execute mode and its test runs both run a plan this way.
 */
import type { Plan } from '../contract/plan.js';
import type { RunDiagnostics } from '../report/diagnostics.js';
import { memoryDiagnostic, type ChildEnd } from './child-end.js';
import { Diagnostics, type DiagnosticsOptions, type RunSteps } from './diagnostics.js';
import type { StepFailure } from './child-session.js';

/** What a run passes on to the runner's options; a run that passes on no `onChildEnd` leaves the memory note out. */
export interface DiagnosticHooks {
  onStepFailure(failure: StepFailure): void;
  onUnannotatedChild(): void;
  onChildEnd(end: ChildEnd): void;
}

/** Runs `run` with the hooks of a fresh `Diagnostics` for `plan`; returns its report and why steps failed. */
export async function runWithDiagnostics<R extends RunSteps>(
  plan: Plan,
  options: DiagnosticsOptions,
  run: (hooks: DiagnosticHooks) => Promise<R>,
): Promise<{ report: R; diagnostics: RunDiagnostics }> {
  const diagnostics = new Diagnostics(plan, options);
  let childEnded: ChildEnd | undefined;
  const report = await run({
    onStepFailure: diagnostics.onStepFailure,
    onUnannotatedChild: diagnostics.onUnannotatedChild,
    onChildEnd: (end) => { childEnded = end; },
  });
  const memory = memoryDiagnostic(childEnded, plan.limits.memory_mb);
  return { report, diagnostics: { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: memory === null ? [] : [memory] } };
}
