/* global setInterval, clearInterval */
// The supervised runner's figures (start-up and per-step cost), side by side in one run:
//  (a) start-up: a one-step `agent-run` of the built CLI (whole process) vs `node -e 0`, interleaved;
//  (b) per-step time of a 64-step plan through executePlan vs a raw newline JSON-RPC loop in Node,
//      both against the same echo child: the C floor child (fixtures/children/echo-child.c, built
//      here with cc when there is one) and the Node one (fixtures/children/fault-child.mjs echo);
//  (c) parent RSS growth while a child floods short lines, and bytes with no newline, for our
//      transport and for the SDK's stock StdioClientTransport.
// How it runs the TypeScript: the files of src/ are transpiled as they
// are (typescript's transpileModule, no bundling, no type check) into build/bench-runner and
// imported from there, so the figures are of the real modules. Observational only: no thresholds.
//
//   node scripts/bench-runner.mjs [--runs N] [--startup-runs N] [--line-flood-mib N] [--byte-flood-mib N] [--no-flood] [--json]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'build', 'bench-runner');
const CHILD = join(root, 'fixtures', 'children', 'fault-child.mjs');
const C_CHILD_SOURCE = join(root, 'fixtures', 'children', 'echo-child.c');
const CLI = join(root, 'dist', 'cli', 'index.js');
const STEPS = 64;
const MIB = 1024 * 1024;
/** How often RSS is sampled during a flood. */
const RSS_SAMPLE_MS = 5;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const RUNS = option('runs', 7);
/** Whole-process start-ups per side; cheap (a few hundred ms each), so more of them for a stable median. */
const STARTUP_RUNS = option('startup-runs', 15);
const LINE_FLOOD_BYTES = option('line-flood-mib', 1024) * MIB;
const BYTE_FLOOD_BYTES = option('byte-flood-mib', 256) * MIB;

function transpile() {
  rmSync(out, { recursive: true, force: true });
  // All of src/: whatever the runner imports (now or later) is there, transpiled as it is.
  for (const dir of ['src']) {
    for (const name of readdirSync(join(root, dir), { recursive: true })) {
      if (!name.endsWith('.ts')) continue;
      const source = join(root, dir, name);
      const target = join(out, relative(root, source)).replace(/\.ts$/, '.js');
      const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, outputText);
    }
  }
  writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
  symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function plan(steps) {
  const step = (id, tool) => ({ id, tool, arguments: tool === 'open_page' ? { url: 'http://bench.test/' } : {},
    expect: { is_error: false, json_pointer: null, equals: null }, mutates: false, optIn: null, location: { line: 1, column: 1 } });
  return {
    schema: 'plasmate.agent-workflow.v1', name: 'bench', trace: false,
    limits: { step_timeout_ms: 10_000, workflow_timeout_ms: 60_000, response_bytes: 524_288, stderr_bytes: 65_536, memory_mb: 0, fail_fast: true },
    steps: [step('open', 'open_page'), ...Array.from({ length: steps - 1 }, (_, i) => step(`s${i}`, 'trace_status'))],
    secretNames: [], secretReferences: 0, fingerprint: '0'.repeat(64),
  };
}

/**
 * The echo children both sides run against, as `{ name, command }` (`command` runs it as
 * `<program> <args>`; `plasmate` is an executable the CLI can run as `<path> mcp --transport
 * stdio`). The C child answers with the Node echo child's own replies, captured here, so the two
 * differ only in what the child costs. Without a C compiler only the Node child is measured.
 */
