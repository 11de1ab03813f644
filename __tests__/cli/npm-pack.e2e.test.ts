/**
 * README's "Install the CLI" holds: the project packs (`npm pack`), the tarball installs into a
 * fresh project with no network (`--offline`: the package ships its bundles and has no runtime
 * dependency to fetch, and its postinstall has nothing to patch there), and `npx plasmate-action`
 * then runs: `--version`, `check` of a valid and of a broken plan, and the bundled engine started
 * as the supervised child (`agent-run --check-schemas`). The tarball carries the bundles, not the sources or the dev patches.
 * @needs-bundle cli action engine
 * @needs-child-process npm (pack, install, npx), git (the README's pinned commit)
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TOOL_VERSION } from '../../src/contract/version.js';

const run = promisify(execFile);
/** Packing and installing ~20 MB of bundles, on a loaded machine. */
const NPM_TIMEOUT_MS = 120_000;

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

async function sh(cmd: string, args: string[], cwd: string): Promise<Result> {
  // No network: npm's own registry access is off for every command (`--offline`).
  const env = { PATH: process.env.PATH, HOME: cwd, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
  try {
    const { stdout, stderr } = await run(cmd, args, { cwd, env, timeout: NPM_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

let project: string;
let files: string[];

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'npm-pack-'));
  const packed = await sh('npm', ['pack', '--json', '--pack-destination', dir, process.cwd()], dir);
  expect(packed.code).toBe(0);
  const [info] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  files = info.files.map((f) => f.path);
  project = join(dir, 'consumer');
  await sh('mkdir', [project], dir);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  const installed = await sh('npm', ['install', join(dir, info.filename)], project);
  expect([installed.code, installed.stderr]).toEqual([0, expect.anything()]);
}, 2 * NPM_TIMEOUT_MS);

test('the tarball holds the bundles, action.yml and the schema; not the sources, the tests or the dev patches', () => {
  expect(files).toEqual(expect.arrayContaining(['dist/cli/index.js', 'dist/index.js', 'dist/engine/index.js', 'action.yml', 'package.json', 'README.md']));
  expect(files.filter((f) => /^(src|__tests__|patches|fixtures)\//.test(f) || f.endsWith('.cache'))).toEqual([]);
});

test('installed offline, it brings no dependency of its own', async () => {
  expect((await readdir(join(project, 'node_modules'))).filter((n) => !n.startsWith('.'))).toEqual(['plasmate-agent-workflow-action']);
});

test('npx plasmate-action --version and check', async () => {
  const version = await sh('npx', ['plasmate-action', '--version'], project);
  expect(version).toMatchObject({ code: 0, stdout: `plasmate-action ${TOOL_VERSION}\n` });
  await copyFile(join(process.cwd(), 'fixtures/plans/navigate.json'), join(project, 'navigate.json'));
  await writeFile(join(project, 'broken.json'), '{\n  "schema": "plasmate.agent-workflow.v1",\n  "name": "broken",\n  "steps": [],\n}\n');
  const ok = await sh('npx', ['plasmate-action', 'check', 'navigate.json'], project);
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain('navigate.json');
  const broken = await sh('npx', ['plasmate-action', 'check', 'broken.json'], project);
  expect(broken.code).toBe(1);
  expect(`${broken.stdout}${broken.stderr}`).toMatch(/broken\.json:\d+:\d+/);
}, NPM_TIMEOUT_MS);

test('the installed engine starts as the child: every step checked against its advertised tools', async () => {
  await copyFile(join(process.cwd(), 'fixtures/plans/navigate.json'), join(project, 'schemas.json'));
  const checked = await sh('npx', ['plasmate-action', 'agent-run', '--plan', 'schemas.json', '--check-schemas', '--confirm-step', 'go-destination'], project);
  expect(checked).toMatchObject({ code: 0, stdout: expect.stringContaining("the child's advertised tools accept every step") });
}, NPM_TIMEOUT_MS);

test("README's github: install names a commit whose package installs as this one does", async () => {
  const readme = await readFile(join(process.cwd(), 'README.md'), 'utf8');
  const pins = [...readme.matchAll(/github:plasmate-labs\/plasmate-action#(\S+)/g)].map((m) => m[1]!);
  expect(pins.length).toBeGreaterThan(0);
  for (const sha of pins) {
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    const shown = await sh('git', ['show', `${sha}:package.json`], process.cwd());
    expect([sha, shown.code]).toEqual([sha, 0]);
    // An older commit's package lists runtime dependencies and runs patch-package on install, which a consumer does not have.
    const pkg = JSON.parse(shown.stdout) as { dependencies?: object; scripts?: Record<string, string>; files?: string[] };
    expect([sha, pkg.dependencies, pkg.scripts?.postinstall, Array.isArray(pkg.files)]).toEqual([sha, undefined, 'node scripts/postinstall.mjs', true]);
  }
});
