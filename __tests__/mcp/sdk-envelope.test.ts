/**
 * The runner does not run the SDK's Client (its start-up cost), so what the Client accepted as the
 * response to a request is checked by `checkSdkEnvelope`. These tests hold it to the SDK's own
 * schemas, case by case, and pin the one change in behaviour: a response the Client refused used
 * to leave the step waiting until a second after its deadline before failing as
 * `protocol_mismatch`; the same class now comes at once.
 * @needs-child-process node
 */
import { JSONRPCResultResponseSchema } from '@modelcontextprotocol/sdk/types.js';
import { checkResponse, checkSdkEnvelope, TransportFailure } from '../../src/mcp/transport.js';
import { executePlan } from '../../src/workflow/execute.js';
import type { ChildCommand } from '../../src/supervisor/process.js';
import { execFileSync } from 'node:child_process';
import { FAULT_CHILD, makePlan } from '../workflow/helpers.js';

const ID = 3;

/** What our two checks say of one response line: 'ok' or the failure class. */
function ours(line: string): string {
  try {
    checkSdkEnvelope(checkResponse(Buffer.from(line), ID));
    return 'ok';
  } catch (error) {
    return error instanceof TransportFailure ? error.failureClass : String(error);
  }
}

/** Result responses that pass checkResponse; the SDK's schema decides which it accepted. */
const RESPONSES: string[] = [
  '{"jsonrpc":"2.0","id":3,"result":{}}',
  '{"jsonrpc":"2.0","id":3,"result":{"content":[],"isError":false,"structuredContent":{"a":1}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"anything":[1,{"x":null}]}}',
  '{"jsonrpc":"2.0","id":3,"result":{},"extra":1}',
  '{"jsonrpc":"2.0","id":3,"result":{},"params":{}}',
  '{"jsonrpc":"2.0","id":3,"result":{},"method":"x"}',
  '{"jsonrpc":"2.0","id":3,"result":{},"__proto__":{"extra":1}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"dev.plasmate/trust":"untrusted-web","other":[1]}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":5}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":null}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":[]}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":"x"}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":"t"}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":7}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":-7}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":1.5}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":9007199254740993}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":1e3}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":null}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"progressToken":true}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"io.modelcontextprotocol/related-task":{"taskId":"t"}}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"io.modelcontextprotocol/related-task":{"taskId":"t","more":1}}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"io.modelcontextprotocol/related-task":{"taskId":5}}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"io.modelcontextprotocol/related-task":{}}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"io.modelcontextprotocol/related-task":"t"}}}',
  '{"jsonrpc":"2.0","id":3,"result":{"_meta":{"io.modelcontextprotocol/related-task":null}}}',
];

describe('checkSdkEnvelope accepts exactly what the SDK Client accepted (its JSONRPCResultResponseSchema)', () => {
  it.each(RESPONSES)('%s', (line) => {
    const sdk = JSONRPCResultResponseSchema.safeParse(JSON.parse(line)).success ? 'ok' : 'protocol_mismatch';
    expect(ours(line)).toBe(sdk);
  });

  it('the table covers both verdicts', () => {
    const verdicts = new Set(RESPONSES.map(ours));
    expect(verdicts).toEqual(new Set(['ok', 'protocol_mismatch']));
  });
});

/** The fault child's own tools/list result (upstream's shapes), so the gates pass as in every other test. */
function faultChildToolList(): unknown {
  const requests = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } } },
    { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
  ];
  const out = execFileSync(process.execPath, [FAULT_CHILD, 'happy', '-'], { input: requests.map((r) => `${JSON.stringify(r)}\n`).join('') });
  return (JSON.parse(out.toString('utf8').trim().split('\n')[1]!) as { result: unknown }).result;
}

/**
 * A child that speaks the handshake with the fault child's listing, then answers its tools/call
 * with the response given on its command line (its `id` replaced by the request's).
 */
function envelopeChild(response: Record<string, unknown>): ChildCommand {
  const script = `
    const readline = require('node:readline');
    const reply = JSON.parse(process.argv[1]);
    const listing = JSON.parse(process.argv[2]);
    readline.createInterface({ input: process.stdin }).on('line', (line) => {
      const m = JSON.parse(line);
      if (m.id === undefined) return;
      const out = m.method === 'initialize' ? { jsonrpc: '2.0', id: m.id, result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 'e', version: '0' } } }
        : m.method === 'tools/list' ? { jsonrpc: '2.0', id: m.id, result: listing }
        : { ...reply, id: m.id };
      process.stdout.write(JSON.stringify(out) + '\\n');
    });`;
  return { program: process.execPath, args: ['-e', script, JSON.stringify(response), JSON.stringify(faultChildToolList())] };
}

const SESSION = { content: [{ type: 'text', text: '{"session_id":"s-1"}' }] };
/** Far beyond the test's own timeout: the old path waited this long plus a second. */
const HANG_STEP_TIMEOUT_MS = 600_000;

describe('a response the SDK refused fails its step at once as protocol_mismatch', () => {
  it.each([
    ['an extra member', { jsonrpc: '2.0', result: SESSION, extra: 1 }],
    ['_meta that is not an object', { jsonrpc: '2.0', result: { ...SESSION, _meta: 5 } }],
    ['a fractional progressToken', { jsonrpc: '2.0', result: { ...SESSION, _meta: { progressToken: 1.5 } } }],
  ])('%s', async (_name, response) => {
    const plan = makePlan([{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } }],
      { step_timeout_ms: HANG_STEP_TIMEOUT_MS, workflow_timeout_ms: HANG_STEP_TIMEOUT_MS });
    const report = await executePlan(plan, new Set(), { child: envelopeChild(response), env: { PATH: process.env.PATH }, secrets: new Set() });
    expect(report.steps[0]).toMatchObject({ status: 'failed', failure_class: 'protocol_mismatch' });
    expect(report.status).toBe('failed');
  }, 30_000);

  it('the same child with an accepted response succeeds (the child itself is sound)', async () => {
    const plan = makePlan([{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } }]);
    const report = await executePlan(plan, new Set(), { child: envelopeChild({ jsonrpc: '2.0', result: { ...SESSION, _meta: { progressToken: 2 } } }), env: { PATH: process.env.PATH }, secrets: new Set() });
    expect(report.status).toBe('succeeded');
  }, 30_000);
});
