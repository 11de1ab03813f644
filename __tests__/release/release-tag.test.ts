/**
 * scripts/release-tag.mjs against real temporary git repositories: a bare "origin"
 * and a clone with a package.json, a CHANGELOG.md, a source file and the dist/ file its build
 * generates. Each refusal the release workflow relies on is an attack here: a non-semver tag, a tag
 * off main, a stale dist/, a version that is not package.json's, moving v0 backwards. No network:
 * the remote is a directory.
 *
 * The script's own fetches and pushes are real local transports. What the tests themselves put on
 * the remote (the releases, a v0 placed by hand) is written with `update-ref` into the origin, which
 * borrows the clone's objects (objects/info/alternates): a push costs five git processes, an
 * `update-ref` one.
 * @needs-child-process git, node, sh
 */
import { spawn, spawnSync, type ChildProcessByStdio, type SpawnSyncReturns } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const SCRIPT = join(process.cwd(), 'scripts/release-tag.mjs');
const SCRIPT_RUNS = join(process.cwd(), '__tests__/release/helpers/script-runs.mjs');
// The build of the fixture repository: dist/app.txt is generated from src/app.txt.
const BUILD = "import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';\nmkdirSync('dist', { recursive: true });\nwriteFileSync('dist/app.txt', `built: ${readFileSync('src/app.txt', 'utf8')}`);\n";

let base: string;
let env: NodeJS.ProcessEnv;

function sh(cwd: string, cmd: string, args: string[]): string {
  const run = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}
const git = (cwd: string, ...args: string[]) => sh(cwd, 'git', args);
/**
 * Several git commands in one /bin/sh child (arguments as $1, $2, …): each spawn from the Jest
 * worker forks a big process, so a sequence costs one fork instead of one per command.
 */
const gitSeq = (cwd: string, script: string, ...args: string[]) => sh(cwd, '/bin/sh', ['-ec', script, 'sh', ...args]);
/** The script as its own process, as the release workflow runs it. */
const releaseTag = (cwd: string, ...args: string[]): SpawnSyncReturns<string> => spawnSync(process.execPath, [SCRIPT, ...args], { cwd, env, encoding: 'utf8' });

interface ScriptRun { status: number; stdout: string; stderr: string; children: number }
let runner: { child: ChildProcessByStdio<Writable, Readable, null>; waiting: ((run: ScriptRun) => void)[] } | undefined;

/**
 * The script run in one Node process kept for the file (helpers/script-runs.mjs --serve: a fresh
 * instance of the script per run, in `cwd`, its git and build children real processes; it also
 * counts the children the script started). For the refusals, where the script's checks are the
 * subject: a Node start per run cost more than most runs. The first-release test, the lease test,
 * one malformed tag and one usage error run the script as its own process.
 */
