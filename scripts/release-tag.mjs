#!/usr/bin/env node
// Release checks and the major-version tag move (a release never moves the tag past unchecked code), run by .github/workflows/release.yml
// and usable by hand. Works on the git repository in the current directory; only git and node.
//
//   node scripts/release-tag.mjs check vX.Y.Z [--remote NAME] [--main-ref REF] [--notes FILE]
//   node scripts/release-tag.mjs move  vX.Y.Z [--remote NAME] [--main-ref REF] [--notes FILE] [--dist-verified SHA]
//
// Both refuse (exit 1, one line saying why) unless: the tag is a plain semver release tag
// (vMAJOR.MINOR.PATCH, no pre-release or build part); it names the checked-out commit and the
// tracked files are unmodified; that commit is on main's history; package.json at that commit has
// the same version; CHANGELOG.md at that commit has a "## vX.Y.Z" section (written to --notes FILE
// as the release notes); dist/ and the other generated files are what the build makes of that
// commit (the build is run and must change nothing); and the major tag (v0 for v0.x.y) would not
// move backwards — to an older release than it names now, or off its current commit's history.
// `move` then points the major tag at the commit and, with --remote, pushes it with a lease on the
// value it had, so a concurrent move is refused instead of overwritten. With --remote the checks
// first fetch main and the tags from that remote. --dist-verified SHA skips the rebuild when a
// `check` run (the workflow's read-only job) already proved dist/ current for exactly that commit.
// Usage errors exit 2.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// A release tag: vMAJOR.MINOR.PATCH, numbers without leading zeros (semver 2.0.0 §2), at most nine
// digits each so every part compares exactly as a JavaScript number. Pre-releases never move a major tag.
const RELEASE_TAG = /^v(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})$/;
// What `npm run build` regenerates; .ci/run's "dist is current" step checks the same paths.
const GENERATED_PATHS = ['dist', 'schemas', 'src/benchmark/fixture-corpus.ts', 'src/plan/structure-validator.generated.ts'];
const BUILD_SCRIPT = 'scripts/build.mjs';
const CHANGELOG = 'CHANGELOG.md';
const FULL_SHA = /^[0-9a-f]{40}$/;

const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;

