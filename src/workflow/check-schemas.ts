/**
 * The side-effect-free contract check (`agent-run --check-schemas`): spawn the child, negotiate,
 * list tools, run the schema gate and the tool guard, shut down — and call no tool at all. A PR
 * check can run it before any approval exists. Secrets present in `env` are resolved and checked
 * exactly; when any is missing, references are masked and only what does not depend on their
 * values is checked (`secretsChecked: false`).
 */
import type { Plan } from '../contract/plan.js';
import type { ProcessOutcome } from '../supervisor/process.js';
import { negotiate, superviseChild, type RunOptions } from './child-session.js';
import type { FailureClass } from '../contract/failure-class.js';
import type { GateProblem } from './gates.js';
import { maskSecrets, resolveStepSecrets } from './secrets.js';

export interface SchemaCheckResult {
  /** True when the child negotiated and every gate passed. */
  ok: boolean;
  /** The class the run would fail with before its first call, or null. */
  failureClass: FailureClass | null;
  /** Every gate problem found (empty when the failure happened before the gates). */
  problems: GateProblem[];
  /** Whether argument checks used the real secret values (false: masked, value checks skipped). */
  secretsChecked: boolean;
  /** Only when a child was spawned. */
  processOutcome: ProcessOutcome | null;
}

/** Same seam and options as executePlan (see RunOptions.child); no report is written. */
export async function checkSchemas(
  plan: Plan,
  approvedStepIds: ReadonlySet<string>,
  options: RunOptions,
): Promise<SchemaCheckResult> {
  const fail = (failureClass: FailureClass, secretsChecked: boolean): SchemaCheckResult =>
    ({ ok: false, failureClass, problems: [], secretsChecked, processOutcome: null });

  const resolved = resolveStepSecrets(plan, options.env, options.secrets);
  let stepArguments: Record<string, unknown>[];
  let ignoredPointers: string[][] | undefined;
  if (resolved.ok) {
    stepArguments = resolved.stepArguments;
  } else if (resolved.failureClass === 'missing_secret') {
    let masked;
    try {
      masked = plan.steps.map((step) => maskSecrets(step.arguments));
    } catch {
      return fail('invalid_secret_reference', false);
    }
    stepArguments = masked.map((m) => m.masked);
    ignoredPointers = masked.map((m) => m.secretPointers);
  } else {
    return fail(resolved.failureClass, true);
  }
  const secretsChecked = ignoredPointers === undefined;

  const run = await superviseChild(plan, options, async (child, workflowDeadline) => {
    const negotiated = await negotiate(child, plan, {
      approvedStepIds, stepArguments, workflowDeadline, signal: options.signal, ignoredPointers,
      trustStaticToolPolicy: options.trustStaticToolPolicy === true, handshakeTimeoutMs: options.handshakeTimeoutMs,
    });
    return { negotiated, healthy: 'connection' in negotiated ? negotiated.connection.healthy : negotiated.healthy };
  });
  if (!run.spawned) return fail(run.failureClass, secretsChecked);
  const { negotiated } = run.value;
  const processOutcome = run.processOutcome;
  const problems = negotiated.gates?.problems ?? [];
  if ('connection' in negotiated) return { ok: true, failureClass: null, problems, secretsChecked, processOutcome };
  return { ok: false, failureClass: negotiated.failureClass, problems, secretsChecked, processOutcome };
}
