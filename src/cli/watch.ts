/**
 * `plasmate-action watch FILE|GLOB...`: the drift watch on this machine. Each plan is test-run
 * (reads real, every effect stubbed, as `agent-run --test-mode`), judged healthy, drifted,
 * unreachable or not run (workflow/drift.ts), and for a target that is gone the element now on the
 * page with its remembered role and name is suggested as the exact edit of the plan. `--ledger
 * FILE` keeps what healthy runs saw (read first, rewritten with this run's healthy plans), so the
 * next run can suggest. Exit 0 when every plan is healthy, 1 otherwise.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ContainedPlanReader, expandPlanPatterns } from '../plan/read.js';
import { formatProblem } from '../plan/problem.js';
import { validatePlan } from '../plan/validate.js';
import { SHORT_FINGERPRINT_LENGTH } from '../report/markdown.js';
import { plural } from '../report/plural.js';
import { writeFileAtomic } from '../report/write.js';
import { diagnosticLine } from '../report/diagnostics.js';
import type { Plan } from '../contract/plan.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, parseEngine, printable, UsageError, withCancellation, type CliIo, type OutputPaths } from './io.js';
import { readCheckedPlan } from './plan-input.js';
import type { DriftFinding, DriftLedger, DriftState } from '../workflow/drift.js';

export const WATCH_RESULT_SCHEMA = 'plasmate.drift-watch.v1';

/** One plan's entry in `watch --json`. */
interface WatchedPlan {
  file: string;
  state: DriftState | 'invalid';
  name: string | null;
  fingerprint: string | null;
  findings: (DriftFinding & { reason: string | null })[];
}

export async function watchCommand(args: readonly string[], io: CliIo, outputs: OutputPaths): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      ledger: { type: 'string' },
      json: { type: 'boolean', default: false },
      plasmate: { type: 'string' },
      engine: { type: 'string', default: 'auto' },
      'allow-private-network': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('watch needs at least one plan file or glob');
  const engine = parseEngine(values.engine);
  const files = await expandPlanPatterns(positionals, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  const drift = await import('../workflow/drift.js');
  const ledger: DriftLedger = values.ledger === undefined ? drift.emptyLedger() : await readLedger(outputs.resolve(values.ledger), drift.parseLedger);
  const { watchPlan } = await import('../workflow/watch.js');
  const { chooseChild } = await import('../workflow/child.js');
  const child = chooseChild(engine, values.plasmate, io.cwd, io.env.PATH ?? '');
  const plain = values.json ? io.err : io.out;
  const reader = new ContainedPlanReader(io.cwd);
  const watched: WatchedPlan[] = [];
  const code = await withCancellation(async (signal) => {
    for (const file of files.paths) {
      if (signal.aborted) break;
      const read = readCheckedPlan(reader, file, io);
      // A test run applies only the plan's own contract (no approvals, no secret resolved).
      const check = 'unreadable' in read ? read.unreadable : validatePlan(read.bytes, file, null);
      if (check.plan === null || check.problems.length > 0) {
        if (!('unreadable' in read)) for (const p of check.problems) io.err(formatProblem(p));
        watched.push({ file, state: 'invalid', name: null, fingerprint: null, findings: [] });
        plain(`invalid      ${file}  ${plural(check.problems.length, 'problem')}`);
        continue;
      }
      const plan: Plan = check.plan;
      const { verdict, reasons, run } = await watchPlan(plan, file, ledger, { child: child.command, env: io.env, allowPrivateNetwork: values['allow-private-network'], surface: 'cli', signal });
      const findings = verdict.findings.map((f) => ({ ...f, reason: reasons.get(f.step)?.reason ?? null }));
      watched.push({ file, state: verdict.state, name: plan.name, fingerprint: plan.fingerprint, findings });
      const short = plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH);
      plain(`${verdict.state.padEnd(12)} ${file}  ${plan.name}  ${short}${findings.length === 0 ? '' : `: ${plural(findings.length, 'step')} failed`}`);
      if (run !== null) io.err(`${file}:1:1 ${run.failureClass}: ${run.reason}`);
      for (const f of findings) {
        const known = reasons.get(f.step);
        io.err(known !== undefined ? diagnosticLine(file, known)
          : `${file}:${f.line}:${f.column} ${f.failureClass} step ${JSON.stringify(f.stepId)}: element ${printable(JSON.stringify(plan.steps[f.step]!.arguments.element_id))} is not on the page`);
        const suggestion = drift.suggestionText(file, f);
        if (suggestion !== null) io.err(`  ${suggestion}`);
      }
    }
    return watched.every((w) => w.state === 'healthy') && watched.length === files.paths.length ? EXIT_OK : EXIT_FAILED;
  });
  if (values.ledger !== undefined) await writeFileAtomic(outputs.resolve(values.ledger), `${JSON.stringify(ledger, null, 2)}\n`);
  if (values.json) io.out(JSON.stringify({ schema: WATCH_RESULT_SCHEMA, total: watched.length, healthy: watched.filter((w) => w.state === 'healthy').length, plans: watched }, null, 2));
  const healthy = watched.filter((w) => w.state === 'healthy').length;
  plain(`${healthy} of ${plural(files.paths.length, 'plan')} healthy`);
  return code;
}

/** The ledger file, or an empty ledger when there is none yet; a malformed one keeps only what parses. */
async function readLedger(path: string, parse: (value: unknown) => DriftLedger): Promise<DriftLedger> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return parse(null);
    throw new UsageError(`--ledger ${JSON.stringify(path)} cannot be read (${(error as { code?: string }).code ?? 'error'})`);
  }
  try {
    return parse(JSON.parse(text));
  } catch {
    throw new UsageError(`--ledger ${JSON.stringify(path)} is not JSON; give a file watch wrote, or a new path`);
  }
}
