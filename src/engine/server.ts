// JSON-RPC over stdio lines (docs/contract/engine.md §2-3): strictly sequential, nothing but protocol on stdout,
// no line at all for notifications, exit 0 on stdin EOF.
//
// Why not the SDK's server class: upstream's lifecycle is observable and specific (-32700 for an
// unparseable request, its exact initialize/gate messages, -32022 with data, unknown initialize versions answered
// with 2025-11-25, tools/call errors as -32602), and the SDK's Server enforces its own lifecycle and
// messages. A small line loop states the contract directly and keeps startup cheap.
import { describeUnexpected } from './args.js';
import { discoverResult, pingResult, ProtocolState, RpcError, toolCallResult, toolsListResult, type ToolOutcome } from './protocol.js';
import { isKnownTool } from './catalogue.js';

export interface ToolDispatcher {
  call(name: string, args: unknown): Promise<ToolOutcome>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export class McpServer {
  private readonly protocol = new ProtocolState();

  constructor(
    private readonly tools: ToolDispatcher,
    private readonly write: (line: string) => void,
  ) {}

  /** Handle one input line to completion, writing at most one response line. */
  async handleLine(line: string): Promise<void> {
    if (line.trim() === '') return;
    const parsed = parseRequest(line);
    if ('parseError' in parsed) {
      // JSON-RPC 2.0 §5: when the request's id cannot be determined, the response's id is null
      // (upstream's serde Option omits the key, which strict clients refuse).
      this.write(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: `Parse error: ${parsed.parseError}` } }));
      return;
    }
    const { request } = parsed;
    const hasId = 'id' in request && request.id !== null && request.id !== undefined;
    const respond = (body: Json): void => {
      this.write(JSON.stringify(hasId ? { jsonrpc: '2.0', id: request.id, ...body } : { jsonrpc: '2.0', ...body }));
    };
    if (request.jsonrpc !== '2.0') {
      respond({ error: { code: -32600, message: 'Invalid JSON-RPC version' } });
      return;
    }
    const method = request.method as string;
    const silent = !hasId && method.startsWith('notifications/');
    try {
      const result = await this.dispatch(method, request.params);
      if (!silent && result !== undefined) respond({ result });
    } catch (error) {
      if (silent) return;
      if (error instanceof RpcError) {
        const body: Json = { code: error.code, message: error.message };
        if (error.data !== undefined) body.data = error.data;
        respond({ error: body });
      } else {
        respond({ error: { code: -32603, message: `Internal error: ${error instanceof Error ? error.message : String(error)}` } });
      }
    }
  }

  private async dispatch(method: string, params: unknown): Promise<Json | undefined> {
    switch (method) {
      case 'initialize':
        return this.protocol.initialize(params);
      case 'notifications/initialized':
        this.protocol.markInitialized();
        return {};
      case 'ping':
        return pingResult(params);
      case 'server/discover':
        return discoverResult(params);
      case 'tools/list':
        return toolsListResult(this.protocol.adapterForRequest(params));
      case 'tools/call': {
        const adapter = this.protocol.adapterForRequest(params);
        if (params === undefined || params === null) throw new RpcError(-32602, 'Missing params');
        if (!isObject(params) || typeof params.name !== 'string') throw new RpcError(-32602, 'Missing tool name');
        if (!isKnownTool(params.name)) throw new RpcError(-32602, `Unknown tool: ${params.name}`);
        const args = params.arguments === undefined ? {} : params.arguments;
        const outcome = await this.tools.call(params.name, args);
        return toolCallResult(adapter, params.name, outcome);
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method}`);
    }
  }
}

function parseRequest(line: string): { request: Json } | { parseError: string } {
  const column = [...line.trimEnd()].length;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    return { parseError: `invalid JSON at line 1 column ${position ? Number(position[1]) + 1 : column}` };
  }
  if (!isObject(value)) return { parseError: `invalid type: ${describeUnexpected(value)}, expected struct JsonRpcRequest at line 1 column ${column}` };
  for (const field of ['jsonrpc', 'method']) {
    if (!(field in value)) return { parseError: `missing field \`${field}\` at line 1 column ${column}` };
    if (typeof value[field] !== 'string') return { parseError: `invalid type: ${describeUnexpected(value[field])}, expected a string at line 1 column ${column}` };
  }
  return { request: value };
}

/**
 * Serve MCP over this process's stdin/stdout. Lines are handled one at a time in arrival order;
 * at EOF (or unreadable input) the queue drains and `onEnd` runs.
 */
export function serveStdio(server: McpServer, onEnd: () => void): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending: Buffer = Buffer.alloc(0);
  let queue: Promise<void> = Promise.resolve();
  let ended = false;
  const finish = (): void => {
    if (ended) return;
    ended = true;
    process.stdin.pause();
    queue = queue.then(onEnd);
  };
  const enqueue = (bytes: Buffer): void => {
    let line: string;
    try {
      line = decoder.decode(bytes);
    } catch {
      // Unreadable input ends the session cleanly, as upstream's read loop does.
      finish();
      return;
    }
    queue = queue.then(() => server.handleLine(line.replace(/\r$/, '')));
  };
  process.stdin.on('data', (chunk: Buffer) => {
    if (ended) return;
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let newline = pending.indexOf(0x0a);
    while (newline !== -1 && !ended) {
      enqueue(pending.subarray(0, newline));
      pending = pending.subarray(newline + 1);
      newline = pending.indexOf(0x0a);
    }
  });
  process.stdin.on('end', () => {
    if (pending.length > 0 && !ended) enqueue(pending);
    finish();
  });
  process.stdin.on('error', finish);
}
