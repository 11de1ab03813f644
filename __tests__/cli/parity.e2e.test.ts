/**
 * CLI parity with the action, in-process through runCli unless a real process is the point:
 * `--confirm-step PLAN:STEP` and bare steps in many-plan runs, `--version`, `check --json`,
 * failure messages that say what to do, `inspect --timeout-ms`, test mode's located stderr lines,
 * and exit 130 on SIGINT with every child's group ended first.
 * @needs-bundle cli
 * @needs-child-process fake children
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_BUNDLE, runCliInProcess } from '../helpers/cli.js';
import { hangingStandIn, processesMatching } from '../helpers/processes.js';
import { shopElementId, startShop } from '../helpers/shop.js';
import { TOOL_VERSION } from '../../src/contract/version.js';

const OPEN = { id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/' } };
const step = (id: string, tool = 'click') => ({ id, tool, arguments: { element_id: 'e_0123456789ab' } });

async function workspace(plans: Record<string, unknown[]>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-parity-'));
  for (const [file, steps] of Object.entries(plans)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: file.replace(/[^A-Za-z0-9._-]/g, '-'), steps }, null, 2));
  }
  return dir;
}

const dryRunMany = (dir: string, ...args: string[]) => runCliInProcess(['agent-run', '--dry-run', '--report-dir', 'out', ...args], { cwd: dir });

describe('--confirm-step PLAN:STEP and bare steps with several plans', () => {
  const plans = { 'plans/a.json': [OPEN, step('go')], 'plans/b.json': [OPEN, step('click-b')], 'plans/c.json': [OPEN, step('go')] };

  test('PLAN:STEP approves that plan\'s step only; each plan gets exactly its own approvals', async () => {
    const dir = await workspace(plans);
    const run = await dryRunMany(dir, '--confirm-step', 'plans/a.json:go', '--confirm-step', 'plans/b.json:click-b', '--confirm-step', './plans/c.json:go', 'plans/*.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('3 of 3 plans succeeded');
  });

  test('a bare STEP approves it in every plan that has it, and only there', async () => {
    const dir = await workspace(plans);
    const run = await dryRunMany(dir, '--confirm-step', 'go', '--confirm-step', 'plans/b.json:click-b', 'plans/*.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  test('PLAN as a glob approves the step in each plan it matches', async () => {
    const dir = await workspace({ 'plans/a.json': [OPEN, step('go')], 'plans/c.json': [OPEN, step('go')], 'other/d.json': [OPEN, step('go')] });
    const run = await dryRunMany(dir, '--confirm-step', 'plans/*.json:go', '--confirm-step', 'other/d.json:go', 'plans/*.json', 'other/d.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  test('a plan path that contains ":" splits at the last one (no step id contains it)', async () => {
    const dir = await workspace({ 'dir:x/a.json': [OPEN, step('go')] });
    const run = await dryRunMany(dir, '--confirm-step', 'dir:x/a.json:go', 'dir:x/a.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  test('a missing approval says which flag approves it, scoped to its plan', async () => {
    const dir = await workspace(plans);
    const run = await dryRunMany(dir, '--confirm-step', 'go', 'plans/*.json');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^plans\/b\.json:\d+:\d+ policy\.approval\.missing step "click-b" \(click\) changes the page and needs its own approval; use --confirm-step plans\/b\.json:click-b$/m);
    expect(run.stderr).not.toContain('policy.approval.unknown');
  });

  test('a bare STEP no plan has is an error before anything runs; so is a PLAN that names no plan of the run', async () => {
    const dir = await workspace(plans);
    const unknown = await dryRunMany(dir, '--confirm-step', 'nope', 'plans/*.json');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^error: --confirm-step "nope": no plan of this run has that step \(to approve a step of one plan, give PLAN:STEP\)/);
    const elsewhere = await dryRunMany(dir, '--confirm-step', 'plans/zzz.json:go', 'plans/*.json');
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toMatch(/^error: --confirm-step "plans\/zzz\.json:go": "plans\/zzz\.json" names none of the plans of this run/);
    const empty = await dryRunMany(dir, '--confirm-step', 'plans/a.json:', 'plans/*.json');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('give STEP, or PLAN:STEP with both parts');
    // Nothing ran: no report was written.
    await expect(readFile(join(dir, 'out', '01-plans_a.json.report.json'))).rejects.toThrow();
  });

  test('a PLAN:STEP whose plan lacks the step is that plan\'s located policy.approval.unknown', async () => {
    const dir = await workspace(plans);
    const run = await dryRunMany(dir, '--confirm-step', 'plans/a.json:click-b', '--confirm-step', 'go', '--confirm-step', 'plans/b.json:click-b', 'plans/*.json');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^plans\/a\.json:1:1 policy\.approval\.unknown approval names step "click-b", which this plan does not have$/m);
  });

  test('one plan: a bare STEP keeps its meaning; PLAN:STEP must name that plan; the hint quotes an id with a space', async () => {
    const dir = await workspace({ 'a.json': [OPEN, step('type user', 'type_text')] });
    const bare = await runCliInProcess(['agent-run', '--dry-run', '--plan', 'a.json', '--report', 'r.json', '--confirm-step', 'type user'], { cwd: dir });
    expect(bare.code).toBe(0);
    const scoped = await runCliInProcess(['agent-run', '--dry-run', '--plan', 'a.json', '--report', 'r.json', '--confirm-step', 'a.json:type user'], { cwd: dir });
    expect(scoped.code).toBe(0);
    const other = await runCliInProcess(['agent-run', '--dry-run', '--plan', 'a.json', '--report', 'r.json', '--confirm-step', 'b.json:type user'], { cwd: dir });
    expect(other.code).toBe(2);
    const missing = await runCliInProcess(['agent-run', '--dry-run', '--plan', 'a.json', '--report', 'r.json'], { cwd: dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`needs its own approval; use --confirm-step 'type user'\n`);
  });
});

describe('--version', () => {
  const packageVersion = async () => (JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version;

  test('--version and -V print the version, exit 0', async () => {
    for (const flag of ['--version', '-V']) {
      const run = await runCliInProcess([flag]);
      expect(run).toEqual({ code: 0, stdout: `plasmate-action ${await packageVersion()}\n`, stderr: '' });
    }
    expect(TOOL_VERSION).toBe(await packageVersion());
  });

  test('the bundle prints the version it was built with', async () => {
    const run = spawnSync(process.execPath, [CLI_BUNDLE, '--version'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`plasmate-action ${await packageVersion()}\n`);
  });
});

test('help for a name that is no command but an Object member is the unknown-command usage error, not a crash', async () => {
  for (const name of ['toString', 'constructor', '__proto__']) {
    const run = await runCliInProcess(['help', name]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`error: no help for unknown command ${JSON.stringify(name)}`);
    const flagged = await runCliInProcess([name, '--help']);
    expect(flagged.code).toBe(2);
    expect(flagged.stderr).toContain(`error: unknown command ${JSON.stringify(name)}`);
  }
});

describe('check --json', () => {
  test('one document on stdout: each plan valid or not, with located, escaped problems and no secret name', async () => {
    const dir = await workspace({
      'good.json': [OPEN, step('go')],
      'bad.json': [OPEN, { id: 'type', tool: 'type_text', arguments: { element_id: 'e_0123456789ab', text: { $secret: 'SECRET_NAME_CANARY' } } }, { id: 'x\u0007', tool: 'click' }],
    });
    const run = await runCliInProcess(['check', '--json', '--secret', 'OTHER', '*.json'], { cwd: dir });
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout) as { schema: string; total: number; valid: number; invalid: number; plans: { file: string; valid: boolean; problems: { file: string; line: number; column: number; rule: string; message: string }[] }[] };
    expect(doc).toMatchObject({ schema: 'plasmate.agent-workflow-check.v1', total: 2, valid: 1, invalid: 1 });
    expect(doc.plans.map((p) => [p.file, p.valid])).toEqual([['bad.json', false], ['good.json', true]]);
    expect(doc.plans[1]).toMatchObject({ name: 'good.json', steps: 2, needs_approval: ['go'], problems: [] });
    expect(doc.plans[1]!).toHaveProperty('fingerprint', expect.stringMatching(/^[0-9a-f]{64}$/));
    const problems = doc.plans[0]!.problems;
    expect(problems.map((p) => p.rule)).toContain('policy.secret.not_allowed');
    for (const p of problems) {
      const { step, ...located } = p as typeof p & { step?: number };
      expect(located).toEqual({ file: 'bad.json', line: expect.any(Number), column: expect.any(Number), rule: expect.any(String), message: expect.any(String) });
      // A step's problem names its index; a document-level one has none.
      if (step !== undefined) expect(Number.isInteger(step)).toBe(true);
    }
    // The stderr lines are the same problems; stdout is only the document.
    for (const p of problems) expect(run.stderr).toContain(`bad.json:${p.line}:${p.column} ${p.rule} `);
    expect(run.stderr).toContain('1 of 2 plans valid');
    expect(run.stdout + run.stderr).not.toContain('SECRET_NAME_CANARY');
    expect(run.stdout).not.toMatch(/[\u0000-\u001f](?<!\n)/);
  });

  test('--json with --markdown - is a usage error (both want stdout)', async () => {
    const dir = await workspace({ 'good.json': [OPEN] });
    const run = await runCliInProcess(['check', '--json', '--markdown', '-', 'good.json'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: --json and --markdown - both print on stdout/);
  });
});

describe('inspect --timeout-ms', () => {
  test('out of the step_timeout_ms range or not a number: a usage error', async () => {
    for (const value of ['9', '60001', 'soon', '1e3']) {
      const run = await runCliInProcess(['inspect', 'http://127.0.0.1:9/', '--timeout-ms', value]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^error: --timeout-ms must be a whole number of milliseconds from 10 to 60000/);
    }
  });

  test('a child that does not answer within --timeout-ms: step_timeout, a hint, no process left', async () => {
    const dir = await workspace({});
    const standIn = await hangingStandIn(dir);
    const started = Date.now();
    const run = await runCliInProcess(['inspect', 'http://127.0.0.1:9/', '--timeout-ms', '1500', '--plasmate', standIn.path], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error: the page could not be opened: step_timeout');
    expect(run.stderr).toContain('hint: the child did not answer within 1500 ms; give more time with --timeout-ms (at most 60000)');
    // Well under the default 10 s step deadline.
    expect(Date.now() - started).toBeLessThan(9_000);
    expect(await processesMatching(standIn.name)).toEqual([]);
  }, 30_000);
});

describe('test mode: located stderr lines, and what to do about a missing element', () => {
  test('a target missing after a redirect to another origin: `file:line:col element_not_found`, ids bound to the origin, inspect that page', async () => {
    const shop = await startShop();
    // The plan names this server's origin; it redirects to the shop's, where ids hash another origin.
    const redirect = http.createServer((_request, response) => {
      response.writeHead(302, { location: `${shop.origin}/shop` });
      response.end();
    });
    await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(redirect.address() as AddressInfo).port}`;
    try {
      const dir = await workspace({ 'moved.json': [{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` } }, { id: 'buy', tool: 'click', arguments: { element_id: shopElementId(origin, 'buy') } }] });
      const run = await runCliInProcess(['agent-run', '--test-mode', '--plan', 'moved.json', '--report', 'r.json', '--allow-private-network'], { cwd: dir, timeoutMs: 30_000 });
      expect(run.code).toBe(1);
      const text = await readFile(join(dir, 'moved.json'), 'utf8');
      const line = text.split('\n').findIndex((l) => l.includes('"element_id"')) + 1;
      expect(run.stderr).toMatch(new RegExp(`^moved\\.json:${line}:\\d+ element_not_found step "buy": element "e_[0-9a-f]{12}" is not on the page the session loaded; ` +
        `element ids are bound to the origin — run inspect on ${shop.origin.replace(/\./g, '\\.')}/shop \\(the page is on ${shop.origin.replace(/\./g, '\\.')}, the plan's open_page on ${origin.replace(/\./g, '\\.')}\\)$`, 'm'));
      expect(run.stderr).not.toMatch(/^moved\.json: step /m);
    } finally {
      await new Promise((resolve) => redirect.close(resolve));
      await shop.close();
    }
  }, 60_000);
});

describe('signals', () => {
  test('SIGINT: exit 130 once the child\'s whole group is gone; the report is still written; the reason says cancelled, not a deadline', async () => {
    const dir = await workspace({});
    await writeFile(join(dir, 'hang.json'), JSON.stringify({
      schema: 'plasmate.agent-workflow.v1', name: 'hang', limits: { step_timeout_ms: 60000, workflow_timeout_ms: 600000 },
      steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } }],
    }));
    const standIn = await hangingStandIn(dir);
    const cli = spawn(process.execPath, [CLI_BUNDLE, 'agent-run', '--plan', 'hang.json', '--report', 'r.json', '--plasmate', standIn.path], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    cli.stderr!.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const exited = new Promise<number | null>((resolve) => cli.on('exit', (code) => resolve(code)));
    
    for (let i = 0; i < 400 && (await processesMatching(standIn.name, 'in-tool-call')).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await processesMatching(standIn.name, 'in-tool-call')).toHaveLength(1);
    cli.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(await processesMatching(standIn.name)).toEqual([]);
    expect(JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')).steps[0]).toMatchObject({ status: 'failed', failure_class: 'workflow_timeout' });
    expect(stderr).toMatch(/^hang\.json:1:\d+ workflow_timeout step "open": the run was cancelled \(a stop signal or a cancelled job\) before this step answered$/m);
    expect(stderr).not.toContain('deadline');
  }, 30_000);
});
