/**
 * `agent-run [flags] FILE|GLOB...`: many plans in one command, each through the single-plan run of
 * plan-run.ts, up to --jobs at a time (workflow/multi-run.ts owns the pool and the line prefixes).
 */
import { ContainedPlanReader, expandPlanPatterns } from '../plan/read.js';
import { OutputWriteError, writeFileAtomic } from '../report/write.js';
import { cliSecretAllowList, EXIT_FAILED, EXIT_OK, EXIT_USAGE, STDOUT_PATH, UsageError, withCancellation, type CliIo, type OutputPaths } from './io.js';
import { agentRunChecks, type AgentRunValues } from './agent-run-options.js';
import { agentRunPlan, modeOf } from './plan-run.js';
import { runResultDocument, type RunResultPlan } from './json-documents.js';
import { ConfirmStepSelection, parseConfirmSteps, PLAN_STEP_SEPARATOR, planStepIds } from './confirm-steps.js';

/** Each plan's step ids (null for a plan that cannot be read or parsed: its own run reports why), read as `check` reads. */
function planStepIdsOf(files: readonly string[], cwd: string): (ReadonlySet<string> | null)[] {
  const reader = new ContainedPlanReader(cwd);
  return files.map((file) => {
    try {
      return planStepIds(reader.read(file));
    } catch {
      return null;
    }
  });
}

/** A plan the pool never started (cancelled before its turn), as `--json` lists it. */
function notRunResult(file: string, values: AgentRunValues): RunResultPlan {
  return { file, mode: modeOf(values), outcome: 'cancelled', name: null, fingerprint: null, report: null, summary: null, child: null, problems: [], failures: [] };
}

/**
 * `agent-run [flags] FILE|GLOB...`: every plan through the same single-plan run, up to --jobs at a
 * time, each writing its report into --report-dir under the name the action gives it; stderr lines
 * carry the plan path; one summary line; exit 1 when any plan failed or was not run.
 */
