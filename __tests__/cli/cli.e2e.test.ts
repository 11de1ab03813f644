/** The CLI end to end through the built bundle, dist/cli/index.js, exactly as a user runs it. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';

const cli = (...args: string[]) => runCliInProcess([...args]);
const LOCATED = /^[^\s:]+:\d+:\d+ [a-z_.-]+ .+$/;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-'));
});

describe('check', () => {
  test('valid example plans: one line each, exit 0', async () => {
    const run = await cli('check', 'fixtures/plans/*.json');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^ok +fixtures\/plans\/navigate.json +navigate between pages +[0-9a-f]{12} +2 steps; 1 step needs approval$/);
    expect(lines[4]).toBe('4 of 4 plans valid');
    expect(run.stderr).toBe('');
  });

  test('a failing plan among many: exit 1, every problem on stderr as file:line:col rule message', async () => {
    const run = await cli('check', 'fixtures/plans/navigate.json', 'fixtures/invalid-plans/*.json');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('invalid  fixtures/invalid-plans/self-approving.json  6 problems');
    const errors = run.stderr.trim().split('\n');
    expect(errors).toHaveLength(7);
    for (const line of errors) expect(line).toMatch(LOCATED);
    expect(errors).toContain('fixtures/invalid-plans/syntax-error.json:2:49 plan.json.syntax unexpected character; expected a string key');
    expect(errors).toContain('fixtures/invalid-plans/self-approving.json:4:34 plan.limits.integer limits.step_timeout_ms must be written as an integer (got 1000.0)');
    expect(run.stderr).not.toContain('stolen');
  });

  test('--markdown writes the summary a check run shows', async () => {
    const out = join(dir, 'summary.md');
    const run = await cli('check', '--markdown', out, 'fixtures/plans/type-and-observe.json');
    expect(run.code).toBe(0);
    const md = await readFile(out, 'utf8');
    // Its steps change the page and check evaluates no approvals: waiting, never ✅.
    expect(md).toContain('### ⏸️ `fixtures/plans/type-and-observe.json` — type and observe value');
    expect(md).toContain('| 3 | `read-email` | `evaluate` | runs JavaScript: expression of step 3 below | yes | needs approval | evaluate | — |');
    // The expression itself, collapsed, in a fenced block below the table.
    expect(md).toContain("<details><summary>Step 3 (evaluate): the expression it runs, 38 characters</summary>\n\n```js\ndocument.getElementById('email').value\n```\n\n</details>");
  });

  test('a glob that matches nothing and a missing file are errors, not silent passes', async () => {
    const none = await cli('check', 'fixtures/nothing-here/*.json');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no file matches');
    const missing = await cli('check', 'fixtures/plans/does-not-exist.json');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('fixtures/plans/does-not-exist.json:1:1 plan.file.unreadable cannot read the plan file (ENOENT)\n');
  });

  test('a file larger than the bound is refused without being read whole', async () => {
    const big = join(dir, 'big.json');
    await writeFile(big, `[${' '.repeat(5 * 1024 * 1024)}]`);
    // check reads only inside its working directory (see __tests__/github/paths.test.ts).
    const run = await runCliInProcess(['check', 'big.json'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('plan.json.size file is larger than 262144 bytes');
  });
});

describe('agent-run', () => {
  test('--dry-run with every approval writes the report atomically and byte-identical to the golden one', async () => {
    const report = join(dir, 'r1.json');
    const run = await cli('agent-run', '--plan', 'fixtures/plans/type-and-observe.json', '--report', report, '--dry-run', '--confirm-step', 'type-email', '--confirm-step', 'read-email', '--allow-evaluate');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/validated type and observe value \([0-9a-f]{12}\), 3 steps; report written to /);
    expect(await readFile(report, 'utf8')).toBe(await readFile('fixtures/reports/type-and-observe.dry-run.json', 'utf8'));
  });

  test('a missing approval or opt-in fails with located errors and writes no report', async () => {
    const report = join(dir, 'r2.json');
    const run = await cli('agent-run', '--plan', 'fixtures/plans/type-and-observe.json', '--report', report, '--dry-run', '--confirm-step', 'type-email');
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n').filter((l) => LOCATED.test(l))).toEqual([
      expect.stringMatching(/type-and-observe.json:17:5 policy.approval.missing step "read-email"/),
      expect.stringMatching(/type-and-observe.json:17:5 policy.opt_in.evaluate step "read-email"/),
    ]);
    await expect(readFile(report)).rejects.toThrow(/ENOENT/);
  });

  test('unknown and duplicate approvals fail validation', async () => {
    const run = await cli('agent-run', '--plan', 'fixtures/plans/navigate.json', '--report', join(dir, 'r3.json'), '--dry-run', '--confirm-step', 'go-destination', '--confirm-step', 'go-destination', '--confirm-step', 'nope');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('policy.approval.duplicate');
    expect(run.stderr).toContain('policy.approval.unknown');
  });

  test('usage errors exit 2', async () => {
    expect((await cli('agent-run', '--report', 'x', '--dry-run')).code).toBe(2);
    expect((await cli('agent-run', '--plan', 'x', '--report', 'y', '--bogus')).code).toBe(2);
    expect((await cli('frobnicate')).code).toBe(2);
    expect((await cli()).stderr).toContain('usage:');
  });

  test('the schema command prints the published schema file', async () => {
    const run = await cli('schema');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(await readFile('schemas/plasmate.agent-workflow.v1.json', 'utf8')));
  });
});
