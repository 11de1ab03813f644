/**
 * The action's `validate` job on the plan contract alone: check every plan that the `plans` globs
 * match, annotate each problem at its file:line:col, write the Markdown to the job summary, and
 * say whether the gate passes. Label approvals and check runs build on this (issue 6).
 */
import * as core from '@actions/core';
import { resolve } from 'node:path';
import { expandPlanArguments } from '../cli/run.js';
import { readPlanFile } from '../plan/read.js';
import { validatePlan, type PlanCheck } from '../plan/validate.js';
import { renderChecksMarkdown } from '../report/markdown.js';

export interface ValidateOutcome {
  checks: PlanCheck[];
  invalid: number;
  markdown: string;
}

export async function validatePlans(patterns: readonly string[], workspace: string): Promise<ValidateOutcome> {
  const { paths } = await expandPlanArguments(patterns, workspace);
  const checks: PlanCheck[] = [];
  for (const file of paths) {
    let bytes: Uint8Array;
    try {
      bytes = await readPlanFile(resolve(workspace, file));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown error';
      checks.push({ file, plan: null, problems: [{ file, line: 1, column: 1, rule: 'plan.file.unreadable', message: `cannot read the plan file (${code})` }] });
      continue;
    }
    checks.push(validatePlan(bytes, file, null));
  }
  const invalid = checks.filter((c) => c.problems.length > 0).length;
  const markdown = renderChecksMarkdown(checks.map((check) => ({ check, approvals: null, report: null })), 'Plasmate agent workflow plans');
  return { checks, invalid, markdown };
}

/** Workflow-command annotations: GitHub shows them on the file and line in the PR diff. */
export function annotate(checks: readonly PlanCheck[]): void {
  for (const check of checks) {
    for (const p of check.problems) {
      core.error(p.message, { file: p.file, startLine: p.line, startColumn: p.column, title: p.rule });
    }
  }
}
