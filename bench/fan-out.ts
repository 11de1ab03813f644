/**
 * The simulated fan-out's overhead: 1,000 approved plans over 64 shards, the two
 * jobs that exist only because the work is sharded, timed through the built action as GitHub runs
 * it (dist/index.js, INPUT_* variables, GITHUB_EVENT_PATH, GITHUB_OUTPUT) against the loopback fake
 * GitHub API, which validates every request against GitHub's OpenAPI description:
 *   - `mode: plan`: reads the pull request (1,000 changed files, their contents, the labels),
 *     validates every plan and outputs the 64-shard matrix;
 *   - `mode: aggregate`: the same reading, then lists the run's artifacts, downloads the 64 zips
 *     and verifies 1,000 reports against the planned set and the execution records, and posts the
 *     one check.
 * Baselines, in the same interleaved rounds: `node -e 0` (the process floor) and `mode: validate`
 * over the same pull request — the one-job gate reads the same files and labels and validates the
 * same plans, so plan − validate is what sharding adds to the fan-out job, and aggregate −
 * validate is what downloading and verifying the artifacts adds to the fan-in job.
 *
 * Setup (timed and printed, not part of the figures): the 64 shard jobs run for real, `mode:
 * execute` with their matrix entry on the echo stand-in (fixtures/children/echo-plasmate.mjs
 * through `plasmate-path`, the cheapest child there is), and each report directory is zipped as
 * upload-artifact does. So the artifacts are what real shards upload, and the execution records
 * are the comments real shards write. Every aggregate round must conclude `success` with all 1,000
 * plans verified; anything else throws.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { zipSync } from 'fflate';
import { parseOutputFile } from '../__tests__/helpers/action-env.js';
import { WRITE_TOKEN, type FakeGitHub } from '../__tests__/github/helpers/fake-github.js';
import { eventFile, openPullRequest, planLabelFor, PR, startGitHub } from '../__tests__/github/helpers/scenario.js';
import type { Shard } from '../src/github/gate/shard-plan.js';
import { median } from './measure.js';

/** The plan count of the fan-out figure. */
const PLANS = 1_000;
/** The shard count of the figure (the `max-shards` input of both the plan and aggregate jobs). */
const SHARDS = 64;
/** Interleaved rounds of each of the four runs: each action run reads 1,000 files, so a few. */
const ROUNDS = 5;
/** Plans have 1 to this many steps, so the balancing by step count has something to balance. */
const MAX_STEPS = 3;
/** A run is killed after this: a shard job runs ~16 children, all of them slowed by a shared machine. */
const RUN_TIMEOUT_MS = 600_000;

interface Run { ms: number; code: number | null; outputs: Record<string, string>; dir: string; stderr: string }

/** dist/index.js as the runner starts it; `ms` is the process's wall time only. */
function runAction(root: string, inputs: Record<string, string>, env: Record<string, string>): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fan-out-run-'));
  const output = join(dir, 'output');
  writeFileSync(output, '');
  const full: NodeJS.ProcessEnv = { PATH: process.env.PATH, GITHUB_WORKSPACE: root, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: '/dev/null', RUNNER_TEMP: dir, ...env };
  for (const [name, value] of Object.entries({ 'report-dir': join(dir, 'reports'), ...inputs })) full[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [join(root, 'dist/index.js')], { env: full, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      clearTimeout(timer);
      resolve({ ms, code, dir, stderr, outputs: parseOutputFile(readFileSync(output, 'utf8')) });
    });
  });
}

function floorMs(): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve(performance.now() - start));
  });
}

/** A read-only plan of 1-3 steps (open_page, then get_cookies): approved by its plan label alone. */
function planBytes(i: number): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: `fan-out plan ${i}`,
    steps: [
      // The echo child never connects anywhere: the URL is only a valid argument.
      { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } },
      ...Array.from({ length: i % MAX_STEPS }, (_, k) => ({ id: `cookies-${k}`, tool: 'get_cookies' })),
    ],
  }, null, 2));
}

function expectRun(run: Run, what: string, code: number, outputs: Record<string, string>): void {
  const wrong = Object.entries(outputs).filter(([k, v]) => run.outputs[k] !== v);
  if (run.code !== code || wrong.length > 0) {
    throw new Error(`fan-out bench: ${what} exited ${run.code} with ${JSON.stringify(run.outputs)} (expected ${code} and ${JSON.stringify(outputs)}):\n${run.stderr.slice(-2000)}`);
  }
}

