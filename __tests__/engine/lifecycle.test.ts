/** @needs-bundle engine */
// Protocol-level contract of the built engine over raw JSON lines (docs/contract/engine.md §2-5).
import { TOOL_DEFINITIONS } from '../../src/engine/catalogue.js';
import { RawEngine } from './helpers/engine-process.js';

const UPSTREAM_ORDER = [
  'fetch_page', 'extract_text', 'extract_links', 'ard_discover', 'crawl_policy', 'inspect_page', 'cache_status',
  'session_status', 'trace_status', 'trace_export', 'trace_clear', 'replay_validate', 'screenshot_page', 'open_page',
  'evaluate', 'click', 'close_page', 'navigate_to', 'type_text', 'select_option', 'scroll', 'toggle', 'clear',
  'get_cookies', 'set_cookies', 'clear_cookies',
];

const modernMeta = (version = '2026-07-28'): Record<string, unknown> => ({
  'io.modelcontextprotocol/protocolVersion': version,
  'io.modelcontextprotocol/clientInfo': { name: 'm', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
});

test('framing and lifecycle errors, silence for notifications, exit 0 promptly at EOF', async () => {
  const engine = new RawEngine();
  expect(await engine.request({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).toEqual({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32600, message: 'MCP connection is not initialized; call initialize or use modern per-request metadata' },
  });
  // An erroneous notification (initialized before initialize) writes nothing; the next answer is for id 2.
  engine.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  engine.send('');
  expect(await engine.request({ jsonrpc: '2.0', id: 2, method: 'ping' })).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  const parse = await engine.request({ jsonrpc: '2.0', id: 3 } as Record<string, unknown>);
  // JSON-RPC 2.0: an unparseable request gets `"id": null`.
  expect(parse).toHaveProperty('id', null);
  expect(parse.error).toMatchObject({ code: -32700 });
  expect((parse.error as { message: string }).message).toMatch(/^Parse error: missing field `method` at line 1 column \d+$/);
  const bad = await engine.request({ jsonrpc: '1.0', id: 4, method: 'ping' });
  expect(bad).toEqual({ jsonrpc: '2.0', id: 4, error: { code: -32600, message: 'Invalid JSON-RPC version' } });
  expect(await engine.request({ jsonrpc: '2.0', id: 5, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {} } })).toEqual({
    jsonrpc: '2.0',
    id: 5,
    error: { code: -32602, message: 'Missing clientInfo object' },
  });
  const init = await engine.request({ jsonrpc: '2.0', id: 6, method: 'initialize', params: { protocolVersion: '2026-07-28', capabilities: {}, clientInfo: { name: 'a', version: '1' } } });
  expect((init.result as { protocolVersion: string }).protocolVersion).toBe('2025-11-25');
  expect(await engine.request({ jsonrpc: '2.0', id: 7, method: 'tools/list' })).toMatchObject({ error: { code: -32600, message: 'MCP connection is awaiting notifications/initialized' } });
  expect(await engine.request({ jsonrpc: '2.0', id: 8, method: 'notifications/initialized' })).toEqual({ jsonrpc: '2.0', id: 8, result: {} });
  const list = await engine.request({ jsonrpc: '2.0', id: 9, method: 'tools/list', params: {} });
  const tools = (list.result as { tools: Array<Record<string, unknown>> }).tools;
  expect(tools.map((t) => t.name)).toEqual(UPSTREAM_ORDER);
  const click = tools.find((t) => t.name === 'click') as Record<string, unknown>;
  expect(Object.keys(click).sort()).toEqual(['annotations', 'description', 'inputSchema', 'name', 'outputSchema', 'title']);
  expect(click.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true });
  expect(await engine.request({ jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'nope' } })).toMatchObject({ error: { code: -32602, message: 'Unknown tool: nope' } });
  expect(await engine.request({ jsonrpc: '2.0', id: 11, method: 'tools/call' })).toMatchObject({ error: { code: -32602, message: 'Missing params' } });
  expect(await engine.request({ jsonrpc: '2.0', id: 12, method: 'tools/call', params: { arguments: {} } })).toMatchObject({ error: { code: -32602, message: 'Missing tool name' } });
  expect(await engine.request({ jsonrpc: '2.0', id: 13, method: 'resources/list' })).toMatchObject({ error: { code: -32601, message: 'Method not found: resources/list' } });
  const unsupported = await engine.request({ jsonrpc: '2.0', id: 14, method: 'tools/list', params: { _meta: modernMeta('2099-01-01') } });
  expect(unsupported.error).toEqual({ code: -32022, message: 'Unsupported protocol version: 2099-01-01', data: { supported: ['2026-07-28'], requested: '2099-01-01' } });
  const modern = await engine.request({ jsonrpc: '2.0', id: 15, method: 'tools/list', params: { _meta: modernMeta() } });
  expect(modern.result).toMatchObject({ resultType: 'complete', ttlMs: 300000, cacheScope: 'public' });
  const incomplete = await engine.request({ jsonrpc: '2.0', id: 16, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } });
  expect(incomplete.error).toMatchObject({ code: -32602, message: 'Invalid modern MCP request metadata: missing io.modelcontextprotocol/clientInfo object' });
  // A tool failure is a result, never a JSON-RPC error; missing arguments are reported by the handler.
  const noArgs = await engine.request({ jsonrpc: '2.0', id: 17, method: 'tools/call', params: { name: 'open_page' } });
  expect(noArgs.result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Invalid arguments: missing field `url`' }] });
  const linesBefore = engine.lines.length;
  engine.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: {} });
  const started = Date.now();
  engine.end();
  expect(await engine.exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(500);
  expect(engine.lines.length).toBe(linesBefore);
});

