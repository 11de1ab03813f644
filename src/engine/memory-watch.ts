// The engine's own watch over its memory, beside V8's per-isolate heap limits (docs/engine.md,
// "Memory limits"). A heap limit only works when the isolate honours termination: on Node 22 and
// later a renderer whose page loops over some builtins (`new Array(n).fill(x)` in a tight loop)
// never services V8's interrupts, so its near-heap-limit callback's termination, a heap-statistics
// request and `worker.terminate()` all wait forever while the heap limit is raised 16 MiB at a
// time. The broker's thread is free meanwhile: it reads the process's resident set and ends the
// engine as an engine out of heap ends, so memory_mb keeps its meaning whatever a page does.

const MIB = 1024 * 1024;

/**
 * What each isolate needs resident beside its pages' data: Node's per-thread state, jsdom and the
 * modules loaded with it, compiled code — ~125 MiB per renderer on Node 20 and 24. A three-origin
 * plan under memory_mb 256 peaks at 300-325 MiB resident with three isolates, against a ceiling
 * of 256 + 4 x 128 MiB; only page data counts against memory_mb.
 */
export const ISOLATE_RESIDENT_ALLOWANCE_BYTES = 128 * MIB;
/** How often the broker reads the resident set: a page allocating without bound grows ~100 MiB/s under GC. */
export const RESIDENT_POLL_MS = 200;

/**
 * The most the engine may hold resident: the plan's memory limit for page data plus each live
 * isolate's runtime allowance (the broker's own isolate included). No limit, no ceiling.
 */
export function residentCeilingBytes(memoryLimitBytes: number, rendererIsolates: number): number | undefined {
  if (memoryLimitBytes <= 0) return undefined;
  return memoryLimitBytes + (rendererIsolates + 1) * ISOLATE_RESIDENT_ALLOWANCE_BYTES;
}

/**
 * The engine ran out of memory: it ends as an engine that ran out of heap does (V8's message on
 * stderr, then SIGABRT), so the runner recognises the abort and reports the plan's memory limit.
 */
export function outOfMemory(what: string): never {
  process.stderr.write(`FATAL ERROR: ${what} Allocation failed - JavaScript heap out of memory\n`);
  process.abort();
}

export interface ResidentWatch {
  stop(): void;
}

/**
 * Poll the resident set; past the ceiling, `exceeded` (by default the out-of-memory end). The
 * timer is unreferenced: the watch never keeps the engine alive.
 */
export function watchResident(
  memoryLimitBytes: number,
  rendererIsolates: () => number,
  exceeded: (residentBytes: number, ceilingBytes: number) => void = () => outOfMemory('the engine exceeded its memory limit'),
  residentBytes: () => number = () => process.memoryUsage.rss(),
): ResidentWatch {
  if (memoryLimitBytes <= 0) return { stop: () => undefined };
  const timer = setInterval(() => {
    const ceiling = residentCeilingBytes(memoryLimitBytes, rendererIsolates())!;
    const resident = residentBytes();
    if (resident > ceiling) {
      clearInterval(timer);
      exceeded(resident, ceiling);
    }
  }, RESIDENT_POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
