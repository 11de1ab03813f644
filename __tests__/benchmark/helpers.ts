/** Runs the suite in-process against a chosen child: the built reference engine or a fault child. */
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
