/**
 * What a pull request changed in a plan against its base branch, as a reviewer re-approving after
 * a push reads it: steps added, removed and changed (by step id; for a changed step, each argument
 * and expectation that changed, old → new), plan settings that changed, and the origins the plan
 * now opens that it did not before. Pure: the base version (already read) and the head plan in,
 * Markdown lines out. Values are plan text, so they reach Markdown only as report/table.ts cells,
 * each bounded; a secret reference is `{"$secret":"…"}`, never its name.
 */
import type { Plan, Step } from '../contract/plan.js';
import { validatePlan } from '../plan/validate.js';
import { code, escapeMarkdown } from './escape.js';
import { plural } from './plural.js';
import { bounded, hideNames, MAX_EFFECT_VALUE_CHARS, openedOrigins, shownValue } from './step-effects.js';
import { cell, headerCells, table, type Cell } from './table.js';
import { SECRET_KEY } from '../plan/secret-reference.js';

/** Rows of the changes table per plan at most; the rest are counted, and the PR's diff has them. */
export const MAX_CHANGE_ROWS = 40;
/** New origins listed per plan at most. */
export const MAX_NEW_ORIGINS_SHOWN = 12;
/** Nested argument values are compared down to this depth; deeper, a value is compared (and shown) whole. */
export const MAX_COMPARED_DEPTH = 4;

/** The base branch's version of a plan file, as the gate read it. */
export type PlanBase =
  /** No version at the base: the pull request adds the file. */
  | { kind: 'new' }
  /** A version that could not be read, or is not a plan the validator can build (shown as such, never a gate problem). */
  | { kind: 'unreadable'; file: string; reason: string }
  | { kind: 'plan'; file: string; plan: Plan };

/** The base version from its bytes (null: not found) or why they could not be read; validated as untrusted, like the head. */
export function planBase(file: string, bytes: Uint8Array | null, error?: string): PlanBase {
  if (bytes === null) return { kind: 'unreadable', file, reason: error ?? 'not readable' };
  const check = validatePlan(bytes, file, null);
  if (check.plan !== null) return { kind: 'plan', file, plan: check.plan };
  const first = check.problems[0];
  return { kind: 'unreadable', file, reason: first === undefined ? 'not a plan' : `not a valid plan (${first.file}:${first.line}:${first.column} ${first.rule})` };
}

/** One argument, expectation or setting that differs; `undefined` is absent. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface StepChange {
  id: string;
  changes: FieldChange[];
}

export interface PlanDiff {
  /** Step ids of the head that the base does not have, in head order. */
  added: { id: string; tool: string }[];
  /** Step ids of the base that the head does not have, in base order. */
  removed: { id: string; tool: string }[];
  /** Steps in both whose tool, arguments or expectation differ, in head order. */
  changed: StepChange[];
  /** The steps both have run in another order. */
  reordered: boolean;
  /** Name, trace and limits. */
  settings: FieldChange[];
  /** Origins the head opens that the base does not, in head order. */
  newOrigins: string[];
  /** Nothing the plan does differs (the fingerprint is the same). */
  same: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSecret = (v: unknown): boolean => isRecord(v) && Object.hasOwn(v, SECRET_KEY);

