import { open } from 'node:fs/promises';
import { glob, isDynamicPattern } from 'tinyglobby';
import { MAX_PLAN_BYTES } from './bounds.js';
import type { PlanCheck } from './validate.js';

/**
 * Reads a plan file, but never more than one byte past the bound: a multi-gigabyte "plan" costs
 * 256 KiB of memory, and the validator still reports it as too large.
 */
export async function readPlanFile(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(MAX_PLAN_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

/** Literal paths stay as given (a missing one is reported when read); globs expand, sorted. */
export async function expandPlanPatterns(patterns: readonly string[], cwd: string): Promise<{ paths: string[]; unmatched: string[] }> {
  const paths = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of patterns) {
    if (!isDynamicPattern(pattern)) {
      paths.add(pattern);
      continue;
    }
    const matches = await glob(pattern, { cwd, onlyFiles: true, dot: false, expandDirectories: false });
    if (matches.length === 0) unmatched.push(pattern);
    for (const m of matches.sort()) paths.add(m);
  }
  return { paths: [...paths], unmatched };
}

/** Why a plan file could not be read: the errno code only, never a path or content. */
export function readFailureReason(error: unknown): string {
  return (error as { code?: string }).code ?? 'unknown error';
}

/** The check of a plan that could not be read: one problem at 1:1, no plan. */
export function unreadablePlanCheck(file: string, reason: string): PlanCheck {
  return { file, plan: null, problems: [{ file, line: 1, column: 1, rule: 'plan.file.unreadable', message: `cannot read the plan file (${reason})` }] };
}
