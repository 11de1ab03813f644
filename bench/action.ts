/**
 * The action's figures: 200 changed plans validated, their labels evaluated and
 * rendered into one check (title, trimmed summary, annotations, gate-summary.json) — goal ≤ 1 s;
 * and the cold start of dist/index.js next to `node -e 0` — goal ≤ 3×.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { annotationsOf, MAX_CHECK_SUMMARY_BYTES } from '../src/github/rest/check-run.js';
import { evaluateGate } from '../src/github/gate/gate.js';
import { gateSummaryJson } from '../src/github/gate/gate-summary.js';
import { approvalLabels } from '../src/plan/approval-labels.js';
import { checkTitle, renderGateMarkdown, trimToBytes } from '../src/github/gate/render.js';
import { validatePlan } from '../src/plan/validate.js';
import { median, mulberry32, timeMs } from './measure.js';

const PLAN_COUNT = 200;
const ROUNDS = 5;
const COLD_STARTS = 7;
const MUTATING = ['navigate_to', 'click', 'type_text', 'scroll'];

function changedPlan(random: () => number, index: number): { file: string; bytes: Buffer } {
  const stepCount = 2 + Math.floor(random() * 40);
  const steps: Record<string, unknown>[] = [{ id: 'open', tool: 'open_page', arguments: { url: `https://app.example.test/${index}` } }];
  for (let i = 1; i < stepCount; i++) {
    const tool = random() < 0.7 ? MUTATING[Math.floor(random() * MUTATING.length)]! : 'trace_status';
    steps.push({ id: `step-${i}`, tool, arguments: tool === 'navigate_to' ? { url: `https://app.example.test/${index}/${i}` } : tool === 'trace_status' ? {} : { element_id: `e_${i}`, ...(tool === 'type_text' ? { text: 'hello' } : tool === 'scroll' ? { direction: 'down' } : {}) } });
  }
  return { file: `plans/flow-${String(index).padStart(3, '0')}.json`, bytes: Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: `flow ${index}`, steps }, null, 2)) };
}

function coldStartMs(args: string[], env: NodeJS.ProcessEnv): number {
  const times: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const start = performance.now();
    spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    times.push(performance.now() - start);
  }
  return median(times);
}

export function benchAction(root: string = process.cwd()): string[] {
  const random = mulberry32(20261206);
  const sources = Array.from({ length: PLAN_COUNT }, (_, i) => changedPlan(random, i));
  // Half the mutating steps carry a maintainer's label, so approvals, labels and problems all render.
  const liveLabels: string[] = [];
  for (const s of sources) {
    const plan = validatePlan(s.bytes, s.file, null).plan!;
    for (const label of approvalLabels(plan).values()) if (random() < 0.5) liveLabels.push(label);
  }
  const maint = { login: 'maint', type: 'User' };
  const labeling = { liveLabels, latestLabeler: new Map(liveLabels.map((l) => [l, maint])), roles: new Map([['maint', 'maintain' as const]]), pullRequestAuthor: 'alice', commitLogins: new Set(['alice']), commitsComplete: true };
  let summaryBytes = 0;
  let annotations = 0;
  const once = (): void => {
    const result = evaluateGate({ sources, labeling, policy: { approverRole: 'write', allowSelfApproval: false }, optIns: { allowEvaluate: false, allowCookieWrites: false }, requirePlanApproval: false, secrets: new Set() });
    const markdown = renderGateMarkdown(result, { notes: [], approverRole: 'write', allowSelfApproval: false, removed: [], ignored: 0 });
    checkTitle(result);
    summaryBytes = Buffer.byteLength(trimToBytes(markdown, MAX_CHECK_SUMMARY_BYTES, 'See the report.'));
    annotations = annotationsOf(result.plans.flatMap((p) => p.check.problems)).length;
    JSON.stringify(gateSummaryJson(result, { mode: 'validate', event: 'pull_request', repository: 'acme/flows', headSha: 'a'.repeat(40), pullRequest: { number: 1, author: 'alice' }, checkRun: null, removed: [] }));
  };
  once(); // warm-up: JIT and the schema compile
  const gateMs = median(Array.from({ length: ROUNDS }, () => timeMs(once)));

  // Cold start: the action with no plans to check and no token (reads inputs, writes its reports, exits).
  const env = { PATH: process.env.PATH, GITHUB_WORKSPACE: root, 'INPUT_REPORT-DIR': join(root, 'build', 'bench-action-reports'), GITHUB_STEP_SUMMARY: '/dev/null', GITHUB_OUTPUT: '/dev/null' };
  const nodeMs = coldStartMs(['-e', '0'], env);
  const actionMs = coldStartMs([join(root, 'dist/index.js')], env);
  return [
    `action: ${PLAN_COUNT} changed plans validated, labels evaluated, rendered into one check: ${gateMs.toFixed(0)} ms (goal ≤ 1000 ms; summary ${summaryBytes} bytes after trimming, ${annotations} annotations)`,
    `action: dist/index.js cold start ${actionMs.toFixed(0)} ms vs node -e 0 ${nodeMs.toFixed(0)} ms = ${(actionMs / nodeMs).toFixed(2)}× (goal ≤ 3×)`,
  ];
}
