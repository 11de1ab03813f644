/**
 * Plan validation, top to bottom in the contract's order: the document (bytes, encoding, syntax,
 * bounds, duplicate keys), the structure (the published JSON Schema, through ajv), the contract
 * rules the schema cannot express, and then the operator's approvals and opt-ins. Pure: bytes in,
 * a plan and located problems out; no I/O, no environment.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { MAX_PLAN_BYTES, MAX_ARGUMENTS_BYTES, MAX_SECRET_NAME_LENGTH, STDERR_BYTES, MEMORY_MB, RESPONSE_BYTES, STEP_TIMEOUT_MS, WORKFLOW_TIMEOUT_MS, FAIL_FAST_DEFAULT } from './bounds.js';
import { canonicalJson, planFingerprint, serializeArguments, type CanonicalStep, type SerializedArguments } from './fingerprint.js';
import { member, parseJsonDocument, quoteKey, type JsonNode, type JsonObject } from './json.js';
import { compareProblems, LineIndex, type PendingProblem, type Problem } from './problem.js';
import { LazyArgumentLocations } from './argument-locations.js';
import { fastValidPlan } from './fast-path.js';
import { PLAN_JSON_SCHEMA } from './schema.js';
import { isReservedSecretName, RESERVED_SECRET_PREFIXES, SECRET_KEY, SECRET_NAME, type SecretAllowList } from './secret-reference.js';
import { validate as generatedValidator } from './structure-validator.generated.js';
import {
  isPlanTool, MUTATING_TOOLS, PLAN_SCHEMA, TOOL_OPT_IN, type Approvals, type Expectation, type Limits, type Plan,
  type Step,
} from './types.js';

export interface PlanCheck {
  file: string;
  /**
   * The validated plan, present when the document and the contract hold (approval and opt-in
   * problems alone still yield it, so callers can show what needs approving and its fingerprint).
   */
  plan: Plan | null;
  /** Every problem found, in document order; empty means the plan may run with these approvals. */
  problems: Problem[];
}

const INTEGER_LITERAL = /^(?:0|[1-9][0-9]*)$/;
const LIMIT_RANGES = {
  step_timeout_ms: STEP_TIMEOUT_MS,
  workflow_timeout_ms: WORKFLOW_TIMEOUT_MS,
  response_bytes: RESPONSE_BYTES,
  stderr_bytes: STDERR_BYTES,
  memory_mb: MEMORY_MB,
} as const;
const RUNNER_OWNED_ARGUMENT = 'session_id';

/** ajv's standalone code for the schema, generated at build time (no schema compile at start-up). */
const validateStructure = generatedValidator as unknown as ValidateFunction;

/**
 * Validates plan bytes. With `approvals` null only what the plan itself decides is checked (the
 * `check` command); with approvals, every policy rule applies (`agent-run`, the PR gate). A
 * secret reference to a reserved runner name is always a problem; with `secrets` (the operator's
 * allow-list), so is a reference to any name not on it.
 */
export function validatePlan(bytes: Uint8Array, file: string, approvals: Approvals | null, secrets?: SecretAllowList): PlanCheck {
  // A plan with no problem at all is proven so on native values (fast-path.ts); anything else —
  // every problem, with its location — is the located validator's below.
  if (bytes.length <= MAX_PLAN_BYTES) {
    const text = decodeOrNull(bytes);
    const plan = text === null ? null : fastValidPlan(text, validateStructure, approvals, secrets);
    if (plan !== null) return { file, plan, problems: [] };
  }
  return validatePlanLocated(bytes, file, approvals, secrets);
}

const fastDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeOrNull(bytes: Uint8Array): string | null {
  try {
    return fastDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** validatePlan without the fast path: the located validator alone (exported for the tests that hold the two together). */
export function validatePlanLocated(bytes: Uint8Array, file: string, approvals: Approvals | null, secrets?: SecretAllowList): PlanCheck {
  const parsed = parseJsonDocument(bytes);
  const pending: PendingProblem[] = [...parsed.problems];
  const lines = new LineIndex(parsed.text);
  let plan: Plan | null = null;
  if (parsed.root !== null) {
    const root = parsed.root;
    const documentOk = pending.length === 0;
    // The document parsed strictly, so the native parser yields the same plain values, faster.
    const plain: unknown = JSON.parse(parsed.text);
    checkStructure(root, plain, pending);
    const argumentsJson = new Map<JsonObject, SerializedArguments>();
    checkContract(root, lines, argumentsJson, pending);
    // After the contract, so that a refused secret name still leaves the plan (and its steps) to show.
    const contractOk = documentOk && pending.length === 0;
    checkSecretPolicy(argumentsJson, secrets, pending);
    if (contractOk) {
      plan = buildPlan(root as JsonObject, plain as PlainPlan, lines, argumentsJson, new LazyArgumentLocations(parsed.text));
      if (approvals !== null) checkApprovals(plan, approvals, root as JsonObject, pending);
    }
  }
  const problems = pending.map(({ offset, rule, message }) => ({ file, ...lines.locate(offset), rule, message }));
  problems.sort(compareProblems);
  return { file, plan, problems };
}

// ---------------------------------------------------------------------------------------------
// Structure: ajv against the published schema, each error mapped to a rule id and a location.

function checkStructure(root: JsonNode, plain: unknown, out: PendingProblem[]): void {
  if (validateStructure(plain)) return;
  for (const error of validateStructure.errors ?? []) {
    const mapped = mapSchemaError(root, error);
    if (mapped !== null) out.push(mapped);
  }
}

function mapSchemaError(root: JsonNode, error: ErrorObject): PendingProblem | null {
  const segments = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map(unescapePointer);
  const node = nodeAt(root, segments);
  const offset = node?.offset ?? 0;
  const where = describePath(segments);
  const last = segments[segments.length - 1];
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const keyOffset = node?.kind === 'object' ? member(node, key)?.keyOffset ?? offset : offset;
      const hint = key === 'confirmed' || key === 'approved' ? ': a plan cannot approve itself; approvals come from outside the plan' : '';
      return { offset: keyOffset, rule: 'plan.field.unknown', message: `unknown field ${quoteKey(key)} in ${where}${hint}` };
    }
    case 'required':
      return { offset, rule: 'plan.field.required', message: `${where} is missing required field ${quoteKey(String(params.missingProperty))}` };
    case 'const':
      return { offset, rule: 'plan.schema.unsupported', message: `schema must be "${PLAN_SCHEMA}"` };
    case 'pattern':
      return last === 'name'
        ? { offset, rule: 'plan.name.invalid', message: "name must be 1-128 bytes of ASCII letters, digits, space, '.', '_' or '-'" }
        : { offset, rule: 'plan.step.id.invalid', message: `${where} must be 1-64 bytes of ASCII letters, digits, space, '.', '_' or '-'` };
    case 'enum': {
      const tool = node?.kind === 'string' ? node.value : null;
      return tool === 'close_page'
        ? { offset, rule: 'plan.step.tool.runner_owned', message: `${where}: close_page is owned by the runner and not allowed in a plan` }
        : { offset, rule: 'plan.step.tool.unknown', message: `${where} must be one of the stateful browser tools (${PLAN_JSON_SCHEMA.definitions.step.properties.tool.enum.join(', ')})` };
    }
    case 'minItems':
      return { offset, rule: 'plan.steps.min', message: 'a plan needs at least 1 step' };
    case 'maxItems':
      return { offset, rule: 'plan.steps.max', message: `a plan has at most ${String(params.limit)} steps; this one has ${node?.kind === 'array' ? node.items.length : '?'}` };
    case 'minimum':
    case 'maximum':
      return { offset, rule: 'plan.limits.range', message: `${where} must be between ${rangeOf(last)}` };
    case 'type': {
      const expected = String(params.type).replace(',', ' or ');
      if (segments[0] === 'limits' && expected === 'integer') {
        return { offset, rule: 'plan.limits.integer', message: `${where} must be a non-negative integer` };
      }
      return { offset, rule: 'plan.type', message: `${where} must be ${expected === 'object' ? 'an object' : `a ${expected}`}` };
    }
    default:
      return { offset, rule: `plan.schema.${error.keyword}`, message: `${where} ${error.message ?? 'is invalid'}` };
  }
}

