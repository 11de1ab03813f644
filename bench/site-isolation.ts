/**
 * What renderers cost (docs/engine.md, "Renderers and the broker"): the built engine side by side
 * with the engine bundle of the base commit (`BENCH_ISOLATION_BASE`, default the merge base with
 * `main`), taken from git (dist/ is committed) into a temporary directory with this Node's code
 * caches written by the build's own writer. Interleaved rounds, medians:
 *   - the six-plan benchmark suite (goal ≤ 1.10×);
 *   - a one-page session: engine spawn → initialize → open_page → close_page → exit (goal ≤ 1.10×);
 *   - each extra origin: one session navigating across ORIGINS loopback origins (127.0.0.N), the
 *     wall time per navigate_to to a new origin (goal ≤ +300 ms over the base);
 *   - memory per renderer: the engine's RSS with SESSIONS sessions open on distinct origins, less
 *     its RSS with one, per extra session.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runBenchmark } from '../src/benchmark/run.js';
import type { ChildCommand } from '../src/supervisor/process.js';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { median } from './measure.js';

/** Interleaved rounds (`BENCH_ISOLATION_ROUNDS` overrides, for a quick look on a busy machine). */
const ROUNDS = Number(process.env.BENCH_ISOLATION_ROUNDS ?? 3);
const ORIGINS = 6;
const SESSIONS = 5;
const SUITE_GOAL = 1.1;
const ONE_PAGE_GOAL = 1.1;
const EXTRA_ORIGIN_GOAL_MS = 300;
/** Flags the base engine predates: it would find workers allowed a confinement gap and relaunch itself. */
const FLAGS_NEWER_THAN_BASE = new Set(['--allow-worker', '--disable-warning=SecurityWarning']);

interface Engine {
  label: string;
  bundle: string;
  command: ChildCommand;
}

