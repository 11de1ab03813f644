/** @needs-bundle engine */
// Zero schema drift: the supervised runner's schema gate (src/mcp/schema-gate.ts) accepts every
// tool schema the built engine advertises, and the benchmark arguments validate against them.
import { ArgumentValidator, precheckSchema, readToolList } from '../../src/mcp/schema-gate.js';
import { RawEngine } from './helpers/engine-process.js';

test('the runner accepts the advertised schemas and the benchmark arguments', async () => {
  const engine = new RawEngine();
  await engine.initialize();
  const list = await engine.request({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
  engine.end();
  expect(await engine.exited).toBe(0);
  const tools = readToolList(list.result);
  if (typeof tools === 'string') throw new Error(tools);
  const validator = new ArgumentValidator(Date.now() + 10_000);
  for (const tool of tools.values()) {
    expect([tool.name, precheckSchema(tool.inputSchema)]).toEqual([tool.name, null]);
    expect(() => validator.compile(tool.inputSchema)).not.toThrow();
  }
  const session = { session_id: 'validated-session-placeholder' };
  const valid: Array<[string, Record<string, unknown>]> = [
    ['open_page', { url: 'http://127.0.0.1:1/start', trace: true }],
    ['navigate_to', { ...session, url: 'http://127.0.0.1:1/destination' }],
    ['type_text', { ...session, element_id: 'e_a4c2ac5f3940', text: 'agent@example.test' }],
    ['evaluate', { ...session, expression: "document.getElementById('email').value" }],
    ['trace_export', session],
    ['trace_status', session],
    ['replay_validate', { ...session, trace_id: 'not-the-live-trace', sequence: 1, confirmed: true }],
    ['click', { ...session, element_id: 'missing-element' }],
    ['close_page', session],
  ];
  for (const [name, args] of valid) {
    const tool = tools.get(name);
    if (!tool) throw new Error(`${name} not listed`);
    expect([name, validator.compile(tool.inputSchema)(args)]).toEqual([name, { valid: true }]);
  }
});
