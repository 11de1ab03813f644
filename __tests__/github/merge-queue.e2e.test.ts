/**
 * No silent pass. A merge queue (`merge_group`) has no pull request and, in the documented
 * workflow, no checkout: the plans it checks are those changed between the queue's base and head,
 * listed by GitHub's compare API and read at the head, judged as a pull request's are — and a
 * comparison too large for the API to list is refused, not checked in part. Without a token, or
 * on any other event without a pull request, `plans` globs that match nothing in a workspace
 * with no checkout fail the step: a required check never passes without having checked.
 */
import { mkdtemp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_COMPARE_FILES, type FakeGitHub } from './helpers/fake-github.js';
import { CHECK, eventFile, fixturePlan, runGate, useFakeGitHub } from './helpers/scenario.js';

const BASE = 'b'.repeat(40);
const QUEUE_HEAD = '3'.repeat(40);
const RANGE = `${BASE}...${QUEUE_HEAD}`;
const BROKEN = Buffer.from('{\n  "schema": "plasmate.agent-workflow.v1",\n  "name": "broken",\n  "steps": [],\n}\n');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

/** A workspace as a job without actions/checkout has it: an empty directory. */
async function emptyWorkspace(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'no-checkout-'));
}

async function queueRun(inputs: Record<string, string> = {}) {
  return runGate(gh, { eventName: 'merge_group', event: await eventFile('merge_group'), inputs: { plans: 'plans/**/*.json', ...inputs }, env: { GITHUB_WORKSPACE: await emptyWorkspace(), GITHUB_SHA: QUEUE_HEAD } });
}

test('the queue\'s changed plans are read through the compare API and judged: a broken one fails the check on the queue\'s head', async () => {
  gh.comparisons.set(RANGE, [{ filename: 'plans/broken.json', status: 'added' }, { filename: 'plans/navigate.json', status: 'modified' }, { filename: 'README.md', status: 'modified' }]);
  gh.contents.set(`${QUEUE_HEAD}:plans/broken.json`, BROKEN);
  gh.contents.set(`${QUEUE_HEAD}:plans/navigate.json`, fixturePlan('navigate.json'));
  gh.contents.set(`${BASE}:plans/navigate.json`, fixturePlan('navigate.json'));
  const run = await queueRun();
  expect(run.code).toBe(1);
  expect(run.outputs.conclusion).toBe('failure');
  expect(run.outputs.plans).toBe('2');
  expect(run.outputs['invalid-plans']).toBe('1');
  expect(gh.newestCheck(CHECK, QUEUE_HEAD)).toMatchObject({ conclusion: 'failure' });
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/compare/{basehead}')).toHaveLength(1);
  expect(run.summary).toContain(`the plans changed between the queue's base ${BASE.slice(0, 12)} and its head ${QUEUE_HEAD.slice(0, 12)}`);
});

test('a queue whose plans are all valid passes, having checked them', async () => {
  gh.comparisons.set(RANGE, [{ filename: 'plans/navigate.json', status: 'added' }]);
  gh.contents.set(`${QUEUE_HEAD}:plans/navigate.json`, fixturePlan('navigate.json'));
  const run = await queueRun();
  expect(run.outputs).toMatchObject({ conclusion: 'success', plans: '1' });
  expect(gh.newestCheck(CHECK, QUEUE_HEAD)).toMatchObject({ conclusion: 'success' });
});

test('a comparison with as many files as the compare API lists is refused, not checked in part', async () => {
  gh.comparisons.set(RANGE, Array.from({ length: MAX_COMPARE_FILES + 5 }, (_, i) => ({ filename: `docs/page-${i}.md`, status: 'modified' as const })));
  const run = await queueRun();
  expect(run.code).toBe(1);
  expect(run.outputs.conclusion).toBe('failure');
  expect(run.stdout).toContain(`change ${MAX_COMPARE_FILES} or more files, more than GitHub's compare API lists`);
  expect(gh.newestCheck(CHECK, QUEUE_HEAD)).toMatchObject({ conclusion: 'failure', output: { title: 'The gate could not complete' } });
});

describe.each(['merge_group', 'push', 'workflow_dispatch', 'schedule', 'release'])('%s without a checkout', (eventName) => {
  test('globs that match nothing fail the step, never "nothing to check"', async () => {
    const run = await runGate(gh, {
      eventName, event: await eventFile(eventName === 'merge_group' ? 'merge_group' : 'push'), token: '',
      inputs: { plans: 'plans/**/*.json' }, env: { GITHUB_WORKSPACE: await emptyWorkspace() },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe('failure');
    expect(run.stdout).toMatch(/the "plans" globs matched no file, and the workspace .* has no checkout \(no \.git\): add actions\/checkout/);
  });
});

test('with a checkout, globs that match nothing are still "nothing to check" (neutral)', async () => {
  const workspace = await emptyWorkspace();
  await mkdir(join(workspace, '.git'));
  const run = await runGate(gh, { eventName: 'push', event: await eventFile('push'), token: '', inputs: { plans: 'plans/**/*.json' }, env: { GITHUB_WORKSPACE: workspace } });
  expect(run.code).toBe(0);
  expect(run.outputs.conclusion).toBe('neutral');
});
