/**
 * The plan's rules, once (so the fast path and the located validator cannot disagree): the published schema's errors as problems, the
 * contract rules the schema cannot express, the operator's secret policy and approvals, and the
 * plan builder — all over the native `JSON.parse` value of the document. Both validation paths
 * run exactly this: the fast path (fast-path.ts) stops at the first problem; the located path
 * (validate.ts) collects every problem and maps its JSON path to file:line:col on its token tree.
 *
 * What the native value cannot tell stays with the paths, behind `Literals`: how numbers were
 * written (the canonical serialization the size rule and the fingerprint use, and whether a limit
 * was written as an integer). The lexical rules (duplicate keys, literal spellings, escapes,
 * depth, string sizes) are json.ts's, on the token tree.
 *
 * The rules read the value defensively: the structure may be wrong elsewhere, and the located
 * path reports every problem of the document in one pass. They run in the contract's order, and
 * the located path sorts by location afterwards, so problems at one place keep this order.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { FAIL_FAST_DEFAULT, MAX_ARGUMENTS_BYTES, MAX_SECRET_NAME_LENGTH, MEMORY_MB, RESPONSE_BYTES, STDERR_BYTES, STEP_TIMEOUT_MS, WORKFLOW_TIMEOUT_MS } from '../contract/bounds.js';
import type { LazyArgumentLocations } from './argument-locations.js';
import { compareCodePoints, planFingerprint, type CanonicalStep } from './fingerprint.js';
import { quoteKey } from './json.js';
import { PLAN_JSON_SCHEMA } from './schema.js';
import { isReservedSecretName, RESERVED_SECRET_PREFIXES, SECRET_KEY, SECRET_NAME, type SecretAllowList } from './secret-reference.js';
import {
  MUTATING_TOOLS, PLAN_SCHEMA, PLAN_TOOLS, TOOL_OPT_IN, type Approvals, type Expectation, type Limits, type OptIn, type Plan,
  type PlanTool, type SourceLocation, type Step,
} from '../contract/plan.js';
import { RULE, unmappedSchemaRule, type RuleId } from '../contract/rule-ids.js';

/** Where a problem is: object keys and array indexes from the root (ajv's instancePath, split). */
export type PlanPath = readonly (string | number)[];

export interface RuleProblem {
  path: PlanPath;
  /** 'key': at the key of the member the path ends in (at its object when it has none); else at the value. */
  at: 'value' | 'key';
  rule: RuleId;
  message: string;
  /** When set, the message goes on with ` at line L, column C` of the value at this path. */
  seeAlso?: PlanPath;
}

export type ReportProblem = (problem: RuleProblem) => void;

export type PlainObject = { [key: string]: unknown };

/** One step's arguments, serialized canonically once for the size rule and the fingerprint. */
export interface WrittenArguments {
  /** Keys in code point order, numbers as serde_json writes them, secret names as the placeholder. */
  json: string;
  /** UTF-8 bytes of the same serialization with the secret names as written: what the size rule bounds. */
  bytes: number;
  /** Every object holding `$secret`, at any depth, in the serialization's order. */
  secretObjects: PlainObject[];
}

/** What only the document's text tells, each path its own way: how its numbers were written. */
export interface Literals {
  /** Step `index`'s `arguments` (the object `args`), written canonically. */
  arguments(index: number, args: PlainObject): WrittenArguments;
  /** Step `index`'s `expect.equals` (`value`, not null), written canonically. */
  equals(index: number, value: unknown): string;
  /** Whether the integral limit `limits[key]` was written as an integer literal (`1000`, not `1000.0`). */
  integerWritten(key: string): boolean;
}

export interface RuleContext {
  /** Null: only what the plan itself decides (the `check` command); else every policy rule. */
  approvals: Approvals | null;
  secrets: SecretAllowList | undefined;
  literals: Literals;
  /** Whether the document and its structure hold, so that a plan may be built if the contract does. */
  buildable: boolean;
  /** Where step `index`'s object starts. */
  stepLocation(index: number): SourceLocation;
  argumentLocations: LazyArgumentLocations;
}

