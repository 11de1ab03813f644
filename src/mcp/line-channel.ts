/**
 * The two operations the MCP transport needs from whatever is on the other end: write one line,
 * read the next one, each within an absolute monotonic deadline. `SupervisedProcess` is one (a
 * child's stdin/stdout); tests use an in-memory pair (__tests__/helpers/line-channel-pair.ts),
 * as the MCP SDK pairs its `Transport` interface with `InMemoryTransport`.
 *
 * Failures are `ProcessError`s of the supervisor's kinds, so the transport maps every channel to
 * the contract's failure classes the same way.
 */
export interface LineChannel {
  /** Writes `line` and a `\n`; resolves once it is taken, rejects with a ProcessError. */
  write(line: string, deadline: number): Promise<void>;
  /** The next line without its `\n`; rejects with a ProcessError (`timed_out`, `early_exit`, …). */
  readLine(deadline: number): Promise<Buffer>;
}
