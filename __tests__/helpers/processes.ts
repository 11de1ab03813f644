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
