/**
 * SupervisedTransport and McpConnection over an in-memory line channel: the request/response
 * discipline (wire ids, one in flight, failed for good, the deadline handed to the channel, the
 * channel's errors as the contract's classes) without a child process. The per-line checks are
 * in transport.test.ts and sdk-envelope.test.ts; the real child in the workflow tests.
 */
import { McpConnection, CLIENT_INFO } from '../../src/mcp/connection.js';
import { SupervisedTransport, TransportFailure } from '../../src/mcp/transport.js';
import { PROTOCOL_VERSION } from '../../src/contract/report.js';
import { monotonicNow, type ProcessErrorKind } from '../../src/supervisor/process.js';
import { createLineChannelPair, type ChildPeer } from '../helpers/line-channel-pair.js';

/** Answers the next line the client writes (a request) with `result`, and returns that request. */
async function answer(peer: ChildPeer, result: Record<string, unknown>): Promise<Record<string, unknown>> {
  const request = JSON.parse(await peer.nextWritten()) as Record<string, unknown>;
  peer.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
  return request;
}

async function failureClassOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof TransportFailure ? error.failureClass : `not a TransportFailure: ${String(error)}`;
  }
}

describe('SupervisedTransport over a LineChannel', () => {
  it('numbers requests from 1, writes notifications without an id, and returns the result', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    const first = transport.request('initialize', {});
    const firstRequest = await answer(peer, { a: 1 });
    await expect(first).resolves.toEqual({ a: 1 });
    await transport.notify('notifications/initialized', {});
    expect(JSON.parse(await peer.nextWritten())).toEqual({ jsonrpc: '2.0', method: 'notifications/initialized', params: {} });
    const second = transport.request('tools/list', {});
    const secondRequest = await answer(peer, { tools: [] });
    await expect(second).resolves.toEqual({ tools: [] });
    expect(firstRequest).toEqual({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} });
    expect(secondRequest.id).toBe(2);
    expect(transport.failure).toBeNull();
  });

  it('hands the deadline it was given to every write and read', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    const deadline = monotonicNow() + 4_321;
    transport.setDeadline(deadline);
    const pending = transport.request('tools/list', {});
    await answer(peer, {});
    await pending;
    expect(peer.deadlines).toEqual({ write: [deadline], read: [deadline] });
  });

  it('refuses a second request while one is in flight (the runner never pipelines)', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    const first = transport.request('tools/list', {});
    await expect(transport.request('tools/list', {})).rejects.toThrow('one request in flight');
    await answer(peer, {});
    await expect(first).resolves.toEqual({});
  });

  it.each<[ProcessErrorKind, 'write' | 'read', string]>([
    ['write', 'write', 'write_failed'],
    ['timed_out', 'write', 'step_timeout'],
    ['read', 'read', 'read_failed'],
    ['oversized', 'read', 'oversized_response'],
    ['early_exit', 'read', 'early_exit'],
    ['timed_out', 'read', 'step_timeout'],
  ])('a channel %s error on %s is %s, and the transport stays failed', async (kind, operation, expected) => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    peer.failNext(operation, kind);
    expect(await failureClassOf(transport.request('tools/list', {}))).toBe(expected);
    expect(transport.failure?.failureClass).toBe(expected);
    // Failed for good: nothing more is written, the same failure comes back at once.
    const writes = peer.written.length;
    expect(await failureClassOf(transport.request('tools/list', {}))).toBe(expected);
    expect(await failureClassOf(transport.notify('notifications/initialized', {}))).toBe(expected);
    expect(peer.written).toHaveLength(writes);
  });

  it('a reply that is not the awaited response fails the request with its class', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    const pending = transport.request('tools/list', {});
    await peer.nextWritten();
    peer.send('{"jsonrpc":"2.0","id":7,"result":{}}');
    expect(await failureClassOf(pending)).toBe('protocol_mismatch');
  });

  it('a reply the SDK Client refused (an extra member) is protocol_mismatch at once', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    const pending = transport.request('tools/list', {});
    await peer.nextWritten();
    peer.send('{"jsonrpc":"2.0","id":1,"result":{},"extra":true}');
    expect(await failureClassOf(pending)).toBe('protocol_mismatch');
  });

  it('a parameter JSON cannot serialise is request_serialization, and nothing is written', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    expect(await failureClassOf(transport.request('tools/call', { n: 1n }))).toBe('request_serialization');
    expect(peer.written).toEqual([]);
  });

  it('a silent peer costs the deadline, then step_timeout', async () => {
    const { channel } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 20);
    expect(await failureClassOf(transport.request('tools/list', {}))).toBe('step_timeout');
  });

  it('EOF while a response is awaited is early_exit', async () => {
    const { channel, peer } = createLineChannelPair();
    const transport = new SupervisedTransport(channel);
    transport.setDeadline(monotonicNow() + 5_000);
    const pending = transport.request('tools/list', {});
    await peer.nextWritten();
    peer.close();
    expect(await failureClassOf(pending)).toBe('early_exit');
  });
});

describe('McpConnection over a LineChannel', () => {
  it('initializes as upstream does, then lists and calls tools each within its own deadline', async () => {
    const { channel, peer } = createLineChannelPair();
    const initDeadline = monotonicNow() + 5_000;
    const connecting = McpConnection.initialize(channel, initDeadline);
    const init = await answer(peer, {});
    const connection = await connecting;
    expect(init).toEqual({
      jsonrpc: '2.0', id: 1, method: 'initialize',
      params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
    });
    expect(JSON.parse(await peer.nextWritten())).toEqual({ jsonrpc: '2.0', method: 'notifications/initialized', params: {} });

    const listDeadline = monotonicNow() + 3_000;
    const listing = connection.listTools(listDeadline);
    expect((await answer(peer, { tools: [] })).method).toBe('tools/list');
    await expect(listing).resolves.toEqual({ tools: [] });

    const callDeadline = monotonicNow() + 2_000;
    const calling = connection.callTool('open_page', { url: 'http://127.0.0.1:1/' }, callDeadline);
    const call = await answer(peer, { content: [], isError: true });
    await expect(calling).resolves.toEqual({ content: [], isError: true });
    expect(call).toEqual({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'open_page', arguments: { url: 'http://127.0.0.1:1/' } } });
    expect(peer.deadlines.read).toEqual([initDeadline, listDeadline, callDeadline]);
    expect(connection.healthy).toBe(true);
  });

  it('is unhealthy after a failed request', async () => {
    const { channel, peer } = createLineChannelPair();
    const connecting = McpConnection.initialize(channel, monotonicNow() + 5_000);
    await answer(peer, {});
    const connection = await connecting;
    await peer.nextWritten();
    const listing = connection.listTools(monotonicNow() + 5_000);
    await peer.nextWritten();
    peer.send('not json');
    expect(await failureClassOf(listing)).toBe('malformed_response');
    expect(connection.healthy).toBe(false);
  });
});
