/**
 * What every CLI command shares: the console and environment it is given (main.ts passes the
 * process's; tests pass their own), the exit codes, usage errors, and the secret allow-list from
 * `--secret` and PLASMATE_SECRETS.
 */
import { secretAllowList, SecretAllowListError, splitSecretNames, type SecretAllowList } from '../plan/secret-reference.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
  /** The environment the commands read (PLASMATE_SECRETS, secret values, PATH, the child's env); main.ts passes process.env. */
  env: NodeJS.ProcessEnv;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
/** Upstream's benchmark exits 2 when the gate fails. */
export const EXIT_GATE_FAILED = 2;

/** The environment variable with the CLI's secret allow-list (names separated by commas, spaces or newlines). */
export const SECRETS_VARIABLE = 'PLASMATE_SECRETS';

/** A command line that cannot run as given: exit 2, with the message and the usage. */
export class UsageError extends Error {}

/**
 * The allow-list from `--secret` and PLASMATE_SECRETS together, or undefined when neither names any.
 * A reserved or malformed name is a usage error (its position is named, never the name).
 */
export function cliSecretAllowList(flags: readonly string[], env: NodeJS.ProcessEnv): SecretAllowList | undefined {
  const fromEnv = splitSecretNames(env[SECRETS_VARIABLE] ?? '');
  try {
    const names = new Set([...secretAllowList(flags, '--secret'), ...secretAllowList(fromEnv, SECRETS_VARIABLE)]);
    return flags.length === 0 && fromEnv.length === 0 ? undefined : names;
  } catch (error) {
    if (error instanceof SecretAllowListError) throw new UsageError(error.message);
    throw error;
  }
}
