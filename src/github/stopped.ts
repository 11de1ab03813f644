/**
 * A run that stopped before it could publish a verdict — a bad input, an event it cannot gate, an
 * API that failed past its retries — still leaves a report: the job summary says what stopped it
 * (which call, which API URL, what the server answered), whether the check run was completed, and
 * what the run spent of the API; `conclusion` is `failure`; the log gets one line, never a stack
 * (that goes to the debug log). Every text here is redacted and escaped: an error message can
 * quote a server's answer.
 */
import { code } from '../report/markdown.js';
import { ApiBudgetError, ApiError, ApiTransportError, type ApiUsage } from './rest/api.js';
import type { Redactor } from './redact.js';
import { GATE_HEADING } from './gate/render.js';

/** What became of the check run when the run stopped. */
export type StoppedCheck = 'completed' | 'not-completed' | 'none';

/**
 * The error a mode throws after it has closed its check run: the cause, and what the run left
 * behind, so the report can say so.
 */
export class RunStopped extends Error {
  override name = 'RunStopped';
  constructor(
    override readonly cause: unknown,
    readonly check: StoppedCheck,
    readonly usage: ApiUsage | null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export interface StoppedReport {
  /** The step's failure message (one line). */
  message: string;
  /** The job summary. */
  markdown: string;
}

/** The API failure's own message with the API URL it went to, or null when the cause is not an API failure. */
function apiCause(cause: unknown, apiUrl: string): string | null {
  if (cause instanceof ApiError || cause instanceof ApiTransportError || cause instanceof ApiBudgetError) return `${cause.message} (API URL ${apiUrl})`;
  return null;
}

const CHECK_SENTENCE: Record<StoppedCheck, string> = {
  completed: 'The check run was completed as `failure` with this reason, so no earlier verdict of it stands.',
  'not-completed': 'The check run could not be completed (the API failed again): it stays in progress, which blocks a merge as a failure does, until a re-run replaces it.',
  none: 'No check run was opened by this run.',
};

export function stoppedReport(error: unknown, apiUrl: string, redactor: Redactor): StoppedReport {
  const stopped = error instanceof RunStopped ? error : null;
  const cause = stopped === null ? error : stopped.cause;
  const api = apiCause(cause, apiUrl);
  const what = redactor.redact((api ?? (cause instanceof Error ? cause.message : String(cause))).replace(/\s+/g, ' ').trim());
  const lines = [`## ${GATE_HEADING}`, '', '**Stopped: the gate could not complete.**', '', `What stopped it: ${code(what)}`, ''];
  lines.push(CHECK_SENTENCE[stopped?.check ?? 'none'], '');
  if (stopped?.usage != null) lines.push(`GitHub API: ${stopped.usage.requests} requests sent (budget ${stopped.usage.budget}), ${stopped.usage.retries} retried.`, '');
  if (api !== null) lines.push(`A re-run of the job repeats the whole gate; GitHub Enterprise Server users: check that the API URL above is your server's (\`GITHUB_API_URL\`).`, '');
  return { message: what, markdown: lines.join('\n') };
}

/** The error's stack, redacted, for the debug log (`ACTIONS_STEP_DEBUG`). */
export function debugDetails(error: unknown, redactor: Redactor): string {
  const cause = error instanceof RunStopped ? error.cause : error;
  return redactor.redact(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
}
