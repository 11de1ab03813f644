/**
 * Plan validation, top to bottom in the contract's order: the document (bytes, encoding, syntax,
 * bounds, duplicate keys), the structure (the published JSON Schema, through ajv), the contract
 * rules the schema cannot express, and then the operator's approvals and opt-ins. Pure: bytes in,
 * a plan and located problems out; no I/O, no environment.
 *
 * The document's rules are json.ts's (on the token tree); every other rule is rules.ts's, on the
 * native value, run by both paths: the fast path (fast-path.ts) first, and for anything but a
 * valid plan the located path here, which maps each problem's path to its place in the text.
 */
import type { ValidateFunction } from 'ajv';
import { LazyArgumentLocations } from './argument-locations.js';
import { canonicalJson, canonicalPlainJson, serializeArguments, serializePlainArguments } from './fingerprint.js';
import { member, parseJsonDocument, type JsonMember, type JsonNode, type JsonObject } from './json.js';
import { compareProblems, LineIndex, stepOfPath, type PendingProblem, type Problem } from './problem.js';
import { fastCheck } from './fast-path.js';
import { applyRules, checkApprovals, checkStructure, LIMIT_RANGES, nativeSecretObjects, type Literals, type PlanPath, type RuleProblem } from './rules.js';
import type { SecretAllowList } from './secret-reference.js';
import { validate as generatedValidator } from './structure-validator.generated.js';
import type { Approvals, Plan } from '../contract/plan.js';
import { RULE } from '../contract/rule-ids.js';

export { OPT_IN_GRANTS } from './rules.js';

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
  const answer = fastCheck(bytes, validateStructure, approvals, secrets);
  if (answer?.plan != null) return { file, plan: answer.plan, problems: [] };
  return validatePlanLocated(bytes, file, approvals, secrets);
}

/**
 * The approval and opt-in rules applied to a check made without approvals (`validatePlan(…, null)`):
 * the same problems, at the same places, as validating again with `approvals`, without parsing or
 * judging the document a second time (the PR gate learns its approvals from labels named by the
 * plan's fingerprint, so it must validate before it knows them). A check without a plan is
 * returned as it is: no approval applies to what is not a plan.
 */
export function applyApprovals(check: PlanCheck, approvals: Approvals): PlanCheck {
  const plan = check.plan;
  if (plan === null) return check;
  const problems = [...check.problems];
  checkApprovals(plan, approvals, ({ path, rule, message }) => {
    // Approval problems are at a step (['steps', i]) or at the document (the approval names no step).
    const step = stepOfPath(path);
    const at = step === undefined ? undefined : plan.steps[step]?.location;
    problems.push({ file: check.file, line: at?.line ?? 1, column: at?.column ?? 1, rule, message, ...(step === undefined ? {} : { step }) });
  });
  problems.sort(compareProblems);
  return { file: check.file, plan, problems };
}

/** validatePlan without the fast path: the located validator alone (exported for the tests that hold the two together). */
export function validatePlanLocated(bytes: Uint8Array, file: string, approvals: Approvals | null, secrets?: SecretAllowList): PlanCheck {
  const parsed = parseJsonDocument(bytes);
  const pending: PendingProblem[] = [...parsed.problems];
  const lines = new LineIndex(parsed.text);
  let plan: Plan | null = null;
  if (parsed.root !== null) {
    const root = parsed.root;
    // The document parsed strictly, so the native parser yields the same values, faster.
    const plain: unknown = JSON.parse(parsed.text);
    const report = (problem: RuleProblem): void => {
      pending.push(locateProblem(root, lines, problem));
    };
    const structureHolds = checkStructure(plain, validateStructure, report);
    checkLimitSpelling(root, pending);
    plan = applyRules(plain, {
      approvals,
      secrets,
      literals: treeLiterals(root),
      buildable: structureHolds && pending.length === 0,
      stepLocation: (index) => lines.locate(((member(root as JsonObject, 'steps')!.value as { items: JsonObject[] }).items[index]!).offset),
      argumentLocations: new LazyArgumentLocations(parsed.text),
    }, report);
  }
  const problems = pending.map(({ offset, rule, message, step }) => ({ file, ...lines.locate(offset), rule, message, ...(step === undefined ? {} : { step }) }));
  problems.sort(compareProblems);
  return { file, plan, problems };
}

