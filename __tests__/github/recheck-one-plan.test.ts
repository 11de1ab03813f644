/**
 * The recheck before each plan runs evaluates that plan alone (ExecutionGuard.recheck's `only`):
 * evaluating every plan of the pull request before each run made a run of n plans validate n²
 * times (90 plans: 8,100 validations). Held here: (1) a plan's gate evaluated alone is its gate
 * in the whole evaluation, for trusted, untrusted, stale and duplicate labels, a label two plans of
 * the same content share, and unreadable and invalid plans beside — the security meaning of the
 * recheck is unchanged; (2) the runner asks for each plan about to run by its file, and for every
 * plan once after the last run (the check's final state).
 * @needs-child-process fake children
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runApprovedPlans } from '../../src/github/modes/approved-plans.js';
import { evaluateGate, type GateResult, type PlanGate, type PlanSource } from '../../src/github/gate/gate.js';
import { parseInputs } from '../../src/github/inputs.js';
import type { LabelingFacts } from '../../src/github/gate/labels.js';
import { gateEvaluator, recheckSources } from '../../src/github/session.js';
import { approvalLabels, planApprovalLabel, planScopeLabel } from '../../src/plan/approval-labels.js';
import { validatePlan } from '../../src/plan/validate.js';
import { comparable } from '../helpers/plans.js';
import { NODE_ECHO as ECHO } from '../helpers/sh-echo.js';

/** The echo stand-in: the runner's loop is the subject here, not pages. */
/** Loopback only: the echo stand-in never connects, and nothing may leave the machine. */
const ORIGIN = 'http://127.0.0.1:9';

function planBytes(name: string, mutating: number): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name,
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${ORIGIN}/${name}` } },
      ...Array.from({ length: mutating }, (_, k) => ({ id: `go-${k}`, tool: 'navigate_to', arguments: { url: `${ORIGIN}/${name}/${k}` } })),
    ],
  }, null, 2));
}

const planOf = (bytes: Buffer) => validatePlan(bytes, 'x.json', null).plan!;

function facts(applied: [label: string, login: string][]): LabelingFacts {
  return {
    liveLabels: applied.map(([label]) => label),
    latestLabeler: new Map(applied.map(([label, login]) => [label.toLowerCase(), { login, type: 'User' }])),
    roles: new Map([['maint', 'maintain'], ['trish', 'triage'], ['alice', 'write']] as const),
    pullRequestAuthor: 'alice',
    commitLogins: new Set(['alice']),
    commitsComplete: true,
    executionRecords: [],
  };
}

/** A gate with its check made comparable (validations hold functions; two equal ones are not the same objects). */
const comparableGate = (gate: PlanGate) => ({ ...gate, check: comparable(gate.check) });

test('a plan\'s gate evaluated alone is its gate among all the plans, whatever labels the pull request carries', () => {
  const a = planBytes('a', 2);
  const b = planBytes('b', 1);
  const c = planBytes('c', 3);
  const sources: PlanSource[] = [
    { file: 'plans/a.json', bytes: a },
    { file: 'plans/a-copy.json', bytes: a }, // same content: its labels are a's
    { file: 'plans/b.json', bytes: b },
    { file: 'plans/c.json', bytes: c },
    { file: 'plans/broken.json', bytes: Buffer.from('{"schema": "plasmate.agent-workflow.v1", "name": "x"}') },
    { file: 'plans/gone.json', bytes: null, error: 'not found' },
  ];
  const [cFirst] = [...approvalLabels(planOf(c)).values()];
  const labeling = facts([
    [planScopeLabel(planOf(a)), 'maint'], // trusted, shared by a and a-copy
    [planApprovalLabel(planOf(b)), 'alice'], // the author's own: does not count
    [[...approvalLabels(planOf(b)).values()][0]!, 'maint'],
    [cFirst!, 'trish'], // triage: does not count
    [planApprovalLabel(planOf(c)), 'maint'],
    [cFirst!.toUpperCase(), 'maint'], // the same label twice
    [planScopeLabel(planOf(planBytes('old', 1))), 'maint'], // stale: approves no plan here
  ]);
  const evaluate = gateEvaluator(parseInputs((name) => ({ mode: 'execute' } as Record<string, string>)[name] ?? ''), true);
  const whole = evaluate(sources, labeling);
  expect(whole.plans.map((p) => [p.file, p.status, p.planApproval?.approval ?? null])).toEqual([
    ['plans/a.json', 'valid', 'approved'],
    ['plans/a-copy.json', 'valid', 'approved'],
    ['plans/b.json', 'needs_approval', 'untrusted'], // an untrusted label leaves the plan awaiting approval
    ['plans/c.json', 'needs_approval', 'approved'],
    ['plans/broken.json', 'invalid', null],
    ['plans/gone.json', 'invalid', null],
  ]);
  for (const source of sources) {
    const alone = evaluate(recheckSources(sources, source.file), labeling);
    expect(alone.plans).toHaveLength(1);
    expect(comparableGate(alone.plans[0]!)).toEqual(comparableGate(whole.plans.find((p) => p.file === source.file)!));
  }
  expect(recheckSources(sources, undefined)).toBe(sources);
});

test('the runner rechecks each plan about to run by its file, then every plan once for the final state', async () => {
  const inputs = parseInputs((name) => ({ mode: 'execute', engine: 'plasmate', 'plasmate-path': ECHO, 'allow-private-network': 'true' } as Record<string, string>)[name] ?? '');
  const bytes = ['p0', 'p1', 'p2'].map((name) => planBytes(name, 1));
  const sources: PlanSource[] = bytes.map((b, i) => ({ file: `plans/p${i}.json`, bytes: b }));
  const labeling = facts(bytes.map((b) => [planScopeLabel(planOf(b)), 'maint']));
  const evaluate = (only?: string): GateResult => evaluateGate({
    sources: [...recheckSources(sources, only)], labeling, policy: { approverRole: 'write', allowSelfApproval: false },
    optIns: { allowEvaluate: false, allowCookieWrites: false }, requirePlanApproval: true, secrets: inputs.secrets,
  });
  const asked: (string | undefined)[] = [];
  const evaluated: number[] = [];
  const { execution, result } = await runApprovedPlans(evaluate(), {
    inputs, reportDir: await mkdtemp(join(tmpdir(), 'recheck-')), workspace: process.cwd(), headSha: 'h'.repeat(40), env: { PATH: process.env.PATH }, registerSecret: () => undefined,
    guard: {
      recheck: async (only) => {
        asked.push(only);
        const live = evaluate(only);
        evaluated.push(live.plans.length);
        return { headSha: 'h'.repeat(40), result: live, labeling };
      },
      record: async () => undefined,
    },
  });
  expect(asked).toEqual(['plans/p0.json', 'plans/p1.json', 'plans/p2.json', undefined]);
  expect(evaluated).toEqual([1, 1, 1, 3]);
  expect(execution).toMatchObject({ executed: 3, failed: 0, movedTo: null });
  expect(result.plans.map((p) => p.file)).toEqual(sources.map((s) => s.file));
  expect(result.conclusion).toBe('success');
}, 60_000);