export const LIMIT_RANGES = {
  step_timeout_ms: STEP_TIMEOUT_MS,
  workflow_timeout_ms: WORKFLOW_TIMEOUT_MS,
  response_bytes: RESPONSE_BYTES,
  stderr_bytes: STDERR_BYTES,
  memory_mb: MEMORY_MB,
} as const;
const RUNNER_OWNED_ARGUMENT = 'session_id';
const hasOwn = Object.prototype.hasOwnProperty;
const PLAN_TOOL_SET: ReadonlySet<string> = new Set(PLAN_TOOLS);
const OPT_IN_OF: ReadonlyMap<string, OptIn> = new Map(Object.entries(TOOL_OPT_IN));

/**
 * How an operator grants each opt-in, named in the problem: validation is shared by the CLI and
 * the action, so the message names both the flag and the action input.
 */
export const OPT_IN_GRANTS = {
  evaluate: 'grant it with --allow-evaluate (CLI) or the action input allow-evaluate: true',
  cookie_writes: 'grant it with --allow-cookie-writes (CLI) or the action input allow-cookie-writes: true',
} as const;

function isObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An own member only, for a key that comes from the data (a schema error's path): a plan's
 * `"constructor"` is data, never the prototype's. The rules below read the contract's fixed
 * field names directly, none of which Object.prototype has (and JSON.parse makes `"__proto__"`
 * an own member, which they never read).
 */
function own(object: PlainObject, key: string): unknown {
  return hasOwn.call(object, key) ? object[key] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Structure: ajv against the published schema, each error a problem at its instance path.

/** Reports the schema's errors on `plain`; whether it holds. */
export function checkStructure(plain: unknown, validateStructure: ValidateFunction, report: ReportProblem): boolean {
  if (validateStructure(plain)) return true;
  for (const error of validateStructure.errors ?? []) {
    const problem = schemaProblem(plain, error);
    if (problem !== null) report(problem);
  }
  return false;
}

function schemaProblem(plain: unknown, error: ErrorObject): RuleProblem | null {
  const path = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map(unescapePointer);
  const value = valueAt(plain, path);
  const where = describePath(path);
  const last = path[path.length - 1];
  const params = error.params as Record<string, unknown>;
  const at = (rule: RuleId, message: string): RuleProblem => ({ path, at: 'value', rule, message });
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const hint = key === 'confirmed' || key === 'approved' ? ': a plan cannot approve itself; approvals come from outside the plan' : '';
      return { path: [...path, key], at: 'key', rule: RULE.planFieldUnknown, message: `unknown field ${quoteKey(key)} in ${where}${hint}` };
    }
    case 'required':
      return at(RULE.planFieldRequired, `${where} is missing required field ${quoteKey(String(params.missingProperty))}`);
    case 'const':
      return at(RULE.planSchemaUnsupported, `schema must be "${PLAN_SCHEMA}"`);
    case 'pattern':
      return last === 'name'
        ? at(RULE.planNameInvalid, "name must be 1-128 bytes of ASCII letters, digits, space, '.', '_' or '-'")
        : at(RULE.planStepIdInvalid, `${where} must be 1-64 bytes of ASCII letters, digits, space, '.', '_' or '-'`);
    case 'enum':
      return value === 'close_page'
        ? at(RULE.planStepToolRunnerOwned, `${where}: close_page is owned by the runner and not allowed in a plan`)
        : at(RULE.planStepToolUnknown, `${where} must be one of the stateful browser tools (${PLAN_JSON_SCHEMA.definitions.step.properties.tool.enum.join(', ')})`);
    case 'minItems':
      return at(RULE.planStepsMin, 'a plan needs at least 1 step');
    case 'maxItems':
      return at(RULE.planStepsMax, `a plan has at most ${String(params.limit)} steps; this one has ${Array.isArray(value) ? value.length : '?'}`);
    case 'minimum':
    case 'maximum':
      return at(RULE.planLimitsRange, `${where} must be between ${rangeOf(last)}`);
    case 'type': {
      const expected = String(params.type).replace(',', ' or ');
      if (path[0] === 'limits' && expected === 'integer') return at(RULE.planLimitsInteger, `${where} must be a non-negative integer`);
      return at(RULE.planType, `${where} must be ${expected === 'object' ? 'an object' : `a ${expected}`}`);
    }
    default:
      return at(unmappedSchemaRule(error.keyword), `${where} ${error.message ?? 'is invalid'}`);
  }
}

