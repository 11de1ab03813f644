/**
 * Finding live processes by command line, for tests that prove a group kill left nothing behind.
 * Only by a name the test made its own (OwnProcessName): a fixed name would also match the
 * children of another checkout's tests on the same host, and a kill proven that way proves nothing.
 */
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A script name under a test's own directory: no other test's process has it in its command line. */
export type OwnProcessName = string & { readonly ownProcessName: unique symbol };

/**
 * A Plasmate stand-in (invoked as `<path> mcp --transport stdio`) running the fault child
 * (fixtures/children/fault-child.mjs) in `mode` with `args`, written into `dir` (a directory of the
 * test's own, from mkdtemp) under a name derived from it.
 */
export async function faultStandIn(dir: string, mode: string, ...args: string[]): Promise<{ path: string; name: OwnProcessName }> {
  const path = join(dir, `${mode}-${basename(dir)}.mjs`);
  const faultChild = pathToFileURL(join(process.cwd(), 'fixtures/children/fault-child.mjs')).href;
  const argv = JSON.stringify([mode, '-', ...args]).slice(1, -1);
  await writeFile(path, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], ${argv}];\nawait import(${JSON.stringify(faultChild)});\n`);
  await chmod(path, 0o755);
  return { path, name: basename(path) as OwnProcessName };
}

/** A stand-in that negotiates, lists its tools and never answers a tool call (titled `… in-tool-call` while it holds one). */
export const hangingStandIn = (dir: string) => faultStandIn(dir, 'timeout');

/** Live (not zombie) processes whose command line mentions `name` (followed by ` state`, when given). */
export async function processesMatching(name: OwnProcessName, state?: string): Promise<number[]> {
  const needle = state === undefined ? name : `${name} ${state}`;
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (cmdline.includes(needle) && !/\) Z /.test(stat)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** How often `waitFor` probes again. */
const POLL_MS = 50;

/** Probes until it gives a value, or throws naming `what` once `timeoutMs` has passed. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
