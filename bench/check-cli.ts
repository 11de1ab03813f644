/**
 * `plasmate-action check` of 1,000 plans as a whole CLI process, side by
 * side and interleaved so machine load hits all alike:
 *   - `node -e 0`, the floor;
 *   - the proxy for upstream's validation of the same plans (its figure: 140–190 ms): one Node
 *     process that reads every file, JSON.parses it and SHA-256es its bytes, nothing else;
 *   - dist/cli/index.js check on the same files (the plans of bench/plan-validation.ts, seed and all).
 *   - with a baseline bundle (another build, e.g. the base branch's), that one's check too, in
 *     the same interleaved rounds, for a before/after figure (bench/check-cli-main.ts).
 * Goal: check no slower than the proxy. Peak RSS (maxRSS, through a preloaded probe that writes
 * `process.resourceUsage().maxRSS` at exit) of each is reported next to the floor's.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, mulberry32 } from './measure.js';
import { realisticPlan } from './plan-validation.js';

const PLAN_COUNT = 1000;
/** Repetitions of each run: enough for a stable median on a shared, noisy machine. */
const REPETITIONS = 11;
/** The same plans as the in-process figure (bench/plan-validation.ts). */
const SEED = 20261129;

const PROXY = `
const { readdirSync, readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
let n = 0;
for (const f of readdirSync('.').filter((f) => f.endsWith('.json')).sort()) {
  const bytes = readFileSync(f);
  JSON.parse(bytes.toString('utf8'));
  createHash('sha256').update(bytes).digest('hex');
  n++;
}
if (n !== ${PLAN_COUNT}) process.exit(3);
`;
const PROBE = `process.on('exit', () => require('node:fs').writeFileSync(process.env.RSS_PROBE_OUT, String(process.resourceUsage().maxRSS)));`;

function runMs(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ ms: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - start, code }));
  });
}

/** `cli`: the bundle to time; `baseline`: another build's bundle timed beside it (before/after). */
export async function benchCheckCli(root: string = process.cwd(), cli: string = join(root, 'dist/cli/index.js'), baseline?: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-check-'));
  const plans = join(dir, 'plans');
  const probe = join(dir, 'probe.cjs');
  const rssOut = join(dir, 'rss');
  try {
    const random = mulberry32(SEED);
    let bytes = 0;
    mkdirSync(plans);
    for (let i = 0; i < PLAN_COUNT; i++) {
      const plan = realisticPlan(random, i).bytes;
      bytes += plan.length;
      writeFileSync(join(plans, `plan-${String(i).padStart(4, '0')}.json`), plan);
    }
    writeFileSync(probe, PROBE);
    const runs: Record<'floor' | 'proxy' | 'check' | 'baseline', string[]> = {
      floor: ['-e', '0'],
      proxy: ['-e', PROXY],
      check: [cli, 'check', '*.json'],
      baseline: baseline === undefined ? [] : [baseline, 'check', '*.json'],
    };
    if (baseline === undefined) delete (runs as Partial<typeof runs>).baseline;
    const times: Record<keyof typeof runs, number[]> = { floor: [], proxy: [], check: [], baseline: [] };
    const rss: Record<keyof typeof runs, number[]> = { floor: [], proxy: [], check: [], baseline: [] };
    // One untimed round first: the page cache holds the files and the bundle for every timed run.
    for (const args of Object.values(runs)) await runMs(args, plans);
    for (let i = 0; i < REPETITIONS; i++) {
      for (const [name, args] of Object.entries(runs) as [keyof typeof runs, string[]][]) {
        const run = await runMs(args, plans);
        if (run.code !== 0) throw new Error(`${name} exited ${run.code}`);
        times[name].push(run.ms);
      }
    }
    for (const [name, args] of Object.entries(runs) as [keyof typeof runs, string[]][]) {
      for (let i = 0; i < 3; i++) {
        await runMs(['--require', probe, ...args], plans, { ...process.env, RSS_PROBE_OUT: rssOut });
        rss[name].push(Number(readFileSync(rssOut, 'utf8')) / 1024);
      }
    }
    const [f, p, c] = [median(times.floor), median(times.proxy), median(times.check)];
    const [rf, rp, rc] = [median(rss.floor), median(rss.proxy), median(rss.check)];
    const before = baseline === undefined ? [] : [
      `  baseline check (${baseline})  ${median(times.baseline).toFixed(0)} ms   peak RSS ${median(rss.baseline).toFixed(0)} MiB`,
      `  ratio check / baseline check = ${(c / median(times.baseline)).toFixed(3)}x; minus node -e 0: ${((c - f) / (median(times.baseline) - f)).toFixed(3)}x`,
    ];
    return [
      `check CLI: ${PLAN_COUNT} plans, ${(bytes / 1024 / 1024).toFixed(1)} MiB, whole process, median of ${REPETITIONS} interleaved`,
      `  node -e 0                         ${f.toFixed(0)} ms   peak RSS ${rf.toFixed(0)} MiB`,
      `  proxy (read + JSON.parse + sha256) ${p.toFixed(0)} ms   peak RSS ${rp.toFixed(0)} MiB`,
      `  plasmate-action check             ${c.toFixed(0)} ms   peak RSS ${rc.toFixed(0)} MiB`,
      `  ratio check / proxy = ${(c / p).toFixed(2)}x  (goal <= 1x); check - node -e 0 = ${(c - f).toFixed(0)} ms; RSS check / node -e 0 = ${(rc / rf).toFixed(2)}x`,
      ...before,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
