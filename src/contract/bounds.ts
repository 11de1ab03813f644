/**
 * Every numeric bound of the plan contract v1 (docs/contract/plan-and-report.md §1, §3),
 * one named constant each, so the validator, the JSON Schema and the tests cite the same numbers.
 */

/** Whole-document bounds, checked while tokenizing, before any structure is built. */
export const MAX_PLAN_BYTES = 262_144;
export const MAX_STRING_BYTES = 32_768;
/** The root value is depth 0; each array/object level adds 1; a value deeper than this fails. */
export const MAX_JSON_DEPTH = 24;

export const MIN_STEPS = 1;
export const MAX_STEPS = 64;

export const MIN_NAME_BYTES = 1;
export const MAX_NAME_BYTES = 128;
export const MIN_STEP_ID_BYTES = 1;
export const MAX_STEP_ID_BYTES = 64;

/** Compact serialization of one step's `arguments`, before and after secret resolution. */
export const MAX_ARGUMENTS_BYTES = 65_536;
export const MAX_SECRET_VALUE_BYTES = 32_768;
export const MAX_SECRET_NAME_LENGTH = 64;

/** An open_page payload's `session_id` must be 1..64 bytes (docs/contract/plan-and-report.md §6.6). */
export const MAX_SESSION_ID_BYTES = 64;

export interface IntegerLimitRange {
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export const STEP_TIMEOUT_MS: IntegerLimitRange = { default: 10_000, min: 10, max: 60_000 };
/** Its minimum is the plan's own step_timeout_ms; `min` here is the absolute floor. */
export const WORKFLOW_TIMEOUT_MS: IntegerLimitRange = { default: 60_000, min: 10, max: 600_000 };
export const RESPONSE_BYTES: IntegerLimitRange = { default: 524_288, min: 1_024, max: 1_048_576 };
export const STDERR_BYTES: IntegerLimitRange = { default: 65_536, min: 0, max: 1_048_576 };
export const MEMORY_MB: IntegerLimitRange = { default: 0, min: 0, max: 16_384 };
export const FAIL_FAST_DEFAULT = true;
