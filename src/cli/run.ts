/**
 * The CLI's commands, written against an injected console so tests can run them in-process and
 * through the bundle alike. Exit codes: 0 success, 1 a plan or run failed, 2 usage or setup error.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContainedPlanReader, expandPlanPatterns, readContainedPlanFile, readFailureReason, readPlanFile, unreadablePlanCheck } from '../plan/read.js';
import { RESPONSE_BYTES } from '../plan/bounds.js';
import { formatProblem } from '../plan/problem.js';
import { PLAN_JSON_SCHEMA } from '../plan/schema.js';
import { secretAllowList, SecretAllowListError, splitSecretNames, type SecretAllowList } from '../plan/secret-reference.js';
import type { Approvals, Plan } from '../plan/types.js';
import { validatePlan, type PlanCheck } from '../plan/validate.js';
import { serializeReport } from '../report/build.js';
import { renderChecksMarkdown, renderPlanMarkdown, SHORT_FINGERPRINT_LENGTH, type PlanSummary } from '../report/markdown.js';
import { OutputWriteError, writeFileAtomic } from '../report/write.js';
import type { EngineChoice } from '../workflow/child.js';
import type { ChildEnd } from '../workflow/child-end.js';
import type { RunDiagnostics, RunSteps } from '../workflow/diagnostics.js';
import type { RunOptions } from '../workflow/execute.js';
import { dryRunReport } from '../workflow/dry-run.js';
import { plural } from '../report/plural.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
  /** The environment the commands read (PLASMATE_SECRETS, secret values, PATH, the child's env); main.ts passes process.env. */
  env: NodeJS.ProcessEnv;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
/** Upstream's benchmark exits 2 when the gate fails. */
export const EXIT_GATE_FAILED = 2;

/** The environment variable with the CLI's secret allow-list (names separated by commas, spaces or newlines). */
export const SECRETS_VARIABLE = 'PLASMATE_SECRETS';

const USAGE = `usage:
  plasmate-action agent-run --plan FILE --report FILE [--dry-run] [--confirm-step ID]...
                            [--secret NAME]... [--allow-evaluate] [--allow-cookie-writes] [--markdown FILE]
                            [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network]
                            [--trust-static-tool-policy]
  plasmate-action agent-run --plan FILE --check-schemas [--engine ...] [--plasmate PATH] [--confirm-step ID]... [--secret NAME]...
  plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [--markdown FILE]
                            [--engine ...] [--plasmate PATH] [--allow-private-network]
  plasmate-action agent-run --report-dir DIR [--jobs N] [--dry-run|--test-mode] [options] FILE|GLOB...
  plasmate-action inspect URL [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network] [--json]
  plasmate-action check [--markdown FILE] [--secret NAME]... FILE|GLOB...
  plasmate-action labels [--json] [--secret NAME]... FILE|GLOB...
  plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH] [--trust-static-tool-policy]
  plasmate-action benchmark-validate --input FILE
  plasmate-action schema

  --secret NAME (repeatable) and ${SECRETS_VARIABLE}=NAME,NAME together are the secret names a plan
  may reference; agent-run refuses any other (check only when a list is given).

  plasmate-action COMMAND --help (or: plasmate-action help COMMAND) explains every flag of COMMAND.`;

/** The value `--markdown` takes to print the Markdown on stdout (the plain status lines then go to stderr). */
export const STDOUT_PATH = '-';

const ENGINE_FLAGS = [
  ['--engine auto|plasmate|reference', 'the MCP child; auto (default) runs --plasmate or a plasmate on PATH when there is one, else the bundled reference engine'],
  ['--plasmate PATH', 'the Plasmate binary to run as the child (a path, or a name on PATH); ignored with --engine reference'],
  ['--allow-private-network', 'let the child open loopback and private addresses (link-local and cloud metadata stay refused)'],
] as const;

/** The opt-in for a child that advertises no tool annotations (agent-run and benchmark). */
const TRUST_STATIC_TOOL_POLICY_HELP = [
  '--trust-static-tool-policy',
  "when the child advertises no tool annotations at all (older Plasmate), run read-only steps on the plan's static policy alone; annotations a child does advertise are still checked, and --test-mode ignores this",
] as const;

