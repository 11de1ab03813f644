/**
 * The `check` command's every output, byte for byte, as it was before the validation speed work
 * (so a faster validator cannot change a verdict): fixtures/check-corpus.golden.json was recorded from an earlier bundle on
 * fixtures/check-corpus (valid plans and one of nearly every document, schema, contract and
 * secret problem), plus a symlink out of the workspace, one inside, a FIFO, a directory, a missing
 * file and a repeated path. Any change to a message, a location, the order, a count, an exit code,
 * the plain lines or the Markdown (on stdout or in a file) fails here.
 * @needs-child-process mkfifo
 */
import { execFileSync } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';

interface GoldenRun {
  args: string[];
  code: number;
  stdout: string;
  stderr: string;
  markdownFile?: string;
}

const golden = JSON.parse(await readFile('fixtures/check-corpus.golden.json', 'utf8')) as GoldenRun[];

let ws: string;
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'check-golden-'));
  ws = join(tmp, 'ws');
  await mkdir(join(ws, 'plans'), { recursive: true });
  await cp('fixtures/check-corpus', join(ws, 'plans'), { recursive: true });
  await copyFile('fixtures/check-corpus/valid-minimal.json', join(tmp, 'outside.json'));
  await symlink('../../outside.json', join(ws, 'plans', 'zz-outside.json'));
  await symlink('valid-minimal.json', join(ws, 'plans', 'zz-inside-link.json'));
  execFileSync('mkfifo', [join(ws, 'plans', 'zz-fifo.json')]);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const env = { ...process.env };
delete env.PLASMATE_SECRETS;

test('the golden records every kind of run', () => {
  expect(golden.map((g) => g.args.join(' '))).toEqual([
    'check plans/*.json',
    'check --markdown - plans/*.json',
    'check --markdown summary.md plans/*.json',
    'check --secret APP_PASSWORD plans/valid-*.json plans/bad-secrets.json',
    'check plans/valid-minimal.json plans/missing.json plans/zz-fifo.json plans plans/valid-minimal.json',
    'check --markdown - plans/valid-generated-*.json',
  ]);
});

test.each(golden.map((g) => [g.args.join(' '), g] as const))('%s: stdout, stderr, exit code and Markdown as before', async (_name, g) => {
  await rm(join(ws, 'summary.md'), { force: true });
  const run = await runCliInProcess([...g.args], { cwd: ws, env });
  expect(run.stderr).toBe(g.stderr);
  expect(run.stdout).toBe(g.stdout);
  expect(run.code).toBe(g.code);
  if (g.markdownFile !== undefined) expect(await readFile(join(ws, 'summary.md'), 'utf8')).toBe(g.markdownFile);
  else expect(existsSync(join(ws, 'summary.md'))).toBe(false);
});
