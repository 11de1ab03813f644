// What a test file needs besides its own process, declared in its leading docblock:
//
//   /**
//    * …
//    * @needs-bundle engine cli     the bundles under dist/ it starts (action, cli, engine)
//    * @needs-child-process git     it starts other child processes (what, in a few words)
//    */
//
// Read by jest.config.js (the projects: `unit` is every file that declares neither), by the global
// setup (scripts/jest-dist-current.mjs: only the bundles the selected files need are made current)
// and by each file's environment, which holds the file to its declaration: a child started by a
// file that did not declare it (a bundle, or any process in a file that declares none) fails that
// file's current test with what it started and the line to add, so an undeclared bundle never runs
// stale unnoticed and a `unit` file never starts a process.
'use strict';
const childProcess = require('node:child_process');
const { readFileSync } = require('node:fs');
const { isAbsolute, join, relative, resolve } = require('node:path');

const ROOT = join(__dirname, '..');
/** Where the sequencer leaves the selected test paths for the global setup (one Jest process). */
const SELECTED_TESTS = Symbol.for('plasmate.test.selectedTests');
/** The bundle each directory of dist/ holds (the action's is dist/ itself): scripts/build-inputs.mjs's BUNDLES. */
const BUNDLE_DIRS = [['engine', 'dist/engine/'], ['cli', 'dist/cli/'], ['action', 'dist/']];
const BUNDLE_NAMES = ['action', 'cli', 'engine'];
/** The bundles a bundle starts at run time (the action and the CLI run plans on the engine). */
const RUNS = { action: ['engine'], cli: ['engine'], engine: [] };
const PRAGMA_LINE = /^(\s*(?:\/\*\*)?\s*\*?\s*)@(needs-bundle|needs-child-process)\b(.*)$/;

class NeedsError extends Error {}

/** The declarations in `source`'s leading docblock; `path` locates errors (file:line:col). */
function parseNeeds(source, path) {
  const leading = /^\s*\/\*\*[\s\S]*?\*\//.exec(source);
  const end = leading === null ? 0 : leading[0].length;
  const needs = { bundles: [], childProcess: null };
  let offset = 0;
  source.split('\n').forEach((line, index) => {
    const lineStart = offset;
    offset += line.length + 1;
    const m = PRAGMA_LINE.exec(line);
    if (m === null) return;
    const at = `${relative(ROOT, path)}:${index + 1}:${m[1].length + 1}`;
    if (lineStart >= end) throw new NeedsError(`${at}: @${m[2]} outside the file's leading docblock is not read; move it into the /** … */ block that starts the file`);
    const value = m[3].replace(/\*\/.*$/, '').trim();
    if (m[2] === 'needs-child-process') {
      needs.childProcess = value === '' ? 'child processes' : value;
      return;
    }
    const names = value.split(/[\s,]+/).filter(Boolean);
    const unknown = names.filter((n) => !BUNDLE_NAMES.includes(n));
    if (names.length === 0 || unknown.length > 0) throw new NeedsError(`${at}: @needs-bundle names ${unknown.length > 0 ? `an unknown bundle '${unknown.join("', '")}'` : 'no bundle'}; the bundles are ${BUNDLE_NAMES.join(', ')}`);
    for (const n of names) if (!needs.bundles.includes(n)) needs.bundles.push(n);
  });
  return needs;
}

function testFileNeeds(path) {
  return parseNeeds(readFileSync(path, 'utf8'), path);
}

/** The declared bundles and every bundle they start. */
function allowedBundles(declared) {
  const out = new Set();
  const add = (n) => { if (!out.has(n)) { out.add(n); RUNS[n].forEach(add); } };
  declared.forEach(add);
  return out;
}

/** The Jest project a file belongs to: e2e by its name, unit when it declares nothing, else engine. */
function projectOf(path, needs = testFileNeeds(path)) {
  if (path.endsWith('.e2e.test.ts')) return 'e2e';
  return needs.bundles.length === 0 && needs.childProcess === null ? 'unit' : 'engine';
}