function releaseTagInProcess(cwd: string, ...args: string[]): Promise<ScriptRun> {
  if (runner === undefined) {
    const child = spawn(process.execPath, [SCRIPT_RUNS, SCRIPT, '--serve'], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    const started = { child, waiting: [] as ((run: ScriptRun) => void)[] };
    createInterface({ input: child.stdout }).on('line', (line) => started.waiting.shift()!(JSON.parse(line) as ScriptRun));
    runner = started;
  }
  const { child, waiting } = runner;
  return new Promise((resolve) => {
    waiting.push(resolve);
    child.stdin.write(`${JSON.stringify({ cwd, args })}\n`);
  });
}
afterAll(async () => {
  if (runner === undefined) return;
  runner.child.stdin.end();
  if (runner.child.exitCode === null) await once(runner.child, 'close');
});
const remoteTag = (origin: string, tag: string) => git(origin, 'rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`);

interface Repo {
  origin: string;
  work: string;
}

/** A fresh origin and clone with nothing released yet. */
function newRepo(): Repo {
  const dir = mkdtempSync(join(base, 'repo-'));
  const origin = join(dir, 'origin.git');
  const work = join(dir, 'work');
  // The origin's own housekeeping too (git drops GIT_CONFIG_* for the local transport's children);
  // the origin borrows the clone's objects, so a commit of the clone can be published by update-ref.
  gitSeq(dir, 'git init --quiet --bare --initial-branch=main "$1"; git --git-dir="$1" config gc.auto 0; git --git-dir="$1" config receive.autoGc false; git clone --quiet "$1" "$2"; echo "$2/.git/objects" >"$1/objects/info/alternates"', origin, work);
  mkdirSync(join(work, 'scripts'));
  mkdirSync(join(work, 'src'));
  writeFileSync(join(work, 'scripts/build.mjs'), BUILD);
  writeFileSync(join(work, '.gitignore'), 'notes.md\n');
  return { origin, work };
}

/**
 * What a push of `refs` (name → commit, set or moved) would leave on the remote: the origin's refs
 * updated in one `update-ref --stdin` (the objects are the clone's). Shell text for gitSeq; ORIGIN
 * is the origin's directory. The script under test fetches main itself (every check here passes
 * --remote), so the clone's remote-tracking refs need not follow.
 */
const PUBLISH = (format: string, ...args: string[]) => `printf '${format}' ${args.join(' ')} | git --git-dir="$ORIGIN" update-ref --stdin`;

/** The v0 tag placed by hand at `commit`, in the clone and on the remote (what a past `move` left). */
function placeV0(repo: Repo, commit: string): void {
  gitSeq(repo.work, `ORIGIN="$2"; git tag --force v0 "$1"; ${PUBLISH('update refs/tags/v0 %s\\n', '"$1"')}`, commit, repo.origin);
}

/**
 * Commits version `version` (package.json, a CHANGELOG section, a source change and — unless
 * `staleDist` — the dist/ its build makes), tags it v<version> and publishes the branch and the tag.
 */
function commitRelease(repo: Repo, version: string, options: { staleDist?: boolean; packageVersion?: string; changelog?: boolean; branch?: string } = {}): string {
  const { work } = repo;
  if (options.branch !== undefined) git(work, 'checkout', '--quiet', '-B', options.branch);
  writeFileSync(join(work, 'package.json'), `${JSON.stringify({ name: 'fixture', version: options.packageVersion ?? version }, null, 2)}\n`);
  let changelog = '';
  try {
    changelog = readFileSync(join(work, 'CHANGELOG.md'), 'utf8').replace(/^# Changelog\n\n/, '');
  } catch {
    // the first release writes the file
  }
  if (options.changelog !== false) changelog = `## v${version} — 2026-11-30\n\n- Release ${version}.\n\n${changelog}`;
  writeFileSync(join(work, 'CHANGELOG.md'), `# Changelog\n\n${changelog}`);
  writeFileSync(join(work, 'src/app.txt'), `app ${version}\n`);
  // What BUILD makes, written here rather than by a node start per commit (the script under test
  // still runs the real build and compares: a difference would be refused as a stale dist/).
  if (options.staleDist !== true) {
    mkdirSync(join(work, 'dist'), { recursive: true });
    writeFileSync(join(work, 'dist/app.txt'), `built: app ${version}\n`);
  }
  const back = options.branch !== undefined ? 'git checkout --quiet main' : ':';
  return gitSeq(
    work,
    `ORIGIN="$3"; git add --all; git commit --quiet -m "release $1"; sha=$(git rev-parse HEAD); git tag "v$1" "$sha"; ` +
      `${PUBLISH('update refs/heads/%s %s\\nupdate refs/tags/v%s %s\\n', '"$2"', '"$sha"', '"$1"', '"$sha"')}; echo "$sha"; ${back}`,
    version, options.branch ?? 'main', repo.origin,
  );
}

let template: { dir: string; first: string } | undefined;

/**
 * A copy of one repository with v0.1.0 released (origin and clone, built once per file: a git
 * repository per test cost seconds each). The copy's clone is pointed at the copy's own origin.
 */
function releasedRepo(): { repo: Repo; first: string } {
  if (template === undefined) {
    const repo = newRepo();
    template = { dir: dirname(repo.work), first: commitRelease(repo, '0.1.0') };
  }
  const dir = mkdtempSync(join(base, 'copy-'));
  cpSync(template.dir, dir, { recursive: true });
  const repo = { origin: join(dir, 'origin.git'), work: join(dir, 'work') };
  // Point the copy's clone at the copy's origin (the file edit `git remote set-url` would make).
  const config = join(repo.work, '.git/config');
  const url = `url = ${join(template.dir, 'origin.git')}\n`;
  const text = readFileSync(config, 'utf8');
  if (!text.includes(url)) throw new Error(`${config} does not name the template's origin`);
  writeFileSync(config, text.replace(url, `url = ${repo.origin}\n`));
  // And the copy's origin at the copy's clone's objects.
  writeFileSync(join(repo.origin, 'objects/info/alternates'), `${join(repo.work, '.git/objects')}\n`);
  return { repo, first: template.first };
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'release-tag-'));
  env = {
    PATH: process.env.PATH,
    HOME: base,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Release Test',
    GIT_AUTHOR_EMAIL: 'release@example.test',
    GIT_COMMITTER_NAME: 'Release Test',
    GIT_COMMITTER_EMAIL: 'release@example.test',
    // No housekeeping children: every push and fetch would otherwise start `git gc --auto` or
    // `git maintenance run --auto` (a third of this file's git processes, none of them the subject).
    GIT_CONFIG_COUNT: '3',
    GIT_CONFIG_KEY_0: 'gc.auto',
    GIT_CONFIG_VALUE_0: '0',
    GIT_CONFIG_KEY_1: 'maintenance.auto',
    GIT_CONFIG_VALUE_1: 'false',
    GIT_CONFIG_KEY_2: 'receive.autoGc',
    GIT_CONFIG_VALUE_2: 'false',
  };
});

