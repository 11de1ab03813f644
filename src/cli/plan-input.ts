/**
 * Reading the plans a command is given: a regular file, opened without blocking; an unreadable one
 * becomes its located `plan.file.unreadable` problem on stderr and a check that counts it as invalid.
 */
import { resolve } from 'node:path';
import { ContainedPlanReader, readContainedPlanFile, readFailureReason, readPlanFile, unreadablePlanCheck } from '../plan/read.js';
import { formatProblem } from '../plan/problem.js';
import type { PlanCheck } from '../plan/validate.js';
import type { CliIo } from './io.js';

/** readPlanOrReport's contained read, synchronous: `check` reads its plans in one pass. */
export function readCheckedPlan(reader: ContainedPlanReader, file: string, io: CliIo): { bytes: Uint8Array } | { unreadable: PlanCheck } {
  try {
    return { bytes: reader.read(file) };
  } catch (error) {
    return reportUnreadable(file, error, io);
  }
}

/** `contained`: the file must resolve inside the working directory (`check`'s globs never leave it). */
export async function readPlanOrReport(file: string, io: CliIo, contained = false): Promise<{ bytes: Uint8Array } | { unreadable: PlanCheck }> {
  try {
    return { bytes: contained ? await readContainedPlanFile(io.cwd, file) : await readPlanFile(resolve(io.cwd, file)) };
  } catch (error) {
    return reportUnreadable(file, error, io);
  }
}

/** A plan that could not be read: its located problem on stderr, and the check that counts it. */
function reportUnreadable(file: string, error: unknown, io: CliIo): { unreadable: PlanCheck } {
  const unreadable = unreadablePlanCheck(file, readFailureReason(error));
  for (const problem of unreadable.problems) io.err(formatProblem(problem));
  return { unreadable };
}
