// Runs a command-line script (a module that reads process.argv and sets process.exitCode, as
// scripts/release-tag.mjs does) several times in this one Node process: each run evaluates a fresh
// instance of the module (a distinct `?run=N` URL) with its own argv and working directory, and
// records its exit code, its stdout and stderr and how many child processes it started itself (its
// children are real processes: git, the build). A Node start per run cost more than most runs.
// The tests keep real process runs of the script beside these (release-tag.test.ts).
//
//   node script-runs.mjs SCRIPT RUNS_JSON   RUNS_JSON: an array of argument arrays; prints a JSON
//                                           array of { status, stdout, stderr, children }
//   node script-runs.mjs SCRIPT --serve     reads one JSON line { cwd, args } at a time on stdin and
//                                           answers each with one such JSON line on stdout
//
// What a run's own children write to the inherited stderr (the build's, fd 2) is not in `stderr`.
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { createInterface } from 'node:readline';
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

const [script, runsArg] = process.argv.slice(2);
const url = pathToFileURL(script).href;
const home = process.cwd();
const { stdout, stderr } = process;
const writeOut = stdout.write;
const writeErr = stderr.write;
let count = 0;

async function runOnce(args, cwd = home) {
  const run = { status: 0, stdout: '', stderr: '', children: 0 };
  children = 0;
  process.exitCode = undefined;
  process.argv = [process.execPath, script, ...args];
  process.chdir(cwd);
  stdout.write = (chunk) => ((run.stdout += chunk), true);
  stderr.write = (chunk) => ((run.stderr += chunk), true);
  try {
    await import(`${url}?run=${count++}`);
  } finally {
    stdout.write = writeOut;
    stderr.write = writeErr;
    process.chdir(home);
  }
  run.status = process.exitCode ?? 0;
  run.children = children;
  process.exitCode = 0;
  return run;
}

if (runsArg === '--serve') {
  for await (const line of createInterface({ input: process.stdin })) {
    const { cwd, args } = JSON.parse(line);
    writeOut.call(stdout, `${JSON.stringify(await runOnce(args, cwd))}\n`);
  }
} else {
  const results = [];
  for (const args of JSON.parse(runsArg)) results.push(await runOnce(args));
  stdout.write(`${JSON.stringify(results)}\n`);
}
