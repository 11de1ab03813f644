/**
 * The shell echo stand-in (helpers/sh-echo.ts) answers as the Node echo child does, byte for
 * byte, for every request it answers — the MCP handshake, the tool list and the calls the
 * many-plan tests make — and ends with exit code 3 on one it cannot echo, never answering wrong.
 * Its fault variants end at the first tools/call as the Node fault child's modes of those names do.
 * @needs-child-process fake children, node
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { nodeEchoReplies, shEchoChild, SH_FAULTS, type ShFault } from '../helpers/sh-echo.js';

async function shReplies(requests: unknown[]): Promise<{ lines: string[]; code: number | null }> {
  const child = spawn(await shEchoChild(), ['mcp', '--transport', 'stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const code = new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  child.stdin.end(requests.map((r) => `${JSON.stringify(r)}\n`).join(''));
  return { code: await code, lines: out.split('\n').filter((l) => l !== '') };
}

let id = 0;
const request = (method: string, params: unknown) => ({ method, params, jsonrpc: '2.0', id: id++ });
const call = (name: string, args: Record<string, unknown>) => request('tools/call', { name, arguments: args });

test('the handshake, the tool list and the echoed calls are the Node echo child\'s replies', async () => {
  const requests = [
    request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'runner', version: '1' } }),
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    request('tools/list', {}),
    call('open_page', { url: 'http://127.0.0.1:4100/p7/start' }),
    call('navigate_to', { session_id: 'session-1', url: 'http://127.0.0.1:4100/p7/a?x=1' }),
    call('get_cookies', { session_id: 'session-1' }),
    call('type_text', { session_id: 'session-1', element_id: 'e_1', text: 'typed' }),
    call('close_page', { session_id: 'session-1' }),
    call('open_page', { url: 'http://127.0.0.1:4100/second' }),
  ];
  const shell = await shReplies(requests);
  expect(shell.code).toBe(0);
  expect(shell.lines).toEqual(await nodeEchoReplies(requests));
  expect(shell.lines).toHaveLength(requests.length - 1);
  expect(JSON.parse(shell.lines.at(-1)!).result.structuredContent.result).toMatchObject({ session_id: 'session-2', title: 'Title of http://127.0.0.1:4100/second' });
});

test.each([
  ['a call whose reply echoes more than a url or session', call('click', { session_id: 'session-1', element_id: 'e_2' })],
  ['a method it does not know', request('resources/list', {})],
])('%s ends it with exit code 3 and no answer', async (_name, unknown) => {
  const shell = await shReplies([request('tools/list', {}), unknown, request('tools/list', {})]);
  expect(shell.code).toBe(3);
  expect(shell.lines).toHaveLength(1);
});

interface Ending { lines: string[]; code: number | null; signal: NodeJS.Signals | null }

/**
 * The handshake and one call to a child; `hangs`: once the replies before the call are in, the
 * test kills the child (a child that ended by itself shows its own code or signal instead).
 */
function ending(program: string, args: string[], requests: unknown[], hangs: boolean): Promise<Ending> {
  const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  return new Promise((resolve) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (hangs && out.split('\n').length > 2) child.kill('SIGKILL');
    });
    child.on('close', (code, signal) => resolve({ code, signal, lines: out.split('\n').filter((l) => l !== '') }));
    child.stdin.write(requests.map((r) => `${JSON.stringify(r)}\n`).join(''));
  });
}

test.each(Object.keys(SH_FAULTS) as ShFault[])('the %s variant answers the handshake as the Node fault child does and ends at the first call as it does', async (fault) => {
  const hangs = fault === 'timeout';
  const requests = [request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'runner', version: '1' } }), request('tools/list', {}), call('open_page', { url: 'http://127.0.0.1:4100/p1' })];
  const shell = await ending(await shEchoChild(fault), [], requests, hangs);
  const node = await ending(process.execPath, [join(process.cwd(), 'fixtures/children/fault-child.mjs'), fault, '-'], requests, hangs);
  expect(shell.lines).toHaveLength(2);
  // The handshake replies: the echo child's, which are the fault child's in every mode.
  expect(shell.lines).toEqual(node.lines);
  expect([shell.code, shell.signal]).toEqual([node.code, node.signal]);
  expect([shell.code, shell.signal]).toEqual({ 'early-exit': [3, null], signal: [null, 'SIGTERM'], timeout: [null, 'SIGKILL'] }[fault]);
});
