// The Node flags that confine the reference engine (docs/engine.md, "Confinement"; why each one,
// src/engine/confinement.ts). Both sides start a confined engine with them: the runner when it
// spawns the child (src/workflow/child.ts) and an unconfined engine when it relaunches itself. They
// live in the contract so the runner never loads the engine to know how to start it.
import { sep } from 'node:path';

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
 * stable (`--permission`) no flag is added. Likewise `--allow-worker` makes Node print a
 * SecurityWarning ("must be used with extreme caution") each time a renderer starts: the engine's
 * own choice, documented (docs/engine.md), so that warning type is disabled too. Node versions
 * without `--disable-warning` (before 20.11) keep the warnings rather than lose all warnings.
 */
export function permissionWarningFlags(allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string[] {
  if (!allowed.has('--disable-warning')) return [];
  return [...(permissionFlag(allowed) === '--experimental-permission' ? ['--disable-warning=ExperimentalWarning'] : []), '--disable-warning=SecurityWarning'];
}

/**
 * The Node flags that confine an engine whose bundle lives in `bundleDir` (an absolute, resolved
 * path). Node 20 splits `--allow-fs-read` on commas, so a directory containing one cannot be named.
 */
export function engineNodeFlags(bundleDir: string, allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string[] {
  if (bundleDir.includes(',')) throw new Error(`the engine bundle directory cannot contain a comma: ${bundleDir}`);
  const dir = bundleDir.endsWith(sep) ? bundleDir : `${bundleDir}${sep}`;
  return [...permissionWarningFlags(allowed), permissionFlag(allowed), `--allow-fs-read=${dir}`, '--allow-worker', '--no-addons', '--disallow-code-generation-from-strings', ...TERMINABLE_CODE_FLAGS];
}

/**
 * V8 flags that keep every page script terminable. On V8 12-13 (Node 22, 24) code that Turboshaft
 * optimizes from a tight loop over an array builtin (`for (;;) new Array(n).fill(x)`) never checks
 * for interrupts, so neither a worker's heap limit (its termination), nor `worker.terminate()`, nor
 * any other interrupt reaches it: a page could pin a renderer and outgrow memory_mb. Without
 * Turboshaft V8 optimizes with its previous backend, which keeps the checks; on Node 20 Turboshaft
 * is off already and the flag changes nothing. The broker's own watches (src/engine/memory-watch.ts,
 * RENDERER_EXIT_GRACE_MS) stay for what no flag can fix, such as a blocking call.
 */
export const TERMINABLE_CODE_FLAGS = ['--no-turboshaft'] as const;
