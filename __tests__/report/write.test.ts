/** writeFileAtomic's failures name the target the caller gave and its errno code, never the temp file. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutputWriteError, writeFileAtomic } from '../../src/report/write.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a target whose directory is a regular file: OutputWriteError naming the target only', async () => {
  await writeFile(join(dir, 'file'), 'x');
  const target = join(dir, 'file', 'out.json');
  const error = await writeFileAtomic(target, '{}').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OutputWriteError);
  expect((error as OutputWriteError).path).toBe(target);
  expect((error as Error).message).toMatch(new RegExp(`^cannot write ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(E[A-Z]+\\)$`));
});

test('a target that is a directory: EISDIR, and the temp file is gone', async () => {
  const target = join(dir, 'sub');
  await writeFileAtomic(join(target, 'keep'), 'k');
  const error = await writeFileAtomic(target, '{}').catch((e: unknown) => e);
  expect(error).toEqual(expect.objectContaining({ code: 'EISDIR', path: target }));
  expect((error as Error).message).not.toContain('.tmp');
  expect(await readdir(dir)).toEqual(expect.arrayContaining(['sub']));
  expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
});
