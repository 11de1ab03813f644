/**
 * Many plans in one command (`agent-run --jobs N FILE|GLOB...`): a bounded pool that runs up to
 * `jobs` plans at once, each through the same single-plan run the CLI uses for `--plan FILE`, with
 * every line a plan writes prefixed by its path. Each plan's run owns its supervised child; the
 * pool owns only the order, the bound and cancellation (no new plan starts once the signal fires;
 * the running ones see the same signal and kill their children's groups).
 */
import { availableParallelism } from 'node:os';
import { plural } from '../report/plural.js';

/**
 * The most plans that run at once: one per core Node may use. Each running plan is a supervised
 * child doing CPU-bound work (the reference engine parses pages with jsdom), so more children than
 * cores only queue on the CPU while each holds its memory (up to its plan's `memory_mb`).
 */
export function jobsBound(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The default is one plan at a time: the same resources, order and target-site load as running the
 * plans one by one, so a script that adds `--report-dir` gets no surprise; more is an explicit opt-in.
 */
export const DEFAULT_JOBS = 1;

/** A `--jobs` value: a positive decimal integer, or null when it is not one. */
export function parseJobs(text: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null;
}

/** Where one plan's run writes: each call is one whole line (a plan's lines never interleave within a line). */
export interface LineSink {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * A plan's line as the many-plan run prints it: every line starts with the plan path. Lines the
 * single-plan run already starts with `FILE:` (status lines, `file:line:col` problems a problem
 * matcher reads) stay as they are; any other line gets `FILE: ` in front. A multi-line text is
 * split so each of its lines carries the prefix too.
 */
export function prefixLines(file: string, text: string): string[] {
  return text.split('\n').map((line) => (line.startsWith(`${file}:`) ? line : `${file}: ${line}`));
}

/** The sink of one plan's run: the same channels, every line prefixed by its path. */
export function prefixedSink(file: string, sink: LineSink): LineSink {
  return {
    out: (text) => { for (const line of prefixLines(file, text)) sink.out(line); },
    err: (text) => { for (const line of prefixLines(file, text)) sink.err(line); },
  };
}

/** How one plan ended: its run's exit code, or `cancelled` when cancellation came before it started. */
export type PlanRunEnd = { file: string; index: number; code: number } | { file: string; index: number; cancelled: true };

/**
 * Runs `run` for every file, at most `jobs` at once, starting them in order. Resolves once every
 * started run has ended, with one entry per file in the files' order. Once `signal` fires no further
 * run starts (those files end `cancelled`); a run that throws rejects the whole pool only after
 * every other started run has ended, so no child outlives the pool.
 */
export async function runPool(
  files: readonly string[],
  jobs: number,
  signal: AbortSignal,
  run: (file: string, index: number) => Promise<number>,
): Promise<PlanRunEnd[]> {
  const ends: PlanRunEnd[] = new Array(files.length);
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= files.length) return;
      const file = files[index]!;
      if (signal.aborted) {
        ends[index] = { file, index, cancelled: true };
        continue;
      }
      try {
        ends[index] = { file, index, code: await run(file, index) };
      } catch (error) {
        failures.push(error);
        ends[index] = { file, index, cancelled: true };
      }
    }
  };
  const width = Math.max(1, Math.min(jobs, files.length));
  await Promise.all(Array.from({ length: width }, worker));
  if (failures.length > 0) throw failures[0];
  return ends;
}

/** "K of N plans succeeded" (or passed), with the plans cancellation kept from starting. */
export function runTally(total: number, passed: number, cancelled: number, verb: 'succeeded' | 'passed'): string {
  return `${passed} of ${plural(total, 'plan')} ${verb}${cancelled === 0 ? '' : `; ${cancelled} not run (cancelled)`}`;
}