// ---------------------------------------------------------------------------------------------
// What stays on the token tree: where each problem is, and how numbers were written.

/** A rule's problem at its path's node: a value's offset, or a member key's. */
function locateProblem(root: JsonNode, lines: LineIndex, problem: RuleProblem): PendingProblem {
  const { path, at } = problem;
  const last = at === 'key' ? path.length - 1 : path.length;
  let node: JsonNode | null = root;
  for (let i = 0; i < last && node !== null; i++) node = child(node, path[i]!);
  let offset = 0;
  if (node !== null) {
    const key = at === 'key' && node.kind === 'object' ? keptMember(node, String(path[last])) : undefined;
    offset = key?.keyOffset ?? node.offset;
  }
  let message = problem.message;
  if (problem.seeAlso !== undefined) {
    const other = nodeAt(root, problem.seeAlso);
    const { line, column } = lines.locate(other?.offset ?? 0);
    message += ` at line ${line}, column ${column}`;
  }
  const step = stepOfPath(path);
  return { offset, rule: problem.rule, message, ...(step === undefined ? {} : { step }) };
}

/**
 * The member JSON.parse keeps, and so the one the rules judged: the last with this key. (Keys
 * are unique in any plan without a plan.json.duplicate-key problem, where first and last agree.)
 */
function keptMember(node: JsonObject, key: string): JsonMember | undefined {
  for (let i = node.members.length - 1; i >= 0; i--) if (node.members[i]!.key === key) return node.members[i];
  return undefined;
}

function child(node: JsonNode, segment: string | number): JsonNode | null {
  if (node.kind === 'object') return keptMember(node, String(segment))?.value ?? null;
  if (node.kind === 'array') return node.items[Number(segment)] ?? null;
  return null;
}

function nodeAt(root: JsonNode, path: PlanPath): JsonNode | null {
  let node: JsonNode | null = root;
  for (let i = 0; i < path.length && node !== null; i++) node = child(node, path[i]!);
  return node;
}

/**
 * A lexical rule: ajv sees 1000.0 and 1e3 as the integer 1000; upstream's u64 fields refuse any
 * such literal. Negative values are left to the range rule, so each literal gets one problem
 * (-0 is no integer to serde).
 */
function checkLimitSpelling(root: JsonNode, out: PendingProblem[]): void {
  const limits = root.kind === 'object' ? member(root, 'limits')?.value : undefined;
  if (limits?.kind !== 'object') return;
  for (const m of limits.members) {
    const value = m.value.kind === 'number' ? Number(m.value.raw) : NaN;
    if (m.value.kind === 'number' && m.key in LIMIT_RANGES && Number.isInteger(value) && value >= 0 && !INTEGER_LITERAL.test(m.value.raw)) {
      out.push({ offset: m.value.offset, rule: RULE.planLimitsInteger, message: `limits.${m.key} must be written as an integer (got ${m.value.raw})` });
    }
  }
}

/**
 * Numbers as written, from the token tree: arguments and `equals` serialized from the nodes
 * JSON.parse kept (exact for every literal), limits' spelling from their raw literals.
 */
function treeLiterals(root: JsonNode): Literals {
  const stepNode = (index: number): JsonObject | null => {
    const steps = root.kind === 'object' ? keptMember(root, 'steps')?.value : undefined;
    const step = steps?.kind === 'array' ? steps.items[index] : undefined;
    return step?.kind === 'object' ? step : null;
  };
  return {
    arguments(index, args) {
      const step = stepNode(index);
      const node = step === null ? undefined : keptMember(step, 'arguments')?.value;
      if (node?.kind !== 'object') return serializePlainArguments(args);
      const { json, bytes } = serializeArguments(node);
      return { json, bytes, secretObjects: nativeSecretObjects(args) };
    },
    equals(index, value) {
      const step = stepNode(index);
      const expect = step === null ? undefined : keptMember(step, 'expect')?.value;
      const node = expect?.kind === 'object' ? keptMember(expect, 'equals')?.value : undefined;
      return node === undefined ? canonicalPlainJson(value) : canonicalJson(node);
    },
    integerWritten(key) {
      const limits = root.kind === 'object' ? keptMember(root, 'limits')?.value : undefined;
      const node = limits?.kind === 'object' ? keptMember(limits, key)?.value : undefined;
      return node?.kind === 'number' && INTEGER_LITERAL.test(node.raw);
    },
  };
}
