/**
 * The CLI's commands, written against an injected console so tests can run them in-process and
 * through the bundle alike. Exit codes: 0 success, 1 a plan or run failed, 2 usage or setup error.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { glob, isDynamicPattern } from 'tinyglobby';
import { readPlanFile } from '../plan/read.js';
import { formatProblem } from '../plan/problem.js';
import { PLAN_JSON_SCHEMA } from '../plan/schema.js';
import type { Approvals } from '../plan/types.js';
import { validatePlan } from '../plan/validate.js';
import { serializeReport } from '../report/build.js';
import { renderChecksMarkdown, SHORT_FINGERPRINT_LENGTH, type PlanSummary } from '../report/markdown.js';
import { writeFileAtomic } from '../report/write.js';
import { dryRun } from '../workflow/dry-run.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

const USAGE = `usage:
  plasmate-action agent-run --plan FILE --report FILE [--dry-run] [--confirm-step ID]...
                            [--allow-evaluate] [--allow-cookie-writes] [--markdown FILE]
  plasmate-action check [--markdown FILE] FILE|GLOB...
  plasmate-action schema`;

class UsageError extends Error {}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'agent-run':
        return await agentRun(rest, io);
      case 'check':
        return await checkCommand(rest, io);
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
      'allow-evaluate': { type: 'boolean', default: false },
      'allow-cookie-writes': { type: 'boolean', default: false },
      'confirm-step': { type: 'string', multiple: true, default: [] },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.plan === undefined) throw new UsageError('--plan is required');
  if (values.report === undefined) throw new UsageError('--report is required');
  if (!values['dry-run']) {
    io.err('error: execution is not available in this build yet; use --dry-run to validate the plan');
    return EXIT_USAGE;
  }
  const approvals: Approvals = {
    confirmSteps: values['confirm-step'],
    allowEvaluate: values['allow-evaluate'],
    allowCookieWrites: values['allow-cookie-writes'],
  };
  const file = values.plan;
  const bytes = await readPlanOrReport(file, io);
  if (bytes === null) return EXIT_FAILED;
  const { check, report } = dryRun(bytes, file, approvals);
  for (const problem of check.problems) io.err(formatProblem(problem));
  if (values.markdown !== undefined) {
    await writeFileAtomic(resolve(io.cwd, values.markdown), renderChecksMarkdown([{ check, approvals, report }], 'Plasmate agent workflow dry-run'));
  }
  if (report === null) {
    io.err(`${file}: plan is invalid (${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}); no report written`);
    return EXIT_FAILED;
  }
  await writeFileAtomic(resolve(io.cwd, values.report), serializeReport(report));
  io.out(`${file}: validated ${report.workflow} (${report.plan_fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)}), ${report.summary.total} steps; report written to ${values.report}`);
  return EXIT_OK;
}

async function checkCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { markdown: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('check needs at least one plan file or glob');
  const files = await expandPlanArguments(positionals, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  const summaries: PlanSummary[] = [];
  let failed = 0;
  for (const file of files.paths) {
    const bytes = await readPlanOrReport(file, io);
    if (bytes === null) {
      failed++;
      continue;
    }
    const check = validatePlan(bytes, file, null);
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

/** Literal paths stay as given (a missing one is reported when read); globs expand, sorted. */
export async function expandPlanArguments(patterns: readonly string[], cwd: string): Promise<{ paths: string[]; unmatched: string[] }> {
  const paths = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of patterns) {
    if (!isDynamicPattern(pattern)) {
      paths.add(pattern);
      continue;
    }
    const matches = await glob(pattern, { cwd, onlyFiles: true, dot: false, expandDirectories: false });
    if (matches.length === 0) unmatched.push(pattern);
    for (const m of matches.sort()) paths.add(m);
  }
  return { paths: [...paths], unmatched };
}

async function readPlanOrReport(file: string, io: CliIo): Promise<Uint8Array | null> {
  try {
    return await readPlanFile(resolve(io.cwd, file));
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    io.err(`${file}:1:1 plan.file.unreadable cannot read the plan file (${code})`);
    return null;
  }
}
