/** Runs the suite in-process against a chosen child: the built reference engine or a fault child. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSha256 } from '../../src/benchmark/environment.js';
import { referenceEngineBundle } from '../../src/workflow/child.js';
import type { BenchmarkReport } from '../../src/benchmark/evidence.js';
import { runBenchmark, type BenchmarkOptions } from '../../src/benchmark/run.js';
import { runNode } from '../helpers/run-node.js';
import { shEchoChild, type ShFault } from '../helpers/sh-echo.js';

export const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');

/** The suite with a misbehaving child in the engine's place (a stand-in "Plasmate binary"). */
export function runOnFaultChild(
  mode: string, faultStep = 1, concurrency?: number, deadlines: Pick<BenchmarkOptions, 'stepTimeoutMs' | 'handshakeTimeoutMs'> = {},
): Promise<BenchmarkReport> {
  return runBenchmark({
    child: { program: process.execPath, args: [FAULT_CHILD, mode, '-', String(faultStep)] },
    identity: { engine: 'plasmate', executable: FAULT_CHILD, path: FAULT_CHILD },
    repoDir: process.cwd(),
    env: { PATH: process.env.PATH },
    ...(concurrency === undefined ? {} : { concurrency }),
    ...deadlines,
  });
}

/**
 * The suite on the shell stand-in with one of the fault child's faults (helpers/sh-echo.ts: the
 * same handshake, the same ending at the first call, ~0.02 CPU-s a start instead of a Node child's
 * ~0.12): for the buckets, where the child's death or silence is what counts, not its code.
 */
export async function runOnShellFault(
  fault: ShFault, concurrency?: number, deadlines: Pick<BenchmarkOptions, 'stepTimeoutMs' | 'handshakeTimeoutMs'> = {},
): Promise<BenchmarkReport> {
  const child = await shEchoChild(fault);
  return runBenchmark({
    child: { program: child, args: [] },
    identity: { engine: 'plasmate', executable: child, path: child },
    repoDir: process.cwd(),
    env: { PATH: process.env.PATH },
    ...(concurrency === undefined ? {} : { concurrency }),
    ...deadlines,
  });
}

export async function referenceEngineSha256(): Promise<string> {
  return fileSha256(referenceEngineBundle());
}

/** Where the shared evidence is kept (build/ is ignored by git). */
const SHARED_EVIDENCE_DIR = join(process.cwd(), 'build', 'test-benchmark-evidence');
/** How long a file waits for another worker's run of the benchmark (a run takes seconds; minutes under heavy load). */
const SHARED_EVIDENCE_WAIT_MS = 180_000;
/** How often a waiting file looks for the other worker's evidence. */
const SHARED_EVIDENCE_POLL_MS = 100;
/** The bundle's run of the six tasks: seconds quiet, far longer on a loaded machine (below SHARED_EVIDENCE_WAIT_MS). */
const SHARED_BENCHMARK_RUN_MS = 150_000;

/**
 * What a run's evidence depends on: the sources and fixtures the bundle was built from
 * (dist/build-inputs.sha256, current before any test: scripts/jest-dist-current.mjs), the Node that
 * runs it (rustc_version), and the checkout's commit and tracked changes (git_commit, git_dirty).
 */
function sharedEvidenceKey(): string {
  const git = (args: string[]): string => {
    try {
      return execFileSync('git', args, { cwd: process.cwd(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return '(no git)';
    }
  };
  return createHash('sha256')
    .update(readFileSync(join(process.cwd(), 'dist', 'build-inputs.sha256')))
    .update(`\0${process.execPath}\0${process.version}\0`)
    .update(git(['rev-parse', 'HEAD']))
    .update(git(['status', '--porcelain', '--untracked-files=no']))
    .digest('hex')
    .slice(0, 16);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The built CLI, whose `benchmark` the shared run is (as a release job runs it). */
const CLI_BUNDLE = join(process.cwd(), 'dist', 'cli', 'index.js');

/** The shared run as the CLI reported it: exit code, output, and the files it wrote. */
export interface SharedBenchmarkRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The evidence JSON and its Markdown summary, as written by the bundle. */
  evidencePath: string;
  markdownPath: string;
  report: BenchmarkReport;
}

/**
 * One real run of the suite on the reference engine — `node dist/cli/index.js benchmark`, the
 * release job's command — shared by the files that read it (benchmark/cli.e2e's bundle checks,
 * benchmark/run's healthy run, validate-evidence): six engine children once per build and
 * checkout instead of once per file. The first file to ask runs it and stores the CLI's output
 * and files under build/, keyed by sharedEvidenceKey(); a file asking meanwhile waits for it (a
 * lock directory naming the runner's pid; a lock whose process is gone is taken over); later
 * files, and later `npm test` runs of the same build and checkout, read it.
 */
export async function sharedBenchmarkRun(): Promise<SharedBenchmarkRun> {
  const key = sharedEvidenceKey();
  const dir = join(SHARED_EVIDENCE_DIR, key);
  const done = join(dir, 'run.json');
  const lock = join(SHARED_EVIDENCE_DIR, `${key}.lock`);
  const evidencePath = join(dir, 'evidence.json');
  const markdownPath = join(dir, 'evidence.md');
  const read = (): SharedBenchmarkRun => ({
    ...(JSON.parse(readFileSync(done, 'utf8')) as Pick<SharedBenchmarkRun, 'code' | 'stdout' | 'stderr'>),
    evidencePath,
    markdownPath,
    report: JSON.parse(readFileSync(evidencePath, 'utf8')) as BenchmarkReport,
  });
  mkdirSync(SHARED_EVIDENCE_DIR, { recursive: true });
  const waitUntil = Date.now() + SHARED_EVIDENCE_WAIT_MS;
  for (;;) {
    if (existsSync(done)) return read();
    try {
      mkdirSync(lock);
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // being taken (no pid yet) or just released
      }
      // A lock whose process is gone is stale.
      if (holder > 0 && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > waitUntil) throw new Error(`no shared benchmark evidence after ${SHARED_EVIDENCE_WAIT_MS} ms (lock ${lock})`);
      await new Promise((resolve) => setTimeout(resolve, SHARED_EVIDENCE_POLL_MS));
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      // Only PATH, as the in-process runs get: no runner metadata from the environment Jest runs in.
      const run = await runNode([CLI_BUNDLE, 'benchmark', '--output', evidencePath], { env: { PATH: process.env.PATH }, timeoutMs: SHARED_BENCHMARK_RUN_MS });
      const result = { code: run.code, stdout: run.stdout, stderr: run.stderr };
      // Only a passing run is kept: a failed one (a bug, or a machine too loaded) is each file's own to see.
      if (run.code !== 0) return { ...result, evidencePath, markdownPath, report: JSON.parse(readFileSync(evidencePath, 'utf8')) as BenchmarkReport };
      const staging = `${done}.${process.pid}.tmp`;
      writeFileSync(staging, JSON.stringify(result));
      renameSync(staging, done);
      // Runs of other builds or checkouts are never read again.
      for (const old of readdirSync(SHARED_EVIDENCE_DIR)) if (old !== key && !old.endsWith('.lock')) rmSync(join(SHARED_EVIDENCE_DIR, old), { recursive: true, force: true });
      return read();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The shared run's evidence (see sharedBenchmarkRun). */
export async function sharedReferenceEvidence(): Promise<BenchmarkReport> {
  return (await sharedBenchmarkRun()).report;
}