/** The bundles a command line starts: any argument that is, or contains, a path inside dist/. */
function bundlesInCommand(file, args, cwd, root = ROOT) {
  const dist = join(root, 'dist') + '/';
  const found = new Set();
  for (const word of [file, ...args]) {
    if (typeof word !== 'string') continue;
    const paths = [];
    if (!isAbsolute(word) && !word.includes(' ')) paths.push(resolve(cwd ?? process.cwd(), word));
    for (let i = word.indexOf(dist); i !== -1; i = word.indexOf(dist, i + 1)) paths.push(word.slice(i));
    for (const p of paths) {
      if (!p.startsWith(dist)) continue;
      const rest = `dist/${p.slice(dist.length)}`;
      const hit = BUNDLE_DIRS.find(([, dir]) => rest.startsWith(dir));
      if (hit !== undefined && /\.(c|m)?js\b/.test(rest)) found.add(hit[0]);
    }
  }
  return [...found];
}

/** What the running test file may start, and what it started that it may not. */
let current = null;

function noteChild(file, args, options) {
  if (current === null) return;
  const argv = Array.isArray(args) ? args : [];
  const command = [file, ...argv].map(String).join(' ').slice(0, 200);
  const where = relative(ROOT, current.path);
  const allowed = allowedBundles(current.needs.bundles);
  for (const bundle of bundlesInCommand(file, argv, options?.cwd)) {
    if (!allowed.has(bundle)) current.violations.push(new NeedsError(`${where} started the ${bundle} bundle (\`${command}\`) without declaring it: add \`@needs-bundle ${bundle}\` to the file's leading docblock, so the run makes that bundle current first (scripts/test-needs.cjs)`));
  }
  if (current.needs.bundles.length === 0 && current.needs.childProcess === null && current.violations.length === 0) {
    current.violations.push(new NeedsError(`${where} started a child process (\`${command}\`) but declares none, so it would run in the \`unit\` project: add \`@needs-child-process WHAT\` (or \`@needs-bundle …\`) to the file's leading docblock (scripts/test-needs.cjs)`));
  }
}

let installed = false;
/**
 * Wraps child_process once per Jest worker (before any test file imports it: Jest hands test files
 * this process's own built-in modules). The async forms all start through ChildProcess#spawn; the
 * sync ones are wrapped one by one (they call each other through private references).
 */
function installSpawnGuard() {
  if (installed) return;
  installed = true;
  const proto = childProcess.ChildProcess.prototype;
  const spawn = proto.spawn;
  proto.spawn = function guardedSpawn(options) {
    const args = Array.isArray(options?.args) ? options.args.slice(1) : [];
    noteChild(options?.file, args, options);
    return spawn.call(this, options);
  };
  for (const name of ['spawnSync', 'execFileSync', 'execSync']) {
    const original = childProcess[name];
    childProcess[name] = function guardedSync(file, args, options) {
      if (name === 'execSync') noteChild('/bin/sh', ['-c', file], args);
      else if (Array.isArray(args)) noteChild(file, args, options);
      else noteChild(file, [], args);
      return original.apply(this, arguments);
    };
  }
}

/** The environment's hooks: a file begins, a test ends (its violations become its errors), the file ends. */
function beginFile(path) {
  current = { path, needs: testFileNeeds(path), violations: [] };
}
function takeViolations() {
  if (current === null) return [];
  const out = current.violations;
  current.violations = [];
  return out;
}
function endFile() {
  const left = takeViolations();
  current = null;
  if (left.length > 0) throw left[0];
}

module.exports = {
  BUNDLE_NAMES, NeedsError, SELECTED_TESTS,
  allowedBundles, beginFile, bundlesInCommand, endFile, installSpawnGuard, parseNeeds, projectOf, takeViolations, testFileNeeds,
};
