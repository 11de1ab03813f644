/**
 * The release gate's cost (issues 5 and 13): wall time of the whole six-plan suite on the reference
 * engine versus the floor it cannot beat, six × (spawn + initialize + close) of the same engine,
 * measured side by side in one run; then where one engine's time goes (node start and bundle,
 * jsdom's import, a page) and its peak RSS next to `node -e 0` (issue 13 items 4 and 5).
 *
 * Engine CPU is read from /proc/<pid>/stat (utime + stime) while the engine is alive, so the
 * figures are the engine's own work, not the wall time of a shared, noisy machine. --cpu-prof
 * cannot be used on the confined engine: the permission model denies writing the profile.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { startFixtureServer } from '../src/benchmark/fixture-server.js';
import { runBenchmark } from '../src/benchmark/run.js';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { median } from './measure.js';

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

/** VmHWM of every live child of this process, folded into `peaks` by pid. */
function sampleChildPeaks(peaks: Map<number, number>): void {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      const hwm = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      peaks.set(Number(entry), Math.max(peaks.get(Number(entry)) ?? 0, hwm));
    } catch {
      // gone meanwhile
    }
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

export async function benchBenchmarkSuite(): Promise<string[]> {
  const bundle = referenceEngineBundle();
  const suite: number[] = [];
  const floor: number[] = [];
  const suitePeaks: number[] = [];
  const probes: EngineProbe[] = [];
  const nodes: Array<{ wallMs: number; cpuMs: number; rssKiB: number }> = [];
  let gate = true;
  const fixtures = await startFixtureServer();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      let start = performance.now();
      for (let i = 0; i < 6; i++) await spawnInitializeClose(bundle);
      floor.push(performance.now() - start);
      const peaks = new Map<number, number>();
      const sampler = setInterval(() => sampleChildPeaks(peaks), RSS_SAMPLE_MS);
      start = performance.now();
      const report = await runBenchmark({
        child: referenceEngineCommand(bundle),
        identity: { engine: 'reference', executable: bundle, path: bundle },
        repoDir: process.cwd(),
        env: { PATH: process.env.PATH },
      });
      suite.push(performance.now() - start);
      clearInterval(sampler);
      suitePeaks.push(...peaks.values());
      gate &&= report.gate.passed;
      nodes.push(await nodeFloor());
      probes.push(await probeEngine(bundle, `${fixtures.origin}/start`));
    }
  } finally {
    await fixtures.close();
  }
  const s = median(suite);
  const f = median(floor);
  const node = { wallMs: median(nodes.map((n) => n.wallMs)), cpuMs: median(nodes.map((n) => n.cpuMs)), rssKiB: median(nodes.map((n) => n.rssKiB)) };
  const phase = (pick: (p: EngineProbe) => Phase): Phase => ({ wallMs: median(probes.map((p) => pick(p).wallMs)), cpuMs: median(probes.map((p) => pick(p).cpuMs)) });
  const init = phase((p) => p.initialize);
  const first = phase((p) => p.firstPage);
  const second = phase((p) => p.secondPage);
  const perPlanCpu = init.cpuMs + first.cpuMs;
  return [
    `benchmark suite: median of ${ROUNDS} interleaved rounds on the reference engine (gate ${gate ? 'passed every round' : 'FAILED'})`,
    `  6 x (spawn + initialize + close)  ${ms(f)}`,
    `  six-plan suite (one per core)     ${ms(s)}`,
    `  ratio suite / floor = ${(s / f).toFixed(2)}x  (goal <= 1.5x; suite goal <= 2000 ms)`,
    `  one engine, confined as the suite starts it (wall / engine CPU from /proc):`,
    `    node -e 0, spawn to exit                      ${ms(node.wallMs)} / ${ms(node.cpuMs)}`,
    `    spawn -> initialize answered (node + bundle)  ${ms(init.wallMs)} / ${ms(init.cpuMs)}`,
    `    first open_page (jsdom import + page)         ${ms(first.wallMs)} / ${ms(first.cpuMs)}`,
    `    second open_page (page alone)                 ${ms(second.wallMs)} / ${ms(second.cpuMs)}`,
    `    => jsdom's import ~ ${ms(first.cpuMs - second.cpuMs)} CPU; a plan's engine CPU through its first page ~ ${(perPlanCpu / init.cpuMs).toFixed(1)}x the floor's`,
    `  peak RSS (VmHWM): node -e 0 ${mib(node.rssKiB)}; engine at initialize ${mib(median(probes.map((p) => p.initializedRssKiB)))}; ` +
      `after two pages ${mib(median(probes.map((p) => p.pagesRssKiB)))}; suite engines median ${mib(median(suitePeaks))}, max ${mib(Math.max(...suitePeaks))}`,
  ];
}
