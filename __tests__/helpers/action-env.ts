/**
 * Runs the action as the Actions runner does — INPUT_* variables and the runner's files — either
 * in-process through src/main.ts's own seams (`runAction`, the default: what the code under test
 * does, at the cost of a function call) or as the built bundle in a real `node` process
 * (`runActionBundle`: kept for what only the bundle can show — start-up, lazy chunks, the runner's
 * real environment, the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files @actions/core writes).
 */
import { appendFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ActionIo } from '../../src/github/session.js';
import { runStep } from '../../src/github/step.js';
import { runNode, type NodeRun } from './run-node.js';
import { TestClock } from './test-clock.js';

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

interface RunnerFiles {
  dir: string;
  env: NodeJS.ProcessEnv;
  outputFile: string;
  summaryFile: string;
}

/** The runner's temp directory, output and summary files, and the env with every input as INPUT_*. */
async function runnerFiles(inputs: Record<string, string>, extraEnv: Record<string, string>): Promise<RunnerFiles> {
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
  return { dir, env, outputFile, summaryFile };
}

/**
 * The built dist/index.js in a real process. `timeoutMs`: the run is killed after it (runNode's
 * default unless given; a shard of many plans needs more).
 */
export async function runActionBundle(inputs: Record<string, string>, extraEnv: Record<string, string> = {}, timeoutMs?: number): Promise<ActionRun> {
  const files = await runnerFiles(inputs, extraEnv);
  const run = await runNode([join(process.cwd(), 'dist/index.js')], { env: files.env, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  return { ...run, dir: files.dir, outputs: parseOutputFile(await readFile(files.outputFile, 'utf8')), summary: await readFile(files.summaryFile, 'utf8') };
}

// @actions/core's workflow-command encoding (lib/command.js), so in-process stdout reads as the bundle's.
const commandData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const commandProperty = (s: string) => commandData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
function command(name: string, properties: Record<string, string | number | undefined>, message: string): string {
  const props = Object.entries(properties).filter(([, v]) => v !== undefined && v !== '' && v !== 0).map(([k, v]) => `${k}=${commandProperty(String(v))}`);
  return `::${name}${props.length > 0 ? ` ${props.join(',')}` : ''}::${commandData(message)}\n`;
}

/**
 * The action in-process: src/main.ts's wiring with @actions/core's effects recorded instead of
 * written (stdout lines in core's command encoding, outputs, the job summary appended to the
 * runner's file as core.summary does). Same inputs, environment and result as runActionBundle;
 * the env goes to the code explicitly, process.env is never changed. `_timeoutMs` is accepted
 * for the bundle's signature; jest's own timeout bounds an in-process run.
 */
export async function runAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}, _timeoutMs?: number, apiTiming: NonNullable<ActionIo['apiTiming']> = { clock: new TestClock() }): Promise<ActionRun> {
  const files = await runnerFiles(inputs, extraEnv);
  const { env } = files;
  let stdout = '';
  const io: ActionIo = {
    info: (m) => (stdout += `${m}\n`),
    warning: (m) => (stdout += command('warning', {}, m)),
    annotate: (m, at) => (stdout += command('error', { title: at.title, file: at.file, line: at.line, col: at.column }, m)),
    writeJobSummary: async (markdown) => appendFile(files.summaryFile, `${markdown}\n`),
    registerSecret: (value) => (stdout += command('add-mask', {}, value)),
    // The API client's retries wait on a clock that never waits: no in-process test sleeps.
    apiTiming,
  };
  const outputs: Record<string, string> = {};
  let failed = false;
  await runStep((name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(), env, {
    ...io,
    // core.setOutput's toCommandValue: strings as they are, numbers as their decimal text.
    setOutput: (name, value) => (outputs[name] = String(value)),
    setFailed: (message) => {
      failed = true;
      stdout += command('error', {}, message);
    },
    // core.debug writes `::debug::`, which the runner shows only with ACTIONS_STEP_DEBUG.
    debug: (message) => (stdout += command('debug', {}, message)),
  });
  return { code: failed ? 1 : 0, stdout, stderr: '', dir: files.dir, outputs, summary: await readFile(files.summaryFile, 'utf8') };
}
