/** Small measuring helpers shared by the benchmarks: monotonic time, medians, a seeded PRNG, child peak RSS. */
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export function timeMs(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A module binding, not a global read per call: tests draw millions of numbers in Jest's vm context, where each global read is ~150 ns. */
const { imul } = Math;

/** Deterministic plans run to run, so two measurements compare the same work. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** VmHWM (peak RSS, KiB) of every live child of this process, folded into `peaks` by pid. */
export function sampleChildPeaks(peaks: Map<number, number>): void {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      const hwm = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      peaks.set(Number(entry), Math.max(peaks.get(Number(entry)) ?? 0, hwm));
    } catch {
      // gone meanwhile
    }
  }
}
