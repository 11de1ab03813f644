/**
 * One plan's `agent-run`, alone (`--plan FILE`) or as one of many: validate with the approvals, then
 * dry-run, check schemas, test-run or execute it through the supervised child, and write its report,
 * Markdown and located stderr lines.
 */
import { formatProblem, type Problem } from '../plan/problem.js';
import type { SecretAllowList } from '../plan/secret-reference.js';
import type { Approvals, Plan } from '../contract/plan.js';
import { RULE } from '../contract/rule-ids.js';
import { validatePlan } from '../plan/validate.js';
import { serializeReport } from '../report/build.js';
import { planStatus, renderChecksMarkdown, renderPlanMarkdown, SHORT_FINGERPRINT_LENGTH, type PlanSummary } from '../report/markdown.js';
import { writeFileAtomic } from '../report/write.js';
import type { ChildEnd } from '../workflow/child-end.js';
import type { RunDiagnostics } from '../report/diagnostics.js';
import type { TestRunReport } from '../report/test-run.js';
import type { RunOptions } from '../workflow/child-session.js';
import { dryRunReport } from '../workflow/dry-run.js';
import { plural, stepsNeedApproval } from '../report/plural.js';
import { jsonProblem, jsonStepFailure, type RunMode, type RunResultPlan } from './json-documents.js';
import { EXIT_FAILED, EXIT_OK, parseEngine, printable, STDOUT_PATH, withCancellation, type CliIo, type OutputPaths } from './io.js';
import type { AgentRunValues } from './agent-run-options.js';
import { readPlanOrReport } from './plan-input.js';
import { PLAN_STEP_SEPARATOR, shellWord } from './confirm-steps.js';

/** What a plan's run gets when it is one of many: the shared cancellation (its reading is `check`'s contained one, its Markdown a section). */
export interface ManyPlanContext {
  signal: AbortSignal;
}

/** One plan's run: what it runs, with which approvals, and where its results go. */
export interface PlanRunRequest {
  values: AgentRunValues;
  file: string;
  /** This plan's own `--confirm-step` values (confirm-steps.ts picks them). */
  confirmSteps: readonly string[];
  secrets: SecretAllowList;
  io: CliIo;
  outputs: OutputPaths;
  /** Set when the plan is one of many. */
  many?: ManyPlanContext;
  /** With `--json`: receives the plan's entry. */
  onResult?: (result: RunResultPlan) => void;
}

export function modeOf(values: AgentRunValues): RunMode {
  return values['dry-run'] ? 'dry-run' : values['check-schemas'] ? 'check-schemas' : values['test-mode'] ? 'test-mode' : 'run';
}


/**
 * A missing approval's problem with what to do on this command line: the `--confirm-step` that
 * approves the step (`FILE:STEP` in a many-plan run, so it approves this plan's step only). The
 * step id comes from the plan, never from child or page text; the rule and location stay as they are.
 */
function withApprovalHint(problem: Problem, plan: Plan | null, file: string, many: boolean): Problem {
  if (problem.rule !== RULE.policyApprovalMissing || plan === null || problem.step === undefined) return problem;
  const step = plan.steps[problem.step];
  if (step === undefined) return problem;
  const flag = `--confirm-step ${shellWord(many ? `${file}${PLAN_STEP_SEPARATOR}${step.id}` : step.id)}`;
  return { ...problem, message: `${problem.message}; use ${flag}` };
}

