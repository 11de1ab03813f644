/**
 * Benchmark mode, the release gate: the six-plan suite through a real supervised child (the
 * configured engine), the evidence and its Markdown in the report directory, a check run of its
 * own, and a failed step when the gate fails.
 */
import { join, relative } from 'node:path';
import { chooseChild } from '../../workflow/child.js';
import type { BenchmarkReport } from '../../benchmark/evidence.js';
import { runBenchmark } from '../../benchmark/run.js';
import { writeEvidence } from '../../benchmark/write-evidence.js';
import type { ActionInputs } from '../inputs.js';

export const BENCHMARK_REPORT_FILE = 'agent-task-benchmark.json';
export const BENCHMARK_MARKDOWN_FILE = 'agent-task-benchmark.md';

export interface BenchmarkRun {
  report: BenchmarkReport;
  markdown: string;
  jsonPath: string;
  markdownPath: string;
}

export async function runReleaseBenchmark(inputs: ActionInputs, reportDir: string, workspace: string, env: NodeJS.ProcessEnv): Promise<BenchmarkRun> {
  const child = chooseChild(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
  const report = await runBenchmark({ child: child.command, identity: child.identity, repoDir: workspace, env, trustStaticToolPolicy: inputs.trustStaticToolPolicy });
  const jsonPath = join(reportDir, BENCHMARK_REPORT_FILE);
  const markdownPath = join(reportDir, BENCHMARK_MARKDOWN_FILE);
  const markdown = await writeEvidence(report, jsonPath, markdownPath, relative(workspace, jsonPath));
  return { report, markdown, jsonPath, markdownPath };
}

export function benchmarkTitle(report: BenchmarkReport): string {
  const s = report.summary;
  return `Gate ${report.gate.passed ? 'passed' : 'failed'}: ${s.task_contracts_passed}/${s.tasks_total} task contracts · workflows ${s.observed_succeeded} succeeded, ${s.observed_failed} failed, ${s.observed_crash} crashed, ${s.observed_timeout} timed out`;
}
