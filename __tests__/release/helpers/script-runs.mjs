// Runs a command-line script (a module that reads process.argv and sets process.exitCode, as
// scripts/release-tag.mjs does) several times in this one Node process: each run evaluates a fresh
// instance of the module (a distinct `?run=N` URL) with its own argv, and records its exit code,
// its stdout and stderr and how many child processes it started. For runs whose subject is what the
// script refuses before it does anything (argument and tag checks): a Node start per run cost more
// than the runs. The test keeps a real process run of each kind beside these.
//
//   node script-runs.mjs SCRIPT RUNS_JSON   (RUNS_JSON: an array of argument arrays)
// prints a JSON array of { status, stdout, stderr, children }.
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const childProcess = require('node:child_process');
const SPAWNERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'];

let children = 0;
for (const name of SPAWNERS) {
  const original = childProcess[name];
  childProcess[name] = (...args) => {
    children += 1;
    return original(...args);
  };
}
// The ESM view of node:child_process (what the script imports) follows the patched functions.
syncBuiltinESMExports();

const [script, runsJson] = process.argv.slice(2);
const url = pathToFileURL(script).href;
const results = [];
const { stdout, stderr } = process;
const writeOut = stdout.write;
const writeErr = stderr.write;
for (const [i, args] of JSON.parse(runsJson).entries()) {
  const run = { status: 0, stdout: '', stderr: '', children: 0 };
  children = 0;
  process.exitCode = undefined;
  process.argv = [process.execPath, script, ...args];
  stdout.write = (chunk) => ((run.stdout += chunk), true);
  stderr.write = (chunk) => ((run.stderr += chunk), true);
  try {
    await import(`${url}?run=${i}`);
  } finally {
    stdout.write = writeOut;
    stderr.write = writeErr;
  }
  run.status = process.exitCode ?? 0;
  run.children = children;
  results.push(run);
}
process.exitCode = 0;
stdout.write(`${JSON.stringify(results)}\n`);
