/**
 * Step test mode (seed 001): run a validated plan with its reads real and every effect stubbed.
 * The child, supervisor, deadlines and bounds are those of an execution; the difference is one
 * decision at the runner's single dispatch point (`runSteps`): a step is sent only when both the
 * static policy and the child's advertised annotations call its tool read-only and its arguments
 * reference no secret (`testModeDispatch`). Every other step is recorded with what it would have
 * targeted and never reaches the child. No secret is ever resolved: the child gets none.
 */
import { MAX_ELEMENTS_VISITED, walkPageModel } from '../contract/page-model.js';
import { testModeDispatch, type StubReason } from '../mcp/tool-guard.js';
import type { ToolResult } from '../mcp/connection.js';
import { mapSecretReferences } from '../plan/secret-reference.js';
import { ELEMENT_TOOLS, type Plan, type PlanTool } from '../contract/plan.js';
import {
  buildTestRunReport, serializeTestRun, stubbedActionsJsonl, type ElementEvidence, type StubbedAction, type TestRunReport, type TestRunStep,
} from '../report/test-run.js';
import { writeFileAtomic } from '../report/write.js';
import { resultPayload } from './expectation.js';
import {
  allSkipped, negotiate, runSteps, superviseChild, type DispatchedOutcome, type RunOptions, type StepDispatcher,
} from './child-session.js';
import type { FailureClass } from '../contract/failure-class.js';
import { maskSecrets } from './secrets.js';
import { isRecord } from '../contract/text.js';

/** How a secret reference appears in a stubbed action: neither its name nor a value. */
export const SECRET_PLACEHOLDER = Object.freeze({ $secret: '…' });

/**
 * Stubbed steps after which the loaded page is not the one the real run would be on: open_page
 * (stubbed when its URL needs a secret) and navigate_to always, a click when it targets a link.
 */
const NAVIGATING_TOOLS: ReadonlySet<PlanTool> = new Set<PlanTool>(['open_page', 'navigate_to']);

/**
 * Upper bound on SOM nodes visited per lookup (the contract's walker bound): a child's page model
 * is untrusted data, and a lookup must cost the same whatever it sends (the line itself is bounded
 * by `response_bytes`). Re-exported for the tests that name it here.
 */
export { MAX_ELEMENTS_VISITED } from '../contract/page-model.js';

/** A test run resolves no secret, so it takes no allow-list. */
export interface TestRunOptions extends Omit<RunOptions, 'secrets'> {
  /** When set, the test-run record is written here atomically. */
  reportPath?: string;
  /**
   * Called once per step that failed `element_not_found`, before the record is written, with the
   * URL of the page model it was looked up in and that model itself (the child's data, unsanitized:
   * the caller reads it as untrusted and shows it only cleaned and bounded; the URL is null when the
   * model named none). Not part of the record.
   */
  onElementMissing?: (missing: { index: number; pageUrl: string | null; pageModel: unknown }) => void;
  /** When set, the stubbed actions are written here as JSON Lines. */
  actionsPath?: string;
}


/**
 * Depth-first over regions → elements, `children` and `shadow.elements`, as the child itself
 * finds an element by id, by the contract's one walker: iterative and bounded, so a hostile model
 * cannot exhaust the stack.
 */
export function findElement(pageModel: unknown, elementId: string): { role: string; name: string } | null {
  for (const step of walkPageModel(pageModel, MAX_ELEMENTS_VISITED)) {
    if (step.kind !== 'element' || step.element.id !== elementId) continue;
    const node = step.element;
    const name = typeof node.label === 'string' && node.label !== '' ? node.label : typeof node.text === 'string' ? node.text : '';
    return { role: typeof node.role === 'string' ? node.role : '', name };
  }
  return null;
}

function referencesSecret(args: Record<string, unknown>): boolean {
  let found = false;
  mapSecretReferences(args, () => {
    found = true;
    return null;
  });
  return found;
}

function shownArguments(args: Record<string, unknown>): Record<string, unknown> {
  return mapSecretReferences(args, () => ({ ...SECRET_PLACEHOLDER })) as Record<string, unknown>;
}