/** The base commit's engine bundle, with this Node's code caches. */
function baseEngine(root: string): { engine: Engine; cleanup: () => void } {
  const base = process.env.BENCH_ISOLATION_BASE ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'bench-isolation-'));
  execFileSync('sh', ['-c', `git -C "$0" archive "$1" dist/engine | tar -x -C "$2"`, root, base, dir]);
  execFileSync(process.execPath, ['--disallow-code-generation-from-strings', join(root, 'scripts/engine-code-cache.mjs'), '--write-code-caches', join(dir, 'dist/engine')], { stdio: 'ignore' });
  const bundle = join(dir, 'dist/engine/index.js');
  const command = referenceEngineCommand(bundle);
  return {
    engine: { label: `base ${base.slice(0, 10)}`, bundle, command: { ...command, args: command.args.filter((arg) => !FLAGS_NEWER_THAN_BASE.has(arg)) } },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A minimal MCP line client over the engine's stdio. */
class LineClient {
  readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private next = 1;
  private readonly waiting = new Map<number, (value: Record<string, unknown>) => void>();

  constructor(command: ChildCommand) {
    this.child = spawn(command.program, command.args, { env: { PATH: process.env.PATH ?? '', PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } });
    this.child.stderr.resume();
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.buffer += chunk.toString('utf8');
      let newline = this.buffer.indexOf('\n');
      while (newline !== -1) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        const message = JSON.parse(line) as { id?: number } & Record<string, unknown>;
        if (typeof message.id === 'number') this.waiting.get(message.id)?.(message);
        newline = this.buffer.indexOf('\n');
      }
    });
  }

  request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  async tool(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await this.request('tools/call', { name, arguments: args });
    const result = response.result as { isError?: boolean; content: Array<{ text: string }> } | undefined;
    if (!result || result.isError) throw new Error(`${name} failed: ${JSON.stringify(response).slice(0, 300)}`);
    return JSON.parse(result.content[0]?.text ?? '{}') as Record<string, unknown>;
  }

  async start(): Promise<void> {
    await this.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } });
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  }

  rssKiB(): number {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${this.child.pid}/status`, 'utf8'))?.[1] ?? 0);
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.on('exit', resolve));
    this.child.stdin.end();
    await exited;
  }
}

async function suiteMs(engine: Engine): Promise<{ ms: number; passed: boolean }> {
  const start = performance.now();
  const report = await runBenchmark({ child: engine.command, identity: { engine: 'reference', executable: engine.bundle, path: engine.bundle }, repoDir: process.cwd(), env: { PATH: process.env.PATH } });
  return { ms: performance.now() - start, passed: report.gate.passed };
}

async function onePageMs(engine: Engine, url: string): Promise<number> {
  const start = performance.now();
  const client = new LineClient(engine.command);
  await client.start();
  const page = await client.tool('open_page', { url });
  await client.tool('close_page', { session_id: page.session_id });
  await client.stop();
  return performance.now() - start;
}

/** Wall time per navigate_to to a new origin (after the first page), and per navigate_to within one origin. */
async function perOriginMs(engine: Engine, urls: string[]): Promise<{ newOrigin: number; sameOrigin: number }> {
  const client = new LineClient(engine.command);
  await client.start();
  const first = await client.tool('open_page', { url: urls[0]! });
  const session = first.session_id;
  const fresh: number[] = [];
  const same: number[] = [];
  for (const url of urls.slice(1)) {
    let start = performance.now();
    await client.tool('navigate_to', { session_id: session, url });
    fresh.push(performance.now() - start);
    start = performance.now();
    await client.tool('navigate_to', { session_id: session, url: `${url}again` });
    same.push(performance.now() - start);
  }
  await client.stop();
  return { newOrigin: median(fresh), sameOrigin: median(same) };
}

/** RSS added per extra session open on its own origin (MiB). */
async function perRendererMiB(engine: Engine, urls: string[]): Promise<number> {
  const client = new LineClient(engine.command);
  await client.start();
  await client.tool('open_page', { url: urls[0]! });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const one = client.rssKiB();
  for (const url of urls.slice(1, SESSIONS)) await client.tool('open_page', { url });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const many = client.rssKiB();
  await client.stop();
  return (many - one) / 1024 / (SESSIONS - 1);
}

export async function benchSiteIsolation(): Promise<string[]> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!DOCTYPE html><html><head><title>page</title></head><body><main><h1>A page</h1><p>Text.</p><a href="/next">next</a><form><input name="q"><button>Go</button></form></main><script>document.body.setAttribute("data-ran", "1");</script></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const port = (server.address() as AddressInfo).port;
  const urls = Array.from({ length: Math.max(ORIGINS, SESSIONS) }, (_v, i) => `http://127.0.0.${i + 1}:${port}/p`);
  const root = process.cwd();
  const after: Engine = { label: 'this build', bundle: referenceEngineBundle(), command: referenceEngineCommand(referenceEngineBundle()) };
  const { engine: before, cleanup } = baseEngine(root);
  const figures = { suite: [[], []], onePage: [[], []], newOrigin: [[], []], sameOrigin: [[], []], memory: [[], []] } as Record<string, [number[], number[]]>;
  let passed = true;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [before, after] : [after, before];
      for (const engine of order) {
        const side = engine === before ? 0 : 1;
        const suite = await suiteMs(engine);
        passed &&= suite.passed;
        figures.suite![side].push(suite.ms);
        figures.onePage![side].push(await onePageMs(engine, urls[0]!));
        const origins = await perOriginMs(engine, urls.slice(0, ORIGINS));
        figures.newOrigin![side].push(origins.newOrigin);
        figures.sameOrigin![side].push(origins.sameOrigin);
        figures.memory![side].push(await perRendererMiB(engine, urls));
      }
    }
  } finally {
    cleanup();
    server.close();
  }
  const m = (name: string, side: 0 | 1): number => median(figures[name]![side]);
  return [
    `site isolation: ${before.label} vs this build, median of ${ROUNDS} interleaved rounds (suite gate ${passed ? 'passed every round' : 'FAILED'})`,
    `  six-plan suite       ${Math.round(m('suite', 0))} ms -> ${Math.round(m('suite', 1))} ms   ratio ${(m('suite', 1) / m('suite', 0)).toFixed(3)} (goal <= ${SUITE_GOAL})`,
    `  one-page session     ${Math.round(m('onePage', 0))} ms -> ${Math.round(m('onePage', 1))} ms   ratio ${(m('onePage', 1) / m('onePage', 0)).toFixed(3)} (goal <= ${ONE_PAGE_GOAL})`,
    `  navigate_to, new origin   ${Math.round(m('newOrigin', 0))} ms -> ${Math.round(m('newOrigin', 1))} ms   +${Math.round(m('newOrigin', 1) - m('newOrigin', 0))} ms per extra origin (goal <= +${EXTRA_ORIGIN_GOAL_MS} ms)`,
    `  navigate_to, same origin  ${Math.round(m('sameOrigin', 0))} ms -> ${Math.round(m('sameOrigin', 1))} ms`,
    `  RSS per extra session on its own origin   ${m('memory', 0).toFixed(1)} MiB -> ${m('memory', 1).toFixed(1)} MiB (one renderer each, plus the spare)`,
  ];
}
