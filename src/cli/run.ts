/**
 * The CLI's commands, written against an injected console so tests can run them in-process and
 * through the bundle alike. Exit codes: 0 success, 1 a plan or run failed, 2 usage or setup error.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { expandPlanPatterns, readContainedPlanFile, readFailureReason, readPlanFile, unreadablePlanCheck } from '../plan/read.js';
import { RESPONSE_BYTES } from '../plan/bounds.js';
import { formatProblem } from '../plan/problem.js';
import { PLAN_JSON_SCHEMA } from '../plan/schema.js';
import { secretAllowList, SecretAllowListError, splitSecretNames, type SecretAllowList } from '../plan/secret-reference.js';
import type { Approvals, Plan } from '../plan/types.js';
import { validatePlan } from '../plan/validate.js';
import { serializeReport } from '../report/build.js';
import { renderChecksMarkdown, SHORT_FINGERPRINT_LENGTH, type PlanSummary } from '../report/markdown.js';
import { writeFileAtomic } from '../report/write.js';
import type { EngineChoice } from '../workflow/child.js';
import type { ChildEnd } from '../workflow/child-end.js';
import type { RunOptions } from '../workflow/execute.js';
import { dryRunReport } from '../workflow/dry-run.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
/** Upstream's benchmark exits 2 when the gate fails (and the evidence validator when it validates a failed gate). */
export const EXIT_GATE_FAILED = 2;

/** The environment variable with the CLI's secret allow-list (names separated by commas, spaces or newlines). */
export const SECRETS_VARIABLE = 'PLASMATE_SECRETS';

const USAGE = `usage:
  plasmate-action agent-run --plan FILE --report FILE [--dry-run] [--confirm-step ID]...
                            [--secret NAME]... [--allow-evaluate] [--allow-cookie-writes] [--markdown FILE]
                            [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network]
  plasmate-action agent-run --plan FILE --check-schemas [--engine ...] [--plasmate PATH] [--confirm-step ID]... [--secret NAME]...
  plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [--markdown FILE]
                            [--engine ...] [--plasmate PATH] [--allow-private-network]
  plasmate-action inspect URL [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network] [--json]
  plasmate-action check [--markdown FILE] [--secret NAME]... FILE|GLOB...
  plasmate-action labels [--json] FILE|GLOB...
  plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH]
  plasmate-action benchmark-validate --input FILE
  plasmate-action schema

  --secret NAME (repeatable) and ${SECRETS_VARIABLE}=NAME,NAME together are the secret names a plan
  may reference; agent-run refuses any other (check only when a list is given).`;

class UsageError extends Error {}

/**
 * The allow-list from `--secret` and PLASMATE_SECRETS together, or undefined when neither names any.
 * A reserved or malformed name is a usage error (its position is named, never the name).
 */
