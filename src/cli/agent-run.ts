/**
 * `plasmate-action agent-run`: upstream's flags for one plan (`--plan FILE`), or many plans as
 * FILE|GLOB... operands with `--report-dir`; each plan runs through plan-run.ts.
 */
import { parseArgs } from 'node:util';
import { cliSecretAllowList, UsageError, type CliIo, type OutputPaths } from './io.js';
import { AGENT_RUN_OPTIONS, agentRunChecks } from './agent-run-options.js';
import { agentRunMany } from './agent-run-many.js';
import { agentRunPlan } from './plan-run.js';
import { runResultDocument, type RunResultPlan } from './json-documents.js';
import { ConfirmStepSelection, parseConfirmSteps } from './confirm-steps.js';

export async function agentRunCommand(args: readonly string[], io: CliIo, outputs: OutputPaths): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], options: AGENT_RUN_OPTIONS, strict: true, allowPositionals: true });
  // Plans as operands (files or globs, as `check` takes them) make a many-plan run; --plan FILE stays the single-plan run.
  if (positionals.length > 0) return agentRunMany(values, positionals, io, outputs);
  if (values['report-dir'] !== undefined || values.jobs !== undefined) throw new UsageError('--report-dir and --jobs run many plans: give the plans as FILE|GLOB... operands');
  if (values.plan === undefined) throw new UsageError('--plan is required');
  const secrets = cliSecretAllowList(values.secret, io.env) ?? new Set<string>();
  agentRunChecks(values);
  if (values.report === undefined && !values['check-schemas']) throw new UsageError('--report is required');
  const selection = await ConfirmStepSelection.of(parseConfirmSteps(values['confirm-step']), [values.plan], io.cwd, false);
  const results: RunResultPlan[] = [];
  const code = await agentRunPlan({
    values, file: values.plan, confirmSteps: selection.stepsFor(values.plan, null), secrets, io, outputs,
    ...(values.json ? { onResult: (result: RunResultPlan) => results.push(result) } : {}),
  });
  if (values.json) io.out(runResultDocument(results));
  return code;
}

