// Confinement of the engine process (docs/engine.md, "Confinement"). jsdom runs page scripts in the
// engine's own Node process and is not a sandbox: a page that reaches the outer realm's `Function`
// gets `process`. Two independent layers stop what follows:
//   1. `--disallow-code-generation-from-strings`: the engine's realm cannot compile strings, so the
//      usual escape (`window.constructor.constructor('return process')`) throws EvalError. Page
//      realms keep their own eval/new Function, and jsdom/vm compile scripts through vm.Script,
//      which the flag does not affect.
//   2. Node's permission model: file reads only inside the engine's bundle directory, no file
//      writes, no child processes, no WASI, no inspector, and no native addons (`--no-addons` on
//      top, for Node versions whose permission model predates addon control). Worker threads are
//      allowed (`--allow-worker`): each page's renderer is one (renderers.ts); what that gives a
//      page that escaped into an engine realm is in docs/engine.md, "Renderers and the broker".
// The flags are the contract's (engineNodeFlags, src/contract/engine-flags.ts): the runner passes
// them itself; a plain `node index.js mcp` finds itself unconfined by testing behaviour
// (confinementGaps) and starts itself again with them.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { engineNodeFlags } from '../contract/engine-flags.js';
import { SCRIPT_DEADLINE_MS } from './deadlines.js';

/** Set by the relauncher on the confined process, so a relaunch that is still unconfined refuses instead of looping. */
export const RELAUNCHED_ENV = 'PLASMATE_ENGINE_RELAUNCHED';

/**
 * What of the caller's environment a relaunched engine keeps: the engine's own three variables and
 * the locale/time zone pages observe. Nothing else (tokens, secrets) enters the confined process.
 */
export const ENGINE_ENV_NAMES = [
  'PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK',
  'PLASMATE_SUPERVISED_WORKER',
  'PLASMATE_WORKER_MEMORY_LIMIT_BYTES',
  'TZ',
  'LANG',
  'LC_ALL',
] as const;

/**
 * Set by the relauncher on the confined process: the file descriptor of the pipe to the launcher
 * (see launcher-watch.ts). Its close tells the engine its launcher is gone, however it died.
 */
export const LAUNCHER_PIPE_ENV = 'PLASMATE_ENGINE_LAUNCHER_FD';
/** The launcher pipe is the confined child's fourth stdio entry. */
export const LAUNCHER_PIPE_FD = 3;
/** How often the confined engine tells its launcher its event loop still turns. */
export const ENGINE_HEARTBEAT_MS = 1_000;
/**
 * A confined engine whose event loop has not turned for this long is killed by its launcher: a page
 * script that never yields (`while (true) {}` in a timer or handler, which no vm timeout bounds).
 * The longest legitimate stall is one evaluate or page script under SCRIPT_DEADLINE_MS.
 */
export const ENGINE_STALL_LIMIT_MS = 2 * SCRIPT_DEADLINE_MS;

/** Signals a relauncher passes on to the confined engine (SIGKILL/SIGSTOP cannot be caught). */
const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];

/** V8 heap flags (memory_mb's, from the runner) that a launcher carries over to the engine it relaunches. */
const HEAP_FLAG = /^--max[-_](old|semi)[-_]space[-_]size=\d+$/;

export function heapFlagsOf(execArgv: readonly string[]): string[] {
  return execArgv.filter((flag) => HEAP_FLAG.test(flag));
}

interface PermissionApi {
  has(scope: string, reference?: string): boolean;
}

/**
 * What is missing from this process's confinement, tested by behaviour, not by reading argv: an
 * empty list means confined. `bundleDir` is the directory the engine may read.
 */
export function confinementGaps(bundleDir: string): string[] {
  const gaps: string[] = [];
  const permission = (process as unknown as { permission?: PermissionApi }).permission;
  if (permission === undefined) {
    gaps.push('permission model off');
  } else {
    const outside = dirname(bundleDir);
    if (permission.has('fs.read', join(outside, 'outside-the-bundle'))) gaps.push('reads outside the bundle');
    if (permission.has('fs.read', '/proc/self/environ')) gaps.push('reads /proc');
    if (permission.has('fs.write')) gaps.push('file writes');
    if (permission.has('child')) gaps.push('child processes');
  }
  try {
    // Constructed only to see whether it throws; never called.
    new Function('');
    gaps.push('code generation from strings');
  } catch {
    // EvalError: code generation is disallowed, as required.
  }
  try {
    process.dlopen({ exports: {} } as NodeJS.Module, join(bundleDir, 'no-such-addon.node'));
    gaps.push('native addons');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_DLOPEN_DISABLED') gaps.push('native addons');
  }
  return gaps;
}

