/** The pure parts of scaling out: the shard split, the `shard` input, and the bounded unzip. */
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { ArtifactError, isSafeEntryName, MAX_ZIP_ENTRIES, MAX_ZIP_ENTRY_BYTES, unzipBounded } from '../../src/github/rest/artifacts.js';
import { InputError, parseInputs } from '../../src/github/inputs.js';
import { balanceShards, MAX_SHARD_ENTRY_BYTES, MAX_SHARD_INPUT_BYTES, MAX_SHARDS, oversizedShard, parseShardInput, ShardInputError } from '../../src/github/gate/shard-plan.js';

const plan = (path: string, steps: number) => ({ path, fingerprint: `fp-${path}`, steps });

test('balanceShards: heaviest first onto the lightest shard, deterministic, never an empty shard', () => {
  const plans = [plan('a', 5), plan('b', 4), plan('c', 3), plan('d', 3), plan('e', 2), plan('f', 1)];
  const shards = balanceShards(plans, 3);
  expect(shards.map((s) => s.steps)).toEqual([6, 6, 6]);
  expect(shards.map((s) => s.plans.map((p) => p.path))).toEqual([['a', 'f'], ['b', 'e'], ['c', 'd']]);
  // The input order does not matter: the aggregate recomputes the same split from the same set.
  expect(balanceShards([...plans].reverse(), 3)).toEqual(shards);
  expect(balanceShards(plans.slice(0, 2), 8)).toHaveLength(2);
  expect(balanceShards([], 8)).toEqual([]);
});

test('parseShardInput: shape only, bounded, no duplicate plan', () => {
  const shard = { shard: 2, plans: [{ path: 'plans/a.json', fingerprint: 'x' }], steps: 3 };
  expect(parseShardInput(JSON.stringify(shard))).toEqual(shard);
  expect(() => parseShardInput('Object')).toThrow(ShardInputError);
  expect(() => parseShardInput(JSON.stringify({ ...shard, shard: MAX_SHARDS }))).toThrow(ShardInputError);
  expect(() => parseShardInput(JSON.stringify({ ...shard, plans: [shard.plans[0], shard.plans[0]] }))).toThrow('lists a plan twice');
  expect(() => parseShardInput(JSON.stringify({ ...shard, plans: [{ path: 'a' }] }))).toThrow(ShardInputError);
});

test('inputs: max-shards 1-256, shard only with execute', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';
  expect(parseInputs(read({ mode: 'plan' })).maxShards).toBe(8);
  expect(parseInputs(read({ mode: 'plan', 'max-shards': '256' })).maxShards).toBe(256);
  for (const bad of ['0', '257', '1.5', '-1', 'eight']) expect(() => parseInputs(read({ mode: 'plan', 'max-shards': bad }))).toThrow(InputError);
  expect(() => parseInputs(read({ mode: 'validate', shard: '{"shard":0,"plans":[]}' }))).toThrow('input "shard" is for mode "execute"');
  expect(parseInputs(read({ mode: 'execute', shard: '{"shard":0,"plans":[]}' })).shard).toEqual({ shard: 0, plans: [], steps: 0 });
});

test('entry names: relative safe segments only', () => {
  for (const ok of ['shard.json', '01-plans_a.json.report.json', 'sub/dir/x.json', 'dir/']) expect(isSafeEntryName(ok)).toBe(true);
  for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\..\\b', 'C:x', './x', '', 'a//b', '__proto__', 'a/__proto__/b']) expect(isSafeEntryName(bad)).toBe(false);
});

test('unzipBounded: files by name; traversal, bombs and too many entries are refused whole', () => {
  const files = unzipBounded(zipSync({ 'shard.json': strToU8('{}'), 'r.json': strToU8('[1]') }));
  expect([...files.keys()].sort()).toEqual(['r.json', 'shard.json']);
  expect(new TextDecoder().decode(files.get('r.json'))).toBe('[1]');
  expect(() => unzipBounded(zipSync({ 'ok.json': strToU8('{}'), '../../escape.json': strToU8('{}') }))).toThrow('unsafe name');
  // 9 MiB of zeros deflates to a few KiB: refused from its declared size, before inflating.
  const bomb = zipSync({ 'big.json': new Uint8Array(MAX_ZIP_ENTRY_BYTES + 1024 * 1024) }, { level: 9 });
  expect(bomb.byteLength).toBeLessThan(64 * 1024);
  expect(() => unzipBounded(bomb)).toThrow(ArtifactError);
  const many: Record<string, Uint8Array> = {};
  for (let i = 0; i <= MAX_ZIP_ENTRIES; i++) many[`f${i}`] = new Uint8Array(0);
  expect(() => unzipBounded(zipSync(many))).toThrow(`more than ${MAX_ZIP_ENTRIES} entries`);
  expect(() => unzipBounded(strToU8('not a zip at all'))).toThrow(ArtifactError);
});

/** A zip whose headers claim `declared` uncompressed bytes for its one entry, whatever it holds. */
function lyingZip(content: Uint8Array, declared: number): Uint8Array {
  const zip = zipSync({ 'big.json': content }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, declared, true); // local header: uncompressed size
  for (let i = zip.byteLength - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint32(i + 24, declared, true); // central directory: uncompressed size
      break;
    }
  }
  return zip;
}

test('unzipBounded counts the bytes it inflates, not the sizes the headers claim', () => {
  const bomb = lyingZip(new Uint8Array(MAX_ZIP_ENTRY_BYTES + 1024 * 1024), 10);
  expect(() => unzipBounded(bomb)).toThrow(`has an entry of more than ${MAX_ZIP_ENTRY_BYTES} bytes`);
});

test('unzipBounded reads streamed zips (data descriptors, as upload-artifact writes them)', () => {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error !== null) throw error;
    parts.push(chunk);
  });
  const entry = new ZipDeflate('shard.json', { level: 6 });
  zip.add(entry);
  entry.push(strToU8('{"schema":'), false);
  entry.push(strToU8('"x"}'), true);
  zip.end();
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  expect(new TextDecoder().decode(unzipBounded(bytes).get('shard.json'))).toBe('{"schema":"x"}');
});

test('an entry too large to reach its shard job as an input (one environment variable) is refused by plan mode', () => {
  const many = Array.from({ length: 1_000 }, (_, i) => ({ path: `plans/team-${i}/a-rather-long-directory-name/flow-${i}.json`, fingerprint: 'f'.repeat(64), steps: 1 }));
  expect(oversizedShard(balanceShards(many, 1))).toMatch(/^shard 0 \(1000 plans\) is \d+ bytes of JSON, more than 65536: .* raise "max-shards"/);
  const split = balanceShards(many, 16);
  expect(oversizedShard(split)).toBeNull();
  // What the runner receives is toJSON's pretty-printed form: it still fits one variable.
  for (const s of split) expect(Buffer.byteLength(JSON.stringify(s, null, 2))).toBeLessThan(MAX_SHARD_INPUT_BYTES);
  expect(MAX_SHARD_ENTRY_BYTES).toBeLessThan(MAX_SHARD_INPUT_BYTES);
  expect(() => parseShardInput(' '.repeat(MAX_SHARD_INPUT_BYTES + 1))).toThrow(`larger than ${MAX_SHARD_INPUT_BYTES} bytes`);
});