test('first release, then the next: check passes, move points v0 at the release on the remote, notes come from the CHANGELOG', () => {
  const { repo, first } = releasedRepo();
  const check = releaseTag(repo.work, 'check', 'v0.1.0', '--remote', 'origin', '--notes', 'notes.md');
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  expect(check.stdout).toBe(`v0.1.0 (${first}) can be released: v0 would move to it (first release)\n`);
  expect(readFileSync(join(repo.work, 'notes.md'), 'utf8')).toBe('- Release 0.1.0.\n');
  const move = releaseTag(repo.work, 'move', 'v0.1.0', '--remote', 'origin');
  expect(move.status).toBe(0);
  expect(move.stdout).toBe(`v0 now points at v0.1.0 (${first}), pushed to origin\n`);
  expect(remoteTag(repo.origin, 'v0')).toBe(first);

  const second = commitRelease(repo, '0.2.0');
  const moved = releaseTag(repo.work, 'move', 'v0.2.0', '--remote', 'origin', '--notes', 'notes.md');
  expect(moved.status).toBe(0);
  expect(remoteTag(repo.origin, 'v0')).toBe(second);
  expect(readFileSync(join(repo.work, 'notes.md'), 'utf8')).toBe('- Release 0.2.0.\n');
  // Running the move again (a re-run of the workflow) changes nothing.
  const again = releaseTag(repo.work, 'move', 'v0.2.0', '--remote', 'origin');
  expect(again.status).toBe(0);
  expect(again.stdout).toBe(`v0 already points at v0.2.0 (${second}); nothing to move\n`);
});

const MALFORMED_TAGS = ['v0.2', '0.2.0', 'v0.2.0-rc.1', 'v0.2.0+build.5', 'v00.2.0', 'v0.02.0', 'v0.2.0\n', 'v0.2.0;touch pwned', 'V0.2.0', 'v1234567890.0.0'];
const USAGE_ERRORS = [[], ['check'], ['tag', 'v0.1.0'], ['check', 'v0.1.0', 'extra'], ['check', 'v0.1.0', '--bogus']];
let earlyRuns: Promise<ScriptRun[]> | undefined;

/**
 * Every malformed tag's `move` and every usage error, in one released repository through the kept
 * Node process (releaseTagInProcess): these refusals come before any git call. One run of each
 * kind is also made as its own process below.
 */
function earlyRun(args: string[]): Promise<ScriptRun> {
  earlyRuns ??= (async () => {
    const { repo } = releasedRepo();
    const runs = [...MALFORMED_TAGS.map((tag) => ['move', tag, '--main-ref', 'main']), ...USAGE_ERRORS];
    const results: ScriptRun[] = [];
    for (const run of runs) results.push(await releaseTagInProcess(repo.work, ...run));
    return results;
  })();
  const i = MALFORMED_TAGS.length + USAGE_ERRORS.findIndex((u) => JSON.stringify(u) === JSON.stringify(args));
  return earlyRuns.then((runs) => runs[args[0] === 'move' ? MALFORMED_TAGS.indexOf(args[1]!) : i]!);
}
const malformedRefusal = (tag: string) => `release-tag: refused: ${JSON.stringify(tag)} is not a release tag (vMAJOR.MINOR.PATCH, e.g. v0.3.1; no pre-release or build part)\n`;