function rangeOf(field: string | undefined): string {
  const range = field !== undefined && field in LIMIT_RANGES ? LIMIT_RANGES[field as keyof typeof LIMIT_RANGES] : null;
  return range === null ? 'its bounds' : `${range.min} and ${range.max}`;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function nodeAt(root: JsonNode, segments: string[]): JsonNode | null {
  let node: JsonNode | null = root;
  for (const segment of segments) {
    if (node?.kind === 'object') node = member(node, segment)?.value ?? null;
    else if (node?.kind === 'array') node = node.items[Number(segment)] ?? null;
    else return null;
  }
  return node;
}

/** `steps[2].expect.equals` — a reader's path, never a value. */
function describePath(segments: string[]): string {
  if (segments.length === 0) return 'the plan';
  let out = '';
  for (const s of segments) out += /^[0-9]+$/.test(s) ? `[${s}]` : out === '' ? s : `.${s}`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Contract rules the schema cannot express. They read the tree defensively: the structure may be
// wrong in other places, and every problem of the document is reported in this one pass.

/** `argumentsJson` receives each arguments object's canonical serialization, reused by the fingerprint. */
function checkContract(root: JsonNode, lines: LineIndex, argumentsJson: Map<JsonObject, SerializedArguments>, out: PendingProblem[]): void {
  if (root.kind !== 'object') return;
  checkLimits(root, out);
  const steps = member(root, 'steps')?.value;
  if (steps?.kind !== 'array') return;

  const firstIdAt = new Map<string, number>();
  const openPages: JsonNode[] = [];
  steps.items.forEach((step, index) => {
    if (step.kind !== 'object') return;
    const id = member(step, 'id')?.value;
    if (id?.kind === 'string') {
      const first = firstIdAt.get(id.value);
      if (first !== undefined) {
        const { line, column } = lines.locate(first);
        out.push({ offset: id.offset, rule: 'plan.step.id.duplicate', message: `step id ${quoteKey(id.value)} is already used at line ${line}, column ${column}` });
      } else {
        firstIdAt.set(id.value, id.offset);
      }
    }
    const tool = member(step, 'tool')?.value;
    const toolName = tool?.kind === 'string' ? tool.value : null;
    if (toolName === 'open_page') openPages.push(step);
    if (index === 0 && toolName !== null && toolName !== 'open_page') {
      out.push({ offset: tool!.offset, rule: 'plan.steps.open_page.first', message: `the first step must use open_page, not ${quoteKey(toolName)}` });
    }
    const args = member(step, 'arguments')?.value;
    if (args?.kind === 'object') checkArguments(args, toolName, `steps[${index}].arguments`, argumentsJson, out);
    const expect = member(step, 'expect')?.value;
    if (expect?.kind === 'object') checkExpect(expect, `steps[${index}].expect`, out);
  });
  if (openPages.length === 0 && steps.items.length > 0) {
    out.push({ offset: steps.offset, rule: 'plan.steps.open_page.count', message: 'a plan needs exactly one open_page step; it has none' });
  }
  for (const extra of openPages.slice(1)) {
    out.push({ offset: extra.offset, rule: 'plan.steps.open_page.count', message: 'a plan needs exactly one open_page step; this is another one' });
  }
}

function checkLimits(root: JsonObject, out: PendingProblem[]): void {
  const limits = member(root, 'limits')?.value;
  if (limits?.kind !== 'object') return;
  for (const m of limits.members) {
    // ajv sees 1000.0 and 1e3 as the integer 1000; upstream's u64 fields refuse any such literal.
    // Negative values are left to the range rule, so each literal gets one problem (-0 is no integer to serde).
    const value = m.value.kind === 'number' ? Number(m.value.raw) : NaN;
    if (m.value.kind === 'number' && m.key in LIMIT_RANGES && Number.isInteger(value) && value >= 0 && !INTEGER_LITERAL.test(m.value.raw)) {
      out.push({ offset: m.value.offset, rule: 'plan.limits.integer', message: `limits.${m.key} must be written as an integer (got ${m.value.raw})` });
    }
  }
  const step = integerLimit(limits, 'step_timeout_ms');
  const workflow = integerLimit(limits, 'workflow_timeout_ms');
  if (step !== null && workflow !== null && workflow.value < step.value) {
    out.push({
      offset: workflow.offset ?? limits.offset,
      rule: 'plan.limits.workflow_timeout',
      message: `limits.workflow_timeout_ms (${workflow.value}) must be at least limits.step_timeout_ms (${step.value})`,
    });
  }
}

/** The effective value of an integer limit (its default when absent), or null when it is invalid anyway. */
function integerLimit(limits: JsonObject, key: 'step_timeout_ms' | 'workflow_timeout_ms'): { value: number; offset: number | null } | null {
  const node = member(limits, key)?.value;
  if (node === undefined) return { value: LIMIT_RANGES[key].default, offset: null };
  const range = LIMIT_RANGES[key];
  if (node.kind !== 'number' || !INTEGER_LITERAL.test(node.raw)) return null;
  const value = Number(node.raw);
  // Out of range is already a problem of its own; comparing it again would only repeat it.
  return value < range.min || value > range.max ? null : { value, offset: node.offset };
}

function checkArguments(args: JsonObject, tool: string | null, where: string, argumentsJson: Map<JsonObject, SerializedArguments>, out: PendingProblem[]): void {
  const sessionId = member(args, RUNNER_OWNED_ARGUMENT);
  if (sessionId !== undefined) {
    out.push({ offset: sessionId.keyOffset, rule: 'plan.arguments.session_id', message: `${where} must not set session_id: the runner owns the session` });
  }
  const trace = tool === 'open_page' ? member(args, 'trace') : undefined;
  if (trace !== undefined) {
    out.push({ offset: trace.keyOffset, rule: 'plan.arguments.trace', message: `${where} must not set trace: the runner passes the plan's trace to open_page` });
  }
  const serialized = serializeArguments(args);
  argumentsJson.set(args, serialized);
  checkSecretReferences(serialized.secretObjects, out);
  if (serialized.bytes > MAX_ARGUMENTS_BYTES) {
    out.push({ offset: args.offset, rule: 'plan.arguments.size', message: `${where} is ${serialized.bytes} bytes serialized; at most ${MAX_ARGUMENTS_BYTES} are allowed` });
  }
}

/** Every object holding `$secret`, at any depth, must be exactly {"$secret": NAME}. Names never appear in messages. */
function checkSecretReferences(secretObjects: readonly JsonObject[], out: PendingProblem[]): void {
  for (const node of secretObjects) {
    const secret = member(node, SECRET_KEY)!;
    if (node.members.length !== 1) {
      out.push({ offset: node.offset, rule: 'plan.secret.invalid', message: 'a secret reference must be an object with exactly one key, "$secret"' });
    } else if (secret.value.kind !== 'string') {
      out.push({ offset: secret.value.offset, rule: 'plan.secret.invalid', message: 'a secret reference name must be a string' });
    } else if (!SECRET_NAME.test(secret.value.value)) {
      out.push({ offset: secret.value.offset, rule: 'plan.secret.invalid', message: `a secret reference name must match [A-Z_][A-Z0-9_]{0,${MAX_SECRET_NAME_LENGTH - 1}}` });
    }
  }
}

/**
 * The operator's secret policy, at each well-formed reference's name: a reserved runner name
 * (RESERVED_SECRET_PREFIXES) always, a name off the allow-list when there is one. The messages
 * never contain the name (the location points at it).
 */
function checkSecretPolicy(argumentsJson: ReadonlyMap<JsonObject, SerializedArguments>, allowed: SecretAllowList | undefined, out: PendingProblem[]): void {
  for (const { secretObjects } of argumentsJson.values()) {
    for (const node of secretObjects) {
      const name = node.members.length === 1 ? member(node, SECRET_KEY)?.value : undefined;
      if (name?.kind !== 'string' || !SECRET_NAME.test(name.value)) continue;
      if (isReservedSecretName(name.value)) {
        out.push({ offset: name.offset, rule: 'policy.secret.reserved', message: `this secret reference names a variable of the runner (${RESERVED_SECRET_PREFIXES.map((p) => `${p}*`).join(', ')}), which is never given to a plan` });
      } else if (allowed !== undefined && !allowed.has(name.value)) {
        out.push({ offset: name.offset, rule: 'policy.secret.not_allowed', message: 'this secret reference names a secret that is not on the allow-list (the action\'s "secrets" input; the CLI\'s --secret or PLASMATE_SECRETS)' });
      }
    }
  }
}

function checkExpect(expect: JsonObject, where: string, out: PendingProblem[]): void {
  const pointer = member(expect, 'json_pointer')?.value;
  const equals = member(expect, 'equals')?.value;
  if (pointer?.kind === 'string' && pointer.value !== '' && !pointer.value.startsWith('/')) {
    out.push({ offset: pointer.offset, rule: 'plan.expect.json_pointer', message: `${where}.json_pointer must be empty or start with '/'` });
  }
  const hasPointer = pointer !== undefined && pointer.kind !== 'null';
  if (equals !== undefined && equals.kind !== 'null' && !hasPointer) {
    out.push({ offset: equals.offset, rule: 'plan.expect.equals_without_pointer', message: `${where}.equals needs json_pointer` });
  }
}

// ---------------------------------------------------------------------------------------------
// The typed plan, built only from a tree that passed every rule above.

interface PlainStep {
  arguments?: Record<string, unknown>;
  expect?: { equals?: unknown };
}
interface PlainPlan {
  steps: PlainStep[];
}

/** Built from the tree (for literals and locations) and its plain twin (for values the runner sends). */
function buildPlan(
  root: JsonObject, plain: PlainPlan, lines: LineIndex, argumentsJson: ReadonlyMap<JsonObject, SerializedArguments>, locations: LazyArgumentLocations,
): Plan {
  const str = (o: JsonObject, k: string) => (member(o, k)!.value as { value: string }).value;
  const bool = (o: JsonObject | undefined, k: string, fallback: boolean) => {
    const v = o === undefined ? undefined : member(o, k)?.value;
    return v?.kind === 'boolean' ? v.value : fallback;
  };
  const limitsNode = member(root, 'limits')?.value as JsonObject | undefined;
  const int = (k: keyof typeof LIMIT_RANGES) => {
    const v = limitsNode === undefined ? undefined : member(limitsNode, k)?.value;
    return v?.kind === 'number' ? Number(v.raw) : LIMIT_RANGES[k].default;
  };
  const limits: Limits = {
    step_timeout_ms: int('step_timeout_ms'),
    workflow_timeout_ms: int('workflow_timeout_ms'),
    response_bytes: int('response_bytes'),
    stderr_bytes: int('stderr_bytes'),
    memory_mb: int('memory_mb'),
    fail_fast: bool(limitsNode, 'fail_fast', FAIL_FAST_DEFAULT),
  };
  const secretNames: string[] = [];
  let secretReferences = 0;
  const canonicalSteps: CanonicalStep[] = [];
  const stepNodes = (member(root, 'steps')!.value as { items: JsonObject[] }).items;
  const steps: Step[] = stepNodes.map((node, index) => {
    const id = str(node, 'id');
    const tool = str(node, 'tool');
    if (!isPlanTool(tool)) throw new Error('unreachable: tool passed the schema');
    const plainStep = plain.steps[index]!;
    const argsNode = (member(node, 'arguments')?.value as JsonObject | undefined) ?? null;
    const expectNode = member(node, 'expect')?.value as JsonObject | undefined;
    const pointerNode = expectNode === undefined ? undefined : member(expectNode, 'json_pointer')?.value;
    const equalsNode = expectNode === undefined ? undefined : member(expectNode, 'equals')?.value;
    const hasEquals = equalsNode !== undefined && equalsNode.kind !== 'null';
    const expect: Expectation = {
      is_error: bool(expectNode, 'is_error', false),
      json_pointer: pointerNode?.kind === 'string' ? pointerNode.value : null,
      equals: hasEquals ? plainStep.expect!.equals : null,
    };
    const serialized = argsNode === null ? null : argumentsJson.get(argsNode)!;
    for (const ref of serialized?.secretObjects ?? []) {
      const name = (ref.members[0]!.value as { value: string }).value;
      if (!secretNames.includes(name)) secretNames.push(name);
    }
    secretReferences += serialized?.secretObjects.length ?? 0;
    canonicalSteps.push({
      id,
      tool,
      argumentsJson: serialized?.json ?? '{}',
      isError: expect.is_error,
      jsonPointer: expect.json_pointer,
      equalsJson: hasEquals ? canonicalJson(equalsNode) : null,
    });
    return {
      id,
      tool,
      arguments: plainStep.arguments ?? {},
      expect,
      mutates: MUTATING_TOOLS.has(tool),
      optIn: TOOL_OPT_IN[tool] ?? null,
      location: lines.locate(node.offset),
      ...(argsNode === null ? {} : { argumentLocations: locations.ofStep(index) }),
    };
  });
  const base = { schema: PLAN_SCHEMA as typeof PLAN_SCHEMA, name: str(root, 'name'), trace: bool(root, 'trace', false), limits };
  return {
    ...base,
    steps,
    secretNames,
    secretReferences,
    fingerprint: planFingerprint({ ...base, steps: canonicalSteps }),
  };
}

// ---------------------------------------------------------------------------------------------
// Approvals and opt-ins: from outside the plan (contract §1 category gates, §2 approvals).

/**
 * How an operator grants each opt-in, named in the problem: validation is shared by the CLI and
 * the action, so the message names both the flag and the action input.
 */
export const OPT_IN_GRANTS = {
  evaluate: 'grant it with --allow-evaluate (CLI) or the action input allow-evaluate: true',
  cookie_writes: 'grant it with --allow-cookie-writes (CLI) or the action input allow-cookie-writes: true',
} as const;

function checkApprovals(plan: Plan, approvals: Approvals, root: JsonObject, out: PendingProblem[]): void {
  const stepNodes = (member(root, 'steps')!.value as { items: JsonObject[] }).items;
  const ids = new Set(plan.steps.map((s) => s.id));
  const seen = new Set<string>();
  for (const id of approvals.confirmSteps) {
    if (!ids.has(id)) {
      out.push({ offset: root.offset, rule: 'policy.approval.unknown', message: `approval names step ${quoteKey(id)}, which this plan does not have` });
    } else if (seen.has(id)) {
      out.push({ offset: root.offset, rule: 'policy.approval.duplicate', message: `step ${quoteKey(id)} is approved more than once` });
    }
    seen.add(id);
  }
  plan.steps.forEach((step, index) => {
    const offset = stepNodes[index]!.offset;
    if (step.mutates && !seen.has(step.id)) {
      out.push({ offset, rule: 'policy.approval.missing', message: `step ${quoteKey(step.id)} (${step.tool}) changes the page and needs its own approval` });
    }
    if (step.optIn === 'evaluate' && !approvals.allowEvaluate) {
      out.push({ offset, rule: 'policy.opt_in.evaluate', message: `step ${quoteKey(step.id)} uses evaluate, which needs the evaluate opt-in: ${OPT_IN_GRANTS.evaluate}` });
    }
    if (step.optIn === 'cookie_writes' && !approvals.allowCookieWrites) {
      out.push({ offset, rule: 'policy.opt_in.cookie_writes', message: `step ${quoteKey(step.id)} uses ${step.tool}, which needs the cookie-write opt-in: ${OPT_IN_GRANTS.cookie_writes}` });
    }
  });
}