/** One entry per command: what it does, its usage lines, and one line per flag. */
const COMMAND_HELP: Record<string, { summary: string; usage: string[]; flags: ReadonlyArray<readonly [string, string]> }> = {
  'agent-run': {
    summary: 'validate a plan, then run it against the MCP child (or dry-run, check schemas, or test-run it) and write its report',
    usage: [
      'plasmate-action agent-run --plan FILE --report FILE [options]',
      'plasmate-action agent-run --plan FILE --check-schemas [options]',
      'plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [options]',
      'plasmate-action agent-run --report-dir DIR [--jobs N] [--dry-run|--check-schemas|--test-mode] [options] FILE|GLOB...',
    ],
    flags: [
      ['--plan FILE', 'the plan to run (a regular file; required unless the plans are given as FILE|GLOB...)'],
      ['FILE|GLOB...', 'several plans, read and globbed as check does; each runs as --plan would, its report in --report-dir'],
      ['--report-dir DIR', 'with FILE|GLOB...: the directory of the per-plan reports, named as the action names them (required unless --check-schemas)'],
      ['--jobs N', 'with FILE|GLOB...: run up to N plans at once (default 1; more than the cores available is lowered to them, with a note)'],
      ['--report FILE', 'where to write the JSON report (required unless --check-schemas; with --test-mode, the test-run record)'],
      ['--markdown FILE', `also write the Markdown summary to FILE; "${STDOUT_PATH}" prints it on stdout and the status line on stderr`],
      ['--dry-run', 'validate and write a report without starting the child'],
      ['--check-schemas', "start the child and check every step against its advertised tools; no tool is called"],
      ['--test-mode', 'run reads for real and stub every effect; takes no approvals (see docs/test-mode.md)'],
      ['--actions FILE', 'with --test-mode: write the stubbed actions as JSON lines'],
      ['--confirm-step ID', 'approve the mutating step ID (repeatable)'],
      ['--allow-evaluate', 'grant the evaluate opt-in to steps that need it'],
      ['--allow-cookie-writes', 'grant the cookie-writes opt-in to steps that need it'],
      ['--secret NAME', `allow the plan to reference the secret NAME (repeatable; also ${SECRETS_VARIABLE})`],
      ...ENGINE_FLAGS,
      TRUST_STATIC_TOOL_POLICY_HELP,
    ],
  },
  check: {
    summary: 'validate plans without running them; exit 1 when any is invalid or unreadable',
    usage: ['plasmate-action check [--markdown FILE] [--secret NAME]... FILE|GLOB...'],
    flags: [
      ['FILE|GLOB...', 'the plans to check (regular files inside the working directory; globs expand, sorted)'],
      ['--markdown FILE', `also write a Markdown summary to FILE; "${STDOUT_PATH}" prints it on stdout and the plain lines on stderr`],
      ['--secret NAME', `the secret names plans may reference (repeatable; also ${SECRETS_VARIABLE}); without a list only reserved names are refused`],
    ],
  },
  inspect: {
    summary: 'open a page as a plan would and list its regions and elements with their ids',
    usage: ['plasmate-action inspect URL [options]'],
    flags: [
      ['URL', 'the page to open (an http or https URL a plan\'s open_page accepts)'],
      ['--json', 'print the page model as JSON instead of a table'],
      ...ENGINE_FLAGS,
    ],
  },
  labels: {
    summary: 'print the approval, plan and test labels of each plan exactly as the action computes them; exit 1 when a plan is invalid',
    usage: ['plasmate-action labels [--json] [--secret NAME]... FILE|GLOB...'],
    flags: [
      ['FILE|GLOB...', 'the plans whose labels to print'],
      ['--json', 'print the labels as JSON instead of tab-separated lines (file, kind, step, label, description)'],
      ['--secret NAME', `a secret name the action's "secrets" input allows (repeatable; also ${SECRETS_VARIABLE}); without any, as with that input empty, a plan that references a secret is invalid`],
    ],
  },
  benchmark: {
    summary: 'run the benchmark tasks and write the evidence (JSON) and its Markdown summary; exit 2 when the gate fails',
    usage: ['plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH] [--trust-static-tool-policy]'],
    flags: [
      ['--output FILE', 'where to write the JSON evidence (required)'],
      ['--markdown FILE', `where to write the Markdown summary (default: the output path with .md); "${STDOUT_PATH}" prints it on stdout`],
      ['--plasmate PATH', 'the Plasmate binary to benchmark (default: the bundled reference engine)'],
      TRUST_STATIC_TOOL_POLICY_HELP,
    ],
  },
  'benchmark-validate': {
    summary: 'check benchmark evidence written by `benchmark` as upstream\'s validator does (docs/benchmark.md); exit 1 unless it is intact evidence of a passing run',
    usage: ['plasmate-action benchmark-validate --input FILE'],
    flags: [['--input FILE', 'the evidence to validate (required; a regular file)']],
  },
  schema: {
    summary: 'print the JSON Schema of a plan',
    usage: ['plasmate-action schema'],
    flags: [],
  },
};

