/**
 * `agent-run --jobs N` over many plans, through the built CLI as a user runs it:
 *   - 200 one-step plans on the echo stand-in (fixtures/children/echo-plasmate.mjs, the cheapest
 *     child there is), so the figure is the scheduler's and the supervisor's own cost per plan;
 *   - a few two-step plans on the bundled reference engine against a loopback page server, the
 *     figure a user with real pages sees.
 * Each with `--jobs` = the cores Node may use against `--jobs 1`, interleaved round by round so
 * the shared machine's load hits both alike; medians. Every run must end with exit 0.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startFixtureServer } from '../src/benchmark/fixture-server.js';
import { median } from './measure.js';

/** The plan count of the scheduler figure. */
const ECHO_PLANS = 200;
/** Rounds of each side for the echo figure (each round runs all 200 plans twice, once per side). */
const ECHO_ROUNDS = 3;
/** Reference-engine plans: each starts a jsdom engine (about a second), so a handful is enough. */
const REFERENCE_PLANS = 8;
const REFERENCE_ROUNDS = 2;

function runCli(cli: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [cli, 'agent-run', ...args], { cwd, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`agent-run ${args.join(' ')} exited ${code}`));
      else resolve(performance.now() - start);
    });
  });
}

function workspace(count: number, steps: (i: number) => unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  mkdirSync(join(dir, 'plans'));
  for (let i = 0; i < count; i++) {
    const name = `plan-${String(i).padStart(3, '0')}`;
    writeFileSync(join(dir, 'plans', `${name}.json`), JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name, steps: steps(i) }));
  }
  return dir;
}

/** Median wall time of `--jobs cores` and `--jobs 1` over the same plans, interleaved. */
async function sideBySide(cli: string, dir: string, flags: string[], rounds: number, cores: number): Promise<{ parallel: number; serial: number }> {
  const parallel: number[] = [];
  const serial: number[] = [];
  for (let round = 0; round < rounds; round++) {
    parallel.push(await runCli(cli, ['--report-dir', `out-p${round}`, '--jobs', String(cores), ...flags, 'plans/*.json'], dir));
    serial.push(await runCli(cli, ['--report-dir', `out-s${round}`, '--jobs', '1', ...flags, 'plans/*.json'], dir));
  }
  return { parallel: median(parallel), serial: median(serial) };
}

/** `root`: the checkout whose built CLI and echo stand-in to use. */
export async function benchAgentRunJobs(root: string = process.cwd()): Promise<string[]> {
  const cli = join(root, 'dist/cli/index.js');
  const cores = availableParallelism();
  const lines = [`agent-run --jobs: ${cores} core${cores === 1 ? '' : 's'} available; medians of interleaved rounds through dist/cli/index.js`];
  const echoDir = workspace(ECHO_PLANS, () => [{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } }]);
  try {
    const echo = await sideBySide(cli, echoDir, ['--plasmate', join(root, 'fixtures/children/echo-plasmate.mjs')], ECHO_ROUNDS, cores);
    lines.push(
      `  ${ECHO_PLANS} plans, echo child, ${ECHO_ROUNDS} rounds`,
      `    --jobs 1        ${echo.serial.toFixed(0)} ms  (${(echo.serial / ECHO_PLANS).toFixed(1)} ms a plan)`,
      `    --jobs ${String(cores).padEnd(8)} ${echo.parallel.toFixed(0)} ms  (${(echo.parallel / ECHO_PLANS).toFixed(1)} ms a plan)`,
      `    speed-up ${(echo.serial / echo.parallel).toFixed(2)}x  (ideal ${cores}x)`,
    );
  } finally {
    rmSync(echoDir, { recursive: true, force: true });
  }
  const pages = await startFixtureServer();
  const referenceDir = workspace(REFERENCE_PLANS, () => [
    { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` }, expect: { json_pointer: '/title', equals: 'Workflow start' } },
    { id: 'go', tool: 'navigate_to', arguments: { url: `${pages.origin}/destination` }, expect: { json_pointer: '/title', equals: 'Workflow destination' } },
  ]);
  try {
    const reference = await sideBySide(cli, referenceDir, ['--engine', 'reference', '--allow-private-network', '--confirm-step', 'go'], REFERENCE_ROUNDS, cores);
    lines.push(
      `  ${REFERENCE_PLANS} plans, reference engine on a loopback page, ${REFERENCE_ROUNDS} rounds`,
      `    --jobs 1        ${reference.serial.toFixed(0)} ms`,
      `    --jobs ${String(cores).padEnd(8)} ${reference.parallel.toFixed(0)} ms`,
      `    speed-up ${(reference.serial / reference.parallel).toFixed(2)}x  (ideal ${cores}x)`,
    );
  } finally {
    await pages.close();
    rmSync(referenceDir, { recursive: true, force: true });
  }
  return lines;
}
