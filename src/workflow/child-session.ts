/**
 * The supervised child session every runner mode shares (docs/contract/plan-and-report.md §6): spawn with the
 * scrubbed environment and the plan's bounds, the workflow deadline, initialize → tools/list →
 * the gates (`negotiate`), the steps through one dispatch point (`runSteps`), close_page, and the
 * shutdown that tells a child's own death from ours (`superviseChild`). Execution (execute.ts),
 * the schema check, test runs, inspect and the benchmark are each a few lines over this.
 */
import { MAX_SESSION_ID_BYTES } from '../contract/bounds.js';
import type { Plan } from '../contract/plan.js';
import type { StepOutcome } from '../report/build.js';
import { McpConnection, type ToolResult } from '../mcp/connection.js';
import { TransportFailure } from '../mcp/transport.js';
import { buildChildEnv } from '../supervisor/env.js';
import {
  monotonicNow, ProcessError, SupervisedProcess, type ChildCommand, type ProcessOutcome,
} from '../supervisor/process.js';
import type { FailureClass } from '../contract/failure-class.js';
import type { ToolGatesResult } from './gates.js';
import { evaluateExpectation, sessionIdOf } from './expectation.js';
import { childEnd, type ChildEnd } from './child-end.js';
import type { SecretAllowList } from '../plan/secret-reference.js';

export type { ChildCommand };

/** close_page gets this long whatever is left of the workflow; its result is ignored (docs/contract/plan-and-report.md §6.9). */
export const CLOSE_PAGE_BUDGET_MS = 1_000;
/** How long a healthy child may take to exit after stdin EOF before it counts as timed out. */
export const SHUTDOWN_GRACE_MS = 500;
/**
 * The whole budget for matching child-advertised patterns during the gate, so a catastrophic
 * pattern costs at most this (see src/mcp/bounded-regexp.ts). Ordinary patterns on ≤ 64 KiB of
 * arguments take microseconds.
 */
export const GATE_MATCH_BUDGET_MS = 500;
const MIB = 1024 * 1024;

export interface RunOptions {
  /**
   * The child to supervise. This is the test seam (upstream: `execute_with_program`): tests pass
   * a fault child here. The CLI must always pass `plasmateCommand(--plasmate PATH or "plasmate")`;
   * no CLI flag, action input, environment variable or plan field may reach this value.
   */
  child: ChildCommand;
  /** The runner's environment: where secrets are read, and the source of the few variables the child inherits. */
  env: Readonly<Record<string, string | undefined>>;
  /** The operator's secret allow-list: no other name is read from `env` for a `$secret` reference. */
  secrets: SecretAllowList;
  /** Cancellation: kills the child's whole group at once; the run ends as at the workflow deadline. */
  signal?: AbortSignal;
  /** Operator opt-in (`--allow-private-network`): PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK=1 for the child. */
  allowPrivateNetwork?: boolean;
  /**
   * Operator opt-in (`--trust-static-tool-policy`, input `trust-static-tool-policy`): a child that
   * advertises no tool annotations at all runs on the plan's static policy alone. Execution, the
   * schema check and the benchmark honour it; test mode does not (it keeps requiring an explicit
   * `readOnlyHint: true` before a step runs for real).
   */
  trustStaticToolPolicy?: boolean;
  /** Told when the run is refused because the child advertises no tool annotations (the diagnostics' run-level reason). */
  onUnannotatedChild?: () => void;
  /** Told once how the child ended (e.g. out of memory), for output the v1 report has no field for. */
  onChildEnd?: (end: ChildEnd) => void;
  /**
   * Told of each step that failed, with the raw evidence (the child's result or the request's
   * error), for the diagnostics beside the report (diagnostics.ts). Raw child data: never log it as is.
   */
  onStepFailure?: (failure: StepFailure) => void;
  /**
   * A test seam for deadlines: the deadline of each handshake request (initialize, tools/list),
   * which is `limits.step_timeout_ms` as upstream's (the default). Execution, the schema check,
   * test runs, inspect and the benchmark honour it. Tests of a step's timeout give
   * the handshake a generous one and the step a short one, so the step's deadline — started when
   * its tools/call is sent — never races the child's start on a loaded machine. Never set from a
   * CLI flag, action input, environment variable or plan field.
   */
  handshakeTimeoutMs?: number;
}

/** A failed step and what it failed on: `result` for an expectation or session failure, `error` for a request that failed. */
export interface StepFailure {
  index: number;
  failureClass: FailureClass;
  result?: ToolResult;
  error?: unknown;
}

/** A started child with its negotiated connection; the caller owns `shutdown`. */
export interface Session {
  process: SupervisedProcess;
  connection: McpConnection;
  workflowDeadline: number;
}

/** Maps a failure before or during a request to its class, honouring the workflow deadline and cancellation. */
function failureOf(error: unknown, requestDeadline: number, workflowDeadline: number, signal?: AbortSignal): FailureClass {
  if (signal?.aborted) return 'workflow_timeout';
  const cls = error instanceof TransportFailure ? error.failureClass : 'read_failed';
  return cls === 'step_timeout' && requestDeadline >= workflowDeadline ? 'workflow_timeout' : cls;
}

