/** The benchmark evidence as a release manager reads it: the gate, both partitions, one row per task. */
import { code, escapeInline } from '../report/markdown.js';
import { cell, headerCells, table } from '../report/table.js';
import type { BenchmarkReport } from './evidence.js';

export function renderBenchmarkMarkdown(report: BenchmarkReport, jsonPath?: string): string {
  const s = report.summary;
  const env = report.environment;
  const lines = [
    `## ${report.gate.passed ? '✅' : '❌'} Agent task benchmark: gate ${report.gate.passed ? 'passed' : 'failed'}`,
    '',
    `Suite ${code(report.suite.name)} · manifest ${code(report.suite.manifest_sha256.slice(0, 16))} · fixtures ${code(report.suite.fixture_corpus_sha256.slice(0, 16))} · child executable ${code((env.executable_sha256 ?? 'unknown').slice(0, 16))}`,
    '',
    `- Task contracts: **${s.task_contracts_passed}/${s.tasks_total} passed**, ${s.task_contracts_failed} failed`,
    `- Observed workflows: ${s.observed_succeeded} succeeded, ${s.observed_failed} failed, ${s.observed_crash} crashed, ${s.observed_timeout} timed out (a healthy run has exactly one deliberate failure)`,
    `- Workflow steps: ${s.workflow_steps_total} total, ${s.workflow_steps_succeeded} succeeded, ${s.workflow_steps_failed} failed, ${s.workflow_steps_skipped} skipped`,
  ];
  for (const v of report.gate.violations) lines.push(`- **Gate violation:** ${escapeInline(v)}`);
  lines.push('', ...table(headerCells('task', 'category', 'expected', 'observed', 'contract', 'steps ✓/✗/skip', 'child', 'wall time'), report.tasks.map((t) => {
    const w = t.workflow_summary;
    return [
      cell.code(t.id), cell.text(t.category), cell.text(t.expected_workflow_outcome), cell.text(t.observed_workflow_outcome),
      cell.markup(t.task_contract_passed ? '✅ passed' : '❌ failed'), cell.text(`${w.succeeded}/${w.failed}/${w.skipped}`),
      cell.code(t.process_outcome || 'none'), cell.text(`${(t.observational_wall_time_us / 1000).toFixed(0)} ms`),
    ];
  })));
  const failed = report.tasks.flatMap((t) => t.assertions.filter((a) => !a.passed).map((a) => `- ${code(t.id)} ${code(a.name)}: ${escapeInline(a.detail)}`));
  if (failed.length > 0) lines.push('**Failed assertions**', '', ...failed, '');
  lines.push(
    `Provenance: ${escapeInline(env.plasmate_version)} at ${code(env.git_commit ?? 'unknown commit')}${env.git_dirty === true ? ' (dirty)' : ''}, ${escapeInline(env.rustc_version ?? 'unknown toolchain')} (${escapeInline(env.build_profile)}), ${escapeInline(env.operating_system)} ${escapeInline(env.architecture)}. Wall times are observational, never gated.`,
  );
  if (jsonPath !== undefined) lines.push('', `Evidence: ${code(jsonPath)} (validate with ${code('benchmark-validate --input FILE')}).`);
  return `${lines.join('\n')}\n`;
}
