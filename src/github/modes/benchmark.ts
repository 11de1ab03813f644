/** Benchmark mode, the release gate: the benchmark's evidence, its own check run, and a failed step when the gate fails. */
import { field } from '../event.js';
import type { Conclusion } from '../gate/gate.js';
import { connect, publishGate, type ActionOutcome } from '../session.js';
import { reportDirOf, withCheckRun, type ModeContext } from './context.js';

export async function runBenchmarkMode(mc: ModeContext): Promise<ActionOutcome> {
  const { inputs, run: ctx, io } = mc;
  const reportDir = await reportDirOf(mc);
  const connected = connect(inputs, ctx, io);
  const { redactor } = connected;
  const headSha = field<string>(ctx.payload, 'pull_request', 'head', 'sha') ?? ctx.sha;
  return withCheckRun(mc, connected, headSha, async (opened) => {
    const { handle } = opened;
    const { benchmarkTitle, runReleaseBenchmark } = await import('./release-benchmark.js');
    const run = await runReleaseBenchmark(inputs, reportDir, ctx.workspace, mc.env);
    const conclusion: Conclusion = run.report.gate.passed ? 'success' : 'failure';
    const markdown = redactor.redact(run.markdown);
    const title = benchmarkTitle(run.report);
    await publishGate(io, {
      markdown, reportDir: null, fullReport: 'The full evidence is in the report directory.', check: { opened, conclusion, title, problems: [] }, logLine: `${title} → ${conclusion}`,
    });
    const s = run.report.summary;
    return {
      conclusion,
      outputs: {
        conclusion,
        'gate-passed': String(run.report.gate.passed),
        'task-contracts-passed': s.task_contracts_passed,
        'tasks-total': s.tasks_total,
        'benchmark-report': run.jsonPath,
        'benchmark-markdown': run.markdownPath,
        'check-run-id': handle?.id ?? '',
        'check-run-url': handle?.url ?? '',
      },
      failure: run.report.gate.passed ? null : `the release benchmark gate failed: ${run.report.gate.violations.join('; ')}`,
    };
  });
}