/** The relaunched engine's environment: ENGINE_ENV_NAMES from `env`, plus the relaunch mark. */
export function relaunchEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const next: Record<string, string> = {};
  for (const name of ENGINE_ENV_NAMES) {
    const value = env[name];
    if (value !== undefined) next[name] = value;
  }
  next[RELAUNCHED_ENV] = '1';
  next[LAUNCHER_PIPE_ENV] = String(LAUNCHER_PIPE_FD);
  return next;
}

/** util-linux's setpriv on PATH, if there is one (the relauncher's parent-death signal; see relaunchConfined). */
export function findSetpriv(path: string = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, 'setpriv');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * Start this engine again under engineNodeFlags (and this launcher's heap flags, so a heap limit it
 * was given still holds) with the same arguments, stdio inherited and a reduced environment; signals are forwarded and the child's exit status becomes this process's.
 * The confined engine must not outlive this launcher (MCP clients and process managers end a
 * server with SIGKILL, which cannot be forwarded): a pipe on fd LAUNCHER_PIPE_FD closes when this
 * process dies, however it dies, and the engine exits on its close (launcher-watch.ts); where
 * util-linux's setpriv exists the engine also gets SIGKILL as its parent-death signal, which reaches
 * it even in a page script that never yields. While this launcher lives, the engine's heartbeat on
 * that pipe bounds such a script: no beat for ENGINE_STALL_LIMIT_MS and the engine is killed.
 */
export function relaunchConfined(entry: string, bundleDir: string, argv: string[], setpriv: string | undefined = findSetpriv()): void {
  const node = [process.execPath, ...heapFlagsOf(process.execArgv), ...engineNodeFlags(bundleDir), entry, ...argv];
  const [command, ...args] = setpriv === undefined ? node : [setpriv, '--pdeathsig', 'KILL', '--', ...node];
  const child = spawn(command!, args, { stdio: ['inherit', 'inherit', 'inherit', 'pipe'], env: relaunchEnv(process.env) });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  const stopWatchdog = watchHeartbeat(child, process.stderr);
  child.on('error', (error) => {
    stopWatchdog();
    process.stderr.write(`Error: cannot start the confined engine: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    stopWatchdog();
    for (const name of FORWARDED_SIGNALS) process.off(name, forward);
    if (signal !== null) {
      // Die of the same signal, so the caller sees what the engine saw.
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}

/** The watchdog's bounds: production uses the constants; a test injects short ones (watchHeartbeat). */
export interface HeartbeatBounds {
  /** No beat for longer than this and the engine is killed. */
  stallLimitMs: number;
  /** How often the watchdog looks. */
  checkEveryMs: number;
}

const ENGINE_HEARTBEAT_BOUNDS: HeartbeatBounds = { stallLimitMs: ENGINE_STALL_LIMIT_MS, checkEveryMs: ENGINE_HEARTBEAT_MS };

/**
 * The launcher's watchdog over a confined engine's heartbeat (the LAUNCHER_PIPE_FD pipe, see
 * launcher-watch.ts): no beat for `stallLimitMs` and the engine is SIGKILLed, saying why on
 * `stderr`. It arms at the first beat: before it the engine is still loading its bundle (no page
 * script can run yet), and a slow start on a loaded machine is not a stall. `bounds` is the test
 * seam (a test waits a short limit out instead of ENGINE_STALL_LIMIT_MS); relaunchConfined uses
 * the constants. Returns the function that stops watching.
 */
export function watchHeartbeat(child: ChildProcess, stderr: Writable, bounds: HeartbeatBounds = ENGINE_HEARTBEAT_BOUNDS): () => void {
  let lastBeat: number | undefined;
  const pipe = child.stdio[LAUNCHER_PIPE_FD] as NodeJS.ReadableStream | null | undefined;
  pipe?.on('data', () => {
    lastBeat = Date.now();
  });
  pipe?.on('error', () => undefined);
  const watchdog = setInterval(() => {
    if (lastBeat === undefined || Date.now() - lastBeat <= bounds.stallLimitMs) return;
    stderr.write(`Error: the engine did not respond for ${bounds.stallLimitMs} ms (a page script that never yields?); killing it\n`);
    clearInterval(watchdog);
    child.kill('SIGKILL');
  }, bounds.checkEveryMs);
  return () => clearInterval(watchdog);
}

/**
 * Take away what the engine itself never uses, so a page that still escaped finds less: signals
 * to other processes (the runner is the parent) and the environment beyond ENGINE_ENV_NAMES.
 * Called after the engine read its configuration.
 */
export function dropProcessPowers(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of Object.keys(env)) {
    if (!(ENGINE_ENV_NAMES as readonly string[]).includes(name)) delete env[name];
  }
  const refuse = (): never => {
    throw new Error('the reference engine does not signal processes');
  };
  for (const name of ['kill', '_kill'] as const) {
    Object.defineProperty(process, name, { value: refuse, writable: false, configurable: false });
  }
}
