/**
 * Where the reference engine's bundle is, seen from whichever bundle is running: the action
 * (dist/index.js → dist/engine/), the CLI (dist/cli/index.js → dist/engine/) or the sources under
 * test (src/benchmark/ → dist/engine/). The first that exists wins; nothing here is user input.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChildCommand } from '../supervisor/process.js';

const CANDIDATES = ['./engine/index.js', '../engine/index.js', '../../dist/engine/index.js'];

export function referenceEngineBundle(): string {
  for (const candidate of CANDIDATES) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('the reference engine bundle (dist/engine/index.js) is missing; run `npm run build`');
}

/** The reference engine runs under this same Node, invoked exactly as a Plasmate binary would be. */
export function referenceEngineCommand(bundle: string): ChildCommand {
  return { program: process.execPath, args: [bundle, 'mcp', '--transport', 'stdio'] };
}
