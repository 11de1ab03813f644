/**
 * Paths never leave the workspace: changed-file names from the API that could
 * address another path are refused before any request; local plan globs (the action's push mode
 * and the CLI's `check`) refuse files that resolve outside through `..` or a symlink; `report-dir`
 * stays inside the workspace or RUNNER_TEMP; a `workflow_run` not caused by a pull request posts
 * no check. Through the built action and CLI.
 * @needs-bundle cli
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError, resolveReportDir } from '../../src/github/inputs.js';
import { visiblePath } from '../../src/github/gate/path-display.js';
import { unsafeRepositoryPath } from '../../src/github/rest/pull-request.js';
import { runNode } from '../helpers/run-node.js';
import { BASE_SHA, FakeGitHub } from './helpers/fake-github.js';
import { eventFile, fixturePlan, HEAD, openPullRequest, runGate, useFakeGitHub } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');
const OUTSIDE_MESSAGE = 'cannot read the plan file (it resolves outside the workspace (through ".." or a symbolic link) and is not read)';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

/** A workspace with plans/ok.json, plans/link.json → a plan outside it, and that outside plan. */
async function workspaceWithEscapes(): Promise<{ root: string; ws: string }> {
  const root = await mkdtemp(join(tmpdir(), 'paths-'));
  const ws = join(root, 'ws');
  await mkdir(join(ws, 'plans'), { recursive: true });
  await mkdir(join(root, 'outside'));
  await writeFile(join(ws, 'plans', 'ok.json'), NAVIGATE);
  await writeFile(join(root, 'outside', 'plan.json'), NAVIGATE);
  await symlink(join(root, 'outside', 'plan.json'), join(ws, 'plans', 'link.json'));
  return { root, ws };
}

describe('changed-file names from the API', () => {
  test.each([
    ['plans/../../../etc/x.json', "an empty, '.' or '..' segment"],
    ['plans/./x.json', "an empty, '.' or '..' segment"],
    ['plans//x.json', "an empty, '.' or '..' segment"],
    ['/etc/x.json', 'an absolute path'],
    ['C:/x.json', 'an absolute path'],
    ['plans\\..\\x.json', 'a backslash'],
    ['plans/x\u0000.json', 'a control character'],
    ['plans/x\n.json', 'a control character'],
  ])('%j is refused (%s)', (path, reason) => {
    expect(unsafeRepositoryPath(path)).toBe(reason);
  });

  test.each(['plans/x.json', 'a/b..c/.x.json', 'plans/x|y [z].json'])('%j is a repository path', (path) => {
    expect(unsafeRepositoryPath(path)).toBeNull();
  });

  test('the built action requests none of them: each is an invalid plan, the real plan is read', async () => {
    const unsafe = ['plans/../../../etc/passwd.json', '/etc/plan.json', 'plans\\..\\x.json', 'plans/a\u0000.json', 'plans//x.json'];
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE }, unsafe.map((filename) => ({ filename, status: 'modified' })));
    const run = await runGate(gh);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '6', 'invalid-plans': '5' });
    // The real plan at the head, and its base version (for the changes against the base branch); nothing else.
    expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/contents/{path}').map((r) => `${r.query.ref}:${r.path}`)).toEqual([
      `${HEAD}:/repos/acme/flows/contents/plans/navigate.json`, `${BASE_SHA}:/repos/acme/flows/contents/plans/navigate.json`,
    ]);
    expect(gh.requests.every((r) => r.route !== null && r.path.startsWith('/repos/acme/flows/'))).toBe(true);
    for (const file of unsafe) {
      // Shown as a reviewer must see it: controls escaped.
      const plan = run.gate.plans.find((p) => p.path === visiblePath(file));
      expect(plan?.problems).toEqual([expect.objectContaining({ rule: 'plan.file.unreadable', line: 1, column: 1 })]);
      expect(plan?.problems[0]!.message).toMatch(/^cannot read the plan file \(refused file name: /);
    }
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: 'failure' });
  });
});