test.each(MALFORMED_TAGS.map((tag) => [tag]))(
  'a non-semver release tag %j is refused before anything else',
  async (tag) => {
    const run = await earlyRun(['move', tag, '--main-ref', 'main']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(malformedRefusal(tag));
    expect(run.stdout).toBe('');
    // Not one child process: no git call, no build, so no tag can have moved.
    expect(run.children).toBe(0);
  },
);

test('a malformed tag refused by the script as its own process: exit 1, and no v0 tag', () => {
  const { repo } = releasedRepo();
  const tag = 'v0.2.0;touch pwned';
  const run = releaseTag(repo.work, 'move', tag, '--main-ref', 'main');
  expect(run.status).toBe(1);
  expect(run.stderr).toBe(malformedRefusal(tag));
  expect(spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/tags/v0'], { cwd: repo.work, env }).status).not.toBe(0);
});

test('a tag that is not on main\'s history is refused, and v0 stays', async () => {
  const { repo, first } = releasedRepo();
  placeV0(repo, first);
  const side = commitRelease(repo, '0.2.0', { branch: 'side' });
  git(repo.work, 'checkout', '--quiet', 'v0.2.0');
  const run = await releaseTagInProcess(repo.work, 'move', 'v0.2.0', '--remote', 'origin');
  expect(run.status).toBe(1);
  expect(run.stderr).toBe(`release-tag: refused: v0.2.0 (${side}) is not on the history of refs/remotes/origin/main (${first}); releases are cut from main\n`);
  expect(remoteTag(repo.origin, 'v0')).toBe(first);
});

test('a dist/ that is not what the build makes is refused by check and by move; --dist-verified must name this very commit', async () => {
  const { repo } = releasedRepo();
  const stale = commitRelease(repo, '0.2.0', { staleDist: true });
  for (const mode of ['check', 'move']) {
    const run = await releaseTagInProcess(repo.work, mode, 'v0.2.0', '--remote', 'origin');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^release-tag: refused: dist\/ is not current at v0\.2\.0: the build changes dist\/app\.txt \(run npm run build and commit\)\n$/m);
    git(repo.work, 'checkout', '--quiet', '--', 'dist');
  }
  expect(spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/tags/v0'], { cwd: repo.origin, env }).status).not.toBe(0);
  const other = git(repo.work, 'rev-parse', 'v0.1.0');
  const wrong = await releaseTagInProcess(repo.work, 'move', 'v0.2.0', '--remote', 'origin', '--dist-verified', other);
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toBe(`release-tag: refused: dist/ was verified for ${other}, not for v0.2.0 (${stale})\n`);
  expect((await releaseTagInProcess(repo.work, 'move', 'v0.2.0', '--dist-verified', 'HEAD')).status).toBe(2);
  expect((await releaseTagInProcess(repo.work, 'check', 'v0.2.0', '--dist-verified', stale)).status).toBe(2);
});

test('a version that differs from package.json\'s is refused', async () => {
  const { repo } = releasedRepo();
  commitRelease(repo, '0.2.0', { packageVersion: '0.1.0' });
  const run = await releaseTagInProcess(repo.work, 'check', 'v0.2.0', '--remote', 'origin');
  expect(run.status).toBe(1);
  expect(run.stderr).toBe('release-tag: refused: package.json at v0.2.0 has version "0.1.0"; the tag needs "0.2.0"\n');
});

test('moving v0 backwards, to an older release than it names, is refused', async () => {
  const { repo, first } = releasedRepo();
  const second = commitRelease(repo, '0.2.0');
  placeV0(repo, second);
  git(repo.work, 'checkout', '--quiet', 'v0.1.0');
  const run = await releaseTagInProcess(repo.work, 'move', 'v0.1.0', '--remote', 'origin');
  expect(run.status).toBe(1);
  expect(run.stderr).toBe('release-tag: refused: v0 points at v0.2.0; moving it to v0.1.0 would move it backwards\n');
  expect(remoteTag(repo.origin, 'v0')).toBe(second);
  expect(first).not.toBe(second);
});

test('v0 on a commit no release tag names, or off the new release\'s history, is refused', async () => {
  const { repo, first } = releasedRepo();
  // Someone moved v0 by hand to an untagged commit of main.
  writeFileSync(join(repo.work, 'README'), 'x\n');
  const untagged = gitSeq(repo.work, `ORIGIN="$1"; git add README; git commit --quiet -m untagged; sha=$(git rev-parse HEAD); git tag v0 "$sha"; ${PUBLISH('update refs/heads/main %s\\nupdate refs/tags/v0 %s\\n', '"$sha"', '"$sha"')}; echo "$sha"`, repo.origin);
  commitRelease(repo, '0.2.0');
  const run = await releaseTagInProcess(repo.work, 'move', 'v0.2.0', '--remote', 'origin');
  // The untagged commit is an ancestor but names no release: refused rather than guessed.
  expect(run.status).toBe(1);
  expect(run.stderr).toBe(`release-tag: refused: v0 points at ${untagged}, which no v0.x.y release tag names; move it by hand after checking why\n`);

  // v0 at a release on a branch that v0.3.0 does not contain (e.g. a hotfix branch): refused too.
  const { repo: repo2 } = releasedRepo();
  const hotfix = commitRelease(repo2, '0.2.0', { branch: 'hotfix' });
  placeV0(repo2, hotfix);
  commitRelease(repo2, '0.3.0');
  const off = await releaseTagInProcess(repo2.work, 'move', 'v0.3.0', '--remote', 'origin');
  expect(off.status).toBe(1);
  expect(off.stderr).toBe(`release-tag: refused: v0 points at v0.2.0 (${hotfix}), which is not on v0.3.0's history; moving it would drop that release\n`);
  expect(remoteTag(repo2.origin, 'v0')).toBe(hotfix);
  expect(first).toMatch(/^[0-9a-f]{40}$/);
});

test('the checked-out tree must be the tag, unmodified, with a CHANGELOG section', async () => {
  const { repo, first } = releasedRepo();
  const second = commitRelease(repo, '0.2.0', { changelog: false });
  const noNotes = await releaseTagInProcess(repo.work, 'check', 'v0.2.0', '--remote', 'origin');
  expect(noNotes.status).toBe(1);
  expect(noNotes.stderr).toBe('release-tag: refused: CHANGELOG.md at v0.2.0 has no "## v0.2.0" section with the release notes\n');
  const elsewhere = await releaseTagInProcess(repo.work, 'check', 'v0.1.0', '--remote', 'origin');
  expect(elsewhere.status).toBe(1);
  expect(elsewhere.stderr).toBe(`release-tag: refused: the checked-out commit ${second} is not v0.1.0 (${first}); check out the tag\n`);
  git(repo.work, 'checkout', '--quiet', 'v0.1.0');
  writeFileSync(join(repo.work, 'src/app.txt'), 'edited\n');
  const dirty = await releaseTagInProcess(repo.work, 'check', 'v0.1.0', '--remote', 'origin');
  expect(dirty.status).toBe(1);
  expect(dirty.stderr).toBe('release-tag: refused: tracked files differ from v0.1.0: src/app.txt\n');
  expect((await releaseTagInProcess(repo.work, 'check', 'v9.9.9', '--remote', 'origin')).stderr).toBe('release-tag: refused: there is no tag v9.9.9 (push the release tag first)\n');
});

test('usage errors exit 2, before any git call', async () => {
  for (const args of USAGE_ERRORS) {
    const run = await earlyRun(args);
    expect([args, run.status, run.children]).toEqual([args, 2, 0]);
    expect(run.stderr).toMatch(/^release-tag: /);
  }
  // And as its own process (what the workflow sees).
  expect(releaseTag(base).status).toBe(2);
});

test('the push carries a lease: if the remote v0 moves between the checks and the push, the move fails instead of overwriting it', () => {
  const { repo, first } = releasedRepo();
  placeV0(repo, first);
  const second = commitRelease(repo, '0.2.0');
  // A rival release lands on the remote at the moment the local v0 is updated (after the fetch and
  // every check, before the push): git's reference-transaction hook runs exactly then.
  const rival = commitRelease(repo, '0.3.0');
  git(repo.work, 'checkout', '--quiet', 'v0.2.0');
  const hooks = join(repo.work, '.git/hooks');
  writeFileSync(
    join(hooks, 'reference-transaction'),
    '#!/bin/sh\n[ "$1" = committed ] || exit 0\nwhile read old new ref; do\n' +
      '  if [ "$ref" = refs/tags/v0 ] && [ "$new" = "$TARGET" ] && [ ! -e "$MARK" ]; then\n' +
      '    touch "$MARK"; env -u GIT_DIR -u GIT_INDEX_FILE git --git-dir="$ORIGIN" update-ref refs/tags/v0 "$RIVAL"\n' +
      '  fi\ndone\n',
    { mode: 0o755 },
  );
  const hookEnv = { TARGET: second, RIVAL: rival, MARK: join(repo.work, '.git/rival-moved'), ORIGIN: repo.origin };
  const run = spawnSync(process.execPath, [SCRIPT, 'move', 'v0.2.0', '--remote', 'origin'], { cwd: repo.work, env: { ...env, ...hookEnv }, encoding: 'utf8' });
  expect(readFileSync(hookEnv.MARK, 'utf8')).toBe('');
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/stale info/);
  expect(remoteTag(repo.origin, 'v0')).toBe(rival);
  expect(first).not.toBe(rival);
});
