/**
 * No supervised child outlives its runner, even a runner killed by SIGKILL (which runs no exit
 * handler, so the registry's group kill never happens). The child is started as
 * `setpriv --pdeathsig KILL -- <program> <args>` (util-linux): setpriv sets PR_SET_PDEATHSIG on
 * itself and execs the program in place (same pid, so the process group and the group kill are
 * unchanged), and the kernel SIGKILLs it when its parent dies — even while a page script spins and
 * the child reads nothing. Checked on this machine (util-linux 2.38): the setting survives the
 * exec chain `setpriv → prlimit → node` (exec keeps it; only a set-uid/set-gid or file-capability
 * exec clears it, and none of these is one).
 *
 * Two kernel facts bound what this covers:
 * - The signal fires when the *thread* that forked the child ends, not the process: spawning from
 *   a worker thread would kill the child when that worker ends. The runner spawns only from its
 *   main thread (process.ts is its one spawn), whose end is the process's end.
 * - The setting is cleared in a fork's child, so a child's own children (a Plasmate binary may
 *   start helpers) do not inherit it: they die with the process group when the runner ends
 *   normally or by SIGINT/SIGTERM (registry.ts), but after a SIGKILL of the runner they are
 *   reparented and end only when they notice their parent is gone (docs/security.md).
 *
 * Without setpriv (or one too old for `--pdeathsig`, util-linux < 2.33; or not Linux) the child
 * is started as before, and the pipe from the runner is what ends it: its stdin, whose EOF the
 * reference engine and Plasmate exit on. That needs the child's event loop to turn, so a child
 * stuck in a script that never yields lives on until something else kills it (docs/security.md).
 */
import { execFileSync } from 'node:child_process';
import { findRunnerTool } from './runner-tool.js';

/** The signal the kernel sends the child when the runner dies: one it cannot catch. */
const PARENT_DEATH_SIGNAL = 'KILL';
/** How long the one-time probe of setpriv's options may take. */
const SETPRIV_PROBE_TIMEOUT_MS = 5_000;

/** Probed once per setpriv path: whether it has `--pdeathsig`. */
const pdeathsigSupport = new Map<string, boolean>();

function supportsPdeathsig(setpriv: string): boolean {
  let known = pdeathsigSupport.get(setpriv);
  if (known === undefined) {
    try {
      const help = execFileSync(setpriv, ['--help'], { encoding: 'utf8', timeout: SETPRIV_PROBE_TIMEOUT_MS, stdio: ['ignore', 'pipe', 'ignore'] });
      known = help.includes('--pdeathsig');
    } catch {
      known = false;
    }
    pdeathsigSupport.set(setpriv, known);
  }
  return known;
}

/** A setpriv that can set the parent-death signal (runner's PATH, then the usual places), or null. */
export function findParentDeathSetpriv(runnerPath: string | undefined): string | null {
  if (process.platform !== 'linux') return null;
  const setpriv = findRunnerTool('setpriv', runnerPath);
  return setpriv !== null && supportsPdeathsig(setpriv) ? setpriv : null;
}

/** `program args` started under `setpriv` so that it is SIGKILLed when the runner dies; unchanged when `setpriv` is null. */
export function withParentDeathSignal(
  argv: { program: string; args: string[] },
  setpriv: string | null,
): { program: string; args: string[] } {
  if (setpriv === null) return argv;
  return { program: setpriv, args: ['--pdeathsig', PARENT_DEATH_SIGNAL, '--', argv.program, ...argv.args] };
}
