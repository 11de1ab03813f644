/**
 * check's synchronous reader (ContainedPlanReader) keeps readContainedPlanFile's guarantees: a real
 * path outside the root is refused before it is opened, a FIFO or a directory is refused at once
 * (the open does not block), no more than one byte past the bound is read, and each plan's bytes
 * are its own although one scratch buffer serves every read.
 * @needs-child-process mkfifo
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PLAN_BYTES } from '../../src/contract/bounds.js';
import { ContainedPlanReader, NotRegularFile, OutsideWorkspace, readContainedPlanFile, readFailureReason } from '../../src/plan/read.js';

let base: string;
let ws: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'contained-reader-'));
  ws = join(base, 'ws');
  mkdirSync(join(ws, 'plans'), { recursive: true });
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(base, 'outside', 'plan.json'), '{"outside":true}');
  writeFileSync(join(ws, 'plans', 'a.json'), '{"a":1}');
  writeFileSync(join(ws, 'plans', 'b.json'), '{"b":"a longer second plan"}');
  writeFileSync(join(ws, 'big.json'), Buffer.alloc(5 * MAX_PLAN_BYTES, 0x20));
  symlinkSync('../outside', join(ws, 'escape'));
  symlinkSync('../../outside/plan.json', join(ws, 'plans', 'escape.json'));
  symlinkSync('a.json', join(ws, 'plans', 'inside.json'));
  execFileSync('mkfifo', [join(ws, 'fifo.json')]);
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const failure = (read: () => unknown): unknown => {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('expected the read to fail');
};

test('each plan keeps its own bytes: a later read does not overwrite an earlier one', () => {
  const reader = new ContainedPlanReader(ws);
  const a = reader.read('plans/a.json');
  const b = reader.read('plans/b.json');
  expect(Buffer.from(a).toString()).toBe('{"a":1}');
  expect(Buffer.from(b).toString()).toBe('{"b":"a longer second plan"}');
  expect(Buffer.from(reader.read('plans/inside.json')).toString()).toBe('{"a":1}');
});

test('a file past the bound: exactly one byte more than the bound is read', () => {
  expect(new ContainedPlanReader(ws).read('big.json').length).toBe(MAX_PLAN_BYTES + 1);
});

test('a symlinked file or directory leading out of the root is refused, as the async reader refuses it', async () => {
  const reader = new ContainedPlanReader(ws);
  for (const file of ['plans/escape.json', 'escape/plan.json', '../outside/plan.json']) {
    expect(failure(() => reader.read(file))).toBeInstanceOf(OutsideWorkspace);
    await expect(readContainedPlanFile(ws, file)).rejects.toBeInstanceOf(OutsideWorkspace);
  }
});

test('a FIFO and a directory are refused at once; a missing file by its errno code, as before', async () => {
  const reader = new ContainedPlanReader(ws);
  expect(failure(() => reader.read('fifo.json'))).toBeInstanceOf(NotRegularFile);
  expect(readFailureReason(failure(() => reader.read('plans')))).toBe(new NotRegularFile().message);
  const missing = failure(() => reader.read('plans/missing.json'));
  expect(readFailureReason(missing)).toBe('ENOENT');
  expect(readFailureReason(await readContainedPlanFile(ws, 'plans/missing.json').catch((e: unknown) => e))).toBe('ENOENT');
});

test('a root that cannot be resolved fails every read with its errno code', () => {
  const reader = new ContainedPlanReader(join(base, 'no-such-root'));
  expect(readFailureReason(failure(() => reader.read('a.json')))).toBe('ENOENT');
  expect(readFailureReason(failure(() => reader.read('b.json')))).toBe('ENOENT');
});