/** One plan's run, alone (`--plan FILE`) or as one of many (`many` given: operands read as `check` reads them). */
export async function agentRunPlan(request: PlanRunRequest): Promise<number> {
  const { values, file, io, outputs, many, secrets } = request;
  const checkOnly = values['check-schemas'];
  const testMode = values['test-mode'];
  const approvals: Approvals = {
    // This plan's own: the bare and PLAN:STEP values that reach it (confirm-steps.ts).
    confirmSteps: [...request.confirmSteps],
    allowEvaluate: values['allow-evaluate'],
    allowCookieWrites: values['allow-cookie-writes'],
  };
  // With a document on stdout (the Markdown or the JSON), stdout carries nothing else: the plain status lines go to stderr.
  const plain = values.markdown === STDOUT_PATH || values.json ? io.err : io.out;
  const result: RunResultPlan = {
    file, mode: modeOf(values), outcome: 'unreadable', name: null, fingerprint: null, report: null, summary: null, child: null, problems: [], failures: [],
  };
  try {
    return await runPlan();
  } finally {
    request.onResult?.(result);
  }

  async function runPlan(): Promise<number> {
    const read = await readPlanOrReport(file, io, many !== undefined);
    if ('unreadable' in read) {
      result.problems = read.unreadable.problems.map(jsonProblem);
      if (values.markdown !== undefined) await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check: read.unreadable, approvals, report: null });
      return EXIT_FAILED;
    }
    // --check-schemas and --test-mode run before approvals exist (a PR check): only the plan's own
    // contract applies. A test run resolves no secret, so only reserved names are refused there.
    const validated = validatePlan(read.bytes, file, checkOnly || testMode ? null : approvals, testMode ? undefined : secrets);
    const check = { ...validated, problems: validated.problems.map((p) => withApprovalHint(p, validated.plan, file, many !== undefined)) };
    for (const problem of check.problems) io.err(formatProblem(problem));
    result.problems = check.problems.map(jsonProblem);
    result.name = validated.plan?.name ?? null;
    result.fingerprint = validated.plan?.fingerprint ?? null;
    const plan = check.problems.length === 0 ? check.plan : null;
    if (plan === null) {
      if (values.markdown !== undefined) await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check, approvals, report: null });
      // One model with the Markdown and `check`: a plan whose only problems are missing approvals needs approval, it is not invalid.
      const status = planStatus({ check, approvals, report: null });
      result.outcome = status === 'needs approval' ? status : 'invalid';
      io.err(status === 'needs approval'
        ? `${file}: needs approval: ${stepsNeedApproval(check.problems.length)} (the --confirm-step for each is on its line above); nothing was run and no report written`
        : `${file}: plan is invalid (${plural(check.problems.length, 'problem')}); nothing was run and no report written`);
      return EXIT_FAILED;
    }
    const short = plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH);

    if (values['dry-run']) {
      const report = dryRunReport(plan, approvals);
      await writeFileAtomic(outputs.resolve(values.report!), serializeReport(report));
      result.outcome = report.status;
      result.report = values.report!;
      if (values.markdown !== undefined) await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check, approvals, report });
      plain(`${file}: validated ${report.workflow} (${short}), ${plural(report.summary.total, 'step')}; report written to ${values.report}`);
      return EXIT_OK;
    }
    return withCancellation((signal) => runChild(plan, check, short, signal), many?.signal);
  }

  /** A run that starts the child: check its schemas, test-run or execute the plan. */
  async function runChild(plan: Plan, check: PlanSummary['check'], short: string, signal: AbortSignal): Promise<number> {
    // Loaded only here: the MCP client and supervisor are not needed to validate plans.
    const { chooseChild } = await import('../workflow/child.js');
    // The child is always `<program> mcp --transport stdio`, never a shell, never named by a plan.
    const child = chooseChild(parseEngine(values.engine), values.plasmate, io.cwd, io.env.PATH ?? '');
    const { memoryDiagnostic } = await import('../workflow/child-end.js');
    const { Diagnostics } = await import('../workflow/diagnostics.js');
    const { diagnosticLines } = await import('../report/diagnostics.js');
    let childEnded: ChildEnd | undefined;
    // Why each step failed, beside the report: redacted of the values the run may resolve and of every secret name.
    const diagnostics = new Diagnostics(plan, {
      surface: 'cli',
      allowPrivateNetwork: values['allow-private-network'],
      secretValues: plan.secretNames.filter((name) => secrets.has(name)).map((name) => io.env[name] ?? ''),
      cancellation: signal,
    });
    const options = {
      child: child.command,
      env: io.env,
      secrets,
      allowPrivateNetwork: values['allow-private-network'],
      // Test mode ignores it (testModeRun's negotiate never passes it on).
      trustStaticToolPolicy: values['trust-static-tool-policy'],
      onUnannotatedChild: diagnostics.onUnannotatedChild,
      onChildEnd: (end: ChildEnd) => { childEnded = end; },
      onStepFailure: diagnostics.onStepFailure,
      signal,
    };
    const memoryLine = () => memoryDiagnostic(childEnded, plan.limits.memory_mb);
    const recordFailures = (why: RunDiagnostics) => {
      result.failures = [
        ...(why.run === null ? [] : [{ file, line: 1, column: 1, rule: why.run.failureClass, message: why.run.reason }]),
        ...why.steps.map((d) => jsonStepFailure(file, d)),
      ];
    };
    const ended = (outcome: string) => (signal.aborted ? 'cancelled' : outcome);
    try {
      if (testMode) {
        const code = await testModeRun(plan, file, options, values.report!, values.actions, values.markdown, io, outputs, plain,
          (record) => {
            const why = { steps: diagnostics.steps, run: diagnostics.runReason(record), notes: [] };
            recordFailures(why);
            result.outcome = ended(record.status);
            result.report = values.report!;
            result.summary = { ...record.summary };
            result.child = record.process_outcome ?? null;
            return why;
          });
        return code;
      }
      if (checkOnly) {
        // Loaded only here: a run that executes never needs it.
        const { checkSchemas } = await import('../workflow/check-schemas.js');
        const checked = await checkSchemas(plan, new Set(approvals.confirmSteps), options);
        // formatProblem's `file:line:col class message` form, so editors' problem matchers read it.
        for (const p of checked.problems) io.err(`${file}:${p.location.line}:${p.location.column} ${p.failureClass} ${p.stepId === null ? '' : `step ${JSON.stringify(p.stepId)}: `}${printable(p.detail)}`);
        result.outcome = ended(checked.ok ? 'accepted' : 'refused');
        result.failures = checked.problems.map((p) => {
          const index = p.stepId === null ? -1 : plan.steps.findIndex((s) => s.id === p.stepId);
          return { file, line: p.location.line, column: p.location.column, rule: p.failureClass, message: printable(p.detail), ...(index < 0 ? {} : { step: index }) };
        });
        const secretsNote = checked.secretsChecked ? '' : ' (secret values absent: checked without them)';
        plain(checked.ok
          ? `${file}: the child's advertised tools accept every step of ${plan.name} (${short})${secretsNote}; no tool was called`
          : `${file}: schema check failed: ${checked.failureClass ?? 'unknown'}${secretsNote}; no tool was called`);
        return checked.ok ? EXIT_OK : EXIT_FAILED;
      }
      const { executePlan } = await import('../workflow/execute.js');
      const report = await executePlan(plan, new Set(approvals.confirmSteps), { ...options, reportPath: outputs.resolve(values.report!) });
      const why = { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: [] };
      recordFailures(why);
      result.outcome = ended(report.status);
      result.report = values.report!;
      result.summary = { ...report.summary };
      result.child = report.process_outcome ?? null;
      for (const line of diagnosticLines(file, why, report.steps)) io.err(line);
      if (values.markdown !== undefined) await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check, approvals, report, diagnostics: why }, memoryLine());
      const s = report.summary;
      plain(`${file}: ${report.status} ${report.workflow} (${short}): ${s.succeeded} succeeded, ${s.failed} failed, ${s.skipped} skipped; child ${report.process_outcome ?? 'not started'}; report written to ${values.report}`);
      return report.status === 'succeeded' ? EXIT_OK : EXIT_FAILED;
    } finally {
      // A bounded line of ours, never child text: the v1 report has no field for it.
      const line = memoryLine();
      if (line !== null) io.err(`${file}: ${line}`);
    }
  }
}