function cliSecretAllowList(flags: readonly string[]): SecretAllowList | undefined {
  const fromEnv = splitSecretNames(process.env[SECRETS_VARIABLE] ?? '');
  try {
    const names = new Set([...secretAllowList(flags, '--secret'), ...secretAllowList(fromEnv, SECRETS_VARIABLE)]);
    return flags.length === 0 && fromEnv.length === 0 ? undefined : names;
  } catch (error) {
    if (error instanceof SecretAllowListError) throw new UsageError(error.message);
    throw error;
  }
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'agent-run':
        return await agentRun(rest, io);
      case 'inspect':
        return await inspectCommand(rest, io);
      case 'check':
        return await checkCommand(rest, io);
      case 'labels': return await (await import('./labels.js')).labelsCommand(rest, io);
      case 'benchmark':
        return await benchmarkCommand(rest, io);
      case 'benchmark-validate':
        return await benchmarkValidateCommand(rest, io);
      case 'schema':
        io.out(JSON.stringify(PLAN_JSON_SCHEMA, null, 2));
        return EXIT_OK;
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return EXIT_OK;
      default:
        throw new UsageError(command === undefined ? 'no command given' : `unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`error: ${(error as Error).message}\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

async function agentRun(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      plan: { type: 'string' },
      report: { type: 'string' },
      markdown: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'check-schemas': { type: 'boolean', default: false },
      'test-mode': { type: 'boolean', default: false },
      actions: { type: 'string' },
      plasmate: { type: 'string' },
      engine: { type: 'string', default: 'auto' },
      'allow-private-network': { type: 'boolean', default: false },
      'allow-evaluate': { type: 'boolean', default: false },
      'allow-cookie-writes': { type: 'boolean', default: false },
      'confirm-step': { type: 'string', multiple: true, default: [] },
      secret: { type: 'string', multiple: true, default: [] },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.plan === undefined) throw new UsageError('--plan is required');
  const secrets = cliSecretAllowList(values.secret) ?? new Set<string>();
  const checkOnly = values['check-schemas'];
  const testMode = values['test-mode'];
  if ([checkOnly, values['dry-run'], testMode].filter(Boolean).length > 1) {
    throw new UsageError('--dry-run, --check-schemas and --test-mode are different runs; choose one');
  }
  if (testMode && (values['confirm-step'].length > 0 || values['allow-evaluate'] || values['allow-cookie-writes'])) {
    throw new UsageError('--test-mode takes no approvals or opt-ins: it never sends a step that would need one');
  }
  if (values.actions !== undefined && !testMode) throw new UsageError('--actions records the stubbed actions of a --test-mode run');
  if (values.report === undefined && !checkOnly) throw new UsageError('--report is required');
  const approvals: Approvals = {
    confirmSteps: values['confirm-step'],
    allowEvaluate: values['allow-evaluate'],
    allowCookieWrites: values['allow-cookie-writes'],
  };
  const file = values.plan;
  const bytes = await readPlanOrReport(file, io);
  if (bytes === null) return EXIT_FAILED;
  // --check-schemas and --test-mode run before approvals exist (a PR check): only the plan's own
  // contract applies. A test run resolves no secret, so only reserved names are refused there.
  const check = validatePlan(bytes, file, checkOnly || testMode ? null : approvals, testMode ? undefined : secrets);
  for (const problem of check.problems) io.err(formatProblem(problem));
  const plan = check.problems.length === 0 ? check.plan : null;
  if (plan === null) {
    if (values.markdown !== undefined) await writeMarkdown(io, values.markdown, { check, approvals, report: null });
    io.err(`${file}: plan is invalid (${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}); nothing was run and no report written`);
    return EXIT_FAILED;
  }
  const approved = new Set(approvals.confirmSteps);
  const short = plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH);

  if (values['dry-run']) {
    const report = dryRunReport(plan, approvals);
    await writeFileAtomic(resolve(io.cwd, values.report!), serializeReport(report));
    if (values.markdown !== undefined) await writeMarkdown(io, values.markdown, { check, approvals, report });
    io.out(`${file}: validated ${report.workflow} (${short}), ${report.summary.total} steps; report written to ${values.report}`);
    return EXIT_OK;
  }

  // Loaded only here: the MCP client and supervisor are not needed to validate plans.
  const { executePlan } = await import('../workflow/execute.js');
  const { checkSchemas } = await import('../workflow/check-schemas.js');
  const { chooseChild } = await import('../workflow/child.js');
  // The child is always `<program> mcp --transport stdio`, never a shell, never named by a plan.
  const child = chooseChild(parseEngine(values.engine), values.plasmate, io.cwd);
  const { memoryDiagnostic } = await import('../workflow/child-end.js');
  let childEnded: ChildEnd | undefined;
  const options = {
    child: child.command,
    env: process.env,
    secrets,
    allowPrivateNetwork: values['allow-private-network'],
    onChildEnd: (end: ChildEnd) => { childEnded = end; },
  };
  const memoryLine = () => memoryDiagnostic(childEnded, plan.limits.memory_mb);
  const runChosen = async (signal: AbortSignal): Promise<number> => {
    if (testMode) return testModeRun(plan, file, { ...options, signal }, values.report!, values.actions, values.markdown, io);
    if (checkOnly) {
      const result = await checkSchemas(plan, approved, { ...options, signal });
      // formatProblem's `file:line:col class message` form, so editors' problem matchers read it.
      for (const p of result.problems) io.err(`${file}:${p.location.line}:${p.location.column} ${p.failureClass} ${p.stepId === null ? '' : `step ${JSON.stringify(p.stepId)}: `}${printable(p.detail)}`);
      const secrets = result.secretsChecked ? '' : ' (secret values absent: checked without them)';
      io.out(result.ok
        ? `${file}: the child's advertised tools accept every step of ${plan.name} (${short})${secrets}; no tool was called`
        : `${file}: schema check failed: ${result.failureClass ?? 'unknown'}${secrets}; no tool was called`);
      return result.ok ? EXIT_OK : EXIT_FAILED;
    }
    const report = await executePlan(plan, approved, { ...options, signal, reportPath: resolve(io.cwd, values.report!) });
    if (values.markdown !== undefined) await writeMarkdown(io, values.markdown, { check, approvals, report }, memoryLine());
    const s = report.summary;
    io.out(`${file}: ${report.status} ${report.workflow} (${short}): ${s.succeeded} succeeded, ${s.failed} failed, ${s.skipped} skipped; child ${report.process_outcome ?? 'not started'}; report written to ${values.report}`);
    return report.status === 'succeeded' ? EXIT_OK : EXIT_FAILED;
  };
  return withCancellation(async (signal) => {
    try {
      return await runChosen(signal);
    } finally {
      // A bounded line of ours, never child text: the v1 report has no field for it.
      const line = memoryLine();
      if (line !== null) io.err(`${file}: ${line}`);
    }
  });
}

