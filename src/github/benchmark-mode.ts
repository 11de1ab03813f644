/**
 * Benchmark mode, the release gate: the six-plan suite through a real supervised child (the
 * configured engine), the evidence and its Markdown in the report directory, a check run of its
 * own, and a failed step when the gate fails.
 */
import { join, relative } from 'node:path';
import { chooseChild } from '../workflow/child.js';
import { MAX_REPORT_BYTES, type BenchmarkReport } from '../benchmark/evidence.js';
import { renderBenchmarkMarkdown } from '../benchmark/markdown.js';
import { runBenchmark } from '../benchmark/run.js';
import { writeFileAtomic } from '../report/write.js';
import type { ActionInputs } from './inputs.js';

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
  const report = await runBenchmark({ child: child.command, identity: child.identity, repoDir: workspace, env });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  if (Buffer.byteLength(json) > MAX_REPORT_BYTES) throw new Error(`the benchmark evidence is larger than ${MAX_REPORT_BYTES} bytes`);
  const jsonPath = join(reportDir, BENCHMARK_REPORT_FILE);
  const markdownPath = join(reportDir, BENCHMARK_MARKDOWN_FILE);
  const markdown = renderBenchmarkMarkdown(report, relative(workspace, jsonPath));
  await writeFileAtomic(jsonPath, json);
  await writeFileAtomic(markdownPath, markdown);
  return { report, markdown, jsonPath, markdownPath };
}

export function benchmarkTitle(report: BenchmarkReport): string {
  const s = report.summary;
  return `Gate ${report.gate.passed ? 'passed' : 'failed'}: ${s.task_contracts_passed}/${s.tasks_total} task contracts · workflows ${s.observed_succeeded} succeeded, ${s.observed_failed} failed, ${s.observed_crash} crashed, ${s.observed_timeout} timed out`;
}
