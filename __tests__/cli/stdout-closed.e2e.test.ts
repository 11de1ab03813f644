/**
 * A reader that closes the pipe early (`plasmate-action check --json … | head -c 300`): the CLI
 * used to die on an unhandled EPIPE with a stack trace; it now drops the rest of stdout and
 * finishes the run (its files written, its exit code the run's own).
 * @needs-bundle cli
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const PLAN = join(process.cwd(), 'fixtures/plans/navigate.json');

function runWithStdoutClosed(args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Close the read end before the CLI writes anything: its first write meets a closed pipe.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
}

test('check --json into a closed pipe: no EPIPE crash, the Markdown file is still written, exit 0', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'stdout-closed-'));
  const markdown = join(dir, 'check.md');
  // Many copies of the plan: more output than a pipe buffer holds.
  const run = await runWithStdoutClosed(['check', '--json', '--markdown', markdown, ...Array.from({ length: 300 }, () => PLAN)]);
  expect(run.stderr).not.toMatch(/EPIPE|Unhandled|at .*\.js:\d+/);
  expect({ code: run.code, signal: run.signal }).toEqual({ code: 0, signal: null });
  expect(await readFile(markdown, 'utf8')).toContain('navigate.json');
});
