/**
 * The release gate's cost: wall time of the whole six-plan suite on the reference
 * engine versus the floor it cannot beat, six × (spawn + initialize + close) of the same engine,
 * measured side by side in one run; then where one engine's time goes (node start and bundle,
 * jsdom's import, a page) and its peak RSS next to `node -e 0`.
 *
 * Engine CPU is read from /proc/<pid>/stat (utime + stime) while the engine is alive, so the
 * figures are the engine's own work, not the wall time of a shared, noisy machine. --cpu-prof
 * cannot be used on the confined engine: the permission model denies writing the profile.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { startFixtureServer } from '../src/benchmark/fixture-server.js';
import { runBenchmark } from '../src/benchmark/run.js';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { writeCodeCaches } from '../scripts/engine-code-cache.mjs';
import { median, sampleChildPeaks } from './measure.js';

const ROUNDS = 3;
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s. */
const CLOCK_TICKS_PER_SECOND = 100;
/** How often the suite's engines' VmHWM is read while the suite runs. */
const RSS_SAMPLE_MS = 10;
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '0' } } };

async function spawnInitializeClose(bundle: string): Promise<void> {
  const command = referenceEngineCommand(bundle);
  const child = spawn(command.program, command.args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout });
  child.stdin.write(`${JSON.stringify(INITIALIZE)}\n`);
  await once(lines, 'line');
  child.stdin.end();
  await once(child, 'exit');
}

