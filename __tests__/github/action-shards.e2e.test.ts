/**
 * Scaling out (docs/action.md "Scaling out"): the three modes through the built action against
 * the fake GitHub, artifact endpoints included — `plan` outputs the matrix, each shard job runs
 * `execute` with its matrix entry on the reference engine (a real child per plan) and its report
 * directory is zipped as upload-artifact would, and `aggregate` downloads every shard's artifact
 * through the API and posts the one gating check. Attacks: a failing shard, a shard that never
 * uploads, and tampered artifacts (a plan not planned, a changed fingerprint, `../` entry names);
 * a forged matrix entry in a shard job.
 *
 * Engines: the 50-plan test and the forged-entry test run their shard jobs on the echo stand-in
 * (their subject is planning, balancing, refusal and the aggregate, not pages: 50 reference
 * engines cost ~50 CPU-seconds of jsdom); the describe block's shard jobs (3 plans, 2 shards)
 * keep the reference engine, so a real page run through every shard of a matrix still backs each
 * aggregate test.
 * @needs-bundle engine
 * @needs-child-process fake children, node
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { startFixtureServer, type FixtureServer } from '../../src/benchmark/fixture-server.js';
import type { Shard } from '../../src/github/gate/shard-plan.js';
import { BASE_SHA, FakeGitHub, WRITE_TOKEN, type FakeComment } from './helpers/fake-github.js';
import { runAction, type ActionRun } from '../helpers/action-env.js';
import { NODE_ECHO, shEchoChild } from '../helpers/sh-echo.js';
import { eventFile, HEAD, openPullRequest, planLabelFor, PR, runGate, type GateRun, useFakeGitHub } from './helpers/scenario.js';
import { LABEL_KINDS } from '../../src/plan/label-kinds.js';

let gh: FakeGitHub;
// One page server for the file: the plans' bytes (and so their fingerprints) name its origin, so
// shard reports made once stay valid for every test that aggregates them.
let pages: FixtureServer;
beforeAll(async () => {
  pages = await startFixtureServer();
});
afterAll(async () => {
  await pages.close();
});
useFakeGitHub((started) => (gh = started));
afterEach(async () => {
  // The download redirect goes to another host: the token must never follow it there.
  expect(gh.blobRequests.filter((r) => r.authorization !== undefined)).toEqual([]);
});

const BASE = { engine: 'reference', 'allow-private-network': 'true' };
/**
 * The echo stand-in (answers every call at once; open_page's title is `Title of <url>`): the
 * Node child for the forged-entry test, its shell twin (helpers/sh-echo.ts, the same replies) for
 * the 50-plan test's ~33 children, where Node start-ups alone would cost ~5 CPU-seconds.
 */
const ON_ECHO = { engine: 'plasmate', 'plasmate-path': NODE_ECHO };
const onShellEcho = async () => ({ engine: 'plasmate', 'plasmate-path': await shEchoChild() });
/** The title the echo stand-in gives the plans' start page, so that their `expect` passes on it. */
const echoTitle = (): string => `Title of ${pages.origin}/start`;
/** A shard job of ~17 plans runs ~17 children one after another; the machine is shared. */
const SHARD_JOB_TIMEOUT_MS = 300_000;

