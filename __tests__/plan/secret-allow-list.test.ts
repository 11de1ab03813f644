/**
 * Secrets by allow-list: a plan may reference only the names the operator lists
 * (the action's `secrets` input, the CLI's `--secret` and PLASMATE_SECRETS); names of the runner
 * (ACTIONS_*, GITHUB_*, RUNNER_*, INPUT_*) never. A reference to any other name is a located plan
 * problem whose message does not contain the name, and execution reads no other name.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError, parseInputs } from '../../src/github/inputs.js';
import { isReservedSecretName, secretAllowList, SecretAllowListError } from '../../src/plan/secret-reference.js';
import { validatePlan } from '../../src/plan/validate.js';
import { resolveStepSecrets } from '../../src/workflow/secrets.js';
import { runCliInProcess } from '../helpers/cli.js';
import { nameLocation, secretPlan } from '../helpers/secret-plan.js';

const check = (name: string, allowed?: ReadonlySet<string>) => validatePlan(Buffer.from(secretPlan(name)), 'p.json', null, allowed);

describe('validation', () => {
  test('a name off the allow-list is a located policy.secret.not_allowed problem that does not name it; the plan still shows', () => {
    const result = check('DEPLOY_KEY', new Set(['OTHER']));
    expect(result.problems).toEqual([{ file: 'p.json', ...nameLocation('DEPLOY_KEY'), rule: 'policy.secret.not_allowed', message: expect.any(String), step: 0 }]);
    expect(result.problems[0]!.message).not.toContain('DEPLOY_KEY');
    expect(result.plan?.steps.map((s) => s.id)).toEqual(['open']);
    expect(check('DEPLOY_KEY', new Set(['DEPLOY_KEY'])).problems).toEqual([]);
    // Without a list (the CLI's check), only reserved names are refused.
    expect(check('DEPLOY_KEY').problems).toEqual([]);
  });

  test.each(['GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'RUNNER_TEMP', 'INPUT_GITHUB_TOKEN'])('%s is reserved: refused with or without a list, even when listed', (name) => {
    expect(isReservedSecretName(name)).toBe(true);
    for (const allowed of [undefined, new Set<string>(), new Set([name])]) {
      const result = check(name, allowed);
      expect(result.problems.map((p) => [p.rule, p.line, p.column])).toEqual([['policy.secret.reserved', ...Object.values(nameLocation(name))]]);
      expect(result.problems[0]!.message).not.toContain(name);
    }
  });
});

describe('the allow-list itself', () => {
  test('a reserved or malformed entry refuses the whole list, naming its position, never the entry', () => {
    expect(() => secretAllowList(['APP_PASSWORD', 'GITHUB_TOKEN'], 'input "secrets"')).toThrow(new SecretAllowListError('input "secrets": entry 2 is reserved: names starting with ACTIONS_, GITHUB_, RUNNER_, INPUT_ belong to the runner and are never given to a plan'));
    expect(() => secretAllowList(['lower'], '--secret')).toThrow(SecretAllowListError);
    expect([...secretAllowList(['A', 'B', 'A'], 'x')]).toEqual(['A', 'B']);
  });

  test('the action input: names by newline, comma or space; a reserved one is an input error without the name', () => {
    const read = (secrets: string) => (name: string) => (name === 'secrets' ? secrets : '');
    expect([...parseInputs(read('APP_PASSWORD,\nDEPLOY_KEY  OTHER')).secrets]).toEqual(['APP_PASSWORD', 'DEPLOY_KEY', 'OTHER']);
    expect(parseInputs(read('')).secrets.size).toBe(0);
    let error: unknown;
    try {
      parseInputs(read('APP_PASSWORD\nACTIONS_RUNTIME_TOKEN'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain('input "secrets": entry 2 is reserved');
    expect((error as Error).message).not.toContain('ACTIONS_RUNTIME_TOKEN');
  });
});

describe('execution reads no name off the allow-list', () => {
  const plan = (name: string) => check(name, new Set([name])).plan ?? validatePlan(Buffer.from(secretPlan(name)), 'p.json', null).plan!;

  test('only allow-listed, non-reserved names are looked up in the environment; others are missing', () => {
    const looked: string[] = [];
    const env = new Proxy({ DEPLOY_KEY: 'k', GITHUB_TOKEN: 't', OTHER: 'o' } as Record<string, string>, {
      get: (target, key) => {
        looked.push(String(key));
        return target[String(key)];
      },
      getOwnPropertyDescriptor: (target, key) => {
        looked.push(String(key));
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
      has: (target, key) => {
        looked.push(String(key));
        return key in target;
      },
    });
    expect(resolveStepSecrets(plan('DEPLOY_KEY'), env, new Set(['DEPLOY_KEY']))).toMatchObject({ ok: true, stepArguments: [{ note: 'k' }] });
    expect(resolveStepSecrets(plan('OTHER'), env, new Set(['DEPLOY_KEY']))).toMatchObject({ ok: false, failureClass: 'missing_secret', counts: { total: 1, present: 0, missing: 1 } });
    // Listed or not, a runner name is never read (the validator refuses the plan before this point).
    expect(resolveStepSecrets(plan('GITHUB_TOKEN'), env, new Set(['GITHUB_TOKEN']))).toMatchObject({ ok: false, failureClass: 'missing_secret' });
    expect(looked.filter((k) => k !== 'DEPLOY_KEY')).toEqual([]);
  });
});

describe('the CLI, through the built bundle', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    await writeFile(join(dir, 'deploy.json'), secretPlan('DEPLOY_KEY'));
    await writeFile(join(dir, 'token.json'), secretPlan('GITHUB_TOKEN'));
  });
  const cli = (args: string[], env: NodeJS.ProcessEnv = {}) => runCliInProcess([...args], { cwd: dir, env: { PATH: process.env.PATH, ...env } });
  const dryRun = (plan: string, ...extra: string[]) => ['agent-run', '--plan', plan, '--report', 'r.json', '--dry-run', ...extra];

  test('agent-run --dry-run refuses a name off the allow-list with a located problem; --secret or PLASMATE_SECRETS allows it', async () => {
    const refused = await cli(dryRun('deploy.json'));
    expect(refused.code).toBe(1);
    const { line, column } = nameLocation('DEPLOY_KEY');
    expect(refused.stderr).toMatch(new RegExp(`^deploy\\.json:${line}:${column} policy\\.secret\\.not_allowed `, 'm'));
    expect(refused.stderr + refused.stdout).not.toContain('DEPLOY_KEY');
    expect((await cli(dryRun('deploy.json', '--secret', 'DEPLOY_KEY'))).code).toBe(0);
    expect((await cli(dryRun('deploy.json'), { PLASMATE_SECRETS: 'OTHER,DEPLOY_KEY' })).code).toBe(0);
  });

  test('a reserved name: refused in the plan always, and as an allow-list entry a usage error that does not repeat it', async () => {
    const inPlan = await cli(dryRun('token.json'));
    expect(inPlan.code).toBe(1);
    expect(inPlan.stderr).toContain('token.json:5:');
    expect(inPlan.stderr).toContain('policy.secret.reserved');
    const listed = await cli(dryRun('deploy.json', '--secret', 'GITHUB_TOKEN'));
    expect(listed.code).toBe(2);
    expect(listed.stderr).toContain('--secret: entry 1 is reserved');
    expect(listed.stderr).not.toContain('GITHUB_TOKEN');
    const fromEnv = await cli(dryRun('deploy.json'), { PLASMATE_SECRETS: 'DEPLOY_KEY RUNNER_TEMP' });
    expect(fromEnv.code).toBe(2);
    expect(fromEnv.stderr).toContain('PLASMATE_SECRETS: entry 2 is reserved');
  });

  test('check refuses reserved names, and names off a list when one is given', async () => {
    const plain = await cli(['check', 'deploy.json', 'token.json']);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain('ok       deploy.json');
    expect(plain.stderr).toContain('policy.secret.reserved');
    const listed = await cli(['check', '--secret', 'OTHER', 'deploy.json']);
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain('policy.secret.not_allowed');
  });
});
