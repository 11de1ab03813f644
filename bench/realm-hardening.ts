/**
 * What locking the engine's realm down costs: the six-plan suite on the built
 * engine side by side with a copy of it whose `lockdown()` call is patched out (the engine as it
 * was before ses, which froze only its realm's prototypes, costs the same as no freeze: the freeze
 * showed no difference beyond noise when it landed). Medians of interleaved rounds; the goal is
 * within 10 % of the engine without lockdown.
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runBenchmark } from '../src/benchmark/run.js';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { median } from './measure.js';

const ROUNDS = 5;
/** The one line of the built engine that locks its realm down (src/engine/realm.ts). */
const LOCKDOWN_CALL = 'lockdown(LOCKDOWN_OPTIONS);';
/** The goal: the hardened suite within this factor of the suite without lockdown. */
const GOAL = 1.1;

/** A copy of the built engine (code caches included) with the lockdown call removed. */
function withoutLockdown(bundle: string): { entry: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'bench-realm-'));
  cpSync(dirname(realpathSync(bundle)), root, { recursive: true });
  const entry = join(root, 'index.js');
  const source = readFileSync(entry, 'utf8');
  if (source.split(LOCKDOWN_CALL).length !== 2) throw new Error(`${LOCKDOWN_CALL} is not in ${bundle} exactly once; review bench/realm-hardening.ts`);
  writeFileSync(entry, source.replace(LOCKDOWN_CALL, '/* lockdown patched out by bench/realm-hardening.ts */'));
  return { entry, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

async function suiteMs(bundle: string): Promise<{ ms: number; passed: boolean }> {
  const start = performance.now();
  const report = await runBenchmark({
    child: referenceEngineCommand(bundle),
    identity: { engine: 'reference', executable: bundle, path: bundle },
    repoDir: process.cwd(),
    env: { PATH: process.env.PATH },
  });
  return { ms: performance.now() - start, passed: report.gate.passed };
}

export async function benchRealmHardening(): Promise<string[]> {
  const hardened = referenceEngineBundle();
  const plain = withoutLockdown(hardened);
  const before: number[] = [];
  const after: number[] = [];
  let passed = true;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so a load spike does not always hit the same side.
      const order = round % 2 === 0 ? [plain.entry, hardened] : [hardened, plain.entry];
      for (const bundle of order) {
        const run = await suiteMs(bundle);
        passed &&= run.passed;
        (bundle === hardened ? after : before).push(run.ms);
      }
    }
  } finally {
    plain.cleanup();
  }
  const b = median(before);
  const a = median(after);
  return [
    `realm hardening: six-plan suite, median of ${ROUNDS} interleaved rounds (gate ${passed ? 'passed every round' : 'FAILED'})`,
    `  without lockdown ${Math.round(b)} ms   with ses lockdown ${Math.round(a)} ms   ratio ${(a / b).toFixed(3)} (goal <= ${GOAL})`,
  ];
}