/** The help of one command: its purpose, usage, and one line per flag. */
export function commandHelp(command: string): string | undefined {
  const help = COMMAND_HELP[command];
  if (help === undefined) return undefined;
  const width = Math.max(0, ...help.flags.map(([flag]) => flag.length));
  const flags = help.flags.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`);
  return [`${command}: ${help.summary}`, '', 'usage:', ...help.usage.map((u) => `  ${u}`), ...(flags.length === 0 ? [] : ['', 'flags:', ...flags, '  --help, -h'.padEnd(width + 2) + '  print this help'])].join('\n');
}

const HELP_FLAGS = new Set(['--help', '-h']);

class UsageError extends Error {}

/** Per console, each output path as written to disk → as the user gave it, so a write error names the latter. */
const givenOutputPaths = new WeakMap<CliIo, Map<string, string>>();

/** Resolves an output path the user gave and remembers how they wrote it. */
function outputPath(io: CliIo, given: string): string {
  const path = resolve(io.cwd, given);
  const known = givenOutputPaths.get(io) ?? new Map<string, string>();
  known.set(path, given);
  givenOutputPaths.set(io, known);
  return path;
}

/** An output path as the user gave it (a path written without outputPath shows as it is). */
function shownPath(io: CliIo, path: string): string {
  return givenOutputPaths.get(io)?.get(path) ?? path;
}

/**
 * The allow-list from `--secret` and PLASMATE_SECRETS together, or undefined when neither names any.
 * A reserved or malformed name is a usage error (its position is named, never the name).
 */
export function cliSecretAllowList(flags: readonly string[], env: NodeJS.ProcessEnv): SecretAllowList | undefined {
  const fromEnv = splitSecretNames(env[SECRETS_VARIABLE] ?? '');
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
  // `COMMAND --help` before its own parsing, so the help never depends on the other flags being valid.
  if (command !== undefined && COMMAND_HELP[command] !== undefined && rest.some((a) => HELP_FLAGS.has(a))) {
    io.out(commandHelp(command)!);
    return EXIT_OK;
  }
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
      case '-h': {
        const topic = rest[0];
        if (topic === undefined) {
          io.out(USAGE);
          return EXIT_OK;
        }
        const help = commandHelp(topic);
        if (help === undefined) throw new UsageError(`no help for unknown command ${JSON.stringify(topic)}`);
        io.out(help);
        return EXIT_OK;
      }
      default:
        throw new UsageError(command === undefined ? 'no command given' : `unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const more = command !== undefined && COMMAND_HELP[command] !== undefined ? `\n\n"plasmate-action ${command} --help" explains every flag.` : '';
      io.err(`error: ${(error as Error).message}\n${USAGE}${more}`);
      return EXIT_USAGE;
    }
    if (error instanceof OutputWriteError) {
      io.err(`error: cannot write ${shownPath(io, error.path)} (${error.code}); check that its directory exists and is writable and that it is not a directory`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

/** agent-run's flags (the many-plan flags `--report-dir` and `--jobs` included). */
const AGENT_RUN_OPTIONS = {
  plan: { type: 'string' },
  report: { type: 'string' },
  'report-dir': { type: 'string' },
  jobs: { type: 'string' },
  markdown: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  'check-schemas': { type: 'boolean', default: false },
  'test-mode': { type: 'boolean', default: false },
  actions: { type: 'string' },
  plasmate: { type: 'string' },
  engine: { type: 'string', default: 'auto' },
  'allow-private-network': { type: 'boolean', default: false },
  'trust-static-tool-policy': { type: 'boolean', default: false },
  'allow-evaluate': { type: 'boolean', default: false },
  'allow-cookie-writes': { type: 'boolean', default: false },
  'confirm-step': { type: 'string', multiple: true, default: [] as string[] },
  secret: { type: 'string', multiple: true, default: [] as string[] },
} as const;

type AgentRunValues = ReturnType<typeof parseArgs<{ options: typeof AGENT_RUN_OPTIONS; allowPositionals: true; strict: true }>>['values'];

/** The consoles of plans run as one of many: their Markdown is a section of the combined document. */
const markdownSectionOnly = new WeakSet<CliIo>();

/** What a plan's run gets when it is one of many: the shared cancellation, and `check`'s contained reading. */
interface ManyPlanContext {
  signal: AbortSignal;
}

async function agentRun(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], options: AGENT_RUN_OPTIONS, strict: true, allowPositionals: true });
  // Plans as operands (files or globs, as `check` takes them) make a many-plan run; --plan FILE stays the single-plan run.
  if (positionals.length > 0) return agentRunMany(values, positionals, io);
  if (values['report-dir'] !== undefined || values.jobs !== undefined) throw new UsageError('--report-dir and --jobs run many plans: give the plans as FILE|GLOB... operands');
  if (values.plan === undefined) throw new UsageError('--plan is required');
  const secrets = cliSecretAllowList(values.secret, io.env) ?? new Set<string>();
  agentRunChecks(values);
  if (values.report === undefined && !values['check-schemas']) throw new UsageError('--report is required');
  return agentRunPlan(values, values.plan, secrets, io);
}

