/** Runs the suite in-process against a chosen child: the built reference engine or a fault child. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSha256 } from '../../src/benchmark/environment.js';
import { referenceEngineBundle, referenceEngineCommand } from '../../src/workflow/child.js';
import type { BenchmarkReport } from '../../src/benchmark/evidence.js';
import { runBenchmark, type BenchmarkOptions } from '../../src/benchmark/run.js';

export const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');

export function runOnReferenceEngine(): Promise<BenchmarkReport> {
  const bundle = referenceEngineBundle();
  return runBenchmark({
    child: referenceEngineCommand(bundle),
    identity: { engine: 'reference', executable: 'dist/engine/index.js', path: bundle },
    repoDir: process.cwd(),
    env: { PATH: process.env.PATH },
  });
}

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

export async function referenceEngineSha256(): Promise<string> {
  return fileSha256(referenceEngineBundle());
}

/** Where the shared evidence is kept (build/ is ignored by git). */
const SHARED_EVIDENCE_DIR = join(process.cwd(), 'build', 'test-benchmark-evidence');
/** How long a file waits for another worker's run of the benchmark (a run takes seconds; minutes under heavy load). */
const SHARED_EVIDENCE_WAIT_MS = 180_000;
/** How often a waiting file looks for the other worker's evidence. */
const SHARED_EVIDENCE_POLL_MS = 100;

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

/**
 * One real run of the suite on the reference engine, shared by the files that only read its
 * evidence (benchmark/run's healthy run, validate-evidence, digest-recipe): the first file to ask
 * runs runOnReferenceEngine() and stores the report under build/, keyed by sharedEvidenceKey();
 * a file asking meanwhile waits for it (a lock directory naming the runner's pid; a lock whose
 * process is gone is taken over); later files, and later `npm test` runs of the same build and
 * checkout, read it. benchmark/cli.e2e still runs the benchmark itself, through the bundle.
 */
export async function sharedReferenceEvidence(): Promise<BenchmarkReport> {
  const key = sharedEvidenceKey();
  const file = join(SHARED_EVIDENCE_DIR, `${key}.json`);
  const lock = join(SHARED_EVIDENCE_DIR, `${key}.lock`);
  mkdirSync(SHARED_EVIDENCE_DIR, { recursive: true });
  const waitUntil = Date.now() + SHARED_EVIDENCE_WAIT_MS;
  for (;;) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BenchmarkReport;
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
      const report = await runOnReferenceEngine();
      // Only a passing run is kept: a failed one (a bug, or a machine too loaded) is each file's own to see.
      if (!report.gate.passed) return report;
      const staging = `${file}.${process.pid}.tmp`;
      writeFileSync(staging, JSON.stringify(report));
      renameSync(staging, file);
      // Evidence of other builds or checkouts is never read again.
      for (const old of readdirSync(SHARED_EVIDENCE_DIR)) if (old.endsWith('.json') && join(SHARED_EVIDENCE_DIR, old) !== file) rmSync(join(SHARED_EVIDENCE_DIR, old), { force: true });
      return report;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
