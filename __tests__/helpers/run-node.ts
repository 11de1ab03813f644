/** Runs a built bundle as a user or a runner would: a real `node` process, real files. */
import { spawn } from 'node:child_process';

export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A run that has not ended by then is killed (code null), so a hung bundle fails its test with its
 * output instead of Jest's timeout: below jest.config.js's testTimeout (60 s), above a bundle run
 * on a loaded machine (github/lazy-client's, with its module-recording loader, took over 20 s at
 * load ~16 beside a CPU hog).
 */
export const RUN_NODE_TIMEOUT_MS = 45_000;

export function runNode(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd ?? process.cwd(), env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? RUN_NODE_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
