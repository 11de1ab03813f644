/**
 * Every live supervised process group, so that no exit path of the runner leaves one behind:
 * normal exit, process.exit(), an uncaught exception (all three emit 'exit') and SIGINT/SIGTERM.
 * The handlers are installed while at least one group is live and removed after the last one.
 */

const live = new Set<number>();
const TERMINATION_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
type TerminationSignal = (typeof TERMINATION_SIGNALS)[number];

/** SIGKILL to the whole group led by `pgid`; a group that is already gone is fine. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function killAll(): void {
  for (const pgid of live) {
    try {
      killGroup(pgid);
    } catch {
      // Keep going: one failure must not spare the other groups.
    }
  }
}

function onSignal(signal: TerminationSignal): void {
  killAll();
  live.clear();
  uninstall();
  // Our listener suppressed Node's default action. If nobody else handles the signal (the CLI
  // may install its own to abort the run and still write the report), die of it as usual.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

const signalHandlers: Record<TerminationSignal, () => void> = {
  SIGINT: () => onSignal('SIGINT'),
  SIGTERM: () => onSignal('SIGTERM'),
};

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  for (const signal of TERMINATION_SIGNALS) process.on(signal, signalHandlers[signal]);
}

function uninstall(): void {
  if (!installed) return;
  installed = false;
  process.off('exit', killAll);
  for (const signal of TERMINATION_SIGNALS) process.off(signal, signalHandlers[signal]);
}

export function trackGroup(pgid: number): void {
  live.add(pgid);
  install();
}

export function untrackGroup(pgid: number): void {
  live.delete(pgid);
  if (live.size === 0) uninstall();
}
