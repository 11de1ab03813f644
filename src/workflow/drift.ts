/**
 * Drift: what a test run says about a plan the site may have moved under. A test run reads the
 * pages for real and stubs every effect, so it is safe to run on a schedule; this module turns
 * its record into a verdict — healthy, drifted (a target or an expectation no longer holds),
 * unreachable (a page would not open), or not run (the child or the plan's secrets stopped the run
 * before any page) — and, for a target that is gone, a repair suggestion.
 *
 * Suggestions come from a ledger: for each plan content (fingerprint) that last ran healthy, each
 * element step's target as the page had it then — role and accessible name. An element id hashes
 * the origin, role, name and position, so a redesign that only moves a button changes its id but
 * not its role and name: the element now on the page with both is the likely new target. Several
 * are ranked; none is suggested when none matches. Everything read from the page model is
 * untrusted child data: ids must have the id shape, names are cleaned and bounded.
 */
import { ELEMENT_TOOLS, type Plan } from '../contract/plan.js';
import { MAX_ELEMENTS_VISITED, walkPageModel } from '../contract/page-model.js';
import { isRecord, printableLine } from '../contract/text.js';
import type { TestRunReport } from '../report/test-run.js';

export const DRIFT_LEDGER_SCHEMA = 'plasmate.drift-ledger.v1';
/** Plan contents a ledger remembers at most; the least recently healthy are dropped first. */
export const MAX_LEDGER_PLANS = 1_000;
/** Candidates a suggestion lists at most. */
export const MAX_CANDIDATES = 5;
/** An accessible name as the ledger and a suggestion keep it, in characters. */
export const MAX_NAME_CHARS = 200;
/** The shape of an element id (engine contract: `e_` and 12 hex digits); anything else on a page model is not one. */
const ELEMENT_ID = /^e_[0-9a-f]{12}$/;
/** Roles a plan's element step acts on: a same-named element of another of these may be the target re-made (a link now a button). */
const INTERACTIVE_ROLES: ReadonlySet<string> = new Set(['link', 'button', 'text_input', 'textarea', 'select', 'checkbox', 'radio', 'details']);
/** Tools that load a page: their failing is the page being unreachable. */
const PAGE_TOOLS: ReadonlySet<string> = new Set(['open_page', 'navigate_to']);
/** Classes of a run stopped before any page: the watch learnt nothing about the site. */
const NOT_RUN_CLASSES: ReadonlySet<string> = new Set([
  'spawn_failed', 'missing_pipe', 'tool_schema_drift', 'argument_schema_invalid', 'tool_policy_drift', 'invalid_secret_reference', 'workflow_timeout',
]);

/** A target as the page had it when its plan last ran healthy. */
export interface RememberedTarget {
  element_id: string;
  role: string;
  name: string;
}

export interface DriftLedger {
  schema: typeof DRIFT_LEDGER_SCHEMA;
  /** By plan fingerprint: the plan's file then, when it last ran healthy, and its element steps' targets by step id. */
  plans: Record<string, { file: string; healthy_at: string; targets: Record<string, RememberedTarget> }>;
}

export const emptyLedger = (): DriftLedger => ({ schema: DRIFT_LEDGER_SCHEMA, plans: {} });

/** A ledger read from untrusted bytes (a file, a comment): anything malformed is left out, never trusted. */
export function parseLedger(value: unknown): DriftLedger {
  const ledger = emptyLedger();
  if (!isRecord(value) || value.schema !== DRIFT_LEDGER_SCHEMA || !isRecord(value.plans)) return ledger;
  for (const [fingerprint, entry] of Object.entries(value.plans)) {
    if (!/^[0-9a-f]{64}$/.test(fingerprint) || !isRecord(entry) || typeof entry.file !== 'string' || typeof entry.healthy_at !== 'string' || !isRecord(entry.targets)) continue;
    const targets: Record<string, RememberedTarget> = {};
    for (const [step, target] of Object.entries(entry.targets)) {
      if (!isRecord(target) || typeof target.element_id !== 'string' || !ELEMENT_ID.test(target.element_id)) continue;
      if (typeof target.role !== 'string' || typeof target.name !== 'string') continue;
      targets[step] = { element_id: target.element_id, role: cleanName(target.role), name: cleanName(target.name) };
    }
    ledger.plans[fingerprint] = { file: cleanName(entry.file), healthy_at: cleanName(entry.healthy_at), targets };
  }
  return ledger;
}

function cleanName(text: string): string {
  return printableLine(text, MAX_NAME_CHARS);
}

/** Remembers a healthy run's targets under its plan content, keeping the ledger bounded. */
export function rememberHealthy(ledger: DriftLedger, plan: Plan, file: string, record: TestRunReport, now: Date): void {
  const targets: Record<string, RememberedTarget> = {};
  for (const [index, step] of record.steps.entries()) {
    const planStep = plan.steps[index]!;
    const elementId = planStep.arguments.element_id;
    if (!ELEMENT_TOOLS.has(planStep.tool) || typeof elementId !== 'string' || step.element?.found !== true) continue;
    targets[planStep.id] = { element_id: elementId, role: cleanName(step.element.role ?? ''), name: cleanName(step.element.name ?? '') };
  }
  delete ledger.plans[plan.fingerprint];
  ledger.plans[plan.fingerprint] = { file, healthy_at: now.toISOString(), targets };
  const fingerprints = Object.keys(ledger.plans);
  // Insertion order is recency (the entry just written is last): drop from the front.
  for (const old of fingerprints.slice(0, Math.max(0, fingerprints.length - MAX_LEDGER_PLANS))) delete ledger.plans[old];
}