export function requestDeadline(stepTimeoutMs: number, workflowDeadline: number): number {
  return Math.min(monotonicNow() + stepTimeoutMs, workflowDeadline);
}

/** Starts the child with the scrubbed environment and the plan's bounds. Rejects with ProcessError. */
export function spawnChild(plan: Plan, options: Omit<RunOptions, 'secrets'>): Promise<SupervisedProcess> {
  const memoryLimitBytes = plan.limits.memory_mb * MIB;
  return SupervisedProcess.spawn({
    program: options.child.program,
    args: options.child.args,
    env: buildChildEnv(options.env, memoryLimitBytes,
      options.allowPrivateNetwork ? { PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } : {}),
    maxLineBytes: plan.limits.response_bytes,
    maxStderrBytes: plan.limits.stderr_bytes,
    memoryLimitBytes,
    ...(options.child.memoryCeiling === undefined ? {} : { memoryCeiling: options.child.memoryCeiling }),
    runnerPath: options.env.PATH,
  });
}

export const allSkipped = (plan: Plan, failureClass: FailureClass): StepOutcome[] =>
  plan.steps.map(() => ({ status: 'skipped', failureClass }));

/**
 * One supervised child for one run: spawns it, lets cancellation kill its whole group, runs
 * `body` under the workflow deadline (which starts once the child exists), and shuts it down —
 * with the exit grace only when `body` left the connection healthy and nothing was cancelled
 * (without it, `shutdown` still waits a moment for the status of a child that died by itself, so
 * `process_outcome` is its own `exited:N` / `signaled:N`, and `timed_out` only when we killed it).
 * A defect of ours thrown by `body` still kills the group before it goes on. Execution, the
 * schema check, test runs, inspect and the benchmark all supervise their child through this one
 * function.
 */