export async function agentRunMany(values: AgentRunValues, patterns: readonly string[], io: CliIo, outputs: OutputPaths): Promise<number> {
  if (values.plan !== undefined) throw new UsageError('give the plans either as --plan FILE or as FILE|GLOB... operands, not both');
  if (values.report !== undefined) throw new UsageError('--report names one report: with several plans give --report-dir DIR');
  if (values.actions !== undefined) throw new UsageError("--actions names one file: with several plans each plan's stubbed actions go into --report-dir");
  const secrets = cliSecretAllowList(values.secret, io.env) ?? new Set<string>();
  agentRunChecks(values);
  const confirms = parseConfirmSteps(values['confirm-step']);
  const checkOnly = values['check-schemas'];
  const reportDir = values['report-dir'];
  if (reportDir === undefined && !checkOnly) throw new UsageError('--report-dir is required with several plans');
  const many = await import('../workflow/multi-run.js');
  const asked = values.jobs === undefined ? many.DEFAULT_JOBS : many.parseJobs(values.jobs);
  if (asked === null) throw new UsageError(`--jobs must be a positive whole number (got ${JSON.stringify(values.jobs)})`);
  const files = await expandPlanPatterns(patterns, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  const selection = await ConfirmStepSelection.of(confirms, files.paths, io.cwd, true);
  // A bare STEP reaches only the plans that have it, so each plan's step ids are read before any
  // plan runs (a bare step no plan has stops the run here). Each plan's own run then validates it.
  const stepIds = selection.hasBareSteps ? planStepIdsOf(files.paths, io.cwd) : null;
  const unknown = stepIds === null ? [] : selection.unknownBareSteps(stepIds);
  if (unknown.length > 0) {
    throw new UsageError(`--confirm-step ${unknown.map((step) => JSON.stringify(step)).join(', ')}: no plan of this run has ${unknown.length === 1 ? 'that step' : 'those steps'} (to approve a step of one plan, give PLAN${PLAN_STEP_SEPARATOR}STEP)`);
  }
  const bound = many.jobsBound();
  if (asked > bound) io.err(`note: --jobs ${asked} is more than the ${bound} core${bound === 1 ? '' : 's'} available; running ${bound} at a time`);
  const jobs = Math.min(asked, bound);
  const testMode = values['test-mode'];
  // As with one plan: with the Markdown on stdout, stdout carries nothing else.
  const sink = { out: values.markdown === STDOUT_PATH || values.json ? io.err : io.out, err: io.err };
  // With --json, each plan's entry by its index (plans finish in any order; the document keeps theirs).
  const results: RunResultPlan[] = [];
  const { mkdir, mkdtemp, readFile, rm } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  // The action's own naming, so a local run and the action's shards write the same files.
  const { reportFileName } = await import('../report/file-name.js');
  if (reportDir !== undefined) await mkdir(outputs.resolve(reportDir), { recursive: true });
  // Each plan's Markdown goes to a private file first; the combined document is written once, in plan order.
  const markdownDir = values.markdown === undefined ? null : await mkdtemp(join(tmpdir(), 'plasmate-agent-run-'));
  try {
    return await withCancellation(async (signal) => {
      const ends = await many.runPool(files.paths, jobs, signal, async (file, index) => {
        const planIo: CliIo = { ...many.prefixedSink(file, sink), cwd: io.cwd, env: io.env };
        const named = (suffix: string) => (reportDir === undefined ? undefined : join(reportDir, reportFileName(index, file, suffix)));
        const planValues: AgentRunValues = {
          ...values,
          plan: file,
          report: named(testMode ? '.test-run.json' : '.report.json'),
          actions: testMode ? named('.test-actions.jsonl') : undefined,
          markdown: markdownDir === null ? undefined : join(markdownDir, `${index}.md`),
        };
        try {
          return await agentRunPlan({
            values: planValues, file, confirmSteps: selection.stepsFor(file, stepIds?.[index] ?? null), secrets, io: planIo, outputs, many: { signal },
            ...(values.json ? { onResult: (result: RunResultPlan) => { results[index] = result; } } : {}),
          });
        } catch (error) {
          if (!(error instanceof OutputWriteError)) throw error;
          planIo.err(`error: cannot write ${outputs.shown(error.path)} (${error.code}); check that its directory exists and is writable and that it is not a directory`);
          return EXIT_FAILED;
        }
      });
      const passed = ends.filter((end) => 'code' in end && end.code === EXIT_OK).length;
      const cancelled = ends.filter((end) => 'cancelled' in end);
      for (const end of cancelled) sink.err(`${end.file}: not run: cancelled`);
      if (values.json) {
        const entries = ends.map((end) => results[end.index] ?? notRunResult(end.file, values));
        io.out(runResultDocument(entries));
      }
      if (markdownDir !== null) {
        const parts: string[] = [];
        for (const end of ends) {
          const own = await readFile(join(markdownDir, `${end.index}.md`), 'utf8').catch(() => null);
          if (own !== null) parts.push(own.trimEnd());
        }
        const combined = `# Plasmate agent workflow runs\n\n${many.runTally(ends.length, passed, cancelled.length, testMode ? 'passed' : 'succeeded')}.\n\n${parts.join('\n\n')}\n`;
        if (values.markdown === STDOUT_PATH) io.out(combined);
        else await writeFileAtomic(outputs.resolve(values.markdown!), combined);
      }
      sink.out(`${many.runTally(ends.length, passed, cancelled.length, testMode ? 'passed' : 'succeeded')} (jobs ${jobs})${reportDir === undefined ? '' : `; reports in ${reportDir}`}`);
      return passed === ends.length ? EXIT_OK : EXIT_FAILED;
    });
  } finally {
    if (markdownDir !== null) await rm(markdownDir, { recursive: true, force: true });
  }
}
