/* global setInterval, clearInterval */
// The supervised runner's figures (issue item 9), side by side in one run:
//  (a) per-step time of a 64-step plan through executePlan vs a raw newline JSON-RPC loop in Node,
//      both against the same fast echo child (fixtures/children/fault-child.mjs echo);
//  (b) parent RSS growth while a child floods short lines, and bytes with no newline, for our
//      transport and for the SDK's stock StdioClientTransport.
// How it runs the TypeScript: the files of src/ are transpiled as they
// are (typescript's transpileModule, no bundling, no type check) into build/bench-runner and
// imported from there, so the figures are of the real modules. Observational only: no thresholds.
//
//   node scripts/bench-runner.mjs [--runs N] [--line-flood-mib N] [--byte-flood-mib N] [--json]
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'build', 'bench-runner');
const CHILD = join(root, 'fixtures', 'children', 'fault-child.mjs');
const STEPS = 64;
const MIB = 1024 * 1024;
/** How often RSS is sampled during a flood. */
const RSS_SAMPLE_MS = 5;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const RUNS = option('runs', 7);
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

/** Per-step µs through executePlan: (T(64 steps) − T(1 step)) / 63, so spawn and handshake cancel out. */
async function runnerPerStep(executePlan) {
  const child = { program: process.execPath, args: [CHILD, 'echo', '-'] };
  const time = async (steps) => {
    const started = performance.now();
    const report = await executePlan(plan(steps), new Set(), { child, env: { PATH: process.env.PATH }, secrets: new Set() });
    if (report.status !== 'succeeded') throw new Error(`bench run failed: ${JSON.stringify(report.steps.find((s) => s.status !== 'succeeded'))}`);
    return performance.now() - started;
  };
  await time(STEPS); // warm-up
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) samples.push(((await time(STEPS)) - (await time(1))) / (STEPS - 1) * 1000);
  return median(samples);
}

/** Per-step µs of a bare loop: write one request line, wait for one response line, 64 times. */
async function rawPerStep() {
  const samples = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const child = spawn(process.execPath, [CHILD, 'echo', '-'], { stdio: ['pipe', 'pipe', 'ignore'] });
    let buffered = '';
    let waiting = null;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      buffered += text;
      const newline = buffered.indexOf('\n');
      if (newline >= 0 && waiting) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        const resolve = waiting;
        waiting = null;
        resolve(line);
      }
    });
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
  const { executePlan } = await load('src/workflow/execute.js');
  const { SupervisedProcess, monotonicNow } = await load('src/supervisor/process.js');
  const { McpConnection } = await load('src/mcp/connection.js');
  const modules = { SupervisedProcess, McpConnection, monotonicNow };

  const raw = await rawPerStep();
  const ours = await runnerPerStep(executePlan);
  const figures = {
    per_step_us: { raw_loop: +raw.toFixed(1), runner: +ours.toFixed(1), ratio_to_raw: +(ours / raw).toFixed(1), upstream_reference: 76 },
    flood: {
      line_flood_mib: LINE_FLOOD_BYTES / MIB,
      byte_flood_mib: BYTE_FLOOD_BYTES / MIB,
      ours_short_lines: await oursUnderFlood('flood-now', LINE_FLOOD_BYTES, modules),
      ours_no_newline: await oursUnderFlood('flood-now-no-newline', BYTE_FLOOD_BYTES, modules),
      stock_short_lines: await stockUnderFlood('flood-now', LINE_FLOOD_BYTES),
      stock_no_newline: await stockUnderFlood('flood-now-no-newline', BYTE_FLOOD_BYTES),
    },
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  const f = figures.flood;
  console.log(`runner per step (64-step plan, median of ${RUNS}): ${figures.per_step_us.runner} µs; raw loop ${figures.per_step_us.raw_loop} µs; ratio ${figures.per_step_us.ratio_to_raw}x (upstream's Rust runner measured at 76 µs)`);
  console.log(`RSS growth, ${f.line_flood_mib} MiB of short lines: ours ${f.ours_short_lines.growth_mib} MiB (${f.ours_short_lines.detail}, ${f.ours_short_lines.wall_ms} ms); stock ${f.stock_short_lines.growth_mib} MiB (${f.stock_short_lines.detail}, ${f.stock_short_lines.wall_ms} ms)`);
  console.log(`RSS growth, ${f.byte_flood_mib} MiB without newline: ours ${f.ours_no_newline.growth_mib} MiB (${f.ours_no_newline.detail}, ${f.ours_no_newline.wall_ms} ms); stock ${f.stock_no_newline.growth_mib} MiB (${f.stock_no_newline.detail}, ${f.stock_no_newline.wall_ms} ms)`);
}

await main();
