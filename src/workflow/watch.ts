/**
 * One plan of a drift watch, for the CLI's `watch` and the action's watch mode alike: test-run it
 * (reads real, every effect stubbed), judge the record (drift.ts), remember a healthy run's targets
 * in the ledger, and keep the reasons of the steps that failed.
 */
import type { Plan } from '../contract/plan.js';
import type { StepDiagnostic } from '../report/diagnostics.js';
import type { TestRunReport } from '../report/test-run.js';
import type { ChildCommand } from '../supervisor/process.js';
import { Diagnostics, type Surface } from './diagnostics.js';
import { classifyDrift, rememberHealthy, type DriftLedger, type PlanDrift } from './drift.js';
import { testRunPlan } from './test-run.js';

export interface WatchOptions {
  child: ChildCommand;
  env: NodeJS.ProcessEnv;
  allowPrivateNetwork: boolean;
  surface: Surface;
  signal?: AbortSignal;
  /** When set, the test-run record is written here too. */
  reportPath?: string;
  now?: Date;
}

export interface WatchedRun {
  record: TestRunReport;
  verdict: PlanDrift;
  /** Each failed real step's reason, by step index (redacted, bounded, one line). */
  reasons: ReadonlyMap<number, StepDiagnostic>;
  /** The run-level reason when no step ran. */
  run: { failureClass: string; reason: string } | null;
}

export async function watchPlan(plan: Plan, file: string, ledger: DriftLedger, options: WatchOptions): Promise<WatchedRun> {
  // A test run resolves no secret: there is no value to redact, and every name is redacted.
  const diagnostics = new Diagnostics(plan, {
    surface: options.surface, allowPrivateNetwork: options.allowPrivateNetwork, secretValues: [], ...(options.signal === undefined ? {} : { cancellation: options.signal }),
  });
  const missedIn = new Map<number, unknown>();
  const record = await testRunPlan(plan, {
    child: options.child, env: options.env, allowPrivateNetwork: options.allowPrivateNetwork,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.reportPath === undefined ? {} : { reportPath: options.reportPath }),
    onStepFailure: diagnostics.onStepFailure,
    onElementMissing: ({ index, pageModel }) => missedIn.set(index, pageModel),
  });
  const verdict = classifyDrift(plan, record, missedIn, ledger);
  if (verdict.state === 'healthy') rememberHealthy(ledger, plan, file, record, options.now ?? new Date());
  return { record, verdict, reasons: new Map(diagnostics.steps.map((d) => [d.index, d])), run: diagnostics.runReason(record) };
}