async function echoChildren() {
  const node = { name: 'Node echo child', command: { program: process.execPath, args: [CHILD, 'echo', '-'] } };
  const nodeWrapper = join(out, 'node-echo-child');
  writeFileSync(nodeWrapper, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CHILD)} echo -\n`);
  chmodSync(nodeWrapper, 0o755);
  node.plasmate = nodeWrapper;
  const compiler = ['cc', 'gcc'].find((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0);
  if (compiler === undefined) return [node];
  const replies = join(out, 'echo-replies.txt');
  const requests = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '0' } } },
    { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'open_page', arguments: { url: 'http://bench.test/' } } },
    { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'trace_status', arguments: { session_id: 'session-1' } } },
  ];
  const answered = execFileSync(process.execPath, [CHILD, 'echo', '-'], { input: requests.map((r) => `${JSON.stringify(r)}\n`).join('') });
  const lines = answered.toString('utf8').trim().split('\n').map((line) => JSON.stringify(JSON.parse(line).result));
  if (lines.length !== requests.length) throw new Error('the Node echo child did not answer every request');
  writeFileSync(replies, `${lines.join('\n')}\n`);
  const binary = join(out, 'echo-child');
  execFileSync(compiler, ['-O2', `-DREPLIES=${JSON.stringify(replies)}`, '-o', binary, C_CHILD_SOURCE]);
  return [{ name: 'C echo child', command: { program: binary, args: ['mcp', '--transport', 'stdio'] }, plasmate: binary }, node];
}

/**
 * Whole-process start-up (ms): `node -e 0` and a one-step `agent-run` of the built CLI against
 * the echo child, interleaved, STARTUP_RUNS each after one warm-up of each; medians.
 */
function startup(echo) {
  const planPath = join(out, 'one-step.json');
  writeFileSync(planPath, JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'one step',
    steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'http://bench.test/' } }] }));
  const report = join(out, 'one-step-report.json');
  const time = (args) => {
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: out, stdio: ['ignore', 'ignore', 'pipe'] });
    const elapsed = performance.now() - started;
    if (run.status !== 0) throw new Error(`bench start-up run failed (${run.status}): ${run.stderr}`);
    return elapsed;
  };
  const floor = ['-e', '0'];
  const agentRun = [CLI, 'agent-run', '--plan', planPath, '--report', report, '--plasmate', echo.plasmate];
  time(floor);
  time(agentRun);
  const floorSamples = [];
  const runSamples = [];
  for (let i = 0; i < STARTUP_RUNS; i += 1) {
    floorSamples.push(time(floor));
    runSamples.push(time(agentRun));
  }
  const status = JSON.parse(readFileSync(report, 'utf8')).status;
  if (status !== 'succeeded') throw new Error(`bench start-up run: ${status}`);
  const nodeFloor = median(floorSamples);
  const run = median(runSamples);
  return { node_e_0_ms: +nodeFloor.toFixed(1), agent_run_ms: +run.toFixed(1), ratio: +(run / nodeFloor).toFixed(2) };
}

/**
 * Per-step µs of the runner: the 64-step plan's steps through runSteps (the executor's own loop:
 * deadline, dispatch, arguments, tools/call through McpConnection and the transport, expectation,
 * session) on a child spawned and negotiated as executePlan does (superviseChild, negotiate),
 * timed over the same span as the raw loop (the steps alone; runSteps also sends close_page,
 * counted against us). Run 0 is the warm-up.
 */
async function runnerPerStep(execute, command) {
  const { superviseChild, negotiate, runSteps } = execute;
  const p = plan(STEPS);
  const stepArguments = p.steps.map((step) => step.arguments);
  const dispatcher = { send: () => true };
  const samples = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const supervised = await superviseChild(p, { child: command, env: { PATH: process.env.PATH } }, async (child, workflowDeadline) => {
      const started = await negotiate(child, p, new Set(), stepArguments, workflowDeadline);
      if (!('connection' in started)) throw new Error(`bench negotiate failed: ${started.failureClass}`);
      const before = performance.now();
      const ran = await runSteps({ process: child, connection: started.connection, workflowDeadline }, p, stepArguments, undefined, dispatcher);
      const perStep = (performance.now() - before) / STEPS * 1000;
      if (!ran.outcomes.every((o) => o.status === 'succeeded')) throw new Error('bench run failed');
      return { perStep, healthy: ran.healthy };
    });
    if (!supervised.spawned) throw new Error('bench child did not start');
    if (run > 0) samples.push(supervised.value.perStep);
  }
  return median(samples);
}

/**
 * Per-step µs of a bare loop: spawn, initialize, then write one request line and wait for one
 * response line, 64 times; close. `contained` spawns and reads as the supervisor must: its own
 * process group (detached, i.e. a new session: what lets the group be killed whole), stderr piped,
 * and stdout read in paused mode (a 'readable' listener: nothing is read while a line waits).
 */
async function rawPerStep(command, contained = false) {
  const samples = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const child = spawn(command.program, command.args, { stdio: ['pipe', 'pipe', contained ? 'pipe' : 'ignore'], detached: contained });
    let buffered = '';
    let waiting = null;
    const onText = (text) => {
      buffered += text;
      const newline = buffered.indexOf('\n');
      if (newline >= 0 && waiting) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const resolve = waiting;
        waiting = null;
        resolve(line);
      }
    };
    if (contained) {
      child.stderr.resume();
      child.stdout.on('readable', () => {
        for (let chunk = child.stdout.read(); chunk !== null; chunk = child.stdout.read()) onText(chunk.toString('utf8'));
      });
    } else {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', onText);
    }
    const request = (id, method, params) => new Promise((resolve) => {
      waiting = resolve;
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
    await request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } });
    child.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized","params":{}}\n');
    await request(2, 'tools/list', {});
    const started = performance.now();
    for (let i = 0; i < STEPS; i += 1) {
      const line = await request(3 + i, 'tools/call', { name: i === 0 ? 'open_page' : 'trace_status', arguments: i === 0 ? { url: 'http://bench.test/' } : { session_id: 'session-1' } });
      JSON.parse(line);
    }
    const perStep = (performance.now() - started) / STEPS * 1000;
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
    if (run > 0) samples.push(perStep); // run 0 is the warm-up
  }
  return median(samples);
}

/**
 * Per-step µs of the supervisor alone: SupervisedProcess.write + readLine of the same request
 * lines (bounded line reads, a deadline timer on each), no JSON-RPC checks, no executor. What
 * separates it from the contained raw loop is the supervisor's; from it to the runner, ours.
 */
async function supervisorPerStep(modules, command) {
  const { SupervisedProcess, monotonicNow } = modules;
  const samples = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const child = await SupervisedProcess.spawn({ program: command.program, args: command.args, env: { PATH: process.env.PATH },
      maxLineBytes: 524_288, maxStderrBytes: 65_536, memoryLimitBytes: 0 });
    const request = async (id, method, params) => {
      await child.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }), monotonicNow() + 10_000);
      return child.readLine(monotonicNow() + 10_000);
    };
    await request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } });
    await child.write('{"jsonrpc":"2.0","method":"notifications/initialized","params":{}}', monotonicNow() + 10_000);
    await request(2, 'tools/list', {});
    const started = performance.now();
    for (let i = 0; i < STEPS; i += 1) {
      JSON.parse((await request(3 + i, 'tools/call', { name: i === 0 ? 'open_page' : 'trace_status', arguments: i === 0 ? { url: 'http://bench.test/' } : { session_id: 'session-1' } })).toString('utf8'));
    }
    const perStep = (performance.now() - started) / STEPS * 1000;
    await child.shutdown(500);
    if (run > 0) samples.push(perStep);
  }
  return median(samples);
}

/** Raw loop and runner on one child, alternated ROUNDS times; the median of each side's medians. */
const PER_STEP_ROUNDS = 5;
async function perStep(execute, modules, echo) {
  const raw = [];
  const contained = [];
  const supervisor = [];
  const runner = [];
  for (let round = 0; round < PER_STEP_ROUNDS; round += 1) {
    raw.push(await rawPerStep(echo.command));
    contained.push(await rawPerStep(echo.command, true));
    supervisor.push(await supervisorPerStep(modules, echo.command));
    runner.push(await runnerPerStep(execute, echo.command));
  }
  const r = median(raw);
  const c = median(contained);
  const sup = median(supervisor);
  const ours = median(runner);
  return {
    child: echo.name, raw_loop_us: +r.toFixed(1), raw_contained_us: +c.toFixed(1), supervisor_us: +sup.toFixed(1), runner_us: +ours.toFixed(1),
    ratio_to_raw: +(ours / r).toFixed(2), ratio_to_contained: +(ours / c).toFixed(2),
  };
}

/** Peak RSS growth (MiB) over a baseline while `work` runs, sampled every RSS_SAMPLE_MS. */
async function rssGrowth(work) {
  globalThis.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, RSS_SAMPLE_MS);
  const started = performance.now();
  const detail = await work();
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { growth_mib: +((peak - baseline) / MIB).toFixed(1), wall_ms: Math.round(performance.now() - started), detail };
}

async function oursUnderFlood(mode, bytes, modules) {
  const { SupervisedProcess, McpConnection, monotonicNow } = modules;
  return rssGrowth(async () => {
    const child = await SupervisedProcess.spawn({ program: process.execPath, args: [CHILD, mode, '-', String(bytes)],
      env: { PATH: process.env.PATH }, maxLineBytes: 524_288, maxStderrBytes: 65_536, memoryLimitBytes: 0 });
    let failure = 'none';
    try {
      await McpConnection.initialize(child, monotonicNow() + 10_000);
    } catch (error) {
      failure = error.failureClass ?? String(error);
    }
    const outcome = await child.shutdown(0);
    return `${failure}, ${outcome}`;
  });
}

/** After the child logs that its flood is written, this long for the last pipe buffer to be read. */
const DRAIN_SETTLE_MS = 200;

async function stockUnderFlood(mode, bytes) {
  const { StdioClientTransport } = await import(pathToFileURL(join(root, 'node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js')).href);
  const log = join(out, `${mode}.log`);
  rmSync(log, { force: true });
  return rssGrowth(async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [CHILD, mode, log, String(bytes)], stderr: 'ignore' });
    let errors = 0;
    let received = 0;
    let closed = false;
    transport.onerror = () => { errors += 1; };
    transport.onmessage = () => { received += 1; };
    transport.onclose = () => { closed = true; };
    await transport.start();
    // The flood is finite: wait until the child has written all of it (it blocks while the
    // transport does not read, so this also means the transport has read nearly all of it),
    // or until the transport gives up on its own (its 10 MiB read-buffer cap).
    const completed = await new Promise((resolve) => {
      const poll = setInterval(() => {
        let text = '';
        try { text = readFileSync(log, 'utf8'); } catch { /* not yet */ }
        const done = text.includes('flood-done');
        if (done || closed) {
          clearInterval(poll);
          setTimeout(() => resolve(done), DRAIN_SETTLE_MS);
        }
      }, 20);
    });
    await transport.close();
    return `${completed ? 'flood read to the end' : 'transport closed before the end'}, ${received} messages, ${errors} errors`;
  });
}

async function main() {
  transpile();
  const load = (path) => import(pathToFileURL(join(out, path)).href);
  // The child-session kernel (spawn, negotiate, the step loop) that executePlan runs.
  const execute = await load('src/workflow/child-session.js');
  const { SupervisedProcess, monotonicNow } = await load('src/supervisor/process.js');
  const { McpConnection } = await load('src/mcp/connection.js');
  const modules = { SupervisedProcess, McpConnection, monotonicNow };

  const children = await echoChildren();
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run `npm run build` first');
  const figures = {
    startup: { child: children[0].name, ...startup(children[0]), goal_ratio: 2.5 },
    per_step_us: [],
    flood: null,
  };
  for (const echo of children) figures.per_step_us.push({ ...(await perStep(execute, modules, echo)), goal_ratio: 1.25 });
  if (!process.argv.includes('--no-flood')) {
    figures.flood = {
      line_flood_mib: LINE_FLOOD_BYTES / MIB,
      byte_flood_mib: BYTE_FLOOD_BYTES / MIB,
      ours_short_lines: await oursUnderFlood('flood-now', LINE_FLOOD_BYTES, modules),
      ours_no_newline: await oursUnderFlood('flood-now-no-newline', BYTE_FLOOD_BYTES, modules),
      stock_short_lines: await stockUnderFlood('flood-now', LINE_FLOOD_BYTES),
      stock_no_newline: await stockUnderFlood('flood-now-no-newline', BYTE_FLOOD_BYTES),
    };
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  const st = figures.startup;
  console.log(`runner start-up, one-step agent-run against the ${st.child}, whole process (median of ${STARTUP_RUNS}, interleaved): ${st.agent_run_ms} ms; node -e 0 ${st.node_e_0_ms} ms; ratio ${st.ratio}x (goal ${st.goal_ratio}x)`);
  for (const p of figures.per_step_us) {
    console.log(`runner per step, 64-step plan against the ${p.child} (median of ${PER_STEP_ROUNDS} × ${RUNS}, alternated): ${p.runner_us} µs; raw Node JSON-RPC loop ${p.raw_loop_us} µs, ratio ${p.ratio_to_raw}x (goal ${p.goal_ratio}x); the same loop contained as the supervisor must (own process group, paused reads) ${p.raw_contained_us} µs, ratio ${p.ratio_to_contained}x; the supervisor alone (write + readLine) ${p.supervisor_us} µs`);
  }
  const f = figures.flood;
  if (f === null) return;
  console.log(`RSS growth, ${f.line_flood_mib} MiB of short lines: ours ${f.ours_short_lines.growth_mib} MiB (${f.ours_short_lines.detail}, ${f.ours_short_lines.wall_ms} ms); stock ${f.stock_short_lines.growth_mib} MiB (${f.stock_short_lines.detail}, ${f.stock_short_lines.wall_ms} ms)`);
  console.log(`RSS growth, ${f.byte_flood_mib} MiB without newline: ours ${f.ours_no_newline.growth_mib} MiB (${f.ours_no_newline.detail}, ${f.ours_no_newline.wall_ms} ms); stock ${f.stock_no_newline.growth_mib} MiB (${f.stock_no_newline.detail}, ${f.stock_no_newline.wall_ms} ms)`);
}

await main();
