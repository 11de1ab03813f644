#!/usr/bin/env node
/** The CLI entry: wires process I/O to the commands in run.ts and nothing else. */
import { runCli } from './run.js';

// A reader that stops early (`… | head`) closes the pipe: further output has nowhere to go, but
// the run goes on to its end (reports written, the child's group ended) instead of dying on an
// unhandled EPIPE. Any other stdout error is still thrown.
let stdoutClosed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  stdoutClosed = true;
});

runCli(process.argv.slice(2), {
  out: (line) => {
    if (!stdoutClosed) process.stdout.write(`${line}\n`);
  },
  err: (line) => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