function rangeOf(field: string | undefined): string {
  const range = field !== undefined && field in LIMIT_RANGES ? LIMIT_RANGES[field as keyof typeof LIMIT_RANGES] : null;
  return range === null ? 'its bounds' : `${range.min} and ${range.max}`;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function valueAt(plain: unknown, path: readonly string[]): unknown {
  let value = plain;
  for (const segment of path) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isObject(value)) value = own(value, segment);
    else return undefined;
  }
  return value;
}

/** `steps[2].expect.equals` — a reader's path, never a value. */
function describePath(path: readonly string[]): string {
  if (path.length === 0) return 'the plan';
  let out = '';
  for (const s of path) out += /^[0-9]+$/.test(s) ? `[${s}]` : out === '' ? s : `.${s}`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The contract rules, the secret policy, the plan and its approvals.

/**
 * Reports every contract, secret policy and approval problem of `root` (a `JSON.parse` value) in
 * the contract's order; returns the plan when `context.buildable` and the contract hold (secret
 * policy and approval problems alone still yield it, so callers can show what needs approving).
 */
export function applyRules(root: unknown, context: RuleContext, report: ReportProblem): Plan | null {
  let reported = 0;
  const counted: ReportProblem = (problem) => {
    reported++;
    report(problem);
  };
  const written = checkContract(root, context.literals, counted);
  // Before the secret policy, so that a refused secret name still leaves the plan (and its steps) to show.
  const contractHolds = context.buildable && reported === 0;
  checkSecretPolicy(written, context.secrets, counted);
  if (!contractHolds) return null;
  const plan = buildPlan(root as PlainPlan, written, context);
  if (context.approvals !== null) checkApprovals(plan, context.approvals, counted);
  return plan;
}

/** Each step's arguments object and its serialization (undefined where it has none), by step index. */
type WrittenSteps = ({ args: PlainObject; written: WrittenArguments } | undefined)[];

function checkContract(root: unknown, literals: Literals, report: ReportProblem): WrittenSteps {
  const written: WrittenSteps = [];
  if (!isObject(root)) return written;
  const limits = root.limits;
  if (isObject(limits)) checkLimits(limits, literals, report);
  const steps = root.steps;
  if (!Array.isArray(steps)) return written;

  const firstIdAt = new Map<string, number>();
  const openPages: number[] = [];
  for (let index = 0; index < steps.length; index++) {
    const step: unknown = steps[index];
    if (!isObject(step)) continue;
    const id = step.id;
    if (typeof id === 'string') {
      const first = firstIdAt.get(id);
      if (first !== undefined) {
        report({ path: ['steps', index, 'id'], at: 'value', rule: RULE.planStepIdDuplicate, message: `step id ${quoteKey(id)} is already used`, seeAlso: ['steps', first, 'id'] });
      } else {
        firstIdAt.set(id, index);
      }
    }
    const tool = step.tool;
    const toolName = typeof tool === 'string' ? tool : null;
    if (toolName === 'open_page') openPages.push(index);
    if (index === 0 && toolName !== null && toolName !== 'open_page') {
      report({ path: ['steps', 0, 'tool'], at: 'value', rule: RULE.planStepsOpenPageFirst, message: `the first step must use open_page, not ${quoteKey(toolName)}` });
    }
    const args = step.arguments;
    if (isObject(args)) written[index] = { args, written: checkArguments(args, toolName, index, literals, report) };
    const expect = step.expect;
    if (isObject(expect)) checkExpect(expect, index, report);
  }
  if (openPages.length === 0 && steps.length > 0) {
    report({ path: ['steps'], at: 'value', rule: RULE.planStepsOpenPageCount, message: 'a plan needs exactly one open_page step; it has none' });
  }
  for (const extra of openPages.slice(1)) {
    report({ path: ['steps', extra], at: 'value', rule: RULE.planStepsOpenPageCount, message: 'a plan needs exactly one open_page step; this is another one' });
  }
  return written;
}

function checkLimits(limits: PlainObject, literals: Literals, report: ReportProblem): void {
  const step = integerLimit(limits, 'step_timeout_ms', literals);
  const workflow = integerLimit(limits, 'workflow_timeout_ms', literals);
  if (step !== null && workflow !== null && workflow.value < step.value) {
    report({
      path: workflow.present ? ['limits', 'workflow_timeout_ms'] : ['limits'],
      at: 'value',
      rule: RULE.planLimitsWorkflowTimeout,
      message: `limits.workflow_timeout_ms (${workflow.value}) must be at least limits.step_timeout_ms (${step.value})`,
    });
  }
}

/** The effective value of an integer limit (its default when absent), or null when it is invalid anyway. */
function integerLimit(limits: PlainObject, key: 'step_timeout_ms' | 'workflow_timeout_ms', literals: Literals): { value: number; present: boolean } | null {
  const range = LIMIT_RANGES[key];
  const value = limits[key];
  if (value === undefined) return { value: range.default, present: false };
  if (typeof value !== 'number' || !Number.isInteger(value) || !literals.integerWritten(key)) return null;
  // Out of range is already a problem of its own; comparing it again would only repeat it.
  return value < range.min || value > range.max ? null : { value, present: true };
}

function checkArguments(args: PlainObject, tool: string | null, index: number, literals: Literals, report: ReportProblem): WrittenArguments {
  if (hasOwn.call(args, RUNNER_OWNED_ARGUMENT)) {
    report({ path: [...argumentsPath(index), RUNNER_OWNED_ARGUMENT], at: 'key', rule: RULE.planArgumentsSessionId, message: `steps[${index}].arguments must not set session_id: the runner owns the session` });
  }
  if (tool === 'open_page' && hasOwn.call(args, 'trace')) {
    report({ path: [...argumentsPath(index), 'trace'], at: 'key', rule: RULE.planArgumentsTrace, message: `steps[${index}].arguments must not set trace: the runner passes the plan's trace to open_page` });
  }
  const written = literals.arguments(index, args);
  for (const ref of written.secretObjects) {
    const name = ref[SECRET_KEY];
    let problem: { at: PlanPath; message: string } | null = null;
    if (Object.keys(ref).length !== 1) {
      problem = { at: [], message: 'a secret reference must be an object with exactly one key, "$secret"' };
    } else if (typeof name !== 'string') {
      problem = { at: [SECRET_KEY], message: 'a secret reference name must be a string' };
    } else if (!SECRET_NAME.test(name)) {
      problem = { at: [SECRET_KEY], message: `a secret reference name must match [A-Z_][A-Z0-9_]{0,${MAX_SECRET_NAME_LENGTH - 1}}` };
    }
    if (problem !== null) report({ path: [...argumentsPath(index), ...pathTo(args, ref), ...problem.at], at: 'value', rule: RULE.planSecretInvalid, message: problem.message });
  }
  if (written.bytes > MAX_ARGUMENTS_BYTES) {
    report({ path: argumentsPath(index), at: 'value', rule: RULE.planArgumentsSize, message: `steps[${index}].arguments is ${written.bytes} bytes serialized; at most ${MAX_ARGUMENTS_BYTES} are allowed` });
  }
  return written;
}

/** Where step `index`'s arguments are; built only for a problem, as this runs for every step. */
function argumentsPath(index: number): (string | number)[] {
  return ['steps', index, 'arguments'];
}

function checkExpect(expect: PlainObject, index: number, report: ReportProblem): void {
  const pointer = expect.json_pointer;
  const equals = expect.equals;
  if (typeof pointer === 'string' && pointer !== '' && !pointer.startsWith('/')) {
    report({ path: ['steps', index, 'expect', 'json_pointer'], at: 'value', rule: RULE.planExpectJsonPointer, message: `steps[${index}].expect.json_pointer must be empty or start with '/'` });
  }
  const hasPointer = pointer !== undefined && pointer !== null;
  if (equals !== undefined && equals !== null && !hasPointer) {
    report({ path: ['steps', index, 'expect', 'equals'], at: 'value', rule: RULE.planExpectEqualsWithoutPointer, message: `steps[${index}].expect.equals needs json_pointer` });
  }
}

/**
 * The operator's secret policy, at each well-formed reference's name: a reserved runner name
 * (RESERVED_SECRET_PREFIXES) always, a name off the allow-list when there is one. The messages
 * never contain the name (the location points at it).
 */
function checkSecretPolicy(written: WrittenSteps, allowed: SecretAllowList | undefined, report: ReportProblem): void {
  for (let index = 0; index < written.length; index++) {
    const step = written[index];
    if (step === undefined) continue;
    for (const ref of step.written.secretObjects) {
      const name = ref[SECRET_KEY];
      if (typeof name !== 'string' || !SECRET_NAME.test(name) || Object.keys(ref).length !== 1) continue;
      let refusal: { rule: RuleId; message: string } | null = null;
      if (isReservedSecretName(name)) {
        refusal = {
          rule: RULE.policySecretReserved,
          message: `this secret reference names a variable of the runner (${RESERVED_SECRET_PREFIXES.map((p) => `${p}*`).join(', ')}), which is never given to a plan`,
        };
      } else if (allowed !== undefined && !allowed.has(name)) {
        refusal = {
          rule: RULE.policySecretNotAllowed,
          message: 'this secret reference names a secret that is not on the allow-list (the action\'s "secrets" input; the CLI\'s --secret or PLASMATE_SECRETS)',
        };
      }
      if (refusal !== null) {
        report({ path: ['steps', index, 'arguments', ...pathTo(step.args, ref), SECRET_KEY], at: 'value', ...refusal });
      }
    }
  }
}

/**
 * The path from `from` to the object `target` (by identity) inside it: searched only for a
 * problem, so that writing the arguments keeps no path at all.
 */
function pathTo(from: unknown, target: object): (string | number)[] {
  const path: (string | number)[] = [];
  const search = (value: unknown): boolean => {
    if (value === target) return true;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        if (search(value[i])) return true;
        path.pop();
      }
    } else if (isObject(value)) {
      for (const key of Object.keys(value)) {
        path.push(key);
        if (search(value[key])) return true;
        path.pop();
      }
    }
    return false;
  };
  search(from);
  return path;
}