/** The flag combinations no run accepts, one plan or many. */
function agentRunChecks(values: AgentRunValues): void {
  const testMode = values['test-mode'];
  if ([values['check-schemas'], values['dry-run'], testMode].filter(Boolean).length > 1) {
    throw new UsageError('--dry-run, --check-schemas and --test-mode are different runs; choose one');
  }
  if (testMode && (values['confirm-step'].length > 0 || values['allow-evaluate'] || values['allow-cookie-writes'])) {
    throw new UsageError('--test-mode takes no approvals or opt-ins: it never sends a step that would need one');
  }
  if (values.actions !== undefined && !testMode) throw new UsageError('--actions records the stubbed actions of a --test-mode run');
}

/**
 * `agent-run [flags] FILE|GLOB...`: every plan through the same single-plan run, up to --jobs at a
 * time, each writing its report into --report-dir under the name the action gives it; stderr lines
 * carry the plan path; one summary line; exit 1 when any plan failed or was not run.
 */
async function agentRunMany(values: AgentRunValues, patterns: readonly string[], io: CliIo): Promise<number> {
  if (values.plan !== undefined) throw new UsageError('give the plans either as --plan FILE or as FILE|GLOB... operands, not both');
  if (values.report !== undefined) throw new UsageError('--report names one report: with several plans give --report-dir DIR');
  if (values.actions !== undefined) throw new UsageError("--actions names one file: with several plans each plan's stubbed actions go into --report-dir");
  const secrets = cliSecretAllowList(values.secret, io.env) ?? new Set<string>();
  agentRunChecks(values);
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
  const bound = many.jobsBound();
  if (asked > bound) io.err(`note: --jobs ${asked} is more than the ${bound} core${bound === 1 ? '' : 's'} available; running ${bound} at a time`);
  const jobs = Math.min(asked, bound);
  const testMode = values['test-mode'];
  // As with one plan: with the Markdown on stdout, stdout carries nothing else.
  const sink = { out: values.markdown === STDOUT_PATH ? io.err : io.out, err: io.err };
  const { mkdir, mkdtemp, readFile, rm } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  // The action's own naming, so a local run and the action's shards write the same files.
  const { reportFileName } = await import('../github/execute-mode.js');
  if (reportDir !== undefined) await mkdir(outputPath(io, reportDir), { recursive: true });
  // Each plan's Markdown goes to a private file first; the combined document is written once, in plan order.
  const markdownDir = values.markdown === undefined ? null : await mkdtemp(join(tmpdir(), 'plasmate-agent-run-'));
  try {
    return await withCancellation(async (signal) => {
      const ends = await many.runPool(files.paths, jobs, signal, async (file, index) => {
        const planIo: CliIo = { ...many.prefixedSink(file, sink), cwd: io.cwd, env: io.env };
        markdownSectionOnly.add(planIo);
        const named = (suffix: string) => (reportDir === undefined ? undefined : join(reportDir, reportFileName(index, file, suffix)));
        const planValues: AgentRunValues = {
          ...values,
          plan: file,
          report: named(testMode ? '.test-run.json' : '.report.json'),
          actions: testMode ? named('.test-actions.jsonl') : undefined,
          markdown: markdownDir === null ? undefined : join(markdownDir, `${index}.md`),
        };
        try {
          return await agentRunPlan(planValues, file, secrets, planIo, { signal });
        } catch (error) {
          if (!(error instanceof OutputWriteError)) throw error;
          planIo.err(`error: cannot write ${shownPath(planIo, error.path)} (${error.code}); check that its directory exists and is writable and that it is not a directory`);
          return EXIT_FAILED;
        }
      });
      const passed = ends.filter((end) => 'code' in end && end.code === EXIT_OK).length;
      const cancelled = ends.filter((end) => 'cancelled' in end);
      for (const end of cancelled) sink.err(`${end.file}: not run: cancelled`);
      if (markdownDir !== null) {
        const parts: string[] = [];
        for (const end of ends) {
          const own = await readFile(join(markdownDir, `${end.index}.md`), 'utf8').catch(() => null);
          if (own !== null) parts.push(own.trimEnd());
        }
        const combined = `# Plasmate agent workflow runs\n\n${many.runTally(ends.length, passed, cancelled.length, testMode ? 'passed' : 'succeeded')}.\n\n${parts.join('\n\n')}\n`;
        if (values.markdown === STDOUT_PATH) io.out(combined);
        else await writeFileAtomic(outputPath(io, values.markdown!), combined);
      }
      sink.out(`${many.runTally(ends.length, passed, cancelled.length, testMode ? 'passed' : 'succeeded')} (jobs ${jobs})${reportDir === undefined ? '' : `; reports in ${reportDir}`}`);
      return passed === ends.length ? EXIT_OK : EXIT_FAILED;
    });
  } finally {
    if (markdownDir !== null) await rm(markdownDir, { recursive: true, force: true });
  }
}

