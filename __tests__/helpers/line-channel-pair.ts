/**
 * An in-memory `LineChannel` and the peer that plays the child, for transport tests without a
 * process (the MCP SDK's InMemoryTransport pattern). The channel keeps the supervisor's rules that
 * the transport relies on: one line per write, readLine honours its absolute deadline
 * (the supervisor's `monotonicNow()`), EOF after `close()` is `early_exit`.
 */
import type { LineChannel } from '../../src/mcp/line-channel.js';
import { monotonicNow, ProcessError, type ProcessErrorKind } from '../../src/supervisor/process.js';

export interface ChildPeer {
  /** Every line the client wrote, in order. */
  readonly written: string[];
  /** The next line the client writes (already written ones first). */
  nextWritten(): Promise<string>;
  /** Queues one stdout line for the client's next readLine. */
  send(line: string | Buffer): void;
  /** EOF: pending and later reads reject with `early_exit`. */
  close(): void;
  /** The next write or read rejects with this kind (a broken pipe, a read error, …). */
  failNext(operation: 'write' | 'read', kind: ProcessErrorKind): void;
  /** The deadlines the client passed, per operation, in order. */
  readonly deadlines: { write: number[]; read: number[] };
}

export function createLineChannelPair(): { channel: LineChannel; peer: ChildPeer } {
  const lines: Buffer[] = [];
  const written: string[] = [];
  const writeWaiters: ((line: string) => void)[] = [];
  let readWaiter: ((event: Buffer | ProcessError) => void) | null = null;
  let closed = false;
  const failures: { write: ProcessErrorKind | null; read: ProcessErrorKind | null } = { write: null, read: null };
  const deadlines = { write: [] as number[], read: [] as number[] };

  const channel: LineChannel = {
    async write(line, deadline) {
      deadlines.write.push(deadline);
      const kind = failures.write;
      failures.write = null;
      if (kind) throw new ProcessError(kind);
      if (closed) throw new ProcessError('write');
      written.push(line);
      writeWaiters.shift()?.(line);
    },
    readLine(deadline) {
      deadlines.read.push(deadline);
      const kind = failures.read;
      failures.read = null;
      if (kind) return Promise.reject(new ProcessError(kind));
      const queued = lines.shift();
      if (queued) return Promise.resolve(queued);
      if (closed) return Promise.reject(new ProcessError('early_exit'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          readWaiter = null;
          reject(new ProcessError('timed_out'));
        }, Math.max(0, deadline - monotonicNow()));
        readWaiter = (event) => {
          clearTimeout(timer);
          readWaiter = null;
          if (event instanceof ProcessError) reject(event);
          else resolve(event);
        };
      });
    },
  };

  let delivered = 0;
  const peer: ChildPeer = {
    written,
    deadlines,
    nextWritten() {
      if (delivered < written.length) return Promise.resolve(written[delivered++]!);
      return new Promise((resolve) => writeWaiters.push((line) => {
        delivered += 1;
        resolve(line);
      }));
    },
    send(line) {
      const bytes = typeof line === 'string' ? Buffer.from(line) : line;
      if (readWaiter) readWaiter(bytes);
      else lines.push(bytes);
    },
    close() {
      closed = true;
      readWaiter?.(new ProcessError('early_exit'));
    },
    failNext(operation, kind) {
      failures[operation] = kind;
    },
  };
  return { channel, peer };
}
