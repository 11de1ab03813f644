/**
 * `plasmate-action benchmark`: the six-plan release benchmark (exit 2 when its gate fails), and
 * `benchmark-validate`: upstream's validator of its evidence (exit 1 unless intact evidence of a passing run).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readFailureReason } from '../plan/read.js';
import { EXIT_FAILED, EXIT_GATE_FAILED, EXIT_OK, STDOUT_PATH, UsageError, type CliIo, type OutputPaths } from './io.js';

export async function benchmarkCommand(args: readonly string[], io: CliIo, outputs: OutputPaths): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { output: { type: 'string' }, markdown: { type: 'string' }, plasmate: { type: 'string' }, 'trust-static-tool-policy': { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: false,
  });
  if (values.output === undefined) throw new UsageError('--output is required');
  const output = outputs.resolve(values.output);
  const toStdout = values.markdown === STDOUT_PATH;
  const plain = toStdout ? io.err : io.out;
  const markdownShown = toStdout ? 'on stdout' : values.markdown ?? `${values.output.replace(/\.json$/, '')}.md`;
  const markdownPath = toStdout ? null : outputs.resolve(markdownShown);
  const { runBenchmark } = await import('../benchmark/run.js');
  const { plasmateOrReference } = await import('../workflow/child.js');
  const child = plasmateOrReference(values.plasmate, io.cwd, io.env.PATH ?? '');
  const report = await runBenchmark({
    child: child.command, identity: child.identity, repoDir: io.cwd, env: io.env, trustStaticToolPolicy: values['trust-static-tool-policy'],
  });
  const { EvidenceTooLarge, writeEvidence } = await import('../benchmark/write-evidence.js');
  try {
    const markdown = await writeEvidence(report, output, markdownPath, values.output);
    if (toStdout) io.out(markdown);
  } catch (error) {
    if (!(error instanceof EvidenceTooLarge)) throw error;
    io.err(`error: ${error.message}`);
    return EXIT_FAILED;
  }
  const s = report.summary;
  plain(
    `benchmark on the ${child.identity.engine === 'reference' ? 'reference engine' : `Plasmate binary ${child.identity.executable}`}: ` +
      `gate ${report.gate.passed ? 'passed' : 'FAILED'}, ${s.task_contracts_passed}/${s.tasks_total} task contracts passed, ` +
      `workflows ${s.observed_succeeded} succeeded / ${s.observed_failed} failed / ${s.observed_crash} crashed / ${s.observed_timeout} timed out; ` +
      `evidence ${values.output}, summary ${markdownShown}`,
  );
  for (const v of report.gate.violations) io.err(`gate violation: ${v}`);
  return report.gate.passed ? EXIT_OK : EXIT_GATE_FAILED;
}

export async function benchmarkValidateCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { input: { type: 'string' } }, strict: true, allowPositionals: false });
  if (values.input === undefined) throw new UsageError('--input is required');
  const { readEvidenceFile, validateEvidenceBytes } = await import('../benchmark/validate-evidence.js');
  let bytes: Buffer;
  try {
    // Read as plans are: a regular file opened without blocking, and no more than the evidence bound (+1 to see an oversized file).
    bytes = await readEvidenceFile(resolve(io.cwd, values.input));
  } catch (error) {
    io.err(`error: cannot read ${values.input} (${readFailureReason(error)})`);
    return EXIT_FAILED;
  }
  const verdict = validateEvidenceBytes(bytes);
  for (const reason of verdict.reasons) io.err(`invalid evidence: ${reason}`);
  if (verdict.reasons.length > 0) {
    io.out(`${values.input}: rejected (${verdict.reasons.length} problem${verdict.reasons.length === 1 ? '' : 's'})`);
    return EXIT_FAILED;
  }
  // As upstream's validator, only evidence of a passing run is valid, so valid evidence has a passed gate.
  io.out(`${values.input}: valid evidence; gate passed`);
  return EXIT_OK;
}