/** `--test-mode`: reads real, effects stubbed; writes the test-run record, never the v1 report. */
async function testModeRun(
  plan: Plan, file: string, options: RunOptions, report: string, actions: string | undefined, markdown: string | undefined, io: CliIo,
): Promise<number> {
  const { testRunPlan } = await import('../workflow/test-run.js');
  const { renderTestRunMarkdown } = await import('../report/test-run.js');
  const record = await testRunPlan(plan, {
    ...options,
    reportPath: resolve(io.cwd, report),
    ...(actions === undefined ? {} : { actionsPath: resolve(io.cwd, actions) }),
  });
  if (markdown !== undefined) await writeFileAtomic(resolve(io.cwd, markdown), renderTestRunMarkdown(record, file));
  for (const step of record.steps) {
    if (step.status === 'failed' || step.status === 'skipped') io.err(`${file}: step ${JSON.stringify(step.id)} ${step.mode} ${step.status} (${step.failure_class ?? 'unknown'})`);
  }
  const s = record.summary;
  io.out(`${file}: test run ${record.status} ${plan.name} (${plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}): ` +
    `${s.real} real, ${s.stubbed} stubbed, ${s.elements_missing} target${s.elements_missing === 1 ? '' : 's'} missing; ` +
    `child ${record.process_outcome ?? 'not started'}; record written to ${report}`);
  return record.status === 'passed' ? EXIT_OK : EXIT_FAILED;
}

/** `note`: one line of ours (never child text) appended below the report, e.g. the memory diagnostic. */
async function writeMarkdown(io: CliIo, path: string, summary: PlanSummary, note: string | null = null): Promise<void> {
  const markdown = renderChecksMarkdown([summary], 'Plasmate agent workflow run');
  await writeFileAtomic(resolve(io.cwd, path), note === null ? markdown : `${markdown.trimEnd()}\n\n**Note:** ${note}\n`);
}

function parseEngine(value: string | undefined): EngineChoice {
  if (value === 'auto' || value === 'plasmate' || value === 'reference') return value;
  throw new UsageError(`--engine must be auto, plasmate or reference (got ${JSON.stringify(value)})`);
}