/** One plan's run, alone (`--plan FILE`) or as one of many (`many` given: operands read as `check` reads them). */
async function agentRunPlan(values: AgentRunValues, file: string, secrets: SecretAllowList, io: CliIo, many?: ManyPlanContext): Promise<number> {
  const checkOnly = values['check-schemas'];
  const testMode = values['test-mode'];
  const approvals: Approvals = {
    confirmSteps: values['confirm-step'],
    allowEvaluate: values['allow-evaluate'],
    allowCookieWrites: values['allow-cookie-writes'],
  };
  // With the Markdown on stdout, stdout carries nothing else: the plain status lines go to stderr.
  const plain = values.markdown === STDOUT_PATH ? io.err : io.out;
  const read = await readPlanOrReport(file, io, many !== undefined);
  if ('unreadable' in read) {
    if (values.markdown !== undefined) await writeMarkdown(io, values.markdown, { check: read.unreadable, approvals, report: null });
    return EXIT_FAILED;
  }
  const bytes = read.bytes;
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
    await writeFileAtomic(outputPath(io, values.report!), serializeReport(report));
    if (values.markdown !== undefined) await writeMarkdown(io, values.markdown, { check, approvals, report });
    plain(`${file}: validated ${report.workflow} (${short}), ${plural(report.summary.total, 'step')}; report written to ${values.report}`);
    return EXIT_OK;
  }

  // Loaded only here: the MCP client and supervisor are not needed to validate plans.
  const { executePlan } = await import('../workflow/execute.js');
  const { chooseChild } = await import('../workflow/child.js');
  // The child is always `<program> mcp --transport stdio`, never a shell, never named by a plan.
  const child = chooseChild(parseEngine(values.engine), values.plasmate, io.cwd, io.env.PATH);
  const { memoryDiagnostic } = await import('../workflow/child-end.js');
  const { Diagnostics, diagnosticLines } = await import('../workflow/diagnostics.js');
  let childEnded: ChildEnd | undefined;
  // Why each step failed, beside the report: redacted of the values the run may resolve and of every secret name.
  const diagnostics = new Diagnostics(plan, {
    surface: 'cli',
    allowPrivateNetwork: values['allow-private-network'],
    secretValues: plan.secretNames.filter((name) => secrets.has(name)).map((name) => io.env[name] ?? ''),
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
  };
  const memoryLine = () => memoryDiagnostic(childEnded, plan.limits.memory_mb);
  const runChosen = async (signal: AbortSignal): Promise<number> => {
    if (testMode) {
      return testModeRun(plan, file, { ...options, signal }, values.report!, values.actions, values.markdown, io, plain,
        (record) => ({ steps: diagnostics.steps, run: diagnostics.runReason(record), notes: [] }));
    }
    if (checkOnly) {
      // Loaded only here: a run that executes never needs it.
      const { checkSchemas } = await import('../workflow/check-schemas.js');
      const result = await checkSchemas(plan, approved, { ...options, signal });
      // formatProblem's `file:line:col class message` form, so editors' problem matchers read it.
      for (const p of result.problems) io.err(`${file}:${p.location.line}:${p.location.column} ${p.failureClass} ${p.stepId === null ? '' : `step ${JSON.stringify(p.stepId)}: `}${printable(p.detail)}`);
      const secrets = result.secretsChecked ? '' : ' (secret values absent: checked without them)';
      plain(result.ok
        ? `${file}: the child's advertised tools accept every step of ${plan.name} (${short})${secrets}; no tool was called`
        : `${file}: schema check failed: ${result.failureClass ?? 'unknown'}${secrets}; no tool was called`);
      return result.ok ? EXIT_OK : EXIT_FAILED;
    }
    const report = await executePlan(plan, approved, { ...options, signal, reportPath: outputPath(io, values.report!) });
    const why = { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: [] };
    for (const line of diagnosticLines(file, why)) io.err(line);
    if (values.markdown !== undefined) await writeMarkdown(io, values.markdown, { check, approvals, report, diagnostics: why }, memoryLine());
    const s = report.summary;
    plain(`${file}: ${report.status} ${report.workflow} (${short}): ${s.succeeded} succeeded, ${s.failed} failed, ${s.skipped} skipped; child ${report.process_outcome ?? 'not started'}; report written to ${values.report}`);
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
  }, many?.signal);
}

