/**
 * Secret resolution for execution (docs/contract/plan-and-report.md §3): `{"$secret": NAME}` objects in step
 * arguments are replaced by the value of NAME in the environment given (the runner's own), and
 * the size bounds are checked — all before any process is spawned. Only names on the operator's
 * allow-list, and never a reserved runner name, are looked up: validation refuses a plan that
 * references any other, and here such a name is absent whatever the environment holds. Values go only into the
 * returned arguments, which only the child receives; nothing here reports a name or a value.
 */
import { MAX_ARGUMENTS_BYTES, MAX_SECRET_VALUE_BYTES } from '../contract/bounds.js';
import { InvalidSecretReference, isReservedSecretName, mapSecretReferences, type SecretAllowList } from '../plan/secret-reference.js';
import type { Plan } from '../contract/plan.js';
import type { FailureClass } from '../contract/failure-class.js';

export type SecretFailureClass = Extract<FailureClass,
  'missing_secret' | 'invalid_secret_reference' | 'secret_too_large' | 'resolved_arguments_too_large'>;

/** Counts over the plan's distinct secret names (for the report's `secrets`). */
export interface SecretCounts {
  total: number;
  present: number;
  missing: number;
}

export type SecretResolution =
  | { ok: true; counts: SecretCounts; stepArguments: Record<string, unknown>[] }
  | { ok: false; counts: SecretCounts; failureClass: SecretFailureClass };

type Env = Readonly<Record<string, string | undefined>>;

class TooLarge extends Error {}

/** The part of `env` a plan's secrets may come from: allow-listed, non-reserved names only. */
function secretEnvironment(env: Env, allowed: SecretAllowList): Env {
  const visible: Record<string, string | undefined> = Object.create(null) as Record<string, string | undefined>;
  for (const name of allowed) if (!isReservedSecretName(name) && Object.hasOwn(env, name)) visible[name] = env[name];
  return visible;
}

function countSecrets(plan: Plan, env: Env): SecretCounts {
  const present = plan.secretNames.filter((name) => env[name] !== undefined).length;
  return { total: plan.secretNames.length, present, missing: plan.secretNames.length - present };
}

/**
 * Resolves every step's arguments from the allow-listed part of `env` (a name off `allowed`
 * counts as missing). Order of checks: a missing name anywhere (then every step is skipped
 * `missing_secret` and nothing is spawned), a malformed reference, a value over
 * MAX_SECRET_VALUE_BYTES, a resolved step over MAX_ARGUMENTS_BYTES of compact JSON.
 */
export function resolveStepSecrets(plan: Plan, runnerEnv: Env, allowed: SecretAllowList): SecretResolution {
  const env = secretEnvironment(runnerEnv, allowed);
  const counts = countSecrets(plan, env);
  if (counts.missing > 0) return { ok: false, counts, failureClass: 'missing_secret' };
  try {
    const stepArguments = plan.steps.map((step) => {
      const resolved = mapSecretReferences(step.arguments, (name) => {
        const secret = env[name];
        if (secret === undefined) throw new InvalidSecretReference();
        if (Buffer.byteLength(secret, 'utf8') > MAX_SECRET_VALUE_BYTES) throw new TooLarge('secret');
        return secret;
      }) as Record<string, unknown>;
      if (Buffer.byteLength(JSON.stringify(resolved), 'utf8') > MAX_ARGUMENTS_BYTES) throw new TooLarge('arguments');
      return resolved;
    });
    return { ok: true, counts, stepArguments };
  } catch (error) {
    if (error instanceof InvalidSecretReference) return { ok: false, counts, failureClass: 'invalid_secret_reference' };
    if (error instanceof TooLarge) {
      return { ok: false, counts, failureClass: error.message === 'secret' ? 'secret_too_large' : 'resolved_arguments_too_large' };
    }
    throw error;
  }
}

/**
 * For the side-effect-free schema check, which may run where the secrets do not exist (a PR
 * check before any approval): each reference becomes an empty string, and its JSON Pointer is
 * returned so that schema errors at or under it can be disregarded as unknowable.
 */
export function maskSecrets(args: Record<string, unknown>): { masked: Record<string, unknown>; secretPointers: string[] } {
  const secretPointers: string[] = [];
  const masked = mapSecretReferences(args, (_name, pointer) => {
    secretPointers.push(pointer);
    return '';
  }) as Record<string, unknown>;
  return { masked, secretPointers };
}
