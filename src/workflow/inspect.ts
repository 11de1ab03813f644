/**
 * `plasmate-action inspect URL`: the page model a plan's `open_page` would see, as rows a plan
 * author can copy `element_id`s from. The page is opened exactly as a plan opens it — a one-step
 * plan `{open_page url}` that passes the plan contract, run by the same runner (`superviseChild`,
 * `negotiate`, `runSteps`) on the same child with the same bounds, deadlines and network policy —
 * so the ids are the ones a plan for that origin must use. Element ids hash the page's origin
 * (scheme, host, port): the same page served elsewhere has other ids (docs/contract/engine.md §9.3).
 *
 * Two halves: pure functions from the child's payload to rows and text (`pageRows`,
 * `renderInspectTable`, …), and one I/O function (`inspectPage`). Everything in the payload is
 * untrusted page or child text: every string shown is one bounded line with control characters
 * replaced, so it cannot move the cursor, recolour or clear the terminal, or forge a row.
 */
import { addressKind } from '../contract/address-kind.js';
import type { ToolResult } from '../mcp/connection.js';
import { formatProblem } from '../plan/problem.js';
import type { Plan } from '../contract/plan.js';
import { validatePlan } from '../plan/validate.js';
import { resultPayload } from './expectation.js';
import { negotiate, runSteps, superviseChild, type DispatchedOutcome, type RunOptions, type StepDispatcher } from './child-session.js';
import type { FailureClass } from '../contract/failure-class.js';
import { MAX_ELEMENTS_VISITED, walkPageModel } from '../contract/page-model.js';
import { isRecord, printableLine, printableToken } from '../contract/text.js';

/** An accessible name is shown up to this many characters: enough to tell elements apart. */
export const MAX_NAME_CHARS = 80;
/**
 * Ids, roles, `html_id`s and action names are shown up to this many characters. Real ids are
 * 14 characters (`e_` + 12 hex) plus a collision suffix; anything longer is a child's invention.
 */
export const MAX_TOKEN_CHARS = 64;
/** At most this many actions per element (upstream has five kinds). */
export const MAX_ACTIONS = 8;
/** Nested elements are indented by depth, at most this many levels, so nesting cannot push the table away. */
export const MAX_INDENT_DEPTH = 8;
/** The child's error text (page-influenced) and the page URL and title are shown up to this many characters. */
export const MAX_MESSAGE_CHARS = 300;

/** The plan file name problems are reported under: the URL is the only part that comes from the user. */
const PLAN_FILE = 'inspect';
const STEP_ID = 'open';

/** One row per SOM element (and one per region that has none). All strings are cleaned and bounded. */
export interface InspectRow {
  region_id: string;
  region_role: string;
  /** Null only on the row of a region without elements. */
  element_id: string | null;
  role: string;
  /** Label, else text, else empty. */
  name: string;
  html_id: string | null;
  actions: string[];
  /** 0 for an element directly in its region; +1 per `children`/`shadow.elements` level. */
  depth: number;
}

