/**
 * benchmark-validate reads evidence as plans are read: a regular file, opened without blocking, and
 * never more than the evidence bound (MAX_REPORT_BYTES + 1). Before, it read the whole file: a
 * 3 GiB file got as far as Node's own readFile limit ("greater than 2 GiB") and anything below
 * that was read whole into memory before the size check refused it.
 */
import { closeSync, ftruncateSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_REPORT_BYTES } from '../../src/benchmark/evidence.js';
import { MAX_EVIDENCE_READ_BYTES, readEvidenceFile } from '../../src/benchmark/validate-evidence.js';
import { runCliInProcess } from '../helpers/cli.js';

const GIB = 1024 * 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'evidence-bound-'));

/** A sparse file of `size` bytes (zeros, no disk blocks): cheap to make, expensive to read whole. */
function sparse(name: string, size: number): string {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  try {
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
  return path;
}

test('the read bound is one byte past the largest evidence the benchmark writes', () => {
  expect(MAX_EVIDENCE_READ_BYTES).toBe(MAX_REPORT_BYTES + 1);
});

test('an oversized evidence file is read only up to the bound', async () => {
  expect((await readEvidenceFile(sparse('big.json', 256 * 1024 * 1024))).length).toBe(MAX_EVIDENCE_READ_BYTES);
  writeFileSync(join(dir, 'small.json'), '{}');
  expect((await readEvidenceFile(join(dir, 'small.json'))).toString()).toBe('{}');
});

test('through the built CLI: a 3 GiB evidence file is refused as too large at once, located, exit 1', async () => {
  const huge = sparse('huge.json', 3 * GIB);
  const run = await runCliInProcess(['benchmark-validate', '--input', huge]);
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(`invalid evidence: evidence is not strict JSON at 1:1: file is larger than ${MAX_REPORT_BYTES} bytes\n`);
  expect(run.stdout).toBe(`${huge}: rejected (1 problem)\n`);
});

test('a directory given as evidence is still refused as not a regular file', async () => {
  const run = await runCliInProcess(['benchmark-validate', '--input', dir]);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^error: cannot read .* \(it is not a regular file/);
});
