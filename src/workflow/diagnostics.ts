/**
 * Diagnostics that say why: one bounded, redacted, inert reason per failed step (and one for a
 * run that never reached its steps), carried beside the report — never inside the v1 report,
 * which stays upstream-identical. The evidence comes from the runner's `onStepFailure` seam
 * (child-session.ts) and is untrusted child or page text: the child's part of a reason has the values
 * of the plan's secrets replaced in every spelling (redaction.ts) and their names replaced, the whole reason has every secret name
 * replaced (plan text is never matched against a value: see `planText`), and each is made one
 * line with control and bidi characters replaced (`printableLine`) and cut to MAX_REASON_CHARS.
 *
 * Where a grant lifts the failure, the reason names it as the surface spells it: a CLI flag
 * (`--allow-private-network`) or the action's input (`allow-private-network: true`).
 */
import { TransportFailure } from '../mcp/transport.js';
import { TRUST_STATIC_TOOL_POLICY_FLAG, TRUST_STATIC_TOOL_POLICY_INPUT } from '../mcp/tool-guard.js';
import { ELEMENT_TOOLS, type Plan } from '../contract/plan.js';
import type { WorkflowReport } from '../contract/report.js';
import { ABSENT, resolvePointer, resultPayload, walkPointer } from './expectation.js';
import type { StepFailure } from './child-session.js';
import { FAILURE_CLASSES, type FailureClass } from '../contract/failure-class.js';
import { privateNetworkRefusal } from './inspect.js';
import { REDACTED, SecretRedactor } from './redaction.js';
import { mapSecretReferences } from '../plan/secret-reference.js';
import type { StepDiagnostic } from '../report/diagnostics.js';
import { isRecord, printableLine } from '../contract/text.js';
import { agreeing, plural } from '../report/plural.js';

/** A reason is at most this many characters (code points), whatever the child sent. */
export const MAX_REASON_CHARS = 300;
/** An expected or actual JSON value inside a reason is cut to this many characters, so both fit. */
export const MAX_VALUE_CHARS = 100;
/** A missing pointer's reason lists at most this many keys of the object where it stopped resolving. */
export const MAX_KEYS_SHOWN = 12;

/** Who reads the reason: it names the grant as that surface spells it. */
export type Surface = 'cli' | 'action';

export interface DiagnosticsOptions {
  surface: Surface;
  allowPrivateNetwork: boolean;
  /** Values that must never appear (the plan's resolved secrets); empty strings are ignored. */
  secretValues: readonly string[];
  /**
   * The signal the run was given, when it can be cancelled (the CLI's SIGINT and SIGTERM): once it
   * has fired, a `workflow_timeout` is said to be the cancellation. Otherwise, and for a run given
   * no signal, only the plan's own deadline stops a run, and the reason names it.
   */
  cancellation?: AbortSignal;
}

/** The private-network refusal, with the grant as the surface names it. */
export function privateNetworkReason(surface: Surface): string {
  return surface === 'cli'
    ? 'address blocked: use --allow-private-network for servers the job started itself'
    : 'address blocked: set the action input allow-private-network: true for servers the job started itself';
}

/** A child without tool annotations, with the opt-in as the surface names it. */
export function unannotatedChildReason(surface: Surface): string {
  const optIn = surface === 'cli' ? `pass ${TRUST_STATIC_TOOL_POLICY_FLAG}` : `set the action input ${TRUST_STATIC_TOOL_POLICY_INPUT}`;
  return 'this child advertises no tool annotations, so read-only steps cannot be verified; upgrade Plasmate to a version that does, ' +
    `or ${optIn} to rely on the plan's static policy alone`;
}

/** Where a plan's secrets come from, as the surface names it (no name of a secret). */
export function secretSources(surface: Surface): string {
  return surface === 'cli'
    ? 'the runner environment, for names allowed by --secret NAME or PLASMATE_SECRETS'
    : "the job's environment (env: from secrets), for names allowed by the action input secrets";
}

/**
 * What a mismatch shows instead of the actual value when the step's arguments carried a secret:
 * a page that received the value can hand it back transformed (reversed, hashed, re-encoded) past
 * any spelling redaction knows, so nothing of that answer is echoed.
 */
export const ACTUAL_NOT_SHOWN = "(not shown: the step's arguments carry a secret)";

/** Whether any `{"$secret": NAME}` reference sits in a step's arguments. */
function carriesSecret(args: Record<string, unknown>): boolean {
  let found = false;
  try {
    mapSecretReferences(args, () => {
      found = true;
      return '';
    });
  } catch {
    // A malformed reference never reaches a run; if one did, treat it as a secret.
    return true;
  }
  return found;
}

