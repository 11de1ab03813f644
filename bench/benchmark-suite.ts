/**
 * The release gate's cost (issue 5): wall time of the whole six-plan suite on the reference engine
 * versus the floor it cannot beat, six × (spawn + initialize + close) of the same engine, measured
 * side by side in one run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { runBenchmark } from '../src/benchmark/run.js';
import { median } from './measure.js';

const ROUNDS = 3;
const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '0' } } });

async function spawnInitializeClose(bundle: string): Promise<void> {
  const command = referenceEngineCommand(bundle);
  const child = spawn(command.program, command.args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout });
  child.stdin.write(`${INITIALIZE}\n`);
  await once(lines, 'line');
  child.stdin.end();
  await once(child, 'exit');
}

export async function benchBenchmarkSuite(): Promise<string[]> {
  const bundle = referenceEngineBundle();
  const suite: number[] = [];
  const floor: number[] = [];
  let gate = true;
  for (let round = 0; round < ROUNDS; round++) {
    let start = performance.now();
    for (let i = 0; i < 6; i++) await spawnInitializeClose(bundle);
    floor.push(performance.now() - start);
    start = performance.now();
    const report = await runBenchmark({
      child: referenceEngineCommand(bundle),
      identity: { engine: 'reference', executable: bundle, path: bundle },
      repoDir: process.cwd(),
      env: { PATH: process.env.PATH },
    });
    suite.push(performance.now() - start);
    gate &&= report.gate.passed;
  }
  const s = median(suite);
  const f = median(floor);
  return [
    `benchmark suite: median of ${ROUNDS} interleaved rounds on the reference engine (gate ${gate ? 'passed every round' : 'FAILED'})`,
    `  6 x (spawn + initialize + close)  ${f.toFixed(0)} ms`,
    `  six-plan suite (one per core)     ${s.toFixed(0)} ms`,
    `  ratio suite / floor = ${(s / f).toFixed(2)}x  (goal <= 1.5x; suite goal <= 2000 ms)`,
  ];
}
