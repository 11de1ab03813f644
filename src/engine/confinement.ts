// Confinement of the engine process (docs/engine.md, "Confinement"). jsdom runs page scripts in the
// engine's own Node process and is not a sandbox: a page that reaches the outer realm's `Function`
// gets `process`. Two independent layers stop what follows:
//   1. `--disallow-code-generation-from-strings`: the engine's realm cannot compile strings, so the
//      usual escape (`window.constructor.constructor('return process')`) throws EvalError. Page
//      realms keep their own eval/new Function, and jsdom/vm compile scripts through vm.Script,
//      which the flag does not affect.
//   2. Node's permission model: file reads only inside the engine's bundle directory, no file
//      writes, no child processes, no workers, no WASI, no inspector, and no native addons
//      (`--no-addons` on top, for Node versions whose permission model predates addon control).
// The runner passes these flags itself (engineNodeFlags); a plain `node index.js mcp` finds itself
// unconfined by testing behaviour (confinementGaps) and starts itself again with them.
import { spawn } from 'node:child_process';
import { dirname, join, sep } from 'node:path';

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

/** Signals a relauncher passes on to the confined engine (SIGKILL/SIGSTOP cannot be caught). */
const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2'];

/** Node's flag for the permission model: `--permission` where it exists (≥ 22.13, 23.5), else the experimental spelling (20, early 22). */
export function permissionFlag(allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string {
  return allowed.has('--permission') ? '--permission' : '--experimental-permission';
}

/**
 * Where the permission model is still experimental (`--experimental-permission`: Node 20, early
 * 22), Node prints "ExperimentalWarning: Permission is an experimental feature" on stderr at
 * start-up, before any of the engine's code runs: every MCP client of the engine would see it.
 * It is our flag's warning, so the confined process disables that warning type; nothing else is
 * silenced (other warnings and every error still reach stderr), and where the permission model is
 * stable (`--permission`) no flag is added. Node versions without `--disable-warning` (before
 * 20.11) keep the warning rather than lose all warnings.
 */
export function permissionWarningFlags(allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string[] {
  return permissionFlag(allowed) === '--experimental-permission' && allowed.has('--disable-warning') ? ['--disable-warning=ExperimentalWarning'] : [];
}

/**
 * The Node flags that confine an engine whose bundle lives in `bundleDir` (an absolute, resolved
 * path). Node 20 splits `--allow-fs-read` on commas, so a directory containing one cannot be named.
 */
export function engineNodeFlags(bundleDir: string, allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string[] {
  if (bundleDir.includes(',')) throw new Error(`the engine bundle directory cannot contain a comma: ${bundleDir}`);
  const dir = bundleDir.endsWith(sep) ? bundleDir : `${bundleDir}${sep}`;
  return [...permissionWarningFlags(allowed), permissionFlag(allowed), `--allow-fs-read=${dir}`, '--no-addons', '--disallow-code-generation-from-strings'];
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
    if (permission.has('worker')) gaps.push('workers');
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
  return next;
}

/**
 * Start this engine again under engineNodeFlags with the same arguments, stdio inherited and a
 * reduced environment; signals are forwarded and the child's exit status becomes this process's.
 */
export function relaunchConfined(entry: string, bundleDir: string, argv: string[]): void {
  const child = spawn(process.execPath, [...engineNodeFlags(bundleDir), entry, ...argv], { stdio: 'inherit', env: relaunchEnv(process.env) });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  child.on('error', (error) => {
    process.stderr.write(`Error: cannot start the confined engine: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const name of FORWARDED_SIGNALS) process.off(name, forward);
    if (signal !== null) {
      // Die of the same signal, so the caller sees what the engine saw.
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
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

/**
 * Freeze the engine realm's shared prototypes. A page reaches them without any code generation
 * (`Object.getPrototypeOf(Object.getPrototypeOf(document.createElement))` is the engine's
 * `Object.prototype`); a getter planted there (`then`, read whenever the engine resolves a promise
 * with an object) was handed the next `LivePage` and read what was typed into another session's
 * page. Called once jsdom is loaded and before any page runs, so library set-up is finished.
 */
export function freezeEngineIntrinsics(): void {
  const constructors: Array<{ prototype: unknown } | undefined> = [
    Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Date, RegExp, Promise,
    Map, Set, WeakMap, WeakSet, WeakRef, ArrayBuffer, SharedArrayBuffer, DataView,
    Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, AggregateError,
    Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
    Float32Array, Float64Array, BigInt64Array, BigUint64Array,
  ];
  const prototypes = new Set<object>();
  for (const ctor of constructors) if (ctor?.prototype) prototypes.add(ctor.prototype as object);
  // Intrinsics without a global name: the typed-array base, iterators, and the function kinds.
  const typedArray = Object.getPrototypeOf(Int8Array.prototype) as object;
  const iterator = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;
  const generator = Object.getPrototypeOf(function* () {}) as { prototype: object };
  const asyncGenerator = Object.getPrototypeOf(async function* () {}) as { prototype: object };
  for (const extra of [
    typedArray,
    iterator,
    Object.getPrototypeOf([][Symbol.iterator]()) as object,
    Object.getPrototypeOf(new Map()[Symbol.iterator]()) as object,
    Object.getPrototypeOf(new Set()[Symbol.iterator]()) as object,
    Object.getPrototypeOf(''[Symbol.iterator]()) as object,
    Object.getPrototypeOf(/x/[Symbol.matchAll]('')) as object,
    Object.getPrototypeOf(async function () {}) as object,
    generator,
    generator.prototype,
    asyncGenerator,
    asyncGenerator.prototype,
    Object.getPrototypeOf(asyncGenerator.prototype) as object,
  ]) {
    prototypes.add(extra);
  }
  for (const prototype of prototypes) Object.freeze(prototype);
}