/** `--test-mode`: reads real, effects stubbed; writes the test-run record, never the v1 report. */
async function testModeRun(
  plan: Plan, file: string, options: RunOptions, report: string, actions: string | undefined, markdown: string | undefined, io: CliIo, outputs: OutputPaths, plain: (line: string) => void,
  why: (record: TestRunReport) => RunDiagnostics,
): Promise<number> {
  const { testRunPlan } = await import('../workflow/test-run.js');
  const { renderTestRunMarkdown } = await import('../report/test-run.js');
  const missingOn = new Map<number, string | null>();
  const record = await testRunPlan(plan, {
    ...options,
    onElementMissing: ({ index, pageUrl }) => missingOn.set(index, pageUrl),
    reportPath: outputs.resolve(report),
    ...(actions === undefined ? {} : { actionsPath: outputs.resolve(actions) }),
  });
  const { diagnosticLines } = await import('../report/diagnostics.js');
  const { diagnosticsMarkdown } = await import('../report/markdown.js');
  const reasons = why(record);
  const rendered = `${renderTestRunMarkdown(record, file)}${diagnosticsMarkdown(reasons).map((line) => `${line}\n`).join('')}`;
  if (markdown === STDOUT_PATH) io.out(rendered);
  else if (markdown !== undefined) await writeFileAtomic(outputs.resolve(markdown), rendered);
  // Every failed or skipped step as a `file:line:col class step "id": …` line, as validation
  // problems are: a real step's reason from the diagnostics, else what test mode saw; in step
  // order, the steps fail_fast skipped after the failure as one count (diagnosticLines).
  const explained = new Set(reasons.steps.map((d) => d.index));
  const { elementMissingHint } = await import('../workflow/diagnostics.js');
  const seen = new Map<number, string>();
  for (const [index, step] of record.steps.entries()) {
    if ((step.status !== 'failed' && step.status !== 'skipped') || explained.has(index) || step.failure_class === 'fail_fast') continue;
    const planStep = plan.steps[index]!;
    const missing = step.failure_class === 'element_not_found';
    const at = (missing ? planStep.argumentLocations?.get('/element_id') : undefined) ?? planStep.location;
    const elementId = planStep.arguments.element_id;
    const what = missing
      ? `element ${printable(JSON.stringify(elementId))} is not on the page the session loaded; ${elementMissingHint(plan, missingOn.get(index) ?? null)}`
      : `${step.mode} step ${step.status}`;
    seen.set(index, `${file}:${at.line}:${at.column} ${step.failure_class ?? 'unknown'} step ${JSON.stringify(step.id)}: ${what}`);
  }
  for (const line of diagnosticLines(file, reasons, record.steps, seen)) io.err(line);
  const s = record.summary;
  plain(`${file}: test run ${record.status} ${plan.name} (${plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}): ` +
    `${s.real} real, ${s.stubbed} stubbed, ${plural(s.elements_missing, 'target')} missing; ` +
    `child ${record.process_outcome ?? 'not started'}; record written to ${report}`);
  return record.status === 'passed' ? EXIT_OK : EXIT_FAILED;
}

/**
 * `section`: the plan is one of many, so it writes only its own section (the many-plan run writes the
 * heading and count once). `note`: one line of ours (never child text) appended below the report,
 * e.g. the memory diagnostic.
 */
async function writeMarkdown(
  io: CliIo, outputs: OutputPaths, path: string, section: boolean, summary: PlanSummary, note: string | null = null,
): Promise<void> {
  const rendered = section ? renderPlanMarkdown(summary) : renderChecksMarkdown([summary], 'Plasmate agent workflow run');
  const markdown = note === null ? rendered : `${rendered.trimEnd()}\n\n**Note:** ${note}\n`;
  if (path === STDOUT_PATH) io.out(markdown);
  else await writeFileAtomic(outputs.resolve(path), markdown);
}
