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

export async function checkCommand(args: readonly string[], io: CliIo, outputs: OutputPaths): Promise<number> {
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
    else if (values.markdown !== undefined) await writeFileAtomic(outputs.resolve(values.markdown), markdown);
  }
  plain(`${files.paths.length - failed} of ${files.paths.length} plans valid`);
  return failed === 0 ? EXIT_OK : EXIT_FAILED;
}