/** CPU time (user + system, ms) of a live process. */
function cpuMs(pid: number): number {
  // The command name (field 2) may contain spaces; count fields after its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Peak RSS (VmHWM, KiB) of a live process, or 0 when it is gone. */
function peakRssKiB(pid: number): number {
  try {
    return Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

interface Phase {
  wallMs: number;
  cpuMs: number;
}

interface EngineProbe {
  initialize: Phase;
  firstPage: Phase;
  secondPage: Phase;
  initializedRssKiB: number;
  pagesRssKiB: number;
}

class Rpc {
  private readonly lines: Interface;
  private nextId = 2;
  constructor(private readonly child: ChildProcessByStdio<Writable, Readable, null>) {
    this.lines = createInterface({ input: child.stdout });
  }
  async call(message: object): Promise<string> {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
    const [line] = (await once(this.lines, 'line')) as [string];
    return line;
  }
  async openPage(url: string): Promise<void> {
    const line = await this.call({ jsonrpc: '2.0', id: this.nextId++, method: 'tools/call', params: { name: 'open_page', arguments: { url } } });
    if (!line.includes('"result"') || line.includes('"isError":true')) throw new Error(`open_page failed: ${line.slice(0, 200)}`);
  }
}

/**
 * One engine as the suite starts it (confined, loopback opt-in), driven by hand: spawn →
 * `initialize` answered, a first `open_page` (jsdom's import, its first window, the fetch and the
 * SOM), a second `open_page` on a new session (window, fetch and SOM alone, jsdom loaded).
 */
async function probeEngine(bundle: string, url: string): Promise<EngineProbe> {
  const command = referenceEngineCommand(bundle);
  const start = performance.now();
  const child = spawn(command.program, command.args, { stdio: ['pipe', 'pipe', 'ignore'], env: { PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } });
  const pid = child.pid!;
  const rpc = new Rpc(child);
  await rpc.call(INITIALIZE);
  const t1 = performance.now();
  const c1 = cpuMs(pid);
  const initializedRssKiB = peakRssKiB(pid);
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  await rpc.openPage(url);
  const t2 = performance.now();
  const c2 = cpuMs(pid);
  await rpc.openPage(url);
  const t3 = performance.now();
  const c3 = cpuMs(pid);
  const pagesRssKiB = peakRssKiB(pid);
  child.stdin.end();
  await once(child, 'exit');
  return {
    initialize: { wallMs: t1 - start, cpuMs: c1 },
    firstPage: { wallMs: t2 - t1, cpuMs: c2 - c1 },
    secondPage: { wallMs: t3 - t2, cpuMs: c3 - c2 },
    initializedRssKiB,
    pagesRssKiB,
  };
}

/** `node -e 0` as a process of its own: wall from spawn to exit, its CPU and its peak RSS (it reports both at exit). */
async function nodeFloor(): Promise<{ wallMs: number; cpuMs: number; rssKiB: number }> {
  const start = performance.now();
  const child = spawn(process.execPath, ['-e', "const u=process.cpuUsage();process.stdout.write(`${(u.user+u.system)/1000} ${/VmHWM:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status','utf8'))[1]}`)"], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await once(child, 'exit');
  const [cpu, rss] = out.split(' ').map(Number);
  return { wallMs: performance.now() - start, cpuMs: cpu ?? NaN, rssKiB: rss ?? NaN };
}

const mib = (kib: number): string => `${(kib / 1024).toFixed(0)} MiB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;

/**
 * Two copies of the built engine: its chunks compiled from source (no cache file: as on a Node the
 * build did not run on, or a clean clone) and with V8 code caches made for this Node exactly as
 * `npm run build` makes them (scripts/engine-code-cache.mjs).
 */
function engineVariants(bundle: string): { fromSource: string; cached: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  const copy = (name: string): string => {
    const dir = join(root, name);
    cpSync(dirname(realpathSync(bundle)), dir, { recursive: true });
    for (const f of readdirSync(dir)) if (f.endsWith('.cache')) rmSync(join(dir, f));
    return dir;
  };
  const fromSource = copy('from-source');
  const cached = copy('cached');
  // The script itself, not this bundle (bench runs from the repository root).
  writeCodeCaches(cached, join(process.cwd(), 'scripts', 'engine-code-cache.mjs'));
  return { fromSource: join(fromSource, 'index.js'), cached: join(cached, 'index.js'), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

interface Variant {
  suite: number[];
  peaks: number[];
  probes: EngineProbe[];
  gate: boolean;
}

async function timeSuite(bundle: string, variant: Variant): Promise<void> {
  const peaks = new Map<number, number>();
  const sampler = setInterval(() => sampleChildPeaks(peaks), RSS_SAMPLE_MS);
  const start = performance.now();
  const report = await runBenchmark({
    child: referenceEngineCommand(bundle),
    identity: { engine: 'reference', executable: bundle, path: bundle },
    repoDir: process.cwd(),
    env: { PATH: process.env.PATH },
  });
  variant.suite.push(performance.now() - start);
  clearInterval(sampler);
  variant.peaks.push(...peaks.values());
  variant.gate &&= report.gate.passed;
}

export async function benchBenchmarkSuite(): Promise<string[]> {
  const bundle = referenceEngineBundle();
  const engines = engineVariants(bundle);
  const floor: number[] = [];
  const nodes: Array<{ wallMs: number; cpuMs: number; rssKiB: number }> = [];
  const before: Variant = { suite: [], peaks: [], probes: [], gate: true };
  const after: Variant = { suite: [], peaks: [], probes: [], gate: true };
  const fixtures = await startFixtureServer();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      for (let i = 0; i < 6; i++) await spawnInitializeClose(engines.cached);
      floor.push(performance.now() - start);
      await timeSuite(engines.fromSource, before);
      await timeSuite(engines.cached, after);
      nodes.push(await nodeFloor());
      before.probes.push(await probeEngine(engines.fromSource, `${fixtures.origin}/start`));
      after.probes.push(await probeEngine(engines.cached, `${fixtures.origin}/start`));
    }
  } finally {
    await fixtures.close();
    engines.cleanup();
  }
  const f = median(floor);
  const node = { wallMs: median(nodes.map((n) => n.wallMs)), cpuMs: median(nodes.map((n) => n.cpuMs)), rssKiB: median(nodes.map((n) => n.rssKiB)) };
  const phase = (v: Variant, pick: (p: EngineProbe) => Phase): string => {
    const wall = median(v.probes.map((p) => pick(p).wallMs));
    const cpu = median(v.probes.map((p) => pick(p).cpuMs));
    return `${ms(wall)} / ${ms(cpu)}`.padEnd(18);
  };
  const cpuThroughFirstPage = (v: Variant): number => median(v.probes.map((p) => p.initialize.cpuMs + p.firstPage.cpuMs));
  const jsdomImport = (v: Variant): number => median(v.probes.map((p) => p.firstPage.cpuMs - p.secondPage.cpuMs));
  const rss = (v: Variant, pick: (p: EngineProbe) => number): string => mib(median(v.probes.map(pick))).padEnd(18);
  const s0 = median(before.suite);
  const s1 = median(after.suite);
  return [
    `benchmark suite: median of ${ROUNDS} interleaved rounds on the reference engine, chunks compiled from source vs with the build's V8 code cache (gate ${before.gate && after.gate ? 'passed every round' : 'FAILED'})`,
    `  6 x (spawn + initialize + close)  ${ms(f)}`,
    `  six-plan suite (one per core)     from source ${ms(s0)} (${(s0 / f).toFixed(2)}x)   with code cache ${ms(s1)} (${(s1 / f).toFixed(2)}x)   (goal <= 1.5x; <= 2000 ms)`,
    `  one engine, confined as the suite starts it (wall / engine CPU from /proc):   from source        with code cache`,
    `    node -e 0, spawn to exit                      ${ms(node.wallMs)} / ${ms(node.cpuMs)}`,
    `    spawn -> initialize answered (node + bundle)  ${phase(before, (p) => p.initialize)} ${phase(after, (p) => p.initialize)}`,
    `    first open_page (jsdom import + page)         ${phase(before, (p) => p.firstPage)} ${phase(after, (p) => p.firstPage)}`,
    `    second open_page (page alone)                 ${phase(before, (p) => p.secondPage)} ${phase(after, (p) => p.secondPage)}`,
    `    jsdom's import (first - second page, CPU)     ${ms(jsdomImport(before)).padEnd(18)} ${ms(jsdomImport(after))}`,
    `    engine CPU through its first page / node -e 0 ${`${(cpuThroughFirstPage(before) / node.cpuMs).toFixed(1)}x`.padEnd(18)} ${(cpuThroughFirstPage(after) / node.cpuMs).toFixed(1)}x`,
    `  peak RSS (VmHWM): node -e 0 ${mib(node.rssKiB)}`,
    `    engine at initialize                          ${rss(before, (p) => p.initializedRssKiB)} ${rss(after, (p) => p.initializedRssKiB)}`,
    `    engine after two pages                        ${rss(before, (p) => p.pagesRssKiB)} ${rss(after, (p) => p.pagesRssKiB)}`,
    `    the suite's engines, median / max             ${`${mib(median(before.peaks))} / ${mib(Math.max(...before.peaks))}`.padEnd(18)} ${mib(median(after.peaks))} / ${mib(Math.max(...after.peaks))}`,
  ];
}
