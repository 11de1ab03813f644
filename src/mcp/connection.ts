/**
 * The runner's MCP client on a `SupervisedTransport`: initialize (protocol 2025-11-25; the result
 * is not inspected, as upstream does not), notifications/initialized, tools/list, tools/call —
 * one at a time, each bounded by the deadline the caller gives.
 *
 * Why not the SDK's `Client` (its load and per-message cost were most of a run's start-up): the runner sends four kinds of
 * message strictly one at a time and correlates a response by reading the very next line, which
 * the transport already does with every check (wire id, line size, deadline, the contract's
 * classes). The Client added nothing to that but cost: loading it evaluates the SDK's zod schemas
 * (most of the CLI's start-up before the first byte reached the child) and its request path
 * (zod parsing of every message, a timer, a handler map) most of the per-step time. The SDK stays
 * what it is good at here: the message types (type-only imports, nothing loaded at run time), and
 * its schemas are the oracle the envelope check is tested against (__tests__/mcp/sdk-envelope.test.ts).
 *
 * Nothing checks `outputSchema`/`structuredContent`: the runner ignores structuredContent
 * (docs/contract/engine.md §11.4), so no valid upstream response can fail on it (the SDK's `listTools()` and
 * `callTool()` would have compiled 2020-12 outputSchemas the draft-07 way and refused some).
 */
import { PROTOCOL_VERSION } from '../contract/report.js';
import { TOOL_VERSION } from '../contract/version.js';
import type { LineChannel } from './line-channel.js';
import { SupervisedTransport } from './transport.js';

/** What upstream's runner says in initialize (docs/contract/engine.md §11.1), with this project's version. */
export const CLIENT_INFO = { name: 'plasmate-agent-workflow', version: TOOL_VERSION } as const;

export type ToolResult = Record<string, unknown>;

export class McpConnection {
  private constructor(private readonly transport: SupervisedTransport) {}

  /**
   * Connects and negotiates: initialize, then notifications/initialized (written, not read).
   * Rejects with a TransportFailure: the request's own class (`protocol_mismatch` for a reply that
   * is not the awaited response, `json_rpc_error`, `missing_result`, …).
   */
  static async initialize(channel: LineChannel, deadline: number): Promise<McpConnection> {
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(deadline);
    // Upstream's runner does not inspect the initialize result (docs/contract/engine.md §11.2): a reply with the
    // awaited id, no error and a result is enough. (The SDK's own handshake would also demand
    // capabilities, serverInfo and a protocol version it supports, refusing children upstream accepts.)
    await transport.request('initialize', { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO });
    await transport.notify('notifications/initialized', {});
    return new McpConnection(transport);
  }

  /** False after any failed request: then no further request (not even close_page) is sent. */
  get healthy(): boolean {
    return this.transport.failure === null;
  }

  /** The raw tools/list result (shape-checked by the schema gate, not here). */
  listTools(deadline: number): Promise<ToolResult> {
    return this.request('tools/list', {}, deadline);
  }

  /** The raw tools/call result; `isError` results resolve normally. */
  callTool(name: string, args: Record<string, unknown>, deadline: number): Promise<ToolResult> {
    return this.request('tools/call', { name, arguments: args }, deadline);
  }

  private request(method: 'tools/list' | 'tools/call', params: Record<string, unknown>, deadline: number): Promise<ToolResult> {
    this.transport.setDeadline(deadline);
    return this.transport.request(method, params);
  }
}

