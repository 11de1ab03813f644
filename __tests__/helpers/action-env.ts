/** Runs dist/index.js the way the Actions runner does: INPUT_* variables and the runner's files. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode, type NodeRun } from './run-node.js';

export interface ActionRun extends NodeRun {
  outputs: Record<string, string>;
  summary: string;
  /** The run's temp directory (RUNNER_TEMP); the report directory defaults to `reports` inside it. */
  dir: string;
}

/** Parses the GITHUB_OUTPUT file (`name<<DELIMITER … DELIMITER` blocks, as @actions/core writes). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (m === null) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

/** `timeoutMs`: the run is killed after it (runNode's default unless given; a shard of many plans needs more). */
export async function runAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}, timeoutMs?: number): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'action-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: process.cwd(),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
    ...extraEnv,
  };
  // Reports go to the run's temp directory unless a test names one: never into the checkout. The
  // example plan sign-in-with-secret references APP_PASSWORD, which a workflow allow-lists.
  for (const [name, value] of Object.entries({ 'report-dir': join(dir, 'reports'), secrets: 'APP_PASSWORD', ...inputs })) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = await runNode([join(process.cwd(), 'dist/index.js')], { env, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  return { ...run, dir, outputs: parseOutputFile(await readFile(outputFile, 'utf8')), summary: await readFile(summaryFile, 'utf8') };
}