export interface InspectedPage {
  /** The final URL the child reports (after redirects): its origin is the one the ids are bound to. */
  url: string;
  title: string;
  /** `scheme://host[:port]` of `url`, or null when the child's URL does not parse. */
  origin: string | null;
  rows: InspectRow[];
  /** True when the walk stopped at MAX_ELEMENTS_VISITED nodes. */
  truncated: boolean;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

// ------------------------------------------------------------------ pure: page model → rows

/**
 * Every region and element of an open_page/navigate_to payload, depth-first through `children`
 * and `shadow.elements` (the order the child finds elements in, as `findElement` walks it), by
 * the contract's one walker, bounded by MAX_ELEMENTS_VISITED: the model is the child's, and a
 * hostile one must cost the same as any other.
 */
export function pageRows(pageModel: unknown): { rows: InspectRow[]; truncated: boolean } {
  const rows: InspectRow[] = [];
  // Every element step follows the step of its region.
  let region: RowRegion = { id: '', role: '' };
  for (const step of walkPageModel(pageModel, MAX_ELEMENTS_VISITED)) {
    if (step.kind === 'truncated') return { rows, truncated: true };
    if (step.kind === 'region') {
      region = { id: printableToken(str(step.region.id), MAX_TOKEN_CHARS), role: printableToken(str(step.region.role), MAX_TOKEN_CHARS) };
      if (step.elements.length === 0) {
        rows.push({ region_id: region.id, region_role: region.role, element_id: null, role: '', name: printableLine(str(step.region.label), MAX_NAME_CHARS), html_id: null, actions: [], depth: 0 });
      }
    } else {
      rows.push(elementRow(step.element, step.depth, region));
    }
  }
  return { rows, truncated: false };
}

/** A region's id and role as shown on its elements' rows. */
interface RowRegion {
  id: string;
  role: string;
}

function elementRow(node: Record<string, unknown>, depth: number, region: RowRegion): InspectRow {
  const label = str(node.label);
  const actions = Array.isArray(node.actions) ? node.actions.slice(0, MAX_ACTIONS).filter((a): a is string => typeof a === 'string') : [];
  return {
    region_id: region.id,
    region_role: region.role,
    element_id: printableToken(str(node.id), MAX_TOKEN_CHARS),
    role: printableToken(str(node.role), MAX_TOKEN_CHARS),
    name: printableLine(label !== '' ? label : str(node.text), MAX_NAME_CHARS),
    html_id: typeof node.html_id === 'string' ? printableToken(node.html_id, MAX_TOKEN_CHARS) : null,
    actions: actions.map((a) => printableToken(a, MAX_TOKEN_CHARS)),
    depth,
  };
}

/** The page's URL, title, origin and rows, from the open_page payload. */
export function inspectedPage(pageModel: unknown): InspectedPage {
  const model = isRecord(pageModel) ? pageModel : {};
  const rawUrl = str(model.url);
  let origin: string | null = null;
  try {
    origin = new URL(rawUrl).origin;
  } catch {
    // The child's URL does not parse: there is no origin to name.
  }
  return {
    url: printableLine(rawUrl, MAX_MESSAGE_CHARS),
    title: printableLine(str(model.title), MAX_MESSAGE_CHARS),
    origin: origin === null ? null : printableLine(origin, MAX_MESSAGE_CHARS),
    ...pageRows(pageModel),
  };
}

// ------------------------------------------------------------------ pure: rendering

const COLUMNS = ['ELEMENT', 'ROLE', 'HTML_ID', 'ACTIONS', 'REGION', 'NAME'] as const;

/**
 * The page as a plain table: one row per element, the id first (what a plan author copies),
 * nested elements indented. The first four cells never contain a space, so `awk '$3 == "buy"'`
 * finds an element by its HTML id; the accessible name is last, so no page text can shift another
 * column. Columns are separated by at least two spaces; an empty cell is `-`.
 */
export function renderInspectTable(page: InspectedPage): string {
  const cells = page.rows.map((row) => [
    row.element_id === null ? '-' : `${'  '.repeat(Math.min(row.depth, MAX_INDENT_DEPTH))}${row.element_id}`,
    row.role === '' ? '-' : row.role,
    row.html_id === null || row.html_id === '' ? '-' : row.html_id,
    row.actions.length === 0 ? '-' : row.actions.join(','),
    `${row.region_id} (${row.region_role})`,
    JSON.stringify(row.name),
  ]);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...cells.map((c) => Array.from(c[i]!).length)));
  const line = (row: readonly string[]) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - Array.from(cell).length))).join('  ').trimEnd();
  const lines = [
    `page   ${page.url}  ${JSON.stringify(page.title)}`,
    page.origin === null
      ? 'origin unknown (the child reported no parsable URL)'
      : `origin ${page.origin} — element ids are bound to it: the same page on another scheme, host or port has other ids`,
    '',
    line(COLUMNS),
    ...cells.map(line),
  ];
  if (page.rows.length === 0) lines.push('(the page model has no regions)');
  if (page.truncated) lines.push(`(stopped after ${MAX_ELEMENTS_VISITED} nodes: the rest of the page model is not shown)`);
  return lines.join('\n');
}

/** The schema id of `inspect --json`'s document (its rows are not `open_page`'s result: docs/tools.md has that). */
export const INSPECT_RESULT_SCHEMA = 'plasmate.agent-workflow-inspect.v1';

/** `--json`: the same cleaned rows, with the page they belong to. */
export function renderInspectJson(page: InspectedPage): string {
  return JSON.stringify({ schema: INSPECT_RESULT_SCHEMA, url: page.url, title: page.title, origin: page.origin, truncated: page.truncated, rows: page.rows }, null, 2);
}

// ------------------------------------------------------------------ pure: the plan and the failure

/**
 * The one-step plan `{open_page url}` (with `stepTimeoutMs` as its limits.step_timeout_ms),
 * validated by the plan contract with no approval and no secret, as `agent-run` would validate it. Problems are returned formatted (they name only the
 * URL's step); the URL itself is echoed only bounded and cleaned.
 */
export function inspectionPlan(url: string, stepTimeoutMs?: number): { plan: Plan } | { problems: string[] } {
  const bytes = new TextEncoder().encode(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'inspect',
    // `inspect --timeout-ms`: the plan's own step deadline, so the contract bounds it as it bounds any plan's.
    ...(stepTimeoutMs === undefined ? {} : { limits: { step_timeout_ms: stepTimeoutMs } }),
    steps: [{ id: STEP_ID, tool: 'open_page', arguments: { url } }],
  }));
  const check = validatePlan(bytes, PLAN_FILE, { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false }, new Set());
  if (check.problems.length > 0 || check.plan === null) return { problems: check.problems.map((p) => printableLine(formatProblem(p), MAX_MESSAGE_CHARS)) };
  return { plan: check.plan };
}