/**
 * What each step would do, decided once the child's annotations are known, and the evidence of
 * every stub. Owned by one test run; `send` is the pre-call check runSteps asks at dispatch.
 */
class TestModeDispatcher implements StepDispatcher {
  readonly stubs = new Map<number, { reason: StubReason; element?: ElementEvidence }>();
  /** Per stubbed element step, the URL of the page model its element was looked up in (never recorded). */
  readonly lookedUpOn = new Map<number, string | null>();
  /** Per stubbed element step whose element was not found, the page model it was looked up in (never recorded). */
  readonly missedIn = new Map<number, unknown>();
  private pageModel: unknown = null;
  private navigatedAway = false;

  constructor(
    private readonly plan: Plan,
    private readonly decisions: readonly ('real' | StubReason)[],
  ) {}

  send(index: number): boolean {
    const decision = this.decisions[index]!;
    if (decision === 'real') return true;
    const step = this.plan.steps[index]!;
    const stub: { reason: StubReason; element?: ElementEvidence } = { reason: decision };
    const elementId = step.arguments.element_id;
    if (ELEMENT_TOOLS.has(step.tool) && typeof elementId === 'string') {
      const found = findElement(this.pageModel, elementId);
      this.lookedUpOn.set(index, isRecord(this.pageModel) && typeof this.pageModel.url === 'string' ? this.pageModel.url : null);
      stub.element = found !== null
        ? { found: true, role: found.role, name: found.name }
        : this.navigatedAway ? { found: false, after_stubbed_navigation: true } : { found: false };
      if (found === null) this.missedIn.set(index, this.pageModel);
      if (step.tool === 'click' && found?.role === 'link') this.navigatedAway = true;
    }
    if (NAVIGATING_TOOLS.has(step.tool)) this.navigatedAway = true;
    this.stubs.set(index, stub);
    return false;
  }

  observe(_index: number, result: ToolResult): void {
    const payload = resultPayload(result);
    // The most recent page model the session returned (open_page, or any real read that returns one).
    if (result.isError !== true && isRecord(payload) && Array.isArray(payload.regions)) {
      this.pageModel = payload;
      this.navigatedAway = false;
    }
  }
}

/**
 * Runs `plan` in test mode and returns its record (also written when paths are given). Never
 * throws for anything the child does; the child's whole process group is gone when it returns.
 */
export async function testRunPlan(plan: Plan, options: TestRunOptions): Promise<TestRunReport> {
  const { outcomes, decisions, stubs, lookedUpOn, missedIn, processOutcome } = await run(plan, options);
  const steps: TestRunStep[] = plan.steps.map((step, i) => {
    const outcome = outcomes[i]!;
    const decision = decisions?.[i] ?? null;
    const stub = stubs.get(i);
    const row: TestRunStep = {
      id: step.id,
      tool: step.tool,
      mode: decision === 'real' || decision === null ? 'real' : 'stubbed',
      status: outcome.status,
      expect: 'not_evaluated',
    };
    if (outcome.status === 'stubbed') {
      if (stub?.element?.found === false && stub.element.after_stubbed_navigation === undefined) {
        row.status = 'failed';
        row.failure_class = 'element_not_found';
        options.onElementMissing?.({ index: i, pageUrl: lookedUpOn?.get(i) ?? null, pageModel: missedIn?.get(i) ?? null });
      }
    } else {
      if (outcome.failureClass !== undefined) row.failure_class = outcome.failureClass;
      if (outcome.status === 'succeeded') row.expect = 'passed';
      else if (isExpectationClass(outcome.failureClass)) row.expect = 'failed';
    }
    if (stub !== undefined) {
      row.stub_reason = stub.reason;
      if (stub.element !== undefined) row.element = stub.element;
    }
    return row;
  });
  const stubbedActions: StubbedAction[] = [];
  for (const [i, stub] of [...stubs].sort(([a], [b]) => a - b)) {
    const step = plan.steps[i]!;
    const action: StubbedAction = {
      step_id: step.id,
      tool: step.tool,
      reason: stub.reason,
      arguments: shownArguments(step.arguments),
      needs_secret: stub.reason === 'secret',
    };
    if (stub.element !== undefined) action.element = stub.element;
    stubbedActions.push(action);
  }
  const report = buildTestRunReport({
    plan: { name: plan.name, fingerprint: plan.fingerprint },
    steps,
    stubbedActions,
    ...(processOutcome === undefined ? {} : { processOutcome }),
  });
  if (options.reportPath !== undefined) await writeFileAtomic(options.reportPath, serializeTestRun(report));
  if (options.actionsPath !== undefined) await writeFileAtomic(options.actionsPath, stubbedActionsJsonl(report));
  return report;
}

