/**
 * README's `@github/local-action` recipe works as written, with GitHub's own local runner (a
 * devDependency, run as `npx local-action`): the push example passes, the pull-request example
 * gates a pull request against an API (here the fake: the example's EDIT lines edited to name it),
 * and an API failure under it is a report — no stack trace.
 * @needs-child-process GitHub's local-action runner
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode } from '../helpers/run-node.js';
import { WRITE_TOKEN, type FakeGitHub } from './helpers/fake-github.js';
import { eventFile, fixturePlan, openPullRequest, useFakeGitHub } from './helpers/scenario.js';

const LOCAL_ACTION = join(process.cwd(), 'node_modules/@github/local-action/bin/local-action.js');
/** local-action compiles the TypeScript sources with tsx at start: slower than the bundle. */
const LOCAL_ACTION_TIMEOUT_MS = 90_000;

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

/**
 * Runs local-action on a copy of `envFile` with `edits` made as a user makes them (each key must
 * be in the file already: the test follows the example, not its own settings), the job summary
 * and reports in a temporary directory.
 */
async function localAction(envFile: string, edits: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'local-action-'));
  const summary = join(dir, 'step-summary.md');
  await writeFile(summary, '');
  let text = await readFile(envFile, 'utf8');
  for (const [key, value] of Object.entries({ ...edits, GITHUB_STEP_SUMMARY: summary, 'INPUT_REPORT-DIR': join(dir, 'reports') })) {
    const line = new RegExp(`^${key.replace(/[-]/g, '\\-')}=.*$`, 'm');
    expect([envFile, key, line.test(text)]).toEqual([envFile, key, true]);
    text = text.replace(line, `${key}=${value}`);
  }
  // The report directory must be inside the workspace or RUNNER_TEMP, which local-action does not set.
  const copy = join(dir, 'run.env');
  await writeFile(copy, `${text}\nRUNNER_TEMP=${dir}\n`);
  const run = await runNode([LOCAL_ACTION, 'run', '.', 'src/main.ts', copy], { env: { PATH: process.env.PATH, HOME: dir, NO_COLOR: '1' }, timeoutMs: LOCAL_ACTION_TIMEOUT_MS });
  return { ...run, summary: await readFile(summary, 'utf8') };
}

test('the push example passes over the example plans', async () => {
  const run = await localAction('docs/local-action/validate-on-push.env', {});
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/'conclusion'\s*│\s*'success'/);
  expect(run.summary).toContain('Plasmate agent workflow plans');
}, LOCAL_ACTION_TIMEOUT_MS);

describe('the pull-request example', () => {
  const env = async () => ({
    'INPUT_GITHUB-TOKEN': WRITE_TOKEN,
    GITHUB_EVENT_PATH: await eventFile('pull_request.synchronize'),
    GITHUB_REPOSITORY: gh.fullName(),
    GITHUB_API_URL: gh.url,
  });

  test('gates the pull request: its check run, its verdict', async () => {
    openPullRequest(gh, { 'plans/navigate.json': fixturePlan('navigate.json') });
    const run = await localAction('docs/local-action/pull-request.env', await env());
    expect(run.stdout).toMatch(/'conclusion'\s*│\s*'action_required'/);
    expect(gh.checkRuns).toEqual([expect.objectContaining({ conclusion: 'action_required' })]);
  }, LOCAL_ACTION_TIMEOUT_MS);

  test('an API failure is a report, not a stack trace', async () => {
    openPullRequest(gh, { 'plans/navigate.json': fixturePlan('navigate.json') });
    gh.failWhen = (r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}' && 'forbidden';
    const run = await localAction('docs/local-action/pull-request.env', await env());
    const visible = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => !line.startsWith('::debug::'));
    expect(visible.filter((line) => /^\s+at /.test(line))).toEqual([]);
    expect(run.stdout).toContain(`answered 403: Resource not accessible by integration (API URL ${gh.url})`);
    expect(run.summary).toContain('**Stopped: the gate could not complete.**');
    expect(run.stdout).toMatch(/'conclusion'\s*│\s*'failure'/);
  }, LOCAL_ACTION_TIMEOUT_MS);
});