/** An element on the page now that may be the lost target. */
export interface Candidate {
  element_id: string;
  role: string;
  name: string;
  /** 1: same role and name; 2: same role, name equal but for case and spacing; 3: same name, another interactive role. */
  rank: 1 | 2 | 3;
}

const looseName = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The elements of `pageModel` (untrusted) that may be `target`, best first, at most MAX_CANDIDATES. */
export function candidatesFor(target: RememberedTarget, pageModel: unknown): Candidate[] {
  // Compared as both sides are kept: cleaned and bounded.
  const wanted = { role: cleanName(target.role), name: cleanName(target.name) };
  const found: Candidate[] = [];
  for (const step of walkPageModel(pageModel, MAX_ELEMENTS_VISITED)) {
    if (step.kind !== 'element') continue;
    const node = step.element;
    if (typeof node.id !== 'string' || !ELEMENT_ID.test(node.id) || typeof node.role !== 'string') continue;
    const name = cleanName(typeof node.label === 'string' && node.label !== '' ? node.label : typeof node.text === 'string' ? node.text : '');
    const role = cleanName(node.role);
    const rank = role === wanted.role && name === wanted.name ? 1
      : role === wanted.role && looseName(name) === looseName(wanted.name) ? 2
        : name !== '' && name === wanted.name && INTERACTIVE_ROLES.has(role) ? 3 : null;
    if (rank !== null) found.push({ element_id: node.id, role, name, rank });
  }
  return found.sort((a, b) => a.rank - b.rank).slice(0, MAX_CANDIDATES);
}

/** The exact edit a suggestion proposes: this `element_id` value, at this place in the plan file. */
export interface PlanEdit {
  line: number;
  column: number;
  from: string;
  to: string;
}

export interface DriftFinding {
  step: number;
  stepId: string;
  line: number;
  column: number;
  failureClass: string;
  /** element_not_found: the target as the ledger remembers it, or null when it has none for this content. */
  remembered?: RememberedTarget | null;
  candidates?: Candidate[];
  /** Only when one candidate ranks alone at the top. */
  edit?: PlanEdit;
}

export type DriftState = 'healthy' | 'drifted' | 'unreachable' | 'not run';

export interface PlanDrift {
  state: DriftState;
  findings: DriftFinding[];
}

/**
 * The verdict on one test run. `missedIn`: for each step whose target was missing, the page model
 * it was looked up in (test-run.ts onElementMissing). `ledger` gives the targets to look for.
 */
export function classifyDrift(plan: Plan, record: TestRunReport, missedIn: ReadonlyMap<number, unknown>, ledger: DriftLedger): PlanDrift {
  if (record.status === 'passed') return { state: 'healthy', findings: [] };
  const findings: DriftFinding[] = [];
  let unreachable = false;
  let notRun = record.steps.length > 0;
  const remembered = ledger.plans[plan.fingerprint]?.targets ?? {};
  for (const [index, step] of record.steps.entries()) {
    if (step.status !== 'skipped' || !NOT_RUN_CLASSES.has(step.failure_class ?? '')) notRun = false;
    if (step.status !== 'failed') continue;
    const planStep = plan.steps[index]!;
    if (PAGE_TOOLS.has(planStep.tool) && step.failure_class !== 'expectation_mismatch' && step.failure_class !== 'expectation_path_missing') unreachable = true;
    const at = (step.failure_class === 'element_not_found' ? planStep.argumentLocations?.get('/element_id') : undefined) ?? planStep.location;
    const finding: DriftFinding = { step: index, stepId: planStep.id, line: at.line, column: at.column, failureClass: step.failure_class ?? 'unknown' };
    if (step.failure_class === 'element_not_found') {
      const target = remembered[planStep.id] ?? null;
      finding.remembered = target;
      finding.candidates = target === null ? [] : candidatesFor(target, missedIn.get(index) ?? null);
      const [best, next] = finding.candidates;
      const from = planStep.arguments.element_id;
      if (best !== undefined && (next === undefined || next.rank > best.rank) && typeof from === 'string') {
        finding.edit = { line: at.line, column: at.column, from, to: best.element_id };
      }
    }
    findings.push(finding);
  }
  if (notRun) return { state: 'not run', findings };
  return { state: unreachable ? 'unreachable' : 'drifted', findings };
}

/** A finding's suggestion in words: the exact edit, the ranked candidates, or why there is none; null when the step's target is not what failed. */
export function suggestionText(file: string, f: DriftFinding): string | null {
  if (f.failureClass !== 'element_not_found') return null;
  if (f.remembered == null) return 'no suggestion: no healthy run of this plan content is in the ledger (the watch remembers targets while a plan passes)';
  const was = `${f.remembered.role} ${JSON.stringify(f.remembered.name)}`;
  if (f.edit !== undefined) return `suggested edit: ${file}:${f.edit.line}:${f.edit.column} "element_id": ${JSON.stringify(f.edit.from)} → ${JSON.stringify(f.edit.to)} (the ${was} now on the page)`;
  if (f.candidates === undefined || f.candidates.length === 0) return `no suggestion: nothing on the page now is the ${was} this step last hit`;
  return `no single suggestion for the ${was}: candidates ${f.candidates.map((c) => `${c.element_id} (${c.role} ${JSON.stringify(c.name)})`).join(', ')}`;
}