/** Replaces every occurrence of each needle, longest first, so one containing a shorter one is hidden whole. */
function redactAll(text: string, needles: readonly string[]): string {
  let out = text;
  for (const needle of needles) out = out.split(needle).join(REDACTED);
  return out;
}


/** The first text item of a result, raw (the diagnostics clean it). */
function firstText(result: Record<string, unknown> | undefined): string | null {
  if (result === undefined || !Array.isArray(result.content)) return null;
  const first: unknown = result.content[0];
  return isRecord(first) && typeof first.text === 'string' ? first.text : null;
}

/** A JSON value as compact JSON, or a placeholder when it has none. Cut later, after redaction. */
function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '(not JSON)';
  }
}

/** What `runReason` reads of a v1 report or a test-run record. */
export interface RunSteps {
  steps: readonly { status: string; failure_class?: string }[];
  secrets?: WorkflowReport['secrets'];
}

function isFailureClass(value: string | undefined): value is FailureClass {
  return value !== undefined && (FAILURE_CLASSES as readonly string[]).includes(value);
}

/** Collects the reasons of one run. Hand `onStepFailure` to the runner's options. */
export class Diagnostics {
  readonly steps: StepDiagnostic[] = [];
  /** Secret values, in every spelling: redacted in child text. */
  private readonly values: SecretRedactor;
  /** Secret names, longest first: redacted everywhere. */
  private readonly names: string[];

  constructor(private readonly plan: Plan, private readonly options: DiagnosticsOptions) {
    this.values = new SecretRedactor(options.secretValues);
    this.names = [...new Set(plan.secretNames)].filter((v) => v !== '').sort((a, b) => b.length - a.length);
  }

  private hideSecrets(text: string): string {
    return redactAll(this.values.redact(text), this.names);
  }

  /**
   * Child or page text → one redacted, inert line of at most `max` characters. Redacted before
   * cleaning (a value with a line break matches only then) and after (cleaning never forms a new
   * match, but the second pass costs nothing), and always before the cut, so a cut value never shows half.
   */
  childText(text: string, max = MAX_REASON_CHARS): string {
    return printableLine(this.hideSecrets(printableLine(this.hideSecrets(text), Number.MAX_SAFE_INTEGER)), max);
  }

  /**
   * Plan text (the expected value, a pointer): names redacted, values deliberately not — matching
   * a value inside text the plan's author wrote would answer "is this your secret?" (redact.ts).
   */
  planText(text: string, max = MAX_REASON_CHARS): string {
    return printableLine(redactAll(text, this.names), max);
  }

  /** Set when the run was refused because the child advertises no tool annotations. */
  private unannotatedChild = false;

  /** Hand to the runner's `onUnannotatedChild`: the run-level reason then says what the child lacks and the opt-in. */
  readonly onUnannotatedChild = (): void => {
    this.unannotatedChild = true;
  };

  readonly onStepFailure = (failure: StepFailure): void => {
    const step = this.plan.steps[failure.index];
    if (step === undefined) return;
    this.steps.push({
      index: failure.index,
      stepId: step.id,
      line: step.location.line,
      column: step.location.column,
      failureClass: failure.failureClass,
      reason: this.planText(this.reasonOf(failure)),
    });
  };

  /**
   * The reason for a run none of whose steps ran (every step skipped with one class), or null.
   * `fail_fast` skips follow a failed step, which has its own reason. Takes the v1 report or a
   * test-run record (whose own classes, such as `element_not_found`, are not run-level).
   */
  runReason(report: RunSteps): { failureClass: FailureClass; reason: string } | null {
    if (report.steps.length === 0 || report.steps.some((s) => s.status !== 'skipped')) return null;
    const cls = report.steps[0]!.failure_class;
    if (!isFailureClass(cls) || cls === 'fail_fast' || report.steps.some((s) => s.failure_class !== cls)) return null;
    return { failureClass: cls, reason: this.planText(this.skipReason(cls, report.secrets)) };
  }

