/**
 * `plasmate-action labels PLAN…`: every label the action would compute for each plan, so an author
 * can see (and a maintainer can create) them before the action runs. The labels come from the same
 * functions the gate uses (github/gate/labels.ts), so they cannot drift from what the action expects.
 * Plans are validated against the same secret allow-list the action applies (its `secrets` input,
 * here `--secret NAME` and PLASMATE_SECRETS; neither given = the input's empty default): a plan the
 * action would refuse for a secret it may not use gets its problem here too, not labels.
 */
import { parseArgs } from 'node:util';
import { expandPlanPatterns, readContainedPlanFile, readFailureReason, unreadablePlanCheck } from '../plan/read.js';
import { formatProblem } from '../plan/problem.js';
import { plural } from '../report/plural.js';
import { jsonProblem, LABELS_RESULT_SCHEMA, type JsonProblem } from './json-documents.js';
import { validatePlan } from '../plan/validate.js';
import { approvalLabels, labelDescription, planApprovalLabel, planScopeLabel, secretBindings, testRunLabel } from '../plan/approval-labels.js';
import type { PlanCheck } from '../plan/validate.js';
import { cliSecretAllowList, EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from './io.js';

interface LabelLine {
  kind: 'step' | 'scope' | 'plan' | 'test';
  /** The step the label approves; null for the plan and test labels. */
  step: string | null;
  label: string;
  description: string;
}

/** Prints each plan's labels (tab-separated, or `--json`); an unreadable or invalid plan's problems go to stderr and exit 1. */
export async function labelsCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { json: { type: 'boolean', default: false }, secret: { type: 'string', multiple: true, default: [] } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    io.err('error: labels needs at least one plan file or glob');
    return EXIT_USAGE;
  }
  // The action always validates against its list (empty unless its `secrets` input names some), so
  // no list here means the empty one, not "any secret": the labels printed are those it computes.
  const secrets = cliSecretAllowList(values.secret, io.env) ?? new Set<string>();
  const files = await expandPlanPatterns(positionals, io.cwd);
  if (files.unmatched.length > 0) {
    for (const pattern of files.unmatched) io.err(`error: no file matches ${JSON.stringify(pattern)}`);
    return EXIT_USAGE;
  }
  const plans: { file: string; name: string; fingerprint: string; labels: LabelLine[] }[] = [];
  const invalid: { file: string; problems: JsonProblem[] }[] = [];
  for (const file of files.paths) {
    let check: PlanCheck;
    try {
      check = validatePlan(await readContainedPlanFile(io.cwd, file), file, null, secrets);
    } catch (error) {
      check = unreadablePlanCheck(file, readFailureReason(error));
    }
    if (check.plan === null || check.problems.length > 0) {
      for (const p of check.problems) io.err(formatProblem(p));
      invalid.push({ file, problems: check.problems.map(jsonProblem) });
      continue;
    }
    const plan = check.plan;
    const bindings = secretBindings(plan);
    const labels: LabelLine[] = [...approvalLabels(plan)].map(([step, label]) => ({ kind: 'step', step, label, description: labelDescription(plan.name, step) }));
    // The plan-scope label approves every mutating step and running the plan in one act (the gate offers it beside the step labels).
    labels.push({ kind: 'scope', step: null, label: planScopeLabel(plan, bindings), description: labelDescription(plan.name, null, 'scope') });
    labels.push({ kind: 'plan', step: null, label: planApprovalLabel(plan, bindings), description: labelDescription(plan.name, null) });
    labels.push({ kind: 'test', step: null, label: testRunLabel(plan, bindings), description: labelDescription(plan.name, null, 'test') });
    plans.push({ file, name: plan.name, fingerprint: plan.fingerprint, labels });
  }
  if (values.json) {
    io.out(JSON.stringify({ schema: LABELS_RESULT_SCHEMA, plans, invalid }, null, 2));
  } else {
    for (const p of plans) for (const l of p.labels) io.out([p.file, l.kind, l.step ?? '-', l.label, l.description].join('\t'));
    for (const p of invalid) io.out(`invalid\t${p.file}\t${plural(p.problems.length, 'problem')}`);
  }
  return invalid.length === 0 ? EXIT_OK : EXIT_FAILED;
}