/** An approved-able read-only plan: open_page (title checked) plus `reads` get_cookies steps. */
function readPlan(i: number, reads: number, title = 'Workflow start'): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: `shard plan ${i}`,
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` }, expect: { json_pointer: '/title', equals: title } },
      ...Array.from({ length: reads }, (_, k) => ({ id: `cookies-${k}`, tool: 'get_cookies' })),
    ],
  }, null, 2));
}

/** PR #7 with `plans` (all approved to run by maint) and extra unapproved or invalid ones. */
function arrange(plans: Record<string, Buffer>, unapproved: Record<string, Buffer> = {}): void {
  openPullRequest(gh, { ...plans, ...unapproved });
  for (const bytes of Object.values(plans)) gh.applyLabel(PR, planLabelFor(bytes), { login: 'maint' });
}

async function planJob(maxShards: number): Promise<Shard[]> {
  const run = await runGate(gh, { inputs: { mode: 'plan', 'max-shards': String(maxShards) } });
  expect(run.code).toBe(0);
  const matrix = JSON.parse(run.outputs.matrix!) as { shard: Shard[] };
  expect(Number(run.outputs['shard-count'])).toBe(matrix.shard.length);
  return matrix.shard;
}

/** A shard job: runGate's runner environment, with room for a child per plan on a busy machine. */
async function shardJob(shard: Shard, engine: Record<string, string> = BASE): Promise<ActionRun> {
  return runAction({ ...BASE, ...engine, mode: 'execute', 'github-token': WRITE_TOKEN, shard: JSON.stringify(shard) }, {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: await eventFile('pull_request.synchronize'),
    GITHUB_REPOSITORY: gh.fullName(),
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '42',
  }, SHARD_JOB_TIMEOUT_MS);
}

/** The shard's report directory as upload-artifact zips it (files at the root). */
async function zipReports(run: ActionRun): Promise<Record<string, Uint8Array>> {
  const dir = join(run.dir, 'reports');
  const files: Record<string, Uint8Array> = {};
  for (const name of await readdir(dir)) files[name] = await readFile(join(dir, name));
  return files;
}

async function aggregateJob(maxShards: number, inputs: Record<string, string> = {}): Promise<GateRun> {
  return runGate(gh, { inputs: { mode: 'aggregate', 'max-shards': String(maxShards), ...inputs } });
}

test('50 plans in 3 shards: a failing shard and a shard that never uploads fail the one check; the shard jobs post none', async () => {
  const plans: Record<string, Buffer> = {};
  for (let i = 0; i < 50; i++) plans[`plans/p${String(i).padStart(2, '0')}.json`] = readPlan(i, i % 4, i === 17 ? 'Not the start page' : echoTitle());
  const invalid = { 'plans/broken.json': Buffer.from('{"schema": "plasmate.agent-workflow.v1", "name": "x"}') };
  const unapproved = { 'plans/waiting.json': readPlan(99, 1, echoTitle()) };
  arrange(plans, { ...invalid, ...unapproved });

  const shards = await planJob(3);
  expect(shards).toHaveLength(3);
  expect(shards.map((s) => s.shard)).toEqual([0, 1, 2]);
  const sharded = shards.flatMap((s) => s.plans.map((p) => p.path)).sort();
  expect(sharded).toEqual(Object.keys(plans).sort()); // invalid and unapproved plans are not sharded
  // Balanced by step count: 50 plans of 1-4 steps (123 in all) split within one plan's weight.
  const steps = shards.map((s) => s.steps);
  expect(steps.reduce((a, b) => a + b)).toBe(123);
  expect(Math.max(...steps) - Math.min(...steps)).toBeLessThanOrEqual(4);
  expect(gh.checkRuns).toEqual([]);

  const failing = shards.find((s) => s.plans.some((p) => p.path === 'plans/p17.json'))!;
  const silent = shards.find((s) => s !== failing)!; // never uploads: cancelled before its upload step
  // The shard jobs of one workflow run side by side, as the matrix's jobs do.
  const ran = shards.filter((s) => s !== silent);
  const echo = await onShellEcho();
  const runs = await Promise.all(ran.map((shard) => shardJob(shard, echo)));
  for (const [index, shard] of ran.entries()) {
    const run = runs[index]!;
    expect(run.outputs['artifact-name']).toBe(`plasmate-shard-${shard.shard}`);
    expect(Number(run.outputs['executed-plans'])).toBe(shard.plans.length);
    if (shard === failing) {
      expect(run.code).toBe(1);
      expect(run.outputs).toMatchObject({ conclusion: 'failure', 'failed-executions': '1' });
    } else {
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ conclusion: 'success', 'failed-executions': '0' });
    }
    gh.addArtifact(run.outputs['artifact-name']!, zipSync(await zipReports(run)));
  }
  expect(gh.checkRuns).toEqual([]); // shard jobs post no check run

  const agg = await aggregateJob(3, { 'shards-result': 'failure' });
  expect(agg.code).toBe(1);
  expect(agg.outputs).toMatchObject({ conclusion: 'failure', 'planned-plans': '50', 'missing-shards': '1' });
  expect(Number(agg.outputs['verified-plans'])).toBe(50 - silent.plans.length - 1);
  expect(gh.checkRuns).toHaveLength(1);
  const check = gh.checkRuns[0]!;
  expect(check).toMatchObject({ name: 'plasmate plans', head_sha: HEAD, conclusion: 'failure' });
  expect(check.output.summary).toContain(`| ${silent.shard} | ${silent.plans.length} | \`plasmate-shard-${silent.shard}\` | ❌ no artifact`);
  expect(check.output.summary).toContain('not verified: ran in a shard and failed');
  expect(check.output.summary).toContain('plans/broken.json');
  expect(check.output.summary).toContain('plans/waiting.json');
  // The invalid plan's problems are annotations of the one check.
  expect(check.annotations.some((a) => a.path === 'plans/broken.json')).toBe(true);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts').length).toBeGreaterThan(0);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}')).toHaveLength(2);
}, 600_000);

