/**
 * Which child a run supervises: a Plasmate binary, or the reference engine bundled with this tool
 * (run by this same Node). Either is invoked as `<program> mcp --transport stdio`, never through a
 * shell. Nothing here comes from a plan; the program comes only from the operator's flag or input.
 */
import { accessSync, constants, existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineNodeFlags } from '../contract/engine-flags.js';
import type { ChildCommand } from '../supervisor/process.js';

/** `auto`: the Plasmate binary when one is named or on PATH, else the reference engine. */
export type EngineChoice = 'auto' | 'plasmate' | 'reference';

/** What evidence says about the child. */
export interface ChildIdentity {
  engine: 'reference' | 'plasmate';
  /** What was executed, as reported: the engine bundle (repository-relative) or the Plasmate binary. */
  executable: string;
  /** The same file, absolute, for hashing. */
  path: string;
}

export interface ChosenChild {
  command: ChildCommand;
  identity: ChildIdentity;
}

/**
 * Where the reference engine's bundle is, seen from whichever bundle is running: the action
 * (dist/index.js → dist/engine/), the CLI (dist/cli/index.js → dist/engine/) or the sources and
 * benchmarks (src/workflow/, build/bench/ → dist/engine/). The first that exists wins.
 */
const ENGINE_BUNDLE_CANDIDATES = ['./engine/index.js', '../engine/index.js', '../../dist/engine/index.js'];

export function referenceEngineBundle(): string {
  for (const candidate of ENGINE_BUNDLE_CANDIDATES) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('the reference engine bundle (dist/engine/index.js) is missing; run `npm run build`');
}

/**
 * The reference engine runs under this same Node with the flags that confine it (page scripts run
 * in its process: see src/engine/confinement.ts), then the argv a Plasmate binary gets. Passing
 * the flags here means one process start; the engine would otherwise start itself again confined.
 * The directory is resolved because Node checks the read permission against real paths.
 */
/** How the runner starts the real child: `<plasmate path> mcp --transport stdio`, never a shell. */
export function plasmateCommand(plasmatePath: string): ChildCommand {
  return { program: plasmatePath, args: ['mcp', '--transport', 'stdio'] };
}

export function referenceEngineCommand(bundle: string): ChildCommand {
  const real = realpathSync(bundle);
  // A Node child: memory_mb becomes V8 heap limits under a data-segment limit, not an address-space
  // ceiling, which V8's reservations exceed (src/supervisor/memory-ceiling.ts).
  return {
    program: process.execPath,
    args: [...engineNodeFlags(dirname(real)), real, 'mcp', '--transport', 'stdio'],
    memoryCeiling: 'node-heap',
  };
}

function executableOnPath(name: string, pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return null;
}

/** `agent-run` and the action: `auto` prefers a Plasmate binary when one is named or on PATH. */
export function chooseChild(engine: EngineChoice, plasmate: string | undefined, cwd: string, pathVariable = process.env.PATH): ChosenChild {
  if (engine === 'reference') return plasmateOrReference(undefined, cwd, pathVariable);
  if (engine === 'plasmate' || plasmate !== undefined || executableOnPath('plasmate', pathVariable) !== null) {
    return plasmateOrReference(plasmate ?? 'plasmate', cwd, pathVariable);
  }
  return plasmateOrReference(undefined, cwd, pathVariable);
}

/** The named Plasmate binary (a path, or a name on PATH), or the reference engine when none is named. */
export function plasmateOrReference(plasmate: string | undefined, cwd: string, pathVariable = process.env.PATH): ChosenChild {
  if (plasmate === undefined) {
    const bundle = referenceEngineBundle();
    const shown = relative(cwd, bundle);
    return { command: referenceEngineCommand(bundle), identity: { engine: 'reference', executable: shown.startsWith('..') ? bundle : shown, path: bundle } };
  }
  const path = plasmate.includes('/') ? resolve(cwd, plasmate) : executableOnPath(plasmate, pathVariable);
  if (path === null) throw new Error(`no executable named ${JSON.stringify(plasmate)} on PATH`);
  accessSync(path, constants.X_OK);
  const absolute = isAbsolute(path) ? path : resolve(cwd, path);
  return { command: plasmateCommand(absolute), identity: { engine: 'plasmate', executable: absolute, path: absolute } };
}
