/**
 * How the supervised child ended, beyond the report's `process_outcome`: whether it ran out of
 * memory. The v1 report is upstream-identical and has no field for this, so it goes only to the
 * CLI's own output (a bounded line on stderr and in the Markdown).
 */
import type { ProcessOutcome } from '../supervisor/process.js';

/** SIGABRT: what Node's out-of-memory handler ends the process with. */
const ABORT_OUTCOME: ProcessOutcome = 'signaled:6';

export interface ChildEnd {
  processOutcome: ProcessOutcome;
  /** The child aborted right after V8 said an allocation failed for lack of memory. */
  outOfMemory: boolean;
}

/**
 * Out of memory needs both the abort and V8's message on stderr: the message alone can be
 * printed by a page (the engine logs page errors to stderr), the abort alone has other causes.
 */
export function childEnd(processOutcome: ProcessOutcome, reportedOutOfMemory: boolean): ChildEnd {
  return { processOutcome, outOfMemory: reportedOutOfMemory && processOutcome === ABORT_OUTCOME };
}

/** The one line the CLI prints for a child that ran out of memory, or null. No child text in it. */
export function memoryDiagnostic(end: ChildEnd | undefined, memoryMb: number): string | null {
  if (end === undefined || !end.outOfMemory) return null;
  return memoryMb > 0
    ? `the child exceeded its memory limit (memory_mb ${memoryMb}) and was aborted (${end.processOutcome})`
    : `the child ran out of memory (no memory_mb set: the engine's own heap limit) and was aborted (${end.processOutcome})`;
}