/** `root`: the checkout whose dist/index.js and echo stand-in to use. */
export async function benchFanOut(root: string = process.cwd()): Promise<string[]> {
  const gh: FakeGitHub = await startGitHub();
  const event = await eventFile('pull_request.synchronize');
  const env = {
    GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: gh.fullName(), GITHUB_SHA: 'f'.repeat(40),
    GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '42',
  };
  const common = { 'github-token': WRITE_TOKEN, 'allow-private-network': 'true' };
  const dirs: string[] = [];
  const timed = async (inputs: Record<string, string>): Promise<Run> => {
    const run = await runAction(root, { ...common, ...inputs }, env);
    dirs.push(run.dir);
    return run;
  };
  const plans: Record<string, Buffer> = {};
  for (let i = 0; i < PLANS; i++) plans[`plans/p${String(i).padStart(4, '0')}.json`] = planBytes(i);
  openPullRequest(gh, plans);
  // GitHub refuses more than 100 labels on one pull request (the fake enforces that in every
  // test): this bench measures the fan-out's own overhead at 1,000 plans, a pull request GitHub
  // could not hold, so it lifts the fake's bound explicitly.
  gh.labelLimit = PLANS;
  for (const bytes of Object.values(plans)) gh.applyLabel(PR, planLabelFor(bytes), { login: 'maint' });

  try {
    // Setup, untimed in the figures: the plan job once, then every shard job for real.
    const setupStart = performance.now();
    const plan = await timed({ mode: 'plan', 'max-shards': String(SHARDS) });
    expectRun(plan, 'the setup plan job', 0, { 'shard-count': String(SHARDS), 'planned-plans': String(PLANS) });
    const shards = (JSON.parse(plan.outputs.matrix!) as { shard: Shard[] }).shard;
    const parallel = availableParallelism();
    let next = 0;
    const shardWorker = async (): Promise<void> => {
      for (let s = next++; s < shards.length; s = next++) {
        const shard = shards[s]!;
        const run = await timed({ mode: 'execute', engine: 'plasmate', 'plasmate-path': join(root, 'fixtures/children/echo-plasmate.mjs'), shard: JSON.stringify(shard) });
        expectRun(run, `shard ${shard.shard}`, 0, { conclusion: 'success', 'executed-plans': String(shard.plans.length), 'failed-executions': '0' });
        const files: Record<string, Uint8Array> = {};
        for (const name of readdirSync(run.outputs['shard-dir']!)) files[name] = readFileSync(join(run.outputs['shard-dir']!, name));
        gh.addArtifact(run.outputs['artifact-name']!, zipSync(files));
      }
    };
    await Promise.all(Array.from({ length: parallel }, shardWorker));
    const setupMs = performance.now() - setupStart;
    const artifactBytes = gh.artifacts.reduce((n, a) => n + a.zip.byteLength, 0);

    const floor: number[] = [];
    const validate: number[] = [];
    const planned: number[] = [];
    const aggregated: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      floor.push(await floorMs());
      const v = await timed({ mode: 'validate', 'create-labels': 'false' });
      expectRun(v, 'validate', 0, { plans: String(PLANS), 'invalid-plans': '0' });
      validate.push(v.ms);
      const p = await timed({ mode: 'plan', 'max-shards': String(SHARDS) });
      expectRun(p, 'plan', 0, { 'shard-count': String(SHARDS), 'planned-plans': String(PLANS), matrix: plan.outputs.matrix! });
      planned.push(p.ms);
      const a = await timed({ mode: 'aggregate', 'max-shards': String(SHARDS), 'shards-result': 'success' });
      expectRun(a, 'aggregate', 0, { conclusion: 'success', 'planned-plans': String(PLANS), 'verified-plans': String(PLANS), 'missing-shards': '0' });
      aggregated.push(a.ms);
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    }
    if (gh.violations.length > 0) throw new Error(`fan-out bench: the fake GitHub API saw invalid requests: ${gh.violations.slice(0, 5).join('; ')}`);
    const [n, v, p, a] = [median(floor), median(validate), median(planned), median(aggregated)];
    return [
      `fan-out overhead: ${PLANS} plans, ${SHARDS} shards, dist/index.js against the loopback fake GitHub; medians of ${ROUNDS} interleaved rounds`,
      `  setup (not in the figures): plan job + ${SHARDS} shard jobs on the echo child, ${parallel} at a time: ${(setupMs / 1000).toFixed(1)} s; ${SHARDS} artifacts, ${(artifactBytes / 1024).toFixed(0)} KiB zipped`,
      `  node -e 0              ${n.toFixed(0)} ms`,
      `  mode: validate         ${v.toFixed(0)} ms  (baseline: the one-job gate over the same ${PLANS} plans)`,
      `  mode: plan             ${p.toFixed(0)} ms  (${(p - v >= 0 ? '+' : '')}${(p - v).toFixed(0)} ms over validate)`,
      `  mode: aggregate        ${a.toFixed(0)} ms  (${(a - v >= 0 ? '+' : '')}${(a - v).toFixed(0)} ms over validate; ${SHARDS} downloads, ${PLANS} reports verified, success)`,
      `  fan-out overhead (plan + aggregate) ${((p + a) / 1000).toFixed(2)} s = ${((p + a) / v).toFixed(2)}× one validate run`,
    ];
  } finally {
    await gh.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    rmSync(join(event, '..'), { recursive: true, force: true });
  }
}
