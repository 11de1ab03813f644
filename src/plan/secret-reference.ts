/**
 * The secret reference grammar (docs/contract/plan-and-report.md §3), once: `{"$secret": "NAME"}`, exactly one
 * key, NAME matching `[A-Z_][A-Z0-9_]{0,63}`. The validator reports violations with locations;
 * execution, the schema check and approval labels walk the references of validated arguments.
 */
import { MAX_SECRET_NAME_LENGTH } from '../contract/bounds.js';
import { isRecord } from '../contract/text.js';

export const SECRET_KEY = '$secret';
export const SECRET_NAME = new RegExp(`^[A-Z_][A-Z0-9_]{0,${MAX_SECRET_NAME_LENGTH - 1}}$`);

/** Thrown by `mapSecretReferences` for an object holding `$secret` that is not a valid reference. */
export class InvalidSecretReference extends Error {
  constructor() {
    super('invalid secret reference');
    this.name = 'InvalidSecretReference';
  }
}


/** The NAME of a secret reference object, or null when `value` is not one. */
function referenceName(value: Record<string, unknown>): string | null {
  if (!Object.hasOwn(value, SECRET_KEY)) return null;
  const name = value[SECRET_KEY];
  if (Object.keys(value).length !== 1 || typeof name !== 'string' || !SECRET_NAME.test(name)) throw new InvalidSecretReference();
  return name;
}

/**
 * A deep copy of plain JSON `value` with each reference replaced by `replace(name, jsonPointer)`,
 * visiting references in document order. Throws InvalidSecretReference for a malformed one.
 */
export function mapSecretReferences(value: unknown, replace: (name: string, pointer: string) => unknown, pointer = ''): unknown {
  if (Array.isArray(value)) return value.map((item, i) => mapSecretReferences(item, replace, `${pointer}/${i}`));
  if (!isRecord(value)) return value;
  const name = referenceName(value);
  if (name !== null) return replace(name, pointer);
  // fromEntries defines own properties, so a "__proto__" key stays data, never a prototype.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [
    key, mapSecretReferences(item, replace, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
  ]));
}

/**
 * Prefixes of the variables the Actions runner and toolkit own — the job's token, the runtime's
 * token and URLs, the step's inputs: never a plan's secret, whatever an allow-list says.
 */
export const RESERVED_SECRET_PREFIXES = ['ACTIONS_', 'GITHUB_', 'RUNNER_', 'INPUT_'] as const;

export function isReservedSecretName(name: string): boolean {
  return RESERVED_SECRET_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The secret names plans may reference, set by the operator (the action's `secrets` input, the
 * CLI's `--secret` and PLASMATE_SECRETS). A reference to any other name is a plan problem, and
 * execution resolves no other name from the environment.
 */
export type SecretAllowList = ReadonlySet<string>;

/** An allow-list entry that is no valid secret name, or a reserved one. The message names its position, never the entry. */
export class SecretAllowListError extends Error {
  override name = 'SecretAllowListError';
}

/** Splits an allow-list written as names separated by commas, whitespace or newlines. */
export function splitSecretNames(text: string): string[] {
  return text.split(/[\s,]+/).filter((name) => name !== '');
}

/**
 * The allow-list of `names` (from `source`, e.g. `input "secrets"`), refusing the whole list when
 * an entry is not a secret name or is reserved (RESERVED_SECRET_PREFIXES): an operator who lists
 * GITHUB_TOKEN is told so at once instead of having it silently left out.
 */
export function secretAllowList(names: readonly string[], source: string): SecretAllowList {
  names.forEach((name, i) => {
    if (!SECRET_NAME.test(name)) throw new SecretAllowListError(`${source}: entry ${i + 1} is not a secret name (${SECRET_NAME.source})`);
    if (isReservedSecretName(name)) {
      throw new SecretAllowListError(`${source}: entry ${i + 1} is reserved: names starting with ${RESERVED_SECRET_PREFIXES.join(', ')} belong to the runner and are never given to a plan`);
    }
  });
  return new Set(names);
}