interface PlainStep {
  id: string;
  tool: PlanTool;
  arguments?: PlainObject;
  expect?: { is_error?: boolean; json_pointer?: string | null; equals?: unknown };
}
interface PlainPlan {
  name: string;
  trace?: boolean;
  limits?: Partial<Limits>;
  steps: PlainStep[];
}

/** The typed plan, from a value whose structure and contract hold (so the schema's types are its types). */
function buildPlan(root: PlainPlan, written: WrittenSteps, context: RuleContext): Plan {
  const limitsNode = root.limits;
  const int = (k: keyof typeof LIMIT_RANGES): number => {
    const v = limitsNode === undefined ? undefined : limitsNode[k];
    return typeof v === 'number' ? v : LIMIT_RANGES[k].default;
  };
  const failFast = limitsNode === undefined ? undefined : limitsNode.fail_fast;
  const limits: Limits = {
    step_timeout_ms: int('step_timeout_ms'),
    workflow_timeout_ms: int('workflow_timeout_ms'),
    response_bytes: int('response_bytes'),
    stderr_bytes: int('stderr_bytes'),
    memory_mb: int('memory_mb'),
    fail_fast: typeof failFast === 'boolean' ? failFast : FAIL_FAST_DEFAULT,
  };
  const secretNames: string[] = [];
  let secretReferences = 0;
  const canonicalSteps: CanonicalStep[] = [];
  const steps: Step[] = [];
  for (let index = 0; index < root.steps.length; index++) {
    const node = root.steps[index]!;
    const { id, tool } = node;
    if (!PLAN_TOOL_SET.has(tool)) throw new Error('unreachable: tool passed the schema');
    const expectNode = node.expect;
    const pointer = expectNode === undefined ? undefined : expectNode.json_pointer;
    const equals = expectNode === undefined ? undefined : expectNode.equals;
    const hasEquals = equals !== undefined && equals !== null;
    const isError = expectNode === undefined ? undefined : expectNode.is_error;
    const expect: Expectation = {
      is_error: typeof isError === 'boolean' ? isError : false,
      json_pointer: typeof pointer === 'string' ? pointer : null,
      equals: hasEquals ? equals : null,
    };
    const args = written[index]?.written;
    if (args !== undefined) {
      for (const ref of args.secretObjects) {
        const name = ref[SECRET_KEY] as string;
        if (!secretNames.includes(name)) secretNames.push(name);
      }
      secretReferences += args.secretObjects.length;
    }
    canonicalSteps.push({
      id,
      tool,
      argumentsJson: args?.json ?? '{}',
      isError: expect.is_error,
      jsonPointer: expect.json_pointer,
      equalsJson: hasEquals ? context.literals.equals(index, equals) : null,
    });
    const step: Step = {
      id,
      tool,
      arguments: node.arguments ?? {},
      expect,
      mutates: MUTATING_TOOLS.has(tool),
      optIn: OPT_IN_OF.get(tool) ?? null,
      location: context.stepLocation(index),
    };
    if (node.arguments !== undefined) step.argumentLocations = context.argumentLocations.ofStep(index);
    steps.push(step);
  }
  const base = { schema: PLAN_SCHEMA as typeof PLAN_SCHEMA, name: root.name, trace: typeof root.trace === 'boolean' ? root.trace : false, limits };
  return { ...base, steps, secretNames, secretReferences, fingerprint: planFingerprint({ ...base, steps: canonicalSteps }) };
}

