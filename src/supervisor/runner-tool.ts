/**
 * Where the runner finds the util-linux tools it starts a child through (prlimit, setpriv): on the
 * runner's own PATH (never a plan's), absolute entries only, then in the usual places.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** util-linux's directories on Debian/Ubuntu and most other distributions. */
const FALLBACK_DIRS = ['/usr/bin', '/bin'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on the runner's PATH or in FALLBACK_DIRS, or null. */
export function findRunnerTool(name: string, runnerPath: string | undefined): string | null {
  const dirs = (runnerPath ?? '').split(delimiter).filter((dir) => isAbsolute(dir));
  for (const dir of [...dirs, ...FALLBACK_DIRS]) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}
