/**
 * The runner's MCP client transport over a line channel — a supervised child's stdio in the runner
 * (docs/contract/engine.md §11.1–§11.2), an in-memory pair in tests (src/mcp/line-channel.ts).
 *
 * Strictly request/response, one request in flight: `request` writes one line, reads exactly the
 * next stdout line within the current deadline, checks it, and only then returns its result.
 * Anything that is not the awaited response rejects with a `TransportFailure` carrying the
 * contract's failure class. The stock StdioClientTransport is not used because it is not bounded
 * per line, reads ahead without limit, and kills only the direct child; the SDK's `Client` is not
 * used on this path either (see src/mcp/connection.ts): evaluating it (zod) dominated the CLI's
 * start-up and its request path the per-step cost. What the SDK's Client accepted as a response
 * is kept, checked here by `checkSdkEnvelope`.
 */
import type { JSONRPCNotification, JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FailureClass } from '../contract/failure-class.js';
import { ProcessError, type ProcessErrorKind } from '../supervisor/process.js';
import type { LineChannel } from './line-channel.js';
import { isRecord } from '../contract/text.js';

/**
 * Upstream's runner (and its wire sequence) numbers requests from 1: the child sees
 * initialize = 1, tools/list = 2, tools/call = 3, 4, ...
 */
const FIRST_WIRE_ID = 1;

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


/**
 * The per-response checks of docs/contract/engine.md §11.2, in upstream's order: JSON, then `jsonrpc` and an
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

/** The members a JSON-RPC result response has; the SDK's Client refused any other (its schema is strict). */
const RESPONSE_MEMBERS = new Set(['jsonrpc', 'id', 'result']);
/** The one `_meta` member whose shape the SDK's `ResultSchema` checked, besides `progressToken`. */
const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';

/**
 * What the SDK's Client accepted as the response to a request, after `checkResponse`: its strict
 * `JSONRPCResultResponseSchema` (no member besides jsonrpc, id and result) and its loose
 * `ResultSchema` (`_meta`, when present, an object whose `progressToken` is a string or a safe
 * integer and whose related-task entry is an object with a string `taskId`). The Client left a
 * response it refused pending until its own timer fired, a second after the step's deadline, and
 * the step then failed as `protocol_mismatch`; the same class now comes at once.
 * __tests__/mcp/sdk-envelope.test.ts holds this to the SDK's own schemas.
 */
export function checkSdkEnvelope(message: Record<string, unknown>): void {
  for (const key of Object.keys(message)) {
    if (!RESPONSE_MEMBERS.has(key)) throw new TransportFailure('protocol_mismatch');
  }
  const result = message.result as Record<string, unknown>;
  if (!Object.hasOwn(result, '_meta')) return;
  const meta = result._meta;
  if (!isRecord(meta)) throw new TransportFailure('protocol_mismatch');
  if (Object.hasOwn(meta, 'progressToken')) {
    const token = meta.progressToken;
    if (typeof token !== 'string' && !Number.isSafeInteger(token)) throw new TransportFailure('protocol_mismatch');
  }
  if (Object.hasOwn(meta, RELATED_TASK_META_KEY)) {
    const task = meta[RELATED_TASK_META_KEY];
    if (!isRecord(task) || typeof task.taskId !== 'string') throw new TransportFailure('protocol_mismatch');
  }
}

export class SupervisedTransport {
  private deadline = 0;
  private nextId = FIRST_WIRE_ID;
  private inFlight = false;
  private failed: TransportFailure | null = null;

  constructor(private readonly channel: LineChannel) {}

  /** Sets the absolute monotonic deadline for the next request or notification (write and read together). */
  setDeadline(deadline: number): void {
    this.deadline = deadline;
  }

  /** The first failure of a request, if any: after it the transport is unhealthy for good. */
  get failure(): TransportFailure | null {
    return this.failed;
  }

  /**
   * Sends one request with the next wire id, reads the next line, checks it (`checkResponse`,
   * then `checkSdkEnvelope`) and resolves with its `result`. Any failure rejects with a
   * TransportFailure and leaves the transport failed for good.
   */
  async request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    this.begin();
    try {
      const id = this.nextId;
      this.nextId += 1;
      const message: JSONRPCRequest = { jsonrpc: '2.0', id, method, params };
      await this.write(message);
      let line: Buffer;
      try {
        line = await this.channel.readLine(this.deadline);
      } catch (error) {
        throw processFailure(error);
      }
      const response = checkResponse(line, id);
      checkSdkEnvelope(response);
      return response.result as Record<string, unknown>;
    } catch (error) {
      throw this.fail(error);
    } finally {
      this.inFlight = false;
    }
  }

  /** Writes one notification; nothing is read (a notification has no response). */
  async notify(method: string, params: Record<string, unknown>): Promise<void> {
    this.begin();
    try {
      const message: JSONRPCNotification = { jsonrpc: '2.0', method, params };
      await this.write(message);
    } catch (error) {
      throw this.fail(error);
    } finally {
      this.inFlight = false;
    }
  }

  private begin(): void {
    if (this.failed) throw this.failed;
    if (this.inFlight) throw new Error('one request in flight: the runner never pipelines');
    this.inFlight = true;
  }

  private fail(error: unknown): TransportFailure {
    this.failed = error instanceof TransportFailure ? error : new TransportFailure('read_failed');
    return this.failed;
  }

  private async write(message: JSONRPCRequest | JSONRPCNotification): Promise<void> {
    let line: string;
    try {
      line = JSON.stringify(message);
    } catch {
      throw new TransportFailure('request_serialization');
    }
    try {
      await this.channel.write(line, this.deadline);
    } catch (error) {
      throw processFailure(error);
    }
  }
}