export async function superviseChild<T extends { healthy: boolean }>(
  plan: Plan,
  options: Omit<RunOptions, 'secrets'>,
  body: (child: SupervisedProcess, workflowDeadline: number) => Promise<T>,
): Promise<{ spawned: true; value: T; processOutcome: ProcessOutcome } | { spawned: false; failureClass: 'missing_pipe' | 'spawn_failed' }> {
  let child: SupervisedProcess;
  try {
    child = await spawnChild(plan, options);
  } catch (error) {
    return { spawned: false, failureClass: error instanceof ProcessError && error.kind === 'missing_pipe' ? 'missing_pipe' : 'spawn_failed' };
  }
  const workflowDeadline = monotonicNow() + plan.limits.workflow_timeout_ms;
  const onAbort = () => child.kill();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let value: T;
  try {
    value = await body(child, workflowDeadline);
  } catch (error) {
    await child.shutdown(0);
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  const processOutcome = await child.shutdown(value.healthy && !options.signal?.aborted ? SHUTDOWN_GRACE_MS : 0);
  options.onChildEnd?.(childEnd(processOutcome, child.reportedOutOfMemory()));
  return { spawned: true, value, processOutcome };
}

type Negotiated = { connection: McpConnection; gates: ToolGatesResult } | { failureClass: FailureClass; healthy: boolean; gates?: ToolGatesResult };

/** What a negotiation needs besides the child and the plan: the gates' inputs and its deadlines. */
export interface NegotiateOptions {
  /** Steps approved from outside the plan, as the tool guard's policy gate reads them. */
  approvedStepIds: ReadonlySet<string>;
  /** Per step, the arguments as the child would receive them (secrets resolved or masked). */
  stepArguments: readonly Record<string, unknown>[];
  workflowDeadline: number;
  signal?: AbortSignal | undefined;
  /** Per step, JSON Pointers whose errors are unknowable (masked secrets). */
  ignoredPointers?: readonly (readonly string[])[] | undefined;
  /** `--trust-static-tool-policy` (ToolGatesInput.trustStaticToolPolicy); off when unset. */
  trustStaticToolPolicy?: boolean;
  /** Each handshake request's bound; the plan's step timeout when unset. */
  handshakeTimeoutMs?: number | undefined;
}

/**
 * initialize → notifications/initialized → tools/list → the gates. Shared with checkSchemas.
 * A failed initialize keeps its transport class; any failure of tools/list is `tool_schema_drift`.
 */
export async function negotiate(child: SupervisedProcess, plan: Plan, options: NegotiateOptions): Promise<Negotiated> {
  const { approvedStepIds, stepArguments, workflowDeadline, signal, ignoredPointers, trustStaticToolPolicy = false } = options;
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? plan.limits.step_timeout_ms;
  // The gates (and ajv, most of what a run loads) are needed only once tools/list is in: loaded
  // while the child starts and answers initialize, not before it is spawned (so loading them adds nothing to start-up).
  const gatesModule = import('./gates.js');
  gatesModule.catch(() => {}); // awaited below; a rejection is handled there, not left unhandled
  let deadline = requestDeadline(handshakeTimeoutMs, workflowDeadline);
  let connection: McpConnection;
  try {
    connection = await McpConnection.initialize(child, deadline);
  } catch (error) {
    return { failureClass: failureOf(error, deadline, workflowDeadline, signal), healthy: false };
  }
  deadline = requestDeadline(handshakeTimeoutMs, workflowDeadline);
  let toolsResult: unknown;
  try {
    toolsResult = await connection.listTools(deadline);
  } catch (error) {
    const cls = failureOf(error, deadline, workflowDeadline, signal);
    return { failureClass: cls === 'workflow_timeout' ? cls : 'tool_schema_drift', healthy: false };
  }
  const { runGates } = await gatesModule;
  const gates = runGates({
    plan, approvedStepIds, toolsResult, stepArguments,
    ...(ignoredPointers ? { ignoredPointers } : {}),
    matchDeadline: Math.min(monotonicNow() + GATE_MATCH_BUDGET_MS, workflowDeadline),
    trustStaticToolPolicy,
  });
  if (gates.failureClass !== null) return { failureClass: gates.failureClass, healthy: connection.healthy, gates };
  return { connection, gates };
}

/** A step that test mode kept from the child; what it would have done is recorded by the dispatcher. */
export interface StubbedOutcome {
  status: 'stubbed';
}
export type DispatchedOutcome = StepOutcome | StubbedOutcome;

/**
 * The single pre-call check of the runner: asked for every step at the moment it would be sent,
 * after the session and deadline checks. `send: false` means the call never reaches the child.
 * `observe` sees each real result (test mode keeps the latest page model from it).
 */
export interface StepDispatcher {
  send(index: number): boolean;
  observe?(index: number, result: ToolResult): void;
}

/**
 * Runs the steps in order through one dispatch point. Returns one outcome per step and whether
 * the connection is still healthy; close_page is sent for an opened session on every path that
 * leaves the connection usable.
 */
export async function runSteps(
  session: Session,
  plan: Plan,
  stepArguments: readonly Record<string, unknown>[],
  signal: AbortSignal | undefined,
  dispatcher: StepDispatcher,
  onStepFailure?: (failure: StepFailure) => void,
): Promise<{ outcomes: DispatchedOutcome[]; healthy: boolean }> {
  const { connection, workflowDeadline } = session;
  const outcomes: DispatchedOutcome[] = [];
  let sessionId: string | null = null;
  let stopped = false;
  for (const [i, step] of plan.steps.entries()) {
    if (stopped) {
      outcomes.push({ status: 'skipped', failureClass: 'fail_fast' });
      continue;
    }
    const fail = (failureClass: FailureClass, stop: boolean, evidence: { result?: ToolResult; error?: unknown } = {}) => {
      outcomes.push({ status: 'failed', failureClass });
      stopped = stop;
      onStepFailure?.({ index: i, failureClass, ...evidence });
    };
    if (signal?.aborted || monotonicNow() >= workflowDeadline) {
      fail('workflow_timeout', true);
      continue;
    }
    // The pre-call check comes before the session check: a stub is never sent, so it needs none.
    if (!dispatcher.send(i)) {
      outcomes.push({ status: 'stubbed' });
      continue;
    }
    const isOpen = step.tool === 'open_page';
    if (!isOpen && sessionId === null) {
      fail('missing_session', plan.limits.fail_fast);
      continue;
    }
    const args = isOpen ? { ...stepArguments[i], trace: plan.trace } : { ...stepArguments[i], session_id: sessionId };
    const deadline = requestDeadline(plan.limits.step_timeout_ms, workflowDeadline);
    let result: ToolResult;
    try {
      result = await connection.callTool(step.tool, args, deadline);
    } catch (error) {
      // Transport-level: always stops the run, whatever fail_fast says.
      fail(failureOf(error, deadline, workflowDeadline, signal), true, { error });
      continue;
    }
    dispatcher.observe?.(i, result);
    const expectation = evaluateExpectation(result, step.expect);
    // A page that loaded opened a session even when the step's expectation failed: with fail_fast
    // false the later steps use it instead of failing missing_session, and close_page ends it
    // below. With fail_fast the run stops here and nothing would use it, so the calls stay those of
    // a stopped run (no close_page; the child is shut down next), as the benchmark's evidence
    // records them. An error result opened nothing, unless the step expected that error (then its
    // session_id decides, as before).
    const keepsSession = expectation === null || (result.isError !== true && !plan.limits.fail_fast);
    if (isOpen && keepsSession) sessionId = sessionIdOf(result, MAX_SESSION_ID_BYTES);
    if (expectation !== null) {
      fail(expectation, plan.limits.fail_fast, { result });
      continue;
    }
    if (isOpen) {
      if (sessionId === null) {
        fail('invalid_session', plan.limits.fail_fast, { result });
        continue;
      }
    }
    outcomes.push({ status: 'succeeded' });
  }
  if (sessionId !== null && connection.healthy && !signal?.aborted) {
    try {
      await connection.callTool('close_page', { session_id: sessionId }, monotonicNow() + CLOSE_PAGE_BUDGET_MS);
    } catch {
      // Its result is ignored; a failure only means no grace at shutdown (healthy turns false).
    }
  }
  return { outcomes, healthy: connection.healthy };
}
