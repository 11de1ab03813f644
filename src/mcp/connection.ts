/**
 * The SDK `Client` on a `SupervisedTransport`: initialize (protocol 2025-11-25, the SDK's latest
 * in 1.32.2; the result is not inspected, as upstream does not), notifications/initialized, tools/list, tools/call — one at a time, each bounded by
 * the deadline the caller gives.
 *
 * Why nothing the SDK does with `outputSchema`/`structuredContent` can fail a valid upstream
 * response: `Client.listTools()` compiles every advertised outputSchema with the SDK's default
 * ajv, a draft-07 instance that ignores upstream's `"$schema": ".../draft/2020-12/schema"` and
 * reads 2020-12 keywords the draft-07 way (e.g. `items: false` beside `prefixItems`), and one
 * schema it cannot compile fails the whole listing; `Client.callTool()` then rejects a non-error
 * result without structuredContent (-32600) or one that reading rejects (-32602). The runner
 * ignores structuredContent (engine.md §11.4), so it sends tools/list and tools/call through
 * `Client.request` with the SDK's loose `ResultSchema` and never fills the output-validator
 * cache. As a second layer the client gets a validator that accepts everything, so even a future
 * call path through that cache cannot reject a response.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator, JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/index.js';
import { monotonicNow, type SupervisedProcess } from '../supervisor/process.js';
import { PROTOCOL_VERSION } from '../report/types.js';
import { TOOL_VERSION } from '../version.js';
import { SupervisedTransport, TransportFailure } from './transport.js';

/** What upstream's runner says in initialize (engine.md §11.1), with this project's version. */
export const CLIENT_INFO = { name: 'plasmate-agent-workflow', version: TOOL_VERSION } as const;

/**
 * The SDK has its own request timer (60 s by default). Ours must always fire first, so that a
 * timeout is classified by the transport; the SDK's is set this far beyond our deadline.
 */
const SDK_TIMEOUT_MARGIN_MS = 1_000;

/** Accepts every value: the runner does not rely on structuredContent (see the module comment). */
class AcceptAllValidator implements jsonSchemaValidator {
  getValidator<T>(): JsonSchemaValidator<T> {
    return (input: unknown) => ({ valid: true, data: input as T, errorMessage: undefined });
  }
}

export type ToolResult = Record<string, unknown>;

export class McpConnection {
  private broken = false;

  private constructor(
    private readonly client: Client,
    private readonly transport: SupervisedTransport,
  ) {}

  /**
   * Connects and negotiates: initialize, then notifications/initialized (written, not read).
   * Rejects with a TransportFailure: the request's own class (`protocol_mismatch` for a reply that
   * is not the awaited response, `json_rpc_error`, `missing_result`, …).
   */
  static async initialize(child: SupervisedProcess, deadline: number): Promise<McpConnection> {
    const transport = new SupervisedTransport(child);
    const client = new Client(CLIENT_INFO, { capabilities: {}, jsonSchemaValidator: new AcceptAllValidator() });
    // Upstream's runner does not inspect the initialize result (engine.md §11.2): a reply with the
    // awaited id, no error and a result is enough. The SDK's own handshake would also demand
    // capabilities, serverInfo and a protocol version it supports, refusing children upstream
    // accepts; with a session id set, `connect` only wires the transport (the SDK's reconnect
    // path), and the same two messages go out here.
    transport.sessionId = 'supervised-stdio';
    transport.setDeadline(deadline);
    try {
      await client.connect(transport);
      await client.request(
        { method: 'initialize', params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO } },
        ResultSchema,
        { timeout: sdkTimeout(deadline) },
      );
      await client.notification({ method: 'notifications/initialized', params: {} });
    } catch (error) {
      throw asFailure(error);
    }
    return new McpConnection(client, transport);
  }

  /** False after any failed request: then no further request (not even close_page) is sent. */
  get healthy(): boolean {
    return !this.broken && this.transport.failure === null;
  }

  /** The raw tools/list result (shape-checked by the schema gate, not here). */
  listTools(deadline: number): Promise<ToolResult> {
    return this.request('tools/list', {}, deadline);
  }

  /** The raw tools/call result; `isError` results resolve normally. */
  callTool(name: string, args: Record<string, unknown>, deadline: number): Promise<ToolResult> {
    return this.request('tools/call', { name, arguments: args }, deadline);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async request(method: 'tools/list' | 'tools/call', params: Record<string, unknown>, deadline: number): Promise<ToolResult> {
    if (this.transport.failure) throw this.transport.failure;
    this.transport.setDeadline(deadline);
    try {
      return (await this.client.request({ method, params }, ResultSchema, { timeout: sdkTimeout(deadline) })) as ToolResult;
    } catch (error) {
      this.broken = true;
      throw asFailure(error);
    }
  }
}

function sdkTimeout(deadline: number): number {
  return Math.max(0, deadline - monotonicNow()) + SDK_TIMEOUT_MARGIN_MS;
}

/** Our transport's classification wins; anything the SDK itself refused is a protocol mismatch. */
function asFailure(error: unknown): TransportFailure {
  return error instanceof TransportFailure ? error : new TransportFailure('protocol_mismatch');
}
