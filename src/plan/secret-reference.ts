/**
 * The secret reference grammar (plan-and-report.md §3), once: `{"$secret": "NAME"}`, exactly one
 * key, NAME matching `[A-Z_][A-Z0-9_]{0,63}`. The validator reports violations with locations;
 * execution, the schema check and approval labels walk the references of validated arguments.
 */
import { MAX_SECRET_NAME_LENGTH } from './bounds.js';

export const SECRET_KEY = '$secret';
export const SECRET_NAME = new RegExp(`^[A-Z_][A-Z0-9_]{0,${MAX_SECRET_NAME_LENGTH - 1}}$`);

/** Thrown by `mapSecretReferences` for an object holding `$secret` that is not a valid reference. */
export class InvalidSecretReference extends Error {
  constructor() {
    super('invalid secret reference');
    this.name = 'InvalidSecretReference';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
