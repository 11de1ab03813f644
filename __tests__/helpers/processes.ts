/** Finding live processes by command line, for tests that prove a group kill left nothing behind. */
import { readdir, readFile } from 'node:fs/promises';

/** Live (not zombie) processes whose command line mentions `needle`. */
export async function processesMatching(needle: string): Promise<number[]> {
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