/** `--test-mode`: reads real, effects stubbed; writes the test-run record, never the v1 report. */
async function testModeRun(
  plan: Plan, file: string, options: RunOptions, report: string, actions: string | undefined, markdown: string | undefined, io: CliIo, plain: (line: string) => void,
  why: (record: RunSteps) => RunDiagnostics,
): Promise<number> {
  const { testRunPlan } = await import('../workflow/test-run.js');
  const { renderTestRunMarkdown } = await import('../report/test-run.js');
  const record = await testRunPlan(plan, {
    ...options,
    reportPath: outputPath(io, report),
    ...(actions === undefined ? {} : { actionsPath: outputPath(io, actions) }),
  });
  const { diagnosticLines } = await import('../workflow/diagnostics.js');
  const { diagnosticsMarkdown } = await import('../report/markdown.js');
  const reasons = why(record);
  const rendered = `${renderTestRunMarkdown(record, file)}${diagnosticsMarkdown(reasons).map((line) => `${line}\n`).join('')}`;
  if (markdown === STDOUT_PATH) io.out(rendered);
  else if (markdown !== undefined) await writeFileAtomic(outputPath(io, markdown), rendered);
  for (const step of record.steps) {
    if (step.status === 'failed' || step.status === 'skipped') io.err(`${file}: step ${JSON.stringify(step.id)} ${step.mode} ${step.status} (${step.failure_class ?? 'unknown'})`);
  }
  for (const line of diagnosticLines(file, reasons)) io.err(line);
  const s = record.summary;
  plain(`${file}: test run ${record.status} ${plan.name} (${plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}): ` +
    `${s.real} real, ${s.stubbed} stubbed, ${s.elements_missing} target${s.elements_missing === 1 ? '' : 's'} missing; ` +
    `child ${record.process_outcome ?? 'not started'}; record written to ${report}`);
  return record.status === 'passed' ? EXIT_OK : EXIT_FAILED;
}

