/**
 * What every CLI command shares: the console and environment it is given (main.ts passes the
 * process's; tests pass their own), the exit codes, usage errors, the output paths as the user gave
 * them, the secret allow-list from `--secret` and PLASMATE_SECRETS, and cancellation by signal.
 */
import { constants as osConstants } from 'node:os';
import { resolve } from 'node:path';
import type { EngineChoice } from '../workflow/child.js';
import { secretAllowList, SecretAllowListError, splitSecretNames, type SecretAllowList } from '../plan/secret-reference.js';
import { printableLine } from '../contract/text.js';

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

/** The value `--markdown` takes to print the Markdown on stdout (the plain status lines then go to stderr). */
export const STDOUT_PATH = '-';

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

/**
 * The output paths of one runCli call, each as written to disk → as the user gave it, so a write
 * error names the latter (never a resolved or temp path). One instance per call, passed to each
 * command: the plans of a many-plan run share it with the run that started them.
 */
export class OutputPaths {
  readonly #given = new Map<string, string>();

  constructor(private readonly cwd: string) {}

  /** Resolves an output path the user gave against the working directory and remembers how they wrote it. */
  resolve(given: string): string {
    const path = resolve(this.cwd, given);
    this.#given.set(path, given);
    return path;
  }

  /** An output path as the user gave it (a path that did not come through resolve shows as it is). */
  shown(path: string): string {
    return this.#given.get(path) ?? path;
  }
}

/** `--engine`'s value: which MCP child runs the plan. */
export function parseEngine(value: string | undefined): EngineChoice {
  if (value === 'auto' || value === 'plasmate' || value === 'reference') return value;
  throw new UsageError(`--engine must be auto, plasmate or reference (got ${JSON.stringify(value)})`);
}

/** The most characters of child-derived text one CLI line shows (a hostile child cannot flood the terminal). */
export const PRINTABLE_CHARS = 200;

/** Child-derived text is shown only as one bounded printable line. */
export function printable(text: string): string {
  return printableLine(text, PRINTABLE_CHARS);
}

/** The shells' convention for a command ended by a signal: 128 + the signal's number (SIGINT 130, SIGTERM 143). */
export const EXIT_SIGNAL_BASE = 128;

/** The exit code of a run cancelled by `signal`. */
export function signalExitCode(signal: NodeJS.Signals): number {
  return EXIT_SIGNAL_BASE + osConstants.signals[signal];
}

/**
 * SIGINT/SIGTERM cancel the run: the child's whole group is killed, the report is still written,
 * and the command exits 128 + the signal's number (130 for SIGINT, as a shell reports Ctrl-C) once
 * every child it started has been ended. A second signal while the report is being written exits
 * at once. The listeners stay installed for the whole run: the supervisor re-raises a signal
 * nobody else listens to, which would kill this process before the report is written.
 */
export async function withCancellation(run: (signal: AbortSignal) => Promise<number>, outer?: AbortSignal): Promise<number> {
  // One plan of many: the many-plan run already listens, and its signal cancels every plan at once.
  if (outer !== undefined) {
    const code = await run(outer);
    return outer.aborted ? EXIT_FAILED : code;
  }
  const controller = new AbortController();
  let received: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received === null) {
      received = signal;
      controller.abort();
      return;
    }
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.kill(process.pid, signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const code = await run(controller.signal);
    // `run` resolves only after its children's groups are killed (the supervisor's shutdown).
    return received === null ? code : signalExitCode(received);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}