/** JSON-pointer-like leaves of a value (a secret reference is one leaf), down to MAX_COMPARED_DEPTH. */
function leaves(value: unknown, prefix: string, depth: number, out: Map<string, unknown>): void {
  if (depth < MAX_COMPARED_DEPTH && !isSecret(value) && (Array.isArray(value) || isRecord(value))) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, item] of entries) leaves(item, `${prefix}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, depth + 1, out);
    return;
  }
  out.set(prefix, value);
}

function stepFields(step: Step): Map<string, unknown> {
  const out = new Map<string, unknown>([['tool', step.tool]]);
  leaves(step.arguments, 'arguments', 0, out);
  out.set('expect/is_error', step.expect.is_error);
  out.set('expect/json_pointer', step.expect.json_pointer ?? undefined);
  out.set('expect/equals', step.expect.equals ?? undefined);
  return out;
}

function compare(before: Map<string, unknown>, after: Map<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(field);
    const a = after.get(field);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}

function settings(plan: Plan): Map<string, unknown> {
  const out = new Map<string, unknown>([['name', plan.name], ['trace', plan.trace]]);
  for (const [key, value] of Object.entries(plan.limits)) out.set(`limits/${key}`, value);
  return out;
}

export function diffPlans(base: Plan, head: Plan): PlanDiff {
  const baseSteps = new Map(base.steps.map((s) => [s.id, s]));
  const headIds = new Set(head.steps.map((s) => s.id));
  const added = head.steps.filter((s) => !baseSteps.has(s.id)).map((s) => ({ id: s.id, tool: s.tool }));
  const removed = base.steps.filter((s) => !headIds.has(s.id)).map((s) => ({ id: s.id, tool: s.tool }));
  const changed: StepChange[] = [];
  for (const step of head.steps) {
    const old = baseSteps.get(step.id);
    if (old === undefined) continue;
    const changes = compare(stepFields(old), stepFields(step));
    if (changes.length > 0) changed.push({ id: step.id, changes });
  }
  const commonBase = base.steps.filter((s) => headIds.has(s.id)).map((s) => s.id);
  const commonHead = head.steps.filter((s) => baseSteps.has(s.id)).map((s) => s.id);
  const before = new Set(openedOrigins(base.steps));
  return {
    added, removed, changed,
    reordered: commonBase.some((id, i) => commonHead[i] !== id),
    settings: compare(settings(base), settings(head)),
    newOrigins: openedOrigins(head.steps).filter((o) => !before.has(o)),
    same: base.fingerprint === head.fingerprint,
  };
}

function valueCell(value: unknown, names: readonly string[]): Cell {
  return value === undefined ? cell.markup('(absent)') : cell.code(bounded(shownValue(value, names), MAX_EFFECT_VALUE_CHARS));
}

/** A changed secret reference reads the same on both sides; say that it is another one (its name is never shown). */
function afterCell(change: FieldChange, names: readonly string[]): Cell {
  const shown = valueCell(change.after, names);
  return isSecret(change.before) && isSecret(change.after) ? cell.join(shown, cell.markup(' (another secret)')) : shown;
}

function originList(origins: readonly string[], names: readonly string[]): string {
  const shown = origins.slice(0, MAX_NEW_ORIGINS_SHOWN).map((o) => code(hideNames(o, names))).join(', ');
  return origins.length > MAX_NEW_ORIGINS_SHOWN ? `${shown} … and ${origins.length - MAX_NEW_ORIGINS_SHOWN} more` : shown;
}

/**
 * The "Changes against the base branch" part of a plan's section. `renamedFrom` is the base's
 * file name when the pull request renamed the plan.
 */
export function renderPlanChanges(base: PlanBase, head: Plan, headFile: string): string[] {
  const out = ['**Changes against the base branch**', ''];
  // Both versions' secret names: a base's name must not show either, wherever its text spells it.
  const names = [...head.secretNames, ...(base.kind === 'plan' ? base.plan.secretNames : [])];
  if (base.kind === 'new') {
    const origins = openedOrigins(head.steps);
    out.push(`New plan: the base branch has no version of it; all ${plural(head.steps.length, 'step')} are added.${origins.length === 0 ? '' : ` It opens ${originList(origins, names)}.`}`, '');
    return out;
  }
  const from = base.file === headFile ? '' : `Renamed from ${code(base.file)}. `;
  if (base.kind === 'unreadable') {
    out.push(`${from}The base version is shown as unreadable: ${escapeMarkdown(base.reason)}. Review the whole plan.`, '');
    return out;
  }
  const diff = diffPlans(base.plan, head);
  if (diff.same) {
    out.push(`${from}Nothing the plan does changed (same fingerprint as the base version).`, '');
    return out;
  }
  const counts = [
    plural(diff.added.length, 'step') + ' added', plural(diff.removed.length, 'step') + ' removed', plural(diff.changed.length, 'step') + ' changed',
    ...(diff.reordered ? ['steps reordered'] : []),
  ];
  out.push(`${from}${counts.join(', ')}.${diff.newOrigins.length === 0 ? '' : ` **Newly opened origins:** ${originList(diff.newOrigins, names)}.`}`, '');
  const rows: Cell[][] = [];
  for (const s of diff.added) rows.push([cell.code(s.id), cell.markup('**added**'), cell.markup('—'), cell.code(s.tool)]);
  for (const s of diff.removed) rows.push([cell.code(s.id), cell.markup('**removed**'), cell.code(s.tool), cell.markup('—')]);
  for (const s of diff.changed) for (const c of s.changes) rows.push([cell.code(s.id), cell.code(hideNames(c.field, names)), valueCell(c.before, names), afterCell(c, names)]);
  for (const c of diff.settings) rows.push([cell.markup('(plan)'), cell.code(c.field), valueCell(c.before, names), afterCell(c, names)]);
  if (rows.length > 0) {
    out.push(...table(headerCells('step', 'change', 'before', 'after'), rows.slice(0, MAX_CHANGE_ROWS)));
    if (rows.length > MAX_CHANGE_ROWS) out.push(`… and ${plural(rows.length - MAX_CHANGE_ROWS, 'more change')}: the pull request's diff has them.`, '');
  }
  return out;
}