describe('with every shard run and uploaded', () => {
  /**
   * Three plans in two shards (q2 alone; q1 and q0 together): each shard job runs the reference
   * engine, one of them twice in a row, for three jsdom start-ups; many plans and many shards are
   * the 50-plan test's (on the echo stand-in).
   */
  const PLANS = 3;
  const SHARDS = 2;
  const plans = (): Record<string, Buffer> => Object.fromEntries(Array.from({ length: PLANS }, (_, i) => [`plans/q${i}.json`, readPlan(i, i)]));
  let uploads: Map<number, Record<string, Uint8Array>>;
  let shards: Shard[];
  /** The shard jobs' reports, made once for the file (the first test that needs them runs the jobs). */
  let shardReports: Promise<{ shards: Shard[]; uploads: Map<number, Record<string, Uint8Array>>; records: FakeComment[] }> | undefined;

  /** This test's pull request with the plans approved, and every shard's reports (run once, then copied). */
  async function runAll(): Promise<void> {
    arrange(plans());
    const first = shardReports === undefined;
    shardReports ??= (async () => {
      const planned = await planJob(SHARDS);
      expect(planned.map((s) => s.plans.length).sort()).toEqual([1, 2]);
      const runs = await Promise.all(planned.map((shard) => shardJob(shard)));
      const made = new Map<number, Record<string, Uint8Array>>();
      for (const [index, run] of runs.entries()) {
        expect(run.code).toBe(0);
        made.set(planned[index]!.shard, await zipReports(run));
      }
      // The execution records the shard jobs wrote (one record comment per job, none as labels), replayed on each later test's fake.
      expect((gh.issueLabels.get(PR) ?? []).filter((l) => l.startsWith(LABEL_KINDS.executionRecord.prefix))).toEqual([]);
      const records = (gh.comments.get(PR) ?? []).map((c) => ({ ...c, user: { ...c.user } }));
      expect(records).toHaveLength(planned.length);
      return { shards: planned, uploads: made, records };
    })();
    const reports = await shardReports;
    if (!first) gh.comments.set(PR, reports.records.map((c) => ({ ...c, user: { ...c.user } })));
    shards = reports.shards;
    uploads = new Map([...reports.uploads].map(([index, files]) => [index, { ...files }]));
  }

  function upload(except: number | null = null, patch?: (files: Record<string, Uint8Array>) => Uint8Array): void {
    for (const [index, files] of uploads) {
      gh.addArtifact(`plasmate-shard-${index}`, index === except && patch !== undefined ? patch({ ...files }) : zipSync(files));
    }
  }

  function manifestOf(files: Record<string, Uint8Array>): { plans: { path: string; fingerprint: string; report: string | null }[] } {
    return JSON.parse(new TextDecoder().decode(files['shard.json']!));
  }

  test('the aggregate concludes success only when every planned plan is verified, and shows each plan\'s changes against its base', async () => {
    await runAll();
    // q1's base version has one get_cookies step fewer: the check that gates the merge shows it, as validate's does.
    gh.contents.set(`${BASE_SHA}:plans/q1.json`, readPlan(1, 0));
    upload();
    const agg = await aggregateJob(SHARDS, { 'shards-result': 'success' });
    expect(agg.code).toBe(0);
    expect(agg.outputs).toMatchObject({ conclusion: 'success', 'planned-plans': String(PLANS), 'verified-plans': String(PLANS), 'missing-shards': '0' });
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'success' });
    const summary = gh.checkRuns[0]!.output.summary!;
    expect(summary).toContain('**Changes against the base branch**');
    expect(summary).toContain('1 step added, 0 steps removed, 0 steps changed.');
  }, 300_000);

  test('a shard that never uploaded fails the check, whatever the workflow passes as the shards\' result', async () => {
    await runAll();
    const [missing] = shards;
    uploads.delete(missing!.shard);
    upload();
    const agg = await aggregateJob(SHARDS, { 'shards-result': 'success' });
    expect(agg.code).toBe(1);
    expect(agg.outputs).toMatchObject({ conclusion: 'failure', 'missing-shards': '1', 'verified-plans': String(PLANS - missing!.plans.length) });
    expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
  }, 300_000);

  test('a report for a plan not in the planned set fails the check', async () => {
    await runAll();
    upload(0, (files) => {
      const m = manifestOf(files);
      m.plans.push({ ...m.plans[0]!, path: 'plans/not-planned.json' });
      return zipSync({ ...files, 'shard.json': strToU8(JSON.stringify(m)) });
    });
    const agg = await aggregateJob(SHARDS);
    expect(agg.code).toBe(1);
    expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
    expect(gh.checkRuns[0]!.output.summary).toContain('it reports a plan not planned for this shard');
    expect(gh.checkRuns[0]!.output.summary).not.toContain('not-planned.json'); // artifact text stays out of the check
  }, 300_000);

  test('a report with a changed fingerprint fails the check', async () => {
    await runAll();
    upload(1, (files) => {
      const m = manifestOf(files);
      const name = m.plans[0]!.report!;
      const report = JSON.parse(new TextDecoder().decode(files[name]!));
      report.plan_fingerprint = 'f'.repeat(64);
      return zipSync({ ...files, [name]: strToU8(JSON.stringify(report)) });
    });
    const agg = await aggregateJob(SHARDS);
    expect(agg.code).toBe(1);
    expect(agg.outputs).toMatchObject({ conclusion: 'failure', 'verified-plans': String(PLANS - 1) });
    expect(gh.checkRuns[0]!.output.summary).toContain('not verified: its report is for another content (fingerprint differs)');
  }, 300_000);

  test('a zip with ../ entry names is refused whole', async () => {
    await runAll();
    upload(1, (files) => zipSync({ ...files, '../../escape.json': strToU8('{}') }));
    const agg = await aggregateJob(SHARDS);
    expect(agg.code).toBe(1);
    expect(agg.outputs).toMatchObject({ conclusion: 'failure', 'missing-shards': '1' });
    expect(gh.checkRuns[0]!.output.summary).toContain('artifact rejected: it has an entry with an unsafe name');
  }, 300_000);

  test('a shard never runs a matrix entry whose fingerprint is not the live content, nor one whose approval is gone', async () => {
    // Echo stand-in: the subject is what the shard refuses to run; the two it runs must succeed on it.
    const bytes = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`plans/q${i}.json`, readPlan(i, i, echoTitle())]));
    arrange(bytes);
    const [first] = await planJob(1);
    const withdrawn = first!.plans[1]!.path;
    gh.removeLabel(PR, planLabelFor(bytes[withdrawn]!), { login: 'maint' });
    const forged: Shard = { ...first!, plans: first!.plans.map((p, i) => (i === 0 ? { ...p, fingerprint: 'a'.repeat(64) } : p)) };
    const run = await shardJob(forged, ON_ECHO);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ 'executed-plans': '2', 'failed-executions': '0' });
    const manifest = JSON.parse(await readFile(join(run.dir, 'reports', 'shard.json'), 'utf8'));
    expect(manifest.plans[0]).toMatchObject({ state: 'not_run', reason: 'its content is not the one planned (fingerprint differs)' });
    expect(manifest.plans[1]).toMatchObject({ path: withdrawn, state: 'not_run', reason: 'not approved to run now (invalid, or an approval is missing or does not count)' });
  }, 300_000);
});
