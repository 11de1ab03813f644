/**
 * The MCP SDK `Transport` over a supervised child (shared/contract/engine.md §11.1–§11.2).
 *
 * Strictly request/response, one request in flight: `send` of a request writes one line, reads
 * exactly the next stdout line within the current deadline, checks it, and only then hands it to
 * the SDK. Anything that is not the awaited response never reaches the SDK; `send` rejects with a
 * `TransportFailure` carrying the contract's failure class instead, and the SDK rejects the
 * pending request with that same error. The stock StdioClientTransport is not used because it is
 * not bounded per line, reads ahead without limit, and kills only the direct child.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { FailureClass } from '../workflow/failure-class.js';
import { ProcessError, type ProcessErrorKind, type SupervisedProcess } from '../supervisor/process.js';

/**
 * The SDK numbers requests from 0; upstream's runner (and its wire sequence) from 1. The
 * transport adds this on the wire and removes it on the way back, so the child sees
 * initialize = 1, tools/list = 2, tools/call = 3, 4, ...
 */
const WIRE_ID_OFFSET = 1;

/**
 * A failure of the request itself, with its stable class. Carries no child data, except the
 * `error` member of a JSON-RPC error response (`rpcError`), kept raw for the diagnostics, which
 * clean, redact and bound it (src/workflow/diagnostics.ts); the v1 report never sees it.
 */
export class TransportFailure extends Error {
  constructor(readonly failureClass: FailureClass, readonly rpcError: { code: unknown; message: unknown } | null = null) {
    super(`MCP transport: ${failureClass}`);
    this.name = 'TransportFailure';
  }
}

const PROCESS_ERROR_CLASS: Record<ProcessErrorKind, FailureClass> = {
  spawn: 'spawn_failed',
  missing_pipe: 'missing_pipe',
  write: 'write_failed',
  read: 'read_failed',
  oversized: 'oversized_response',
  early_exit: 'early_exit',
  timed_out: 'step_timeout',
};

function processFailure(error: unknown): TransportFailure {
  if (error instanceof ProcessError) return new TransportFailure(PROCESS_ERROR_CLASS[error.kind]);
  return new TransportFailure('read_failed');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The per-response checks of engine.md §11.2, in upstream's order: JSON, then `jsonrpc` and an
 * unsigned integer `id` equal to the request's, then no `error`, then a `result`. The result
 * must also be an object: MCP results are objects and the SDK rejects anything else.
 */
export function checkResponse(line: Buffer, wireId: number): Record<string, unknown> {
  let message: unknown;
  try {
    message = JSON.parse(line.toString('utf8'));
  } catch {
    throw new TransportFailure('malformed_response');
  }
  if (!isRecord(message) || message.jsonrpc !== '2.0') throw new TransportFailure('protocol_mismatch');
  const { id } = message;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || id !== wireId) {
    throw new TransportFailure('protocol_mismatch');
  }
  if ('error' in message) {
    const { error } = message;
    throw new TransportFailure('json_rpc_error', isRecord(error) ? { code: error.code, message: error.message } : { code: undefined, message: undefined });
  }
  if (!('result' in message) || !isRecord(message.result)) throw new TransportFailure('missing_result');
  return message;
}

export class SupervisedTransport implements Transport {
  /** Called once, when the transport closes (by `close()`, or after a failed request). */
  onclose?: (() => void) | undefined;
  /** Never called: every failure is the rejection of the request it belongs to. */
  onerror?: ((error: Error) => void) | undefined;
  /** Called with the one response that matches the request in flight, after the checks. */
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  /**
   * Set before `Client.connect`: the SDK then treats the transport as already initialized and
   * leaves the lifecycle to McpConnection, which negotiates the way upstream's runner does.
   */
  sessionId?: string | undefined;

  private deadline = 0;
  private inFlight = false;
  private closed = false;
  private failed: TransportFailure | null = null;

  constructor(private readonly child: SupervisedProcess) {}

  /** Sets the absolute monotonic deadline for the next `send` (write and read together). */
  setDeadline(deadline: number): void {
    this.deadline = deadline;
  }

  /** The first failure of a request, if any: after it the transport is unhealthy for good. */
  get failure(): TransportFailure | null {
    return this.failed;
  }

  /** Nothing to do: the child is already running; reading starts with the first request. */
  async start(): Promise<void> {}

  /**
   * Requests: write, read the next line, check it, deliver it. Notifications: write only, with
   * no read (a notification has no response). Resolves once that is done.
   */
  async send(message: JSONRPCMessage): Promise<void> {
    if (this.failed) throw this.failed;
    if (this.closed) throw new TransportFailure('write_failed');
    if (this.inFlight) throw new Error('one request in flight: the runner never pipelines');
    this.inFlight = true;
    try {
      if ('method' in message && 'id' in message) {
        const wireId = Number(message.id) + WIRE_ID_OFFSET;
        await this.write({ ...message, id: wireId });
        let line: Buffer;
        try {
          line = await this.child.readLine(this.deadline);
        } catch (error) {
          throw processFailure(error);
        }
        const response = checkResponse(line, wireId);
        this.onmessage?.({ ...response, id: message.id } as JSONRPCMessage);
      } else if ('method' in message) {
        await this.write(message);
      } else {
        // A response from us would answer a server request, and none is ever delivered.
        throw new TransportFailure('request_serialization');
      }
    } catch (error) {
      this.failed = error instanceof TransportFailure ? error : new TransportFailure('read_failed');
      throw this.failed;
    } finally {
      this.inFlight = false;
    }
  }

  /** Marks the transport closed. The process itself is shut down by its owner, not here. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  private async write(message: unknown): Promise<void> {
    let line: string;
    try {
      line = JSON.stringify(message);
    } catch {
      throw new TransportFailure('request_serialization');
    }
    try {
      await this.child.write(line, this.deadline);
    } catch (error) {
      throw processFailure(error);
    }
  }
}
