/**
 * The shell echo stand-in (helpers/sh-echo.ts) answers as the Node echo child does, byte for
 * byte, for every request it answers — the MCP handshake, the tool list and the calls the
 * many-plan tests make — and ends with exit code 3 on one it cannot echo, never answering wrong.
 */
import { spawn } from 'node:child_process';
import { nodeEchoReplies, shEchoChild } from '../helpers/sh-echo.js';

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