/** The child's error text of an `isError` result (first text item), cleaned and bounded; null when there is none. */
export function toolErrorText(result: ToolResult | null): string | null {
  if (result === null || result.isError !== true || !Array.isArray(result.content)) return null;
  const first: unknown = result.content[0];
  return isRecord(first) && typeof first.text === 'string' ? printableLine(first.text, MAX_MESSAGE_CHARS) : null;
}

/** An address in the child's refusal text (`… address 127.0.0.1 is not globally routable`). */
const REFUSED_ADDRESS = /\baddress \[?([0-9A-Fa-f.:]+?)\]?(?=[\s:,]|$)/g;

/**
 * Whether a refusal is the one `--allow-private-network` lifts: the child blocked the URL
 * (`Outbound URL blocked`) and the address it names, or the URL's own host, is loopback or
 * private (`localhost` counts). Link-local and metadata targets stay refused with the opt-in,
 * so they get no hint.
 */
export function privateNetworkRefusal(errorText: string, url: string): boolean {
  if (!errorText.includes('Outbound URL blocked')) return false;
  const candidates = [...errorText.matchAll(REFUSED_ADDRESS)].map((m) => m[1]!);
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost')) return true;
    candidates.push(host);
  } catch {
    // No host to look at; the message's addresses decide.
  }
  return candidates.some((address) => {
    const kind = addressKind(address);
    return kind === 'loopback' || kind === 'private';
  });
}

// ------------------------------------------------------------------ I/O

export type InspectOptions = Omit<RunOptions, 'secrets'>;

export type InspectOutcome =
  | { ok: true; page: InspectedPage; processOutcome: string }
  | {
      ok: false;
      /** Why the page is not shown: the step's failure class, or the child's before any step ran. */
      failureClass: FailureClass;
      /** The child's own error text for a failed open_page, cleaned and bounded. */
      error: string | null;
      /** The child refused a loopback or private address and the opt-in was not given. */
      privateNetworkHint: boolean;
      processOutcome: string | null;
    };

/** Keeps the open_page result; every step (there is one) is sent. */
class OpenPageObserver implements StepDispatcher {
  result: ToolResult | null = null;
  send(): boolean {
    return true;
  }
  observe(_index: number, result: ToolResult): void {
    this.result = result;
  }
}

/**
 * Opens `plan` (from `inspectionPlan`) on the supervised child, keeps its page model, closes the
 * session with close_page and shuts the child down. Never throws for anything the child does;
 * the child's whole process group is gone when it returns, also after cancellation.
 */
export async function inspectPage(plan: Plan, options: InspectOptions): Promise<InspectOutcome> {
  const url = str(plan.steps[0]!.arguments.url);
  const stepArguments = plan.steps.map((s) => s.arguments);
  const failed = (failureClass: FailureClass, processOutcome: string | null, result: ToolResult | null = null): InspectOutcome => {
    const error = toolErrorText(result);
    return { ok: false, failureClass, error, processOutcome, privateNetworkHint: !options.allowPrivateNetwork && error !== null && privateNetworkRefusal(error, url) };
  };
  if (options.signal?.aborted) return failed('workflow_timeout', null);
  const run = await superviseChild(plan, options, async (child, workflowDeadline) => {
    const negotiated = await negotiate(child, plan, { approvedStepIds: new Set(), stepArguments, workflowDeadline, signal: options.signal, handshakeTimeoutMs: options.handshakeTimeoutMs });
    if ('failureClass' in negotiated) {
      const outcome: DispatchedOutcome = { status: 'failed', failureClass: negotiated.failureClass };
      return { outcome, result: null, healthy: negotiated.healthy };
    }
    const observer = new OpenPageObserver();
    const ran = await runSteps({ process: child, connection: negotiated.connection, workflowDeadline }, plan, stepArguments, options.signal, observer);
    return { outcome: ran.outcomes[0]!, result: observer.result, healthy: ran.healthy };
  });
  if (!run.spawned) return failed(run.failureClass, null);
  const { outcome, result } = run.value;
  if (outcome.status !== 'succeeded' || result === null) {
    const failureClass = outcome.status !== 'stubbed' && outcome.failureClass !== undefined ? outcome.failureClass : 'missing_result';
    return failed(failureClass, run.processOutcome, result);
  }
  const payload = resultPayload(result);
  return { ok: true, page: inspectedPage(typeof payload === 'symbol' ? null : payload), processOutcome: run.processOutcome };
}
