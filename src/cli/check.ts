/**
 * `plasmate-action check FILE|GLOB...`: validates many plans without running them, one line each
 * (and optionally their Markdown summary); approvals are not evaluated here. Exit 1 when any plan is
 * invalid or unreadable.
 */
import { parseArgs } from 'node:util';
import { ContainedPlanReader, expandPlanPatterns } from '../plan/read.js';
import { formatProblem } from '../plan/problem.js';
import { validatePlan } from '../plan/validate.js';
import { renderChecksMarkdown, SHORT_FINGERPRINT_LENGTH, type PlanSummary } from '../report/markdown.js';
import { writeFileAtomic } from '../report/write.js';
import { plural } from '../report/plural.js';
import { cliSecretAllowList, EXIT_FAILED, EXIT_OK, EXIT_USAGE, STDOUT_PATH, UsageError, type CliIo, type OutputPaths } from './io.js';
import { readCheckedPlan } from './plan-input.js';
import type { Problem } from '../plan/problem.js';
import type { PlanCheck } from '../plan/validate.js';

/** The schema id of `check --json`'s document (README, "The CLI"). */
export const CHECK_RESULT_SCHEMA = 'plasmate.agent-workflow-check.v1';

/**
 * `check --json`: one entry per plan, in the order checked. Problems are the located ones the
 * stderr lines show (file, 1-based line and column, rule, message); a message never holds an
 * argument value or a secret name, and JSON escapes every character a terminal or parser could
 * misread. `name`, `fingerprint`, `steps` and `needs_approval` are null for an invalid plan.
 */
export interface CheckResultPlan {
  file: string;
  valid: boolean;
  name: string | null;
  fingerprint: string | null;
  steps: number | null;
  /** The ids of the steps that change the page, each needing its own approval to run. */
  needs_approval: string[] | null;
  problems: Problem[];
}

export interface CheckResult {
  schema: typeof CHECK_RESULT_SCHEMA;
  total: number;
  valid: number;
  invalid: number;
  plans: CheckResultPlan[];
}

function resultOf(check: PlanCheck): CheckResultPlan {
  const plan = check.problems.length === 0 ? check.plan : null;
  const problems = check.problems.map(({ file, line, column, rule, message }) => ({ file, line, column, rule, message }));
  if (plan === null) return { file: check.file, valid: false, name: null, fingerprint: null, steps: null, needs_approval: null, problems };
  return {
    file: check.file, valid: true, name: plan.name, fingerprint: plan.fingerprint, steps: plan.steps.length,
    needs_approval: plan.steps.filter((s) => s.mutates).map((s) => s.id), problems,
  };
}

export async function checkCommand(args: readonly string[], io: CliIo, outputs: OutputPaths): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { markdown: { type: 'string' }, json: { type: 'boolean', default: false }, secret: { type: 'string', multiple: true, default: [] } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('check needs at least one plan file or glob');
  if (values.json && values.markdown === STDOUT_PATH) throw new UsageError(`--json and --markdown ${STDOUT_PATH} both print on stdout; write the Markdown to a file`);
  // Without a list, check cannot know the operator's; reserved runner names are refused either way.
  const secrets = cliSecretAllowList(values.secret, io.env);
  const files = await expandPlanPatterns(positionals, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  // With a document on stdout (the Markdown or the JSON), stdout carries nothing else.
  const plain = values.markdown === STDOUT_PATH || values.json ? io.err : io.out;
  const results: CheckResultPlan[] | null = values.json ? [] : null;
  // The Markdown is rendered only when asked for, so only then are the checks kept for it.
  const summaries: PlanSummary[] | null = values.markdown === undefined ? null : [];
  // One synchronous pass over the files (a thousand plans must not cost a thousand event-loop turns): no promise round trips per open, stat, read, close.
  const reader = new ContainedPlanReader(io.cwd);
  let failed = 0;
  for (const file of files.paths) {
    const read = readCheckedPlan(reader, file, io);
    if ('unreadable' in read) {
      // Counted in the Markdown too: a plan nobody could read is an invalid plan, with its problem.
      summaries?.push({ check: read.unreadable, approvals: null, report: null });
      results?.push(resultOf(read.unreadable));
      failed++;
      plain(`invalid  ${file}  unreadable`);
      continue;
    }
    const check = validatePlan(read.bytes, file, null, secrets);
    summaries?.push({ check, approvals: null, report: null });
    results?.push(resultOf(check));
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
    else if (values.markdown !== undefined) await writeFileAtomic(outputs.resolve(values.markdown), markdown);
  }
  if (results !== null) {
    const document: CheckResult = { schema: CHECK_RESULT_SCHEMA, total: results.length, valid: results.length - failed, invalid: failed, plans: results };
    io.out(JSON.stringify(document, null, 2));
  }
  plain(`${files.paths.length - failed} of ${files.paths.length} plans valid`);
  return failed === 0 ? EXIT_OK : EXIT_FAILED;
}
