/**
 * The `memory_mb` ceiling, enforced by the runner itself rather than by asking the child:
 * the child is started as `prlimit --as=BYTES -- <program> <args>`. prlimit sets RLIMIT_AS on
 * itself and then execs the program in place (same pid, so the process group and the group kill
 * are unchanged), and RLIMIT_AS is inherited by every descendant across fork and exec. Node has
 * no setrlimit of its own, and a preexec hook is not available to spawn(), so this is the
 * smallest mechanism that puts the limit in force before the child's first instruction.
 *
 * Fail closed: with memory_mb > 0 and no prlimit (or not Linux), the spawn fails rather than
 * running the child without the ceiling the plan asked for.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** Where prlimit lives when the runner's PATH does not say (util-linux on Debian/Ubuntu). */
const FALLBACK_PRLIMIT_PATHS = ['/usr/bin/prlimit', '/bin/prlimit'];

export class AddressSpaceLimitUnavailable extends Error {
  constructor() {
    super('memory_mb > 0 needs Linux and prlimit (util-linux) to enforce the address-space ceiling');
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Looks prlimit up on the runner's own PATH (never the plan's), then in the usual places. */
export function findPrlimit(runnerPath: string | undefined): string | null {
  const dirs = (runnerPath ?? '').split(delimiter).filter((dir) => isAbsolute(dir));
  for (const candidate of [...dirs.map((dir) => join(dir, 'prlimit')), ...FALLBACK_PRLIMIT_PATHS]) {
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The argv that starts `program args` under the ceiling, or unchanged when there is none. */
export function withAddressSpaceLimit(
  program: string,
  args: readonly string[],
  limitBytes: number,
  runnerPath: string | undefined,
): { program: string; args: string[] } {
  if (limitBytes <= 0) return { program, args: [...args] };
  const prlimit = process.platform === 'linux' ? findPrlimit(runnerPath) : null;
  if (prlimit === null) throw new AddressSpaceLimitUnavailable();
  return { program: prlimit, args: [`--as=${limitBytes}`, '--', program, ...args] };
}
