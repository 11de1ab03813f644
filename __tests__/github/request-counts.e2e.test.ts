/**
 * What one validate run costs in GitHub API requests, for 10 and 300 changed plans (the figures
 * docs/action.md, "API requests per run", states): each plan is read at the head and at the base,
 * the rest is a fixed cost. The counts must stay within the default request budget.
 */
import { DEFAULT_REQUEST_BUDGET } from '../../src/github/rest/api.js';
import { BASE_SHA, FakeGitHub } from './helpers/fake-github.js';
import { fixturePlan, openPullRequest, runGate, useFakeGitHub } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

function plans(n: number): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (let i = 0; i < n; i++) out[`plans/p${String(i).padStart(3, '0')}.json`] = NAVIGATE;
  return out;
}

test.each([
  // [plans, requests at most]: 2 per plan (head and base), the rest fixed (check, PR, files, labels, events, commits, label creation).
  [10, 35],
  [300, 650],
])('validate, %i changed plans awaiting approval: at most %i requests', async (n, bound) => {
  const p = plans(n);
  openPullRequest(gh, p);
  for (const [path, bytes] of Object.entries(p)) gh.contents.set(`${BASE_SHA}:${path}`, bytes);
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  process.stderr.write(`request-counts: ${n} plans: ${gh.requests.length} requests\n`);
  expect(gh.requests.length).toBeLessThanOrEqual(bound);
  expect(bound).toBeLessThanOrEqual(DEFAULT_REQUEST_BUDGET);
  expect(run.summary).toContain(`GitHub API: `);
}, 120_000);