  private skipReason(cls: FailureClass, secrets: RunSteps['secrets']): string {
    const { surface } = this.options;
    switch (cls) {
      case 'missing_secret': {
        const missing = secrets?.missing ?? 0;
        const total = secrets?.total ?? missing;
        return `nothing was run: ${missing} of ${plural(total, 'secret')} the plan references ${agreeing(missing, 'is', 'are')} missing; secrets come from ${secretSources(surface)}`;
      }
      case 'invalid_secret_reference':
        return 'nothing was run: a secret reference could not be resolved (a name not allowed, or a malformed {"$secret": NAME} object)';
      case 'secret_too_large':
        return 'nothing was run: a secret value is larger than the runner accepts for one secret';
      case 'resolved_arguments_too_large':
        return "nothing was run: a step's arguments with its secrets filled in exceed the argument size bound";
      case 'spawn_failed':
        return surface === 'cli' ? 'the child could not be started: check --plasmate PATH or --engine' : 'the child could not be started: check the action inputs engine and plasmate-path';
      case 'missing_pipe':
        return 'the child was started without its stdio pipes';
      case 'tool_schema_drift':
        return "nothing was run: the child's tools/list did not advertise a tool or schema the plan needs";
      case 'argument_schema_invalid':
        return "nothing was run: a step's arguments do not match the child's advertised input schema (agent-run --check-schemas names the step and property)";
      case 'tool_policy_drift':
        if (this.unannotatedChild) return `nothing was run: ${unannotatedChildReason(surface)}`;
        return "nothing was run: the child's tool annotations contradict the static tool policy";
      case 'workflow_timeout':
        return `nothing was run: ${this.deadlineOrCancel('before the first step')}`;
      default:
        return `nothing was run: ${this.transportReason(cls)}`;
    }
  }

  private reasonOf(failure: StepFailure): string {
    const step = this.plan.steps[failure.index]!;
    const { result } = failure;
    switch (failure.failureClass) {
      case 'tool_error_expectation': {
        if (result?.isError !== true) return 'the tool succeeded, but the step expects an error (expect.is_error true)';
        const text = firstText(result) ?? '(no error text)';
        if (!this.options.allowPrivateNetwork && privateNetworkRefusal(text, this.openPageUrl())) {
          return `${privateNetworkReason(this.options.surface)} (the tool said: ${this.childText(text)})`;
        }
        const said = `the tool returned an error: ${this.childText(text)}`;
        // An id read on one origin is never found on another (ids hash the origin): say so when the plan moved.
        const ranOn = ELEMENT_TOOLS.has(step.tool) && ELEMENT_NOT_FOUND.test(text) ? staticPageUrl(this.plan, failure.index) : null;
        const start = hintUrl(this.openPageUrl());
        const page = ranOn === null ? null : hintUrl(ranOn);
        return page !== null && start !== null && page.origin !== start.origin ? `${said}; ${elementMissingHint(this.plan, ranOn)}` : said;
      }
      case 'expectation_path_missing': {
        const pointer = step.expect.json_pointer ?? '';
        const payload = result === undefined ? ABSENT : resultPayload(result);
        return payload === ABSENT
          ? `the result's first text item is not JSON, so expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)} cannot be read`
          : `the result has no value at expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)}; ${this.deepestValue(payload, pointer)}`;
      }
      case 'expectation_mismatch': {
        const pointer = step.expect.json_pointer ?? '';
        const payload = result === undefined ? ABSENT : resultPayload(result);
        const actual = payload === ABSENT ? ABSENT : resolvePointer(payload, pointer);
        const shownActual = actual === ABSENT ? '(absent)'
          : carriesSecret(step.arguments) ? ACTUAL_NOT_SHOWN : this.childText(json(actual), MAX_VALUE_CHARS);
        return `at ${this.planText(json(pointer), MAX_VALUE_CHARS)} expected ${this.planText(json(step.expect.equals), MAX_VALUE_CHARS)} but got ${shownActual}`;
      }
      case 'json_rpc_error': {
        const rpc = failure.error instanceof TransportFailure ? failure.error.rpcError : null;
        const code = typeof rpc?.code === 'number' ? String(rpc.code) : '(no code)';
        const message = typeof rpc?.message === 'string' ? rpc.message : '(no message)';
        return `the child answered with JSON-RPC error ${code}: ${this.childText(message)}`;
      }
      case 'missing_session':
        return 'no open_page has succeeded before this step, so there is no session to use';
      case 'invalid_session':
        return "open_page's result has no usable session_id (a non-empty string within the runner's bound)";
      default:
        return this.transportReason(failure.failureClass);
    }
  }

  /** A fixed sentence per transport class, with the bound that was hit. No child text. */
  private transportReason(cls: FailureClass): string {
    const { limits } = this.plan;
    switch (cls) {
      case 'step_timeout':
        return `no response within the step's deadline (limits.step_timeout_ms ${limits.step_timeout_ms} ms)`;
      case 'workflow_timeout':
        return this.deadlineOrCancel('before this step answered');
      case 'oversized_response':
        return `the child's response line exceeded limits.response_bytes (${limits.response_bytes} bytes)`;
      case 'early_exit':
        return 'the child exited before it answered';
      case 'malformed_response':
        return "the child's response line was not JSON";
      case 'protocol_mismatch':
        return "the child's response was not a JSON-RPC 2.0 response to this request (wrong or missing jsonrpc or id)";
      case 'missing_result':
        return "the child's response had no result object";
      case 'read_failed':
        return "reading the child's response failed";
      case 'write_failed':
        return 'writing the request to the child failed (its stdin was closed)';
      case 'request_serialization':
        return 'the request could not be serialized';
      default:
        return `failed: ${cls}`;
    }
  }

