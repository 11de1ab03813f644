/**
 * Which child the benchmark runs: the Plasmate binary the operator names with `--plasmate`, or by
 * default the reference engine bundled with this tool. Either is invoked as `<program> mcp
 * --transport stdio` without a shell.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join, relative, resolve } from 'node:path';
import type { ChildCommand } from '../supervisor/process.js';
import { plasmateCommand } from '../workflow/execute.js';
import type { ChildIdentity } from './environment.js';
import { referenceEngineBundle, referenceEngineCommand } from './engine-location.js';

export interface BenchmarkChild {
  command: ChildCommand;
  identity: ChildIdentity;
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

/** `auto`: the Plasmate binary when one is named or on PATH, else the reference engine. */
export type EngineChoice = 'auto' | 'plasmate' | 'reference';

/** The child for `agent-run`: as for the benchmark, but `auto` prefers a Plasmate binary when one exists. */
export function childForRun(engine: EngineChoice, plasmate: string | undefined, cwd: string, pathVariable = process.env.PATH): BenchmarkChild {
  if (engine === 'reference') return childForBenchmark(undefined, cwd, pathVariable);
  if (engine === 'plasmate' || plasmate !== undefined || executableOnPath('plasmate', pathVariable) !== null) {
    return childForBenchmark(plasmate ?? 'plasmate', cwd, pathVariable);
  }
  return childForBenchmark(undefined, cwd, pathVariable);
}

export function childForBenchmark(plasmate: string | undefined, cwd: string, pathVariable = process.env.PATH): BenchmarkChild {
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
