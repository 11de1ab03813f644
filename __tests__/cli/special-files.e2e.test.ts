/**
 * Special files through the built CLI: a FIFO, a directory or a device given as a plan or as
 * evidence fails at once with a located error instead of blocking forever, and an output path
 * that cannot be written is named as the user gave it (never the temp file), exit 1.
 * Every run has a timeout: on the old code the FIFO runs blocked forever and are killed by it
 * (code null), and afterAll opens each FIFO's write end to release any reader still waiting.
 * @needs-bundle cli
 * @needs-child-process mkfifo
 */
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode } from '../helpers/run-node.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
/** Far above a refused read's ~0.2 s; the run is killed (code null) if the CLI blocks. */
const BLOCKED_AFTER_MS = 10_000;
const cli = (args: string[], cwd: string) => runNode([CLI, ...args], { cwd, timeoutMs: BLOCKED_AFTER_MS });
const NOT_REGULAR = 'it is not a regular file (a directory, FIFO, device or socket) and is not read';
const VALID_PLAN = JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'one page', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:8080/' } }] });

let dir: string;
const fifos: string[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'special-files-'));
  for (const name of ['plan.fifo', 'evidence.fifo']) {
    execFileSync('mkfifo', [join(dir, name)]);
    fifos.push(join(dir, name));
  }
  await mkdir(join(dir, 'a-directory.json'));
  await writeFile(join(dir, 'plan.json'), VALID_PLAN);
  await writeFile(join(dir, 'not-a-dir'), 'a regular file where a directory is expected');
});

afterAll(async () => {
  for (const fifo of fifos) {
    // A reader still blocked in open() is released by a writer appearing; ENXIO means no reader waits.
    const writer = await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK).catch(() => null);
    await writer?.close();
  }
  await rm(dir, { recursive: true, force: true });
});

test('check refuses a FIFO at once with a located error and counts it invalid', async () => {
  const run = await cli(['check', 'plan.fifo', 'plan.json'], dir);
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(`plan.fifo:1:1 plan.file.unreadable cannot read the plan file (${NOT_REGULAR})\n`);
  expect(run.stdout).toContain('invalid  plan.fifo  unreadable\n');
  expect(run.stdout).toContain('1 of 2 plans valid');
});

test('agent-run refuses a FIFO, a directory and a device as --plan at once', async () => {
  for (const plan of ['plan.fifo', 'a-directory.json', '/dev/zero']) {
    const run = await cli(['agent-run', '--dry-run', '--plan', plan, '--report', 'r.json'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${plan}:1:1 plan.file.unreadable cannot read the plan file (${NOT_REGULAR})\n`);
  }
  expect(await readdir(dir)).not.toContain('r.json');
});

test('benchmark-validate refuses a FIFO as --input at once', async () => {
  const run = await cli(['benchmark-validate', '--input', 'evidence.fifo'], dir);
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(`error: cannot read evidence.fifo (${NOT_REGULAR})\n`);
});

describe('an output path that cannot be written is named as given, exit 1', () => {
  const noTemp = (text: string) => expect(text).not.toMatch(/\.tmp\b|\.\d+\.[0-9a-f]{12}/);

  test('--report naming a directory', async () => {
    const run = await cli(['agent-run', '--dry-run', '--plan', 'plan.json', '--report', 'a-directory.json'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: cannot write a-directory\.json \(EISDIR\); /);
    noTemp(run.stderr);
    // The temp file was removed.
    expect((await readdir(join(dir, 'a-directory.json')))).toEqual([]);
  });

  test('--report under a regular file, given as an absolute path', async () => {
    const report = join(dir, 'not-a-dir', 'r.json');
    const run = await cli(['agent-run', '--dry-run', '--plan', 'plan.json', '--report', report], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`error: cannot write ${report} (`);
    noTemp(run.stderr);
  });

  test('--markdown of check and of agent-run', async () => {
    const check = await cli(['check', '--markdown', 'not-a-dir/summary.md', 'plan.json'], dir);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/^error: cannot write not-a-dir\/summary\.md \(E[A-Z]+\); /m);
    noTemp(check.stderr);
    const run = await cli(['agent-run', '--dry-run', '--plan', 'plan.json', '--report', 'ok.json', '--markdown', 'a-directory.json'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: cannot write a-directory\.json \(EISDIR\); /m);
    noTemp(run.stderr);
  });
});