  /**
   * What the result has where the pointer stops resolving: the keys of an object (child text,
   * redacted and cut), an array's length, or a scalar's type, so the author sees the member they
   * meant. The prefix is the author's own pointer text.
   */
  private deepestValue(payload: unknown, pointer: string): string {
    const { prefix, value } = walkPointer(payload, pointer);
    const at = prefix === '' ? 'the result' : `${this.planText(json(prefix), MAX_VALUE_CHARS)}`;
    if (Array.isArray(value)) {
      return value.length === 0 ? `${at} is an empty array` : `${at} is an array of ${value.length} (indexes 0 to ${value.length - 1})`;
    }
    if (isRecord(value)) {
      const keys = Object.keys(value);
      if (keys.length === 0) return `${at} is an empty object`;
      const shown = keys.slice(0, MAX_KEYS_SHOWN).map((key) => json(key)).join(', ');
      const more = keys.length > MAX_KEYS_SHOWN ? `, and ${keys.length - MAX_KEYS_SHOWN} more` : '';
      return `${at} has the keys ${this.childText(shown + more, MAX_REASON_CHARS / 2)}`;
    }
    return `${at} is ${value === null ? 'null' : `a ${typeof value}`}, which has no members`;
  }

  /** A `workflow_timeout` as what it was: the run's cancellation, or the plan's own deadline. */
  private deadlineOrCancel(when: string): string {
    const deadline = `limits.workflow_timeout_ms (${this.plan.limits.workflow_timeout_ms} ms)`;
    return this.options.cancellation?.aborted === true ? `the run was cancelled (a stop signal or a cancelled job) ${when}` : `the workflow deadline ${deadline} ran out ${when}`;
  }

  /** The plan's open_page URL when it is a literal (a secret URL is never looked at). */
  private openPageUrl(): string {
    const url = this.plan.steps.find((s) => s.tool === 'open_page')?.arguments.url;
    return typeof url === 'string' ? url : '';
  }
}


/** The child's words for an id its page model does not have (`Element not found: <id>`, `… in DOM`; docs/contract/engine.md §6). */
const ELEMENT_NOT_FOUND = /^Element not found\b/;

/** How much of a URL an element hint shows. */
const MAX_HINT_URL_CHARS = 200;

/**
 * A page URL as a hint shows it: its origin and path only (userinfo, query and fragment may carry
 * tokens), as one cleaned, bounded line; null when it is not an http(s) URL.
 */
export function hintUrl(url: string): { origin: string; shown: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return { origin: printableLine(parsed.origin, MAX_HINT_URL_CHARS), shown: printableLine(`${parsed.origin}${parsed.pathname}`, MAX_HINT_URL_CHARS) };
}

/** The page a step runs on as far as the plan says: the last literal navigate_to URL before it, else open_page's. */
function staticPageUrl(plan: Plan, index: number): string | null {
  for (let i = index - 1; i >= 0; i--) {
    const step = plan.steps[i]!;
    if (step.tool === 'navigate_to' || step.tool === 'open_page') return typeof step.arguments.url === 'string' ? step.arguments.url : null;
  }
  return null;
}

/**
 * What to do about an element id a page does not have. Element ids hash the page's origin with
 * the element (docs/contract/engine.md §9.3), so ids read on one origin are never found on another.
 * `pageUrl`: the page the id was looked for on (child or plan text; shown cleaned, origin and path
 * only), null when unknown.
 */
export function elementMissingHint(plan: Plan, pageUrl: string | null): string {
  const open = plan.steps.find((s) => s.tool === 'open_page')?.arguments.url;
  const start = typeof open === 'string' ? hintUrl(open) : null;
  const page = pageUrl === null ? null : hintUrl(pageUrl);
  if (page === null) return "run inspect on the page's URL to list its element ids";
  if (start !== null && page.origin !== start.origin) {
    return `element ids are bound to the origin — run inspect on ${page.shown} (the page is on ${page.origin}, the plan's open_page on ${start.origin})`;
  }
  return `run inspect on ${page.shown} to list its element ids`;
}