/** `note`: one line of ours (never child text) appended below the report, e.g. the memory diagnostic. */
async function writeMarkdown(io: CliIo, path: string, summary: PlanSummary, note: string | null = null): Promise<void> {
  // One plan of many writes only its own section: the many-plan run writes the heading and count once.
  const rendered = markdownSectionOnly.has(io) ? renderPlanMarkdown(summary) : renderChecksMarkdown([summary], 'Plasmate agent workflow run');
  const markdown = note === null ? rendered : `${rendered.trimEnd()}\n\n**Note:** ${note}\n`;
  if (path === STDOUT_PATH) io.out(markdown);
  else await writeFileAtomic(outputPath(io, path), markdown);
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
async function withCancellation(run: (signal: AbortSignal) => Promise<number>, outer?: AbortSignal): Promise<number> {
  // One plan of many: the many-plan run already listens, and its signal cancels every plan at once.
  if (outer !== undefined) {
    const code = await run(outer);
    return outer.aborted ? EXIT_FAILED : code;
  }
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
  const child = chooseChild(engine, values.plasmate, io.cwd, io.env.PATH);
  const allowPrivateNetwork = values['allow-private-network'];
  return withCancellation(async (signal) => {
    const outcome = await inspect.inspectPage(built.plan, { child: child.command, env: io.env, allowPrivateNetwork, signal });
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
  const secrets = cliSecretAllowList(values.secret, io.env);
  const files = await expandPlanPatterns(positionals, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  const plain = values.markdown === STDOUT_PATH ? io.err : io.out;
  // The Markdown is rendered only when asked for, so only then are the checks kept for it.
  const summaries: PlanSummary[] | null = values.markdown === undefined ? null : [];
  // One synchronous pass over the files (issue 13): no promise round trips per open, stat, read, close.
  const reader = new ContainedPlanReader(io.cwd);
  let failed = 0;
  for (const file of files.paths) {
    const read = readCheckedPlan(reader, file, io);
    if ('unreadable' in read) {
      // Counted in the Markdown too: a plan nobody could read is an invalid plan, with its problem.
      summaries?.push({ check: read.unreadable, approvals: null, report: null });
      failed++;
      plain(`invalid  ${file}  unreadable`);
      continue;
    }
    const check = validatePlan(read.bytes, file, null, secrets);
    summaries?.push({ check, approvals: null, report: null });
    for (const problem of check.problems) io.err(formatProblem(problem));
    if (check.problems.length > 0 || check.plan === null) {
      failed++;
      plain(`invalid  ${file}  ${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}`);
    } else {
      const plan = check.plan;
      const needs = plan.steps.filter((s) => s.mutates).length;
      plain(`ok       ${file}  ${plan.name}  ${plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}  ${plural(plan.steps.length, 'step')}, ${needs} need${needs === 1 ? 's' : ''} approval`);
    }
  }
  if (summaries !== null) {
    const markdown = renderChecksMarkdown(summaries, 'Plasmate agent workflow plans');
    if (values.markdown === STDOUT_PATH) io.out(markdown);
    else if (values.markdown !== undefined) await writeFileAtomic(outputPath(io, values.markdown), markdown);
  }
  plain(`${files.paths.length - failed} of ${files.paths.length} plans valid`);
  return failed === 0 ? EXIT_OK : EXIT_FAILED;
}

/** readPlanOrReport's contained read, synchronous: `check` reads its plans in one pass. */
function readCheckedPlan(reader: ContainedPlanReader, file: string, io: CliIo): { bytes: Uint8Array } | { unreadable: PlanCheck } {
  try {
    return { bytes: reader.read(file) };
  } catch (error) {
    return reportUnreadable(file, error, io);
  }
}

/** `contained`: the file must resolve inside the working directory (`check`'s globs never leave it). */
async function readPlanOrReport(file: string, io: CliIo, contained = false): Promise<{ bytes: Uint8Array } | { unreadable: PlanCheck }> {
  try {
    return { bytes: contained ? await readContainedPlanFile(io.cwd, file) : await readPlanFile(resolve(io.cwd, file)) };
  } catch (error) {
    return reportUnreadable(file, error, io);
  }
}

/** A plan that could not be read: its located problem on stderr, and the check that counts it. */
function reportUnreadable(file: string, error: unknown, io: CliIo): { unreadable: PlanCheck } {
  const unreadable = unreadablePlanCheck(file, readFailureReason(error));
  for (const problem of unreadable.problems) io.err(formatProblem(problem));
  return { unreadable };
}

async function benchmarkCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { output: { type: 'string' }, markdown: { type: 'string' }, plasmate: { type: 'string' }, 'trust-static-tool-policy': { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: false,
  });
  if (values.output === undefined) throw new UsageError('--output is required');
  const output = outputPath(io, values.output);
  const toStdout = values.markdown === STDOUT_PATH;
  const plain = toStdout ? io.err : io.out;
  const markdownShown = toStdout ? 'on stdout' : values.markdown ?? `${values.output.replace(/\.json$/, '')}.md`;
  const markdownPath = toStdout ? null : outputPath(io, markdownShown);
  const { runBenchmark } = await import('../benchmark/run.js');
  const { plasmateOrReference } = await import('../workflow/child.js');
  const child = plasmateOrReference(values.plasmate, io.cwd, io.env.PATH);
  const report = await runBenchmark({
    child: child.command, identity: child.identity, repoDir: io.cwd, env: io.env, trustStaticToolPolicy: values['trust-static-tool-policy'],
  });
  const { EvidenceTooLarge, writeEvidence } = await import('../benchmark/write-evidence.js');
  try {
    const markdown = await writeEvidence(report, output, markdownPath, values.output);
    if (toStdout) io.out(markdown);
  } catch (error) {
    if (!(error instanceof EvidenceTooLarge)) throw error;
    io.err(`error: ${error.message}`);
    return EXIT_FAILED;
  }
  const s = report.summary;
  plain(
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
  const { readEvidenceFile, validateEvidenceBytes } = await import('../benchmark/validate-evidence.js');
  let bytes: Buffer;
  try {
    // Read as plans are: a regular file opened without blocking, and no more than the evidence bound (+1 to see an oversized file).
    bytes = await readEvidenceFile(resolve(io.cwd, values.input));
  } catch (error) {
    io.err(`error: cannot read ${values.input} (${readFailureReason(error)})`);
    return EXIT_FAILED;
  }
  const verdict = validateEvidenceBytes(bytes);
  for (const reason of verdict.reasons) io.err(`invalid evidence: ${reason}`);
  if (verdict.reasons.length > 0) {
    io.out(`${values.input}: rejected (${verdict.reasons.length} problem${verdict.reasons.length === 1 ? '' : 's'})`);
    return EXIT_FAILED;
  }
  // As upstream's validator, only evidence of a passing run is valid, so valid evidence has a passed gate.
  io.out(`${values.input}: valid evidence; gate passed`);
  return EXIT_OK;
}