/** Child-derived text is shown only as one bounded printable line. */
function printable(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

/**
 * SIGINT/SIGTERM cancel the run: the child's whole group is killed, the report is still written,
 * and the command exits non-zero. A second signal while the report is being written exits at once.
 * The listeners stay installed for the whole run: the supervisor re-raises a signal nobody else
 * listens to, which would kill this process before the report is written.
 */
async function withCancellation(run: (signal: AbortSignal) => Promise<number>): Promise<number> {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) {
      controller.abort();
      return;
    }
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.kill(process.pid, signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const code = await run(controller.signal);
    return controller.signal.aborted ? EXIT_FAILED : code;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

/**
 * `inspect URL`: opens the page as a plan's open_page would (same child, supervisor, bounds and
 * network policy) and prints every region and element with its id. Exit 1 when the page could
 * not be opened; SIGINT/SIGTERM cancel as they cancel agent-run.
 */
async function inspectCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      plasmate: { type: 'string' },
      engine: { type: 'string', default: 'auto' },
      'allow-private-network': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError(`inspect takes exactly one URL (got ${positionals.length})`);
  const engine = parseEngine(values.engine);
  const inspect = await import('../workflow/inspect.js');
  const built = inspect.inspectionPlan(positionals[0]!);
  if ('problems' in built) throw new UsageError(`the URL is not one a plan's open_page accepts: ${built.problems.join('; ')}`);
  const { chooseChild } = await import('../workflow/child.js');
  const child = chooseChild(engine, values.plasmate, io.cwd);
  const allowPrivateNetwork = values['allow-private-network'];
  return withCancellation(async (signal) => {
    const outcome = await inspect.inspectPage(built.plan, { child: child.command, env: process.env, allowPrivateNetwork, signal });
    if (outcome.ok) {
      io.out(values.json ? inspect.renderInspectJson(outcome.page) : inspect.renderInspectTable(outcome.page));
      return EXIT_OK;
    }
    const ended = `child ${outcome.processOutcome ?? 'not started'}`;
    io.err(signal.aborted ? `error: cancelled; the page was not inspected (${ended})`
      : outcome.error !== null ? `error: open_page failed (${ended}): ${outcome.error}`
        : `error: the page could not be opened: ${outcome.failureClass} (${ended})`);
    if (outcome.failureClass === 'oversized_response') {
      io.err(`hint: the page model is larger than a plan's default limits.response_bytes (${RESPONSE_BYTES.default} bytes); a plan for this page needs a larger limits.response_bytes (at most ${RESPONSE_BYTES.max})`);
    }
    if (outcome.privateNetworkHint) {
      io.err('hint: the child refuses loopback and private addresses unless the operator opts in; for a page on this machine or your network, add --allow-private-network (link-local and cloud metadata addresses stay refused)');
    }
    return EXIT_FAILED;
  });
}

async function checkCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { markdown: { type: 'string' }, secret: { type: 'string', multiple: true, default: [] } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('check needs at least one plan file or glob');
  // Without a list, check cannot know the operator's; reserved runner names are refused either way.
  const secrets = cliSecretAllowList(values.secret);
  const files = await expandPlanPatterns(positionals, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  const summaries: PlanSummary[] = [];
  let failed = 0;
  for (const file of files.paths) {
    const bytes = await readPlanOrReport(file, io, true);
    if (bytes === null) {
      failed++;
      continue;
    }
    const check = validatePlan(bytes, file, null, secrets);
    summaries.push({ check, approvals: null, report: null });
    for (const problem of check.problems) io.err(formatProblem(problem));
    if (check.problems.length > 0 || check.plan === null) {
      failed++;
      io.out(`invalid  ${file}  ${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}`);
    } else {
      const plan = check.plan;
      const needs = plan.steps.filter((s) => s.mutates).length;
      io.out(`ok       ${file}  ${plan.name}  ${plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}  ${plan.steps.length} steps, ${needs} need${needs === 1 ? 's' : ''} approval`);
    }
  }
  const markdown = renderChecksMarkdown(summaries, 'Plasmate agent workflow plans');
  if (values.markdown === '-') io.out(markdown);
  else if (values.markdown !== undefined) await writeFileAtomic(resolve(io.cwd, values.markdown), markdown);
  io.out(`${files.paths.length - failed} of ${files.paths.length} plans valid`);
  return failed === 0 ? EXIT_OK : EXIT_FAILED;
}

/** `contained`: the file must resolve inside the working directory (`check`'s globs never leave it). */
async function readPlanOrReport(file: string, io: CliIo, contained = false): Promise<Uint8Array | null> {
  try {
    return contained ? await readContainedPlanFile(io.cwd, file) : await readPlanFile(resolve(io.cwd, file));
  } catch (error) {
    for (const problem of unreadablePlanCheck(file, readFailureReason(error)).problems) io.err(formatProblem(problem));
    return null;
  }
}

async function benchmarkCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { output: { type: 'string' }, markdown: { type: 'string' }, plasmate: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.output === undefined) throw new UsageError('--output is required');
  const output = resolve(io.cwd, values.output);
  const markdownShown = values.markdown ?? `${values.output.replace(/\.json$/, '')}.md`;
  const markdownPath = resolve(io.cwd, markdownShown);
  const { runBenchmark } = await import('../benchmark/run.js');
  const { plasmateOrReference } = await import('../workflow/child.js');
  const child = plasmateOrReference(values.plasmate, io.cwd);
  const report = await runBenchmark({ child: child.command, identity: child.identity, repoDir: io.cwd, env: process.env });
  const { EvidenceTooLarge, writeEvidence } = await import('../benchmark/write-evidence.js');
  try {
    await writeEvidence(report, output, markdownPath, values.output);
  } catch (error) {
    if (!(error instanceof EvidenceTooLarge)) throw error;
    io.err(`error: ${error.message}`);
    return EXIT_FAILED;
  }
  const s = report.summary;
  io.out(
    `benchmark on the ${child.identity.engine === 'reference' ? 'reference engine' : `Plasmate binary ${child.identity.executable}`}: ` +
      `gate ${report.gate.passed ? 'passed' : 'FAILED'}, ${s.task_contracts_passed}/${s.tasks_total} task contracts passed, ` +
      `workflows ${s.observed_succeeded} succeeded / ${s.observed_failed} failed / ${s.observed_crash} crashed / ${s.observed_timeout} timed out; ` +
      `evidence ${values.output}, summary ${markdownShown}`,
  );
  for (const v of report.gate.violations) io.err(`gate violation: ${v}`);
  return report.gate.passed ? EXIT_OK : EXIT_GATE_FAILED;
}

async function benchmarkValidateCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { input: { type: 'string' } }, strict: true, allowPositionals: false });
  if (values.input === undefined) throw new UsageError('--input is required');
  const { readFile } = await import('node:fs/promises');
  const { validateEvidenceBytes } = await import('../benchmark/validate-evidence.js');
  let bytes: Buffer;
  try {
    bytes = await readFile(resolve(io.cwd, values.input));
  } catch (error) {
    io.err(`error: cannot read ${values.input} (${(error as { code?: string }).code ?? 'unknown error'})`);
    return EXIT_FAILED;
  }
  const { referenceEngineBundle } = await import('../workflow/child.js');
  const { fileSha256 } = await import('../benchmark/environment.js');
  const verdict = validateEvidenceBytes(bytes, { referenceEngineSha256: await fileSha256(referenceEngineBundle()) });
  for (const reason of verdict.reasons) io.err(`invalid evidence: ${reason}`);
  if (verdict.reasons.length > 0) {
    io.out(`${values.input}: rejected (${verdict.reasons.length} problem${verdict.reasons.length === 1 ? '' : 's'})`);
    return EXIT_FAILED;
  }
  io.out(`${values.input}: valid evidence; gate ${verdict.gatePassed ? 'passed' : 'failed'}`);
  return verdict.gatePassed ? EXIT_OK : EXIT_GATE_FAILED;
}
