/**
 * Fan-out for GitHub Actions (docs/action.md "Scaling out"): the plans that may run, split into at
 * most `max-shards` shards balanced by step count, as the `matrix` output of `mode: plan`; the
 * `shard` input a shard job passes back; and the name of the artifact each shard uploads. Pure.
 *
 * The split is deterministic (longest-processing-time first, ties by path, each plan to the
 * lightest shard, ties by index), so the aggregate job recomputes exactly the shards the plan job
 * output from the same live state and trusts neither the matrix nor anything a shard uploads for
 * what should have run.
 */
export const DEFAULT_MAX_SHARDS = 8;
/** GitHub runs at most 256 jobs from one matrix. */
export const MAX_SHARDS = 256;
/** Artifact name of shard `index`; the aggregate downloads exactly these names. */
export const SHARD_ARTIFACT_PREFIX = 'plasmate-shard-';
/** The manifest a shard writes next to its reports (the artifact's root). */
export const SHARD_MANIFEST_FILE = 'shard.json';
export const SHARD_MANIFEST_SCHEMA = 'plasmate.shard-result.v1';
/**
 * Bytes of the `shard` input at most. The runner passes an input as one environment variable, and
 * Linux refuses a single one over 128 KiB (MAX_ARG_STRLEN) when it starts the action.
 */
export const MAX_SHARD_INPUT_BYTES = 128 * 1024;
/**
 * Compact JSON bytes of one matrix entry at most, checked by plan mode: `toJSON(matrix.shard)`
 * pretty-prints (indentation and newlines add up to ~60% for short paths), and that must still
 * fit MAX_SHARD_INPUT_BYTES.
 */
export const MAX_SHARD_ENTRY_BYTES = 64 * 1024;
/** Plans in one shard entry at most (the plan-mode bound on plans per run is far below). */
export const MAX_PLANS_PER_SHARD = 5_000;

export interface ShardPlan {
  path: string;
  /** The plan's content fingerprint (plan_fingerprint of its report). */
  fingerprint: string;
  steps: number;
}

export interface Shard {
  shard: number;
  plans: { path: string; fingerprint: string }[];
  steps: number;
}

export function shardArtifactName(index: number): string {
  return `${SHARD_ARTIFACT_PREFIX}${index}`;
}

/** Greedy LPT: heaviest plan first onto the lightest shard; never an empty shard. */
export function balanceShards(plans: readonly ShardPlan[], maxShards: number): Shard[] {
  const count = Math.min(maxShards, plans.length);
  const shards: Shard[] = Array.from({ length: count }, (_, shard) => ({ shard, plans: [], steps: 0 }));
  const order = [...plans].sort((a, b) => b.steps - a.steps || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const plan of order) {
    let lightest = shards[0]!;
    for (const s of shards) if (s.steps < lightest.steps) lightest = s;
    lightest.plans.push({ path: plan.path, fingerprint: plan.fingerprint });
    lightest.steps += plan.steps;
  }
  return shards;
}

/** The `matrix` output: `strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}` gives `matrix.shard`. */
export function matrixJson(shards: readonly Shard[]): string {
  return JSON.stringify({ shard: shards });
}

export class ShardInputError extends Error {
  override name = 'ShardInputError';
}

/** The `shard` input (`${{ toJSON(matrix.shard) }}`), checked for shape only: the shard re-verifies every plan live. */
export function parseShardInput(raw: string): Shard {
  if (Buffer.byteLength(raw) > MAX_SHARD_INPUT_BYTES) throw new ShardInputError(`input "shard" is larger than ${MAX_SHARD_INPUT_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ShardInputError('input "shard" is not JSON (pass `${{ toJSON(matrix.shard) }}`)');
  }
  const v = value as { shard?: unknown; plans?: unknown; steps?: unknown } | null;
  const bad = (why: string) => new ShardInputError(`input "shard" ${why}`);
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw bad('must be an object {shard, plans, steps}');
  if (!Number.isSafeInteger(v.shard) || (v.shard as number) < 0 || (v.shard as number) >= MAX_SHARDS) throw bad(`needs "shard", an integer from 0 to ${MAX_SHARDS - 1}`);
  if (!Array.isArray(v.plans) || v.plans.length > MAX_PLANS_PER_SHARD) throw bad(`needs "plans", a list of at most ${MAX_PLANS_PER_SHARD}`);
  const seen = new Set<string>();
  const plans = v.plans.map((p: unknown) => {
    const e = p as { path?: unknown; fingerprint?: unknown } | null;
    if (e === null || typeof e !== 'object' || typeof e.path !== 'string' || typeof e.fingerprint !== 'string' || e.path === '' || e.fingerprint === '') {
      throw bad('has a plan entry that is not {path, fingerprint}');
    }
    if (seen.has(e.path)) throw bad('lists a plan twice');
    seen.add(e.path);
    return { path: e.path, fingerprint: e.fingerprint };
  });
  const steps = Number.isSafeInteger(v.steps) ? (v.steps as number) : 0;
  return { shard: v.shard as number, plans, steps };
}

/** Plan mode's check that each entry will reach its shard job as an input; null when all fit. */
export function oversizedShard(shards: readonly Shard[]): string | null {
  for (const s of shards) {
    const bytes = Buffer.byteLength(JSON.stringify(s));
    if (bytes > MAX_SHARD_ENTRY_BYTES) {
      return `shard ${s.shard} (${s.plans.length} plans) is ${bytes} bytes of JSON, more than ${MAX_SHARD_ENTRY_BYTES}: a runner cannot pass it as one input; raise "max-shards" (at most ${MAX_SHARDS})`;
    }
  }
  return null;
}
