/**
 * The `memory_mb` ceiling, enforced by the runner itself rather than by asking the child. How it
 * is enforced depends on the child, chosen by the operator's command (never by a plan):
 *
 * - `address-space` (a Plasmate binary, and any child we know nothing about): the child is started
 *   as `prlimit --as=BYTES -- <program> <args>`, as upstream applies RLIMIT_AS to itself.
 * - `node-heap` (the reference engine, a Node child): RLIMIT_AS does not fit V8, which reserves
 *   large virtual ranges it never touches (Node needs ~736 MiB of address space just to start on
 *   Node 20, ~1152 MiB on Node 24, and every WebAssembly memory reserves 8+ GiB), so a 2 GiB
 *   ceiling killed the engine at its second step. Instead the child gets V8 heap limits
 *   (`--max-old-space-size`, `--max-semi-space-size`: half of memory_mb for the old generation)
 *   under `prlimit --data=BYTES`: RLIMIT_DATA counts only private writable memory (Linux ≥ 4.7),
 *   not PROT_NONE reservations, so it bounds what the engine commits (the heap, ArrayBuffers,
 *   malloc) — plus a fixed allowance for the code range Node 24 maps writable up front. A page's
 *   heap past the V8 limit aborts the engine (SIGABRT, "JavaScript heap out of memory"); an
 *   ArrayBuffer past the data limit fails in the page with a RangeError.
 *
 * prlimit sets the limit on itself and then execs the program in place (same pid, so the process
 * group and the group kill are unchanged), and the limit is inherited across fork and exec. Node
 * has no setrlimit of its own, and a preexec hook is not available to spawn(), so this is the
 * smallest mechanism that puts the limit in force before the child's first instruction.
 *
 * Fail closed: with memory_mb > 0 and no prlimit (or not Linux), the spawn fails rather than
 * running the child without the ceiling the plan asked for.
 */
import { findRunnerTool } from './runner-tool.js';

/** How a child's `memory_mb` is enforced; see the module comment. */
export type MemoryCeiling = 'address-space' | 'node-heap';

const MIB = 1024 * 1024;
/**
 * The V8 old generation gets this share of `memory_mb`: the rest of the data limit is left for
 * what V8's heap limit does not count — the young generation, code, jsdom's and Node's native
 * allocations, ArrayBuffers. Measured (bench/memory-limit.ts): the engine's peak RSS for an
 * open/type/evaluate plan is ~120-160 MiB, of which the V8 heap is well under half.
 */
const NODE_OLD_SPACE_SHARE = 0.5;
/** One V8 semi-space: memory_mb / this, in MiB, within the two bounds below (V8's own default is 16 MiB on 64-bit). */
const NODE_SEMI_SPACE_DIVISOR = 64;
const NODE_SEMI_SPACE_MIN_MB = 1;
const NODE_SEMI_SPACE_MAX_MB = 16;

/**
 * V8 isolates a reference engine holds at once while it runs one plan: the broker, the renderer of
 * the page, the warm spare renderer, and a renderer being ended after a cross-origin navigation
 * (docs/engine.md, "Renderers and the broker"). Each renderer is a worker with its own isolate.
 */
const ENGINE_ISOLATES = 4;
/**
 * What one isolate maps up front that RLIMIT_DATA counts. Node 24 (V8 13) maps a 512 MiB code
 * range read-write-execute per isolate (measured on Node 24.22: VmData 573 MiB for `node -e 0`,
 * +527 MiB for each worker; 48 MiB on Node 20.20; no flag short of --jitless shrinks it), so a
 * data limit of memory_mb alone kills Node 24 at start below ~600 MiB, and an engine's renderers
 * fail to start under a one-isolate allowance.
 */
const ISOLATE_DATA_RESERVATION_BYTES = 640 * MIB;
/**
 * Added to `memory_mb` for a Node child's RLIMIT_DATA. The V8 heap flags (and each renderer's
 * heap limits) stay the bound on what a page's scripts can grow; the data limit is the backstop
 * for off-heap memory.
 */
const NODE_DATA_RESERVATION_BYTES = ENGINE_ISOLATES * ISOLATE_DATA_RESERVATION_BYTES;

export class AddressSpaceLimitUnavailable extends Error {
  constructor() {
    super('memory_mb > 0 needs Linux and prlimit (util-linux) to enforce the memory ceiling');
  }
}

/** Looks prlimit up on the runner's own PATH (never the plan's), then in the usual places. */
export function findPrlimit(runnerPath: string | undefined): string | null {
  return findRunnerTool('prlimit', runnerPath);
}

/** The V8 flags that bound a Node child's heap within `limitBytes` (whole MiB, at least 1). */
export function nodeHeapFlags(limitBytes: number): string[] {
  const mb = Math.max(1, Math.floor(limitBytes / MIB));
  const oldSpace = Math.max(1, Math.floor(mb * NODE_OLD_SPACE_SHARE));
  const semiSpace = Math.min(NODE_SEMI_SPACE_MAX_MB, Math.max(NODE_SEMI_SPACE_MIN_MB, Math.floor(mb / NODE_SEMI_SPACE_DIVISOR)));
  return [`--max-old-space-size=${oldSpace}`, `--max-semi-space-size=${semiSpace}`];
}

/**
 * The argv that starts `program args` under the ceiling, or unchanged when there is none. For
 * `node-heap`, `program` must be Node and `args` start with its own flags (the heap flags go first,
 * so the engine's confinement flags and script follow unchanged).
 */
export function withMemoryCeiling(
  program: string,
  args: readonly string[],
  limitBytes: number,
  runnerPath: string | undefined,
  ceiling: MemoryCeiling = 'address-space',
): { program: string; args: string[] } {
  if (limitBytes <= 0) return { program, args: [...args] };
  const prlimit = process.platform === 'linux' ? findPrlimit(runnerPath) : null;
  if (prlimit === null) throw new AddressSpaceLimitUnavailable();
  if (ceiling === 'node-heap') {
    return { program: prlimit, args: [`--data=${limitBytes + NODE_DATA_RESERVATION_BYTES}`, '--', program, ...nodeHeapFlags(limitBytes), ...args] };
  }
  return { program: prlimit, args: [`--as=${limitBytes}`, '--', program, ...args] };
}

/** The address-space form alone (kept for callers that name it). */
export function withAddressSpaceLimit(
  program: string,
  args: readonly string[],
  limitBytes: number,
  runnerPath: string | undefined,
): { program: string; args: string[] } {
  return withMemoryCeiling(program, args, limitBytes, runnerPath, 'address-space');
}