test('2024-11-05 gets the legacy shapes', async () => {
  const engine = new RawEngine();
  const init = await engine.initialize('2024-11-05');
  expect(init.result).toMatchObject({ protocolVersion: '2024-11-05', serverInfo: { name: 'plasmate', version: '0.6.0' } });
  expect((init.result as { serverInfo: object }).serverInfo).toEqual({ name: 'plasmate', version: '0.6.0' });
  const list = await engine.request({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  const tools = (list.result as { tools: Array<Record<string, unknown>> }).tools;
  expect(tools).toHaveLength(26);
  for (const tool of tools) expect(Object.keys(tool).sort()).toEqual(['description', 'inputSchema', 'name']);
  const call = await engine.request({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'trace_status', arguments: { session_id: 'x', extra: 1 } } });
  expect(call.result).toEqual({ isError: true, content: [{ type: 'text', text: 'Invalid arguments: unknown field `extra`, expected `session_id`' }] });
  engine.end();
  expect(await engine.exited).toBe(0);
});

/** The stateless tools' schemas are pinned field by field against upstream in their own tests. */
const STATELESS_TOOLS = new Set(['fetch_page', 'extract_text', 'extract_links', 'ard_discover', 'crawl_policy', 'inspect_page', 'cache_status', 'session_status', 'screenshot_page']);

test('catalogue schemas of the session tools: only allowed keywords, trace tools closed, others open', () => {
  const allowed = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'maxLength', 'minimum', 'description']);
  const visit = (schema: Record<string, unknown>): void => {
    for (const [key, value] of Object.entries(schema)) {
      expect(allowed.has(key)).toBe(true);
      if (key === 'properties') for (const child of Object.values(value as Record<string, Record<string, unknown>>)) visit(child);
      if (key === 'items') visit(value as Record<string, unknown>);
    }
  };
  // The nine stateless tools carry upstream's richer schemas (format, pattern, default, maximum,
  // closed): pinned field by field in stateless-tools, crawl-policy and ard-discover tests.
  for (const tool of TOOL_DEFINITIONS.filter((candidate) => !STATELESS_TOOLS.has(candidate.name))) {
    visit(tool.inputSchema);
    const closed = ['trace_status', 'trace_export', 'trace_clear', 'replay_validate'].includes(tool.name);
    expect(tool.inputSchema.additionalProperties).toBe(closed ? false : undefined);
  }
});

test('supervision variables: an unparsable memory limit fails startup; loopback is refused without the opt-in', async () => {
  const bad = new RawEngine({ PATH: process.env.PATH ?? '', PLASMATE_SUPERVISED_WORKER: '1', PLASMATE_WORKER_MEMORY_LIMIT_BYTES: 'lots' });
  expect(await bad.exited).toBe(1);
  const engine = new RawEngine({ PATH: process.env.PATH ?? '', PLASMATE_SUPERVISED_WORKER: '1', PLASMATE_WORKER_MEMORY_LIMIT_BYTES: '0' });
  await engine.initialize();
  const open = await engine.request({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'open_page', arguments: { url: 'http://127.0.0.1:9/start' } } });
  expect(open.result).toMatchObject({
    isError: true,
    content: [{ text: 'Failed to fetch http://127.0.0.1:9/start: Outbound URL blocked: address 127.0.0.1 is not globally routable' }],
    structuredContent: { trust: 'tool-error', contentType: 'text/plain' },
  });
  const local = await engine.request({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'open_page', arguments: { url: 'http://localhost:9/' } } });
  expect((local.result as { content: Array<{ text: string }> }).content[0]?.text).toMatch(
    /^Failed to fetch http:\/\/localhost:9\/: Outbound URL blocked: outbound host 'localhost' resolved to blocked address (127\.0\.0\.1|::1): address \S+ is not globally routable$/,
  );
  engine.end();
  expect(await engine.exited).toBe(0);
});