class Refused extends Error {}
class Usage extends Error {}

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The paths `git status --porcelain` lists (the status columns are significant: never trimmed away). */
function statusPaths(args) {
  const out = execFileSync('git', ['status', '--porcelain', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return out.split('\n').filter((l) => l !== '').map((l) => l.slice(3));
}

/** The commit `ref` names, or null when it names none. */
function commitOf(ref) {
  const run = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

function isAncestor(older, newer) {
  const run = spawnSync('git', ['merge-base', '--is-ancestor', older, newer], { encoding: 'utf8' });
  if (run.status === 0) return true;
  if (run.status === 1) return false;
  throw new Error(`git merge-base failed: ${run.stderr.trim()}`);
}

/** [major, minor, patch] of a release tag, or null. */
function parseTag(tag) {
  const m = RELEASE_TAG.exec(tag);
  return m === null ? null : [Number(m[1]), Number(m[2]), Number(m[3])];
}

function compareVersions(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The text of `path` at `commit`, or null when the commit has no such file. */
function fileAt(commit, path) {
  const run = spawnSync('git', ['show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return run.status === 0 ? run.stdout : null;
}

/** The body of CHANGELOG.md's "## vX.Y.Z" section (up to the next "## " heading), trimmed. */
function changelogSection(changelog, tag) {
  const lines = changelog.split('\n');
  const heading = new RegExp(`^## ${tag.replace(/\./g, '\\.')}(?:\\s|$)`);
  const start = lines.findIndex((l) => heading.test(l));
  if (start === -1) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => l.startsWith('## '));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
}

function verify({ tag, mainRef, distVerified, notes }) {
  const version = parseTag(tag);
  if (version === null) throw new Refused(`${JSON.stringify(tag)} is not a release tag (vMAJOR.MINOR.PATCH, e.g. v0.3.1; no pre-release or build part)`);
  const commit = commitOf(`refs/tags/${tag}`);
  if (commit === null) throw new Refused(`there is no tag ${tag} (push the release tag first)`);
  const head = commitOf('HEAD');
  if (head !== commit) throw new Refused(`the checked-out commit ${head ?? '(none)'} is not ${tag} (${commit}); check out the tag`);
  const dirty = statusPaths(['--untracked-files=no']);
  if (dirty.length > 0) throw new Refused(`tracked files differ from ${tag}: ${dirty.join(', ')}`);

  const main = commitOf(mainRef);
  if (main === null) throw new Refused(`${mainRef} names no commit (fetch main, or pass --main-ref)`);
  if (!isAncestor(commit, main)) throw new Refused(`${tag} (${commit}) is not on the history of ${mainRef} (${main}); releases are cut from main`);

  const packageJson = fileAt(commit, 'package.json');
  let packageVersion;
  try {
    packageVersion = JSON.parse(packageJson ?? 'null')?.version;
  } catch {
    packageVersion = undefined;
  }
  if (`v${packageVersion}` !== tag) throw new Refused(`package.json at ${tag} has version ${JSON.stringify(packageVersion ?? null)}; the tag needs ${JSON.stringify(tag.slice(1))}`);

  const section = changelogSection(fileAt(commit, CHANGELOG) ?? '', tag);
  if (section === null || section === '') throw new Refused(`${CHANGELOG} at ${tag} has no "## ${tag}" section with the release notes`);

  if (distVerified !== undefined) {
    if (!FULL_SHA.test(distVerified)) throw new Usage('--dist-verified takes the full 40-character commit the check ran on');
    if (distVerified !== commit) throw new Refused(`dist/ was verified for ${distVerified}, not for ${tag} (${commit})`);
  } else {
    const build = spawnSync(process.execPath, [BUILD_SCRIPT], { stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Refused(`the build (${BUILD_SCRIPT}) failed at ${tag}`);
    const changed = statusPaths(['--untracked-files=all', '--', ...GENERATED_PATHS]);
    if (changed.length > 0) throw new Refused(`dist/ is not current at ${tag}: the build changes ${changed.join(', ')} (run npm run build and commit)`);
  }

  const major = `v${version[0]}`;
  const current = commitOf(`refs/tags/${major}`);
  if (current !== null && current !== commit) {
    const named = git(['tag', '--points-at', current]).split('\n').map((t) => [t, parseTag(t)]).filter(([, v]) => v !== null && v[0] === version[0]);
    if (named.length === 0) throw new Refused(`${major} points at ${current}, which no ${major}.x.y release tag names; move it by hand after checking why`);
    const [newest, newestVersion] = named.sort(([, a], [, b]) => compareVersions(b, a))[0];
    if (compareVersions(version, newestVersion) <= 0) throw new Refused(`${major} points at ${newest}; moving it to ${tag} would move it backwards`);
    if (!isAncestor(current, commit)) throw new Refused(`${major} points at ${newest} (${current}), which is not on ${tag}'s history; moving it would drop that release`);
  }
  if (notes !== undefined) writeFileSync(notes, `${section}\n`);
  return { commit, major, current };
}

function fetchFrom(remote) {
  git(['fetch', '--quiet', '--force', '--no-tags', remote, `+refs/heads/main:refs/remotes/${remote}/main`, '+refs/tags/*:refs/tags/*']);
}

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      remote: { type: 'string' },
      'main-ref': { type: 'string' },
      notes: { type: 'string' },
      'dist-verified': { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  const [mode, tag, ...extra] = positionals;
  if (!['check', 'move'].includes(mode) || tag === undefined || extra.length > 0) throw new Usage('usage: release-tag.mjs check|move vX.Y.Z [--remote NAME] [--main-ref REF] [--notes FILE] [--dist-verified SHA]');
  if (mode === 'check' && values['dist-verified'] !== undefined) throw new Usage('--dist-verified is for move: check always rebuilds');
  const remote = values.remote;
  if (remote !== undefined) fetchFrom(remote);
  const mainRef = values['main-ref'] ?? `refs/remotes/${remote ?? 'origin'}/main`;
  const notes = values.notes === undefined ? undefined : resolve(values.notes);
  const { commit, major, current } = verify({ tag, mainRef, distVerified: values['dist-verified'], notes });
  if (mode === 'check') {
    console.log(`${tag} (${commit}) can be released: ${major} would move ${current === null ? 'to it (first release)' : current === commit ? 'nowhere (already there)' : `from ${current}`}`);
    return;
  }
  if (current === commit) {
    console.log(`${major} already points at ${tag} (${commit}); nothing to move`);
    return;
  }
  git(['tag', '--force', major, commit]);
  if (remote !== undefined) {
    // The lease: the remote's major tag must still be what the checks saw (absent = must not exist).
    git(['push', '--quiet', `--force-with-lease=refs/tags/${major}:${current ?? ''}`, remote, `refs/tags/${major}:refs/tags/${major}`]);
  }
  console.log(`${major} now points at ${tag} (${commit})${remote === undefined ? '' : `, pushed to ${remote}`}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof Refused) {
    console.error(`release-tag: refused: ${error.message}`);
    process.exitCode = EXIT_REFUSED;
  } else if (error instanceof Usage || error?.code?.startsWith?.('ERR_PARSE_ARGS')) {
    console.error(`release-tag: ${error.message}`);
    process.exitCode = EXIT_USAGE;
  } else {
    console.error(`release-tag: ${error?.stderr?.toString().trim() || error.message}`);
    process.exitCode = EXIT_REFUSED;
  }
}