describe('local plan globs', () => {
  test('the action on a push: a symlink out of the workspace and a ../ path are unreadable plans, not followed', async () => {
    const { ws } = await workspaceWithEscapes();
    const run = await runGate(gh, { eventName: 'push', event: await eventFile('push'), inputs: { plans: 'plans/*.json\n../outside/plan.json' }, env: { GITHUB_WORKSPACE: ws } });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '3', 'invalid-plans': '2' });
    const problems = Object.fromEntries(run.gate.plans.map((p) => [p.path, p.problems.map((x) => `${x.line}:${x.column} ${x.rule} ${x.message}`)]));
    expect(problems).toEqual({
      'plans/ok.json': [],
      'plans/link.json': [`1:1 plan.file.unreadable ${OUTSIDE_MESSAGE}`],
      '../outside/plan.json': [`1:1 plan.file.unreadable ${OUTSIDE_MESSAGE}`],
    });
  });

  test('the CLI check: the same files refused with a located error, exit 1', async () => {
    const { ws } = await workspaceWithEscapes();
    const run = await runNode([join(process.cwd(), 'dist/cli/index.js'), 'check', 'plans/*.json', '../outside/plan.json'], { cwd: ws });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n').sort()).toEqual([
      `../outside/plan.json:1:1 plan.file.unreadable ${OUTSIDE_MESSAGE}`,
      `plans/link.json:1:1 plan.file.unreadable ${OUTSIDE_MESSAGE}`,
    ]);
    expect(run.stdout).toContain('1 of 3 plans valid');
  });

  test('a symlink inside the workspace to a file inside it is read', async () => {
    const { ws } = await workspaceWithEscapes();
    await symlink(join(ws, 'plans', 'ok.json'), join(ws, 'plans', 'alias.json'));
    const run = await runNode([join(process.cwd(), 'dist/cli/index.js'), 'check', 'plans/alias.json'], { cwd: ws });
    expect(run.code).toBe(0);
  });
});

describe('report-dir', () => {
  test.each([
    ['a parent of the workspace', '../escaped', (root: string) => join(root, 'escaped')],
    ['an absolute path elsewhere', '/ROOT/elsewhere', (root: string) => join(root, 'elsewhere')],
    ['a symlink in the checkout that leads out', 'out/reports', (root: string) => join(root, 'outside', 'reports')],
  ])('%s is an input error before anything is posted or written', async (_name, reportDir, written) => {
    const { root, ws } = await workspaceWithEscapes();
    await symlink(join(root, 'outside'), join(ws, 'out'));
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
    const run = await runGate(gh, { inputs: { 'report-dir': reportDir.replace('/ROOT', root) }, env: { GITHUB_WORKSPACE: ws } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::input "report-dir" must be a directory inside the workspace or the runner\'s temp directory (RUNNER_TEMP)');
    expect(gh.checkRuns).toEqual([]);
    expect(existsSync(written(root))).toBe(false);
  });

  test('resolveReportDir: the workspace, RUNNER_TEMP and their subdirectories, existing or not', async () => {
    const { root, ws } = await workspaceWithEscapes();
    const temp = join(root, 'temp');
    await mkdir(temp);
    for (const [dir, expected] of [['.', ws], ['a/b', join(ws, 'a/b')], [temp, temp], [join(temp, 'r'), join(temp, 'r')]]) {
      expect(await resolveReportDir(dir!, ws, temp)).toBe(expected);
    }
    await expect(resolveReportDir(join(root, 'temp'), ws, undefined)).rejects.toThrow(InputError);
    await expect(resolveReportDir('plans/../..', ws, temp)).rejects.toThrow(InputError);
  });

  test('inside the workspace it is used', async () => {
    const { ws } = await workspaceWithEscapes();
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
    const run = await runGate(gh, { inputs: { 'report-dir': 'gate' }, env: { GITHUB_WORKSPACE: ws } });
    expect(run.outputs['gate-summary']).toBe(join(ws, 'gate', 'gate-summary.json'));
    expect(JSON.parse(await readFile(join(ws, 'gate', 'gate-summary.json'), 'utf8'))).toMatchObject({ conclusion: 'action_required' });
  });
});

test('a workflow_run caused by a push is refused with a clear message, and no check is posted', async () => {
  const payload = JSON.parse(readFileSync(join(process.cwd(), 'fixtures/github/workflow_run.fork.json'), 'utf8')) as { workflow_run: { event: string } };
  payload.workflow_run.event = 'push';
  const event = join(await mkdtemp(join(tmpdir(), 'event-')), 'event.json');
  await writeFile(event, JSON.stringify(payload));
  const run = await runGate(gh, { eventName: 'workflow_run', event });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('::error::the workflow run that triggered this one was caused by "push", not by a pull request');
  expect(gh.checkRuns).toEqual([]);
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/check-runs')).toEqual([]);
});
