/**
 * Redaction before anything leaves the runner through the API (check runs, labels) and before the
 * job summary and gate-summary.json are written. The runner masks registered secrets in logs and
 * job summaries but never in Checks API payloads, so the action does it itself: the token's value
 * and secret *names* (the contract keeps names out of every report).
 *
 * Values of the secrets plans reference are deliberately *not* added: the text redacted here is
 * mostly written by the pull request (plan names, step ids, paths), and replacing a value inside
 * it would answer "is this your secret?" (`try-hunter2` shown as `try-***`). No such value can
 * reach that text another way: validate mode never reads one, and execute mode hands them only to
 * the child, whose reports carry statuses and failure classes, never tool output. The token is
 * kept: it is unguessable, so matching it confirms nothing, and it may surface in API errors —
 * in any spelling (percent-encoded in a URL, JSON-escaped), so values go through the one
 * redaction primitive, workflow/redaction.ts.
 */
import { wholeWordsPattern } from '../contract/text.js';
import { REDACTED, SecretRedactor } from '../workflow/redaction.js';

export { REDACTED };

export class Redactor {
  private readonly values = new SecretRedactor();
  private names = new Set<string>();
  /** The names' whole-word pattern, compiled at the first redaction after a name was added. */
  private pattern: RegExp | null | undefined;

  /** A value that must never be sent (any length: a short secret is still a secret). */
  addValue(value: string | undefined): void {
    if (value === undefined || value === '') return;
    this.values.add(value);
  }

  addName(name: string): void {
    this.names.add(name);
    this.pattern = undefined;
  }

  redact(text: string): string {
    const out = this.values.redact(text);
    if (this.pattern === undefined) this.pattern = wholeWordsPattern(this.names);
    return this.pattern === null ? out : out.replace(this.pattern, REDACTED);
  }

  /** Every string (keys included) of a JSON value. */
  redactValue(value: unknown): unknown {
    if (typeof value === 'string') return this.redact(value);
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.redact(k), this.redactValue(v)]));
    }
    return value;
  }
}
