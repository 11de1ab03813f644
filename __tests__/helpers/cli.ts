/**
 * The CLI in-process: src/cli/main.ts's wiring around runCli (stdout and stderr lines, the exit
 * code, `error: …` and exit 2 for an unexpected throw), with the same options and result as
 * runNode([CLI, …]). The cwd and env go to the code explicitly; process.cwd() and process.env are
 * never changed. Use the bundle (runNode on CLI_BUNDLE) only for what a real process shows:
 * start-up, lazy chunks, signals, special files that block an open.
 */
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import type { NodeRun } from './run-node.js';

/** The built CLI, for the tests that are about the bundle itself. */
export const CLI_BUNDLE = join(process.cwd(), 'dist/cli/index.js');

export interface CliRunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Accepted for runNode's signature; jest's own timeout bounds an in-process run. */
  timeoutMs?: number;
}

export async function runCliInProcess(args: string[], options: CliRunOptions = {}): Promise<NodeRun> {
  let stdout = '';
  let stderr = '';
  const io = {
    out: (line: string) => (stdout += `${line}\n`),
    err: (line: string) => (stderr += `${line}\n`),
    cwd: options.cwd ?? process.cwd(),
    env: { ...(options.env ?? process.env) },
  };
  let code: number;
  try {
    code = await runCli(args, io);
  } catch (error) {
    stderr += `error: ${error instanceof Error ? error.message : String(error)}\n`;
    code = 2;
  }
  return { code, stdout, stderr };
}