const EXPECTATION_CLASSES: ReadonlySet<FailureClass> = new Set<FailureClass>([
  'tool_error_expectation', 'expectation_path_missing', 'expectation_mismatch',
]);

function isExpectationClass(cls: FailureClass | undefined): boolean {
  return cls !== undefined && EXPECTATION_CLASSES.has(cls);
}

interface RunResult {
  outcomes: DispatchedOutcome[];
  /** Null when the run ended before the child's tools were known. */
  decisions: ('real' | StubReason)[] | null;
  stubs: Map<number, { reason: StubReason; element?: ElementEvidence }>;
  /** TestModeDispatcher.lookedUpOn: the page URL each stubbed element step was looked up on. */
  lookedUpOn?: ReadonlyMap<number, string | null>;
  /** TestModeDispatcher.missedIn: the page model each missing element was looked up in. */
  missedIn?: ReadonlyMap<number, unknown>;
  processOutcome?: string;
}

async function run(plan: Plan, options: TestRunOptions): Promise<RunResult> {
  const skipped = (failureClass: FailureClass) => allSkipped(plan, failureClass);
  const none = new Map<number, { reason: StubReason; element?: ElementEvidence }>();
  // Secrets are never resolved: the schema gate sees masked values and disregards errors under them.
  let masked;
  try {
    masked = plan.steps.map((step) => maskSecrets(step.arguments));
  } catch {
    return { outcomes: skipped('invalid_secret_reference'), decisions: null, stubs: none };
  }
  if (options.signal?.aborted) return { outcomes: skipped('workflow_timeout'), decisions: null, stubs: none };

  // Approvals play no part in a test run: the guard's approval exemption is moot, because the
  // dispatcher below applies the stricter rule to every step.
  const everyStep = new Set(plan.steps.map((s) => s.id));
  const run = await superviseChild(plan, options, async (child, workflowDeadline): Promise<Omit<RunResult, 'processOutcome'> & { healthy: boolean }> => {
    const negotiated = await negotiate(child, plan, {
      approvedStepIds: everyStep, stepArguments: masked.map((m) => m.masked), workflowDeadline, signal: options.signal,
      ignoredPointers: masked.map((m) => m.secretPointers), trustStaticToolPolicy: false, handshakeTimeoutMs: options.handshakeTimeoutMs,
    });
    if ('failureClass' in negotiated) return { outcomes: skipped(negotiated.failureClass), decisions: null, stubs: none, healthy: negotiated.healthy };
    const tools = negotiated.gates.tools!;
    const decisions = plan.steps.map((step) =>
      testModeDispatch(step.tool, tools.get(step.tool)?.annotations, referencesSecret(step.arguments)));
    const dispatcher = new TestModeDispatcher(plan, decisions);
    const ran = await runSteps(
      { process: child, connection: negotiated.connection, workflowDeadline },
      plan, masked.map((m) => m.masked), options.signal, dispatcher, options.onStepFailure,
    );
    return { outcomes: ran.outcomes, decisions, stubs: dispatcher.stubs, lookedUpOn: dispatcher.lookedUpOn, missedIn: dispatcher.missedIn, healthy: ran.healthy };
  });
  if (!run.spawned) return { outcomes: skipped(run.failureClass), decisions: null, stubs: none };
  const { outcomes, decisions, stubs, lookedUpOn, missedIn } = run.value;
  return { outcomes, decisions, stubs, ...(lookedUpOn === undefined ? {} : { lookedUpOn }), ...(missedIn === undefined ? {} : { missedIn }), processOutcome: run.processOutcome };
}
