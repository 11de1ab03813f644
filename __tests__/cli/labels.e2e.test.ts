/**
 * `plasmate-action labels PLAN…` through the built CLI: the labels printed are exactly those the
 * action computes (github/gate/labels.ts), text and `--json`; an invalid or unreadable plan prints its
 * located problems and exits 1. Plans are checked against the secret allow-list as the action
 * checks them (its `secrets` input; here --secret / PLASMATE_SECRETS, none = the input's empty default).
 * @needs-bundle cli
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { approvalLabels, labelDescription, planApprovalLabel, planScopeLabel, testRunLabel } from '../../src/plan/approval-labels.js';
import { validatePlan } from '../../src/plan/validate.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const FIXTURES = join(process.cwd(), 'fixtures/plans');
const run = (args: string[], cwd = FIXTURES, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [CLI, 'labels', ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

async function expected(file: string): Promise<string[]> {
  const plan = validatePlan(await readFile(join(FIXTURES, file)), file, null).plan!;
  return [
    ...[...approvalLabels(plan)].map(([step, label]) => [file, 'step', step, label, labelDescription(plan.name, step)].join('\t')),
    [file, 'scope', '-', planScopeLabel(plan), labelDescription(plan.name, null, 'scope')].join('\t'),
    [file, 'plan', '-', planApprovalLabel(plan), labelDescription(plan.name, null)].join('\t'),
    [file, 'test', '-', testRunLabel(plan), labelDescription(plan.name, null, 'test')].join('\t'),
  ];
}

test('prints every step, plan-scope, plan and test label as the action computes them, one per line', async () => {
  const result = run(['--secret', 'APP_PASSWORD', 'sign-in-with-secret.json', 'navigate.json']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout.trimEnd().split('\n')).toEqual([...await expected('sign-in-with-secret.json'), ...await expected('navigate.json')]);
  // The sign-in plan has two mutating steps: two step labels, then the plan-scope, plan and test labels.
  expect((await expected('sign-in-with-secret.json')).filter((l) => l.includes('\tstep\t'))).toHaveLength(2);
});

test('--json: the same labels with their descriptions', async () => {
  const result = run(['--json', '--secret', 'APP_PASSWORD', 'sign-in-with-secret.json']);
  expect(result.status).toBe(0);
  const plan = validatePlan(await readFile(join(FIXTURES, 'sign-in-with-secret.json')), 'x', null).plan!;
  const json = JSON.parse(result.stdout) as { plans: { file: string; fingerprint: string; labels: { kind: string; step: string | null; label: string; description: string }[] }[]; invalid: unknown[] };
  expect(json.invalid).toEqual([]);
  expect(json.plans[0]!.fingerprint).toBe(plan.fingerprint);
  expect(json.plans[0]!.labels).toEqual([
    ...[...approvalLabels(plan)].map(([step, label]) => ({ kind: 'step', step, label, description: labelDescription(plan.name, step) })),
    { kind: 'scope', step: null, label: planScopeLabel(plan), description: labelDescription(plan.name, null, 'scope') },
    { kind: 'plan', step: null, label: planApprovalLabel(plan), description: labelDescription(plan.name, null) },
    { kind: 'test', step: null, label: testRunLabel(plan), description: labelDescription(plan.name, null, 'test') },
  ]);
});

test('an invalid plan: its located problems on stderr, no labels for it, exit 1', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  await writeFile(join(dir, 'bad.json'), '{\n  "schema": "plasmate.agent-workflow.v1",\n  "name": "bad",\n  "steps": [{"id": "x", "tool": "no_such_tool", "arguments": {}}]\n}\n');
  await writeFile(join(dir, 'good.json'), await readFile(join(FIXTURES, 'navigate.json')));
  const result = run(['bad.json', 'good.json'], dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^bad\.json:\d+:\d+ /m);
  expect(result.stdout).not.toContain('bad.json\tstep');
  expect(result.stdout).toContain('invalid\tbad.json');
  expect(result.stdout).toContain('good.json\tplan\t-\tplasmate-run:');
  // Not JSON, or missing, is invalid too (located); no plan at all is a usage error.
  await writeFile(join(dir, 'junk.json'), '{not json');
  for (const file of ['junk.json', 'missing.json']) {
    const bad = run([file], dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(new RegExp(`^${file.replace('.', '\\.')}:\\d+:\\d+ `, 'm'));
  }
  expect(run([], dir).status).toBe(2);
});

describe('the secret allow-list, as the action applies it', () => {
  const SECRET_PLAN = 'sign-in-with-secret.json';

  test('without --secret a plan that references a secret is invalid, as under the action with an empty "secrets" input: no labels', () => {
    const result = run([SECRET_PLAN, 'navigate.json']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^sign-in-with-secret\.json:\d+:\d+ .*not on the allow-list \(the action's "secrets" input; the CLI's --secret or PLASMATE_SECRETS\)/m);
    expect(result.stdout).not.toContain(`${SECRET_PLAN}\tplan`);
    expect(result.stdout).toContain(`invalid\t${SECRET_PLAN}\t1 problem`);
    expect(result.stdout).toContain('navigate.json\tplan\t-\tplasmate-run:');
  });

  test('a list without the plan\'s secret is the same refusal; the name is never printed', () => {
    const result = run(['--secret', 'OTHER_SECRET', SECRET_PLAN]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`invalid\t${SECRET_PLAN}`);
    expect(result.stderr + result.stdout).not.toContain('APP_PASSWORD');
  });

  test('PLASMATE_SECRETS is the same list as --secret: the same labels', async () => {
    const viaFlag = run(['--secret', 'APP_PASSWORD', SECRET_PLAN]);
    const viaEnv = run([SECRET_PLAN], FIXTURES, { PLASMATE_SECRETS: 'OTHER_SECRET, APP_PASSWORD' });
    expect(viaEnv.status).toBe(0);
    expect(viaEnv.stdout).toBe(viaFlag.stdout);
    expect(viaEnv.stdout.trimEnd().split('\n')).toEqual(await expected(SECRET_PLAN));
  });

  test('a reserved or malformed name is a usage error that names its position, not the name', () => {
    for (const name of ['GITHUB_TOKEN', 'not a name']) {
      const result = run(['--secret', 'APP_PASSWORD', '--secret', name, SECRET_PLAN]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('--secret: entry 2');
      expect(result.stderr).not.toContain(name);
      expect(result.stdout).toBe('');
    }
  });
});
