/**
 * Every scenario of upstream's own execution tests (tests/agent_workflow.rs at a50ff51) through
 * the CLI (in-process through runCli; the child is a real process), against
 * fixtures/children/unannotated-mcp.mjs: a child of our own that behaves
 * as upstream's fixture does, and like it advertises no tool annotations. With
 * `--trust-static-tool-policy` each scenario ends as upstream's test expects; without it the run
 * is refused with one run-level reason; test mode keeps its own, stricter rule.
 *
 * The child is started as a Plasmate binary is (`--plasmate PATH`, so `PATH mcp --transport
 * stdio`): PATH is a two-line shell script that execs the fixture with its mode and log file.
 * @needs-child-process fake children
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';

const FIXTURE = join(process.cwd(), 'fixtures/children/unannotated-mcp.mjs');
/**
 * Upstream bounds its in-process flood and blocked-stdin runs at 3 s. Through the CLI (a shell
 * and a Node start-up for the child) on a shared machine the bound is the one that tells a bounded teardown from an
 * unbounded one: below the 8 s workflow timeout and the 10 s the child stops reading for.
 */
const BOUNDED_TEARDOWN_MS = 6_000;
/** How long upstream waits before looking for a descendant's marker. */
const MARKER_WAIT_MS = 1_500;

interface StepRow { id: string; status: string; failure_class?: string }
interface Report { status: string; summary: { succeeded: number }; steps: StepRow[] }

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upstream-fixture-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const THREE_STEPS = [
  { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test' } },
  { id: 'status', tool: 'trace_status', arguments: {} },
  { id: 'export', tool: 'trace_export', arguments: {} },
];

async function run(mode: string, steps: unknown[], options: { responseBytes?: number; flags?: string[]; env?: NodeJS.ProcessEnv; at?: string } = {}) {
  const at = options.at ?? dir;
  const log = join(at, 'calls.log');
  const plasmate = join(at, 'plasmate');
  await writeFile(plasmate, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(FIXTURE)} ${mode} ${JSON.stringify(log)}\n`);
  await chmod(plasmate, 0o755);
  const plan = {
    schema: 'plasmate.agent-workflow.v1',
    name: 'fixture',
    limits: { step_timeout_ms: 2000, workflow_timeout_ms: 8000, response_bytes: options.responseBytes ?? 4096, stderr_bytes: 1024, memory_mb: 0, fail_fast: false },
    steps,
  };
  await writeFile(join(at, 'plan.json'), JSON.stringify(plan));
  const started = Date.now();
  const cli = await runCliInProcess(
    ['agent-run', '--plan', 'plan.json', '--report', 'report.json', '--plasmate', plasmate, ...(options.flags ?? ['--trust-static-tool-policy'])],
    { cwd: at, env: { PATH: process.env.PATH, ...options.env } },
  );
  const elapsedMs = Date.now() - started;
  const calls = existsSync(log) ? await readFile(log, 'utf8') : '';
  const report = JSON.parse(await readFile(join(at, 'report.json'), 'utf8')) as Report;
  return { cli, report, calls, elapsedMs };
}

const classes = (report: Report) => report.steps.map((s) => s.failure_class ?? null);

describe('with --trust-static-tool-policy, as upstream\'s tests expect', () => {
  test('happy path: the stable lifecycle, and the session is closed', async () => {
    const { cli, report, calls } = await run('happy', THREE_STEPS);
    expect(cli.code).toBe(0);
    expect(report.status).toBe('succeeded');
    expect(report.summary.succeeded).toBe(3);
    expect(calls).toBe('open_page\ntrace_status\ntrace_export\nclose_page\n');
  });

  test.each([
    ['malformed', 'malformed_response'],
    ['oversized', 'oversized_response'],
    ['early_exit', 'early_exit'],
  ])('%s is terminal (%s)', async (mode, failureClass) => {
    const { report, calls } = await run(mode, THREE_STEPS);
    expect(report.steps[1]!.failure_class).toBe(failureClass);
    expect(report.steps[2]!.status).toBe('skipped');
    expect(calls).toBe('open_page\ntrace_status\n');
  });

  test('a short-line flood is backpressured and the teardown is bounded', async () => {
    const { report, calls, elapsedMs } = await run('short_line_flood', THREE_STEPS);
    expect(report.steps[1]!.failure_class).toBe('protocol_mismatch');
    expect(report.steps[2]!.status).toBe('skipped');
    expect(calls).toBe('open_page\ntrace_status\n');
    expect(elapsedMs).toBeLessThan(BOUNDED_TEARDOWN_MS);
  });

  test('all arguments are schema-checked before the first tool call', async () => {
    const { report, calls } = await run('happy', [
      { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test' } },
      { id: 'invalid', tool: 'trace_status', arguments: { bogus: true } },
    ]);
    expect(report.status).toBe('failed');
    expect(classes(report)).toEqual(['argument_schema_invalid', 'argument_schema_invalid']);
    expect(calls).toBe('');
  });

  test('an unsupported advertised assertion fails closed before any call', async () => {
    const { report, calls } = await run('schema_unsupported', THREE_STEPS);
    expect(report.status).toBe('failed');
    expect(classes(report)).toEqual(['tool_schema_drift', 'tool_schema_drift', 'tool_schema_drift']);
    expect(calls).toBe('');
  });

  test('resolved secret values are schema-checked before any call', async () => {
    const { report, calls } = await run('secret_max_length', [{ id: 'open', tool: 'open_page', arguments: { url: { $secret: 'PLASMATE_SCHEMA_SECRET' } } }], {
      flags: ['--trust-static-tool-policy', '--secret', 'PLASMATE_SCHEMA_SECRET'],
      env: { PLASMATE_SCHEMA_SECRET: 'https://example.test/a-secret-bearing-path-that-is-too-long' },
    });
    expect(report.status).toBe('failed');
    expect(report.steps[0]!.failure_class).toBe('argument_schema_invalid');
    expect(calls).toBe('');
  });

  test('the child does not inherit an unrelated environment variable', async () => {
    const { report } = await run('happy', [
      { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test' }, expect: { json_pointer: '/sentinel_present', equals: false } },
    ], { env: { PLASMATE_UNRELATED_SENTINEL: 'must-not-leak' } });
    expect(report.status).toBe('succeeded');
  });
});

describe('without the opt-in', () => {
  test('the run is refused before any call, with one run-level reason that names the fix', async () => {
    const { cli, report, calls } = await run('happy', THREE_STEPS, { flags: [] });
    expect(cli.code).toBe(1);
    expect(classes(report)).toEqual(['tool_policy_drift', 'tool_policy_drift', 'tool_policy_drift']);
    expect(calls).toBe('');
    const runLines = cli.stderr.split('\n').filter((l) => l.includes('tool_policy_drift'));
    expect(runLines).toEqual([
      'plan.json:1:1 tool_policy_drift: nothing was run: this child advertises no tool annotations, so read-only steps cannot be verified; ' +
        "upgrade Plasmate to a version that does, or pass --trust-static-tool-policy to rely on the plan's static policy alone",
    ]);
  });

  test('--check-schemas names the same reason once, and honours the opt-in', async () => {
    const refused = await runCheckSchemas([]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('plan.json:1:1 tool_policy_drift this child advertises no tool annotations');
    expect(refused.stderr.match(/tool_policy_drift/g)).toHaveLength(1);
    const trusted = await runCheckSchemas(['--trust-static-tool-policy']);
    expect(trusted.code).toBe(0);
  });

  async function runCheckSchemas(flags: string[]) {
    const plasmate = join(dir, 'plasmate');
    await writeFile(plasmate, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(FIXTURE)} happy ${JSON.stringify(join(dir, 'calls.log'))}\n`);
    await chmod(plasmate, 0o755);
    await writeFile(join(dir, 'plan.json'), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'fixture', steps: THREE_STEPS }));
    return runCliInProcess(['agent-run', '--plan', 'plan.json', '--check-schemas', '--plasmate', plasmate, ...flags], { cwd: dir, env: { PATH: process.env.PATH } });
  }

  test('test mode ignores the opt-in: without readOnlyHint nothing runs for real but the session opener', async () => {
    const plasmate = join(dir, 'plasmate');
    const log = join(dir, 'calls.log');
    await writeFile(plasmate, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(FIXTURE)} happy ${JSON.stringify(log)}\n`);
    await chmod(plasmate, 0o755);
    await writeFile(join(dir, 'plan.json'), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'fixture', steps: THREE_STEPS }));
    const cli = await runCliInProcess(['agent-run', '--plan', 'plan.json', '--test-mode', '--report', 'record.json', '--plasmate', plasmate, '--trust-static-tool-policy'], {
      cwd: dir, env: { PATH: process.env.PATH },
    });
    const record = JSON.parse(await readFile(join(dir, 'record.json'), 'utf8')) as { steps: { id: string; status: string; stub_reason?: string }[] };
    expect(record.steps.filter((s) => s.id !== 'open').map((s) => s.status)).toEqual(['stubbed', 'stubbed']);
    expect(existsSync(log) ? await readFile(log, 'utf8') : '').not.toContain('trace_status');
    expect(cli.stderr).not.toContain('this child advertises no tool annotations');
  });
});

/**
 * The three runs that wait out the 2 s step deadline (and then upstream's marker wait) overlap,
 * each in its own directory: started together before the first of these tests, each test checks
 * its own. They come last, after the file's other runs have made the CLI's lazy imports (two
 * tests making those first imports at once fail in Jest's ESM loader now and then).
 */
describe('with --trust-static-tool-policy: the step deadline (the three runs overlap)', () => {
  type Run = Awaited<ReturnType<typeof run>> & { descendantLeft?: boolean };
  let dirs: string[] = [];
  let runs: Record<'timeout' | 'stdin' | 'descendant', Promise<Run>>;
  /** After upstream's marker wait: whether a descendant of the killed group wrote its marker. */
  const thenMarker = (at: string) => async (result: Run): Promise<Run> => {
    await new Promise((r) => setTimeout(r, MARKER_WAIT_MS + 1_000));
    return { ...result, descendantLeft: existsSync(join(at, 'calls.descendant')) };
  };
  beforeAll(async () => {
    dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(join(tmpdir(), 'upstream-fixture-'))));
    const [a, b, c] = dirs as [string, string, string];
    const padding = 'a'.repeat(32 * 1024 - 64);
    runs = {
      timeout: run('timeout', THREE_STEPS, { at: a }),
      stdin: run('stdin_backpressure', [{ id: 'open', tool: 'open_page', arguments: { url: `https://example.test/${padding}` } }], { at: b }).then(thenMarker(b)),
      descendant: run('descendant_timeout', THREE_STEPS, { at: c }).then(thenMarker(c)),
    };
    // A run that fails is reported by its own test; none is an unhandled rejection meanwhile.
    for (const pending of Object.values(runs)) pending.catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.allSettled(Object.values(runs ?? {}));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  test('a timeout is terminal even with fail_fast false', async () => {
    const { report, calls } = await runs.timeout;
    expect(report.steps[1]!.failure_class).toBe('step_timeout');
    expect(report.steps[2]!.status).toBe('skipped');
    expect(calls).toBe('open_page\ntrace_status\n');
  });

  test('a child that stops reading stdin cannot escape the step deadline, and its group dies', async () => {
    const { report, calls, elapsedMs, descendantLeft } = await runs.stdin;
    expect(report.steps[0]!.failure_class).toBe('step_timeout');
    expect(calls).toBe('');
    expect(elapsedMs).toBeLessThan(BOUNDED_TEARDOWN_MS);
    expect(descendantLeft).toBe(false);
  });

  test('a timeout kills descendants in the supervised process group', async () => {
    const { report, calls, descendantLeft } = await runs.descendant;
    expect(report.steps[1]!.failure_class).toBe('step_timeout');
    expect(calls).toBe('open_page\ntrace_status\n');
    expect(descendantLeft).toBe(false);
  });
});