// Approvals and opt-ins: from outside the plan (docs/contract/plan-and-report.md §1 and §2: category gates, approvals).

/** Exported for applyApprovals (validate.ts): approvals applied to a plan validated without them. */
export function checkApprovals(plan: Plan, approvals: Approvals, report: ReportProblem): void {
  const ids = new Set(plan.steps.map((s) => s.id));
  const seen = new Set<string>();
  for (const id of approvals.confirmSteps) {
    if (!ids.has(id)) {
      report({ path: [], at: 'value', rule: RULE.policyApprovalUnknown, message: `approval names step ${quoteKey(id)}, which this plan does not have` });
    } else if (seen.has(id)) {
      report({ path: [], at: 'value', rule: RULE.policyApprovalDuplicate, message: `step ${quoteKey(id)} is approved more than once` });
    }
    seen.add(id);
  }
  for (let index = 0; index < plan.steps.length; index++) {
    const step = plan.steps[index]!;
    if (step.mutates && !seen.has(step.id)) {
      report({ path: ['steps', index], at: 'value', rule: RULE.policyApprovalMissing, message: `step ${quoteKey(step.id)} (${step.tool}) changes the page and needs its own approval` });
    }
    if (step.optIn === 'evaluate' && !approvals.allowEvaluate) {
      report({ path: ['steps', index], at: 'value', rule: RULE.policyOptInEvaluate, message: `step ${quoteKey(step.id)} uses evaluate, which needs the evaluate opt-in: ${OPT_IN_GRANTS.evaluate}` });
    }
    if (step.optIn === 'cookie_writes' && !approvals.allowCookieWrites) {
      report({ path: ['steps', index], at: 'value', rule: RULE.policyOptInCookieWrites, message: `step ${quoteKey(step.id)} uses ${step.tool}, which needs the cookie-write opt-in: ${OPT_IN_GRANTS.cookie_writes}` });
    }
  }
}

/**
 * The objects holding `$secret` in `args` (a native value), in canonical order (keys in code
 * point order, as the serializations walk them): the secret references a path that writes its
 * arguments from elsewhere (the located path's token tree) hands to the rules.
 */
export function nativeSecretObjects(args: PlainObject): PlainObject[] {
  const out: PlainObject[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      if (hasOwn.call(value, SECRET_KEY)) {
        out.push(value);
        if (keys.length === 1) return;
      }
      for (const key of keys.sort(compareCodePoints)) walk(value[key]);
    }
  };
  walk(args);
  return out;
}
