// The setup the crawl_policy and ard_discover tests share: one loopback discovery server and one
// built engine (with the private-network opt-in, so it may reach the server) for the whole file,
// the server's routes and request log emptied before each test.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { connectClient } from './engine-process.js';
import { startDiscoveryServer, type DiscoveryServer } from './discovery-server.js';

export interface DiscoveryEngine {
  server: DiscoveryServer;
  client: Client;
}

/**
 * Starts the server and the engine before the file's (or describe block's) tests, handing both to
 * `onStart` (e.g. `(started) => ({ server, client } = started)`), and stops them after the last;
 * before each test the routes and recorded requests are cleared. Call it before the block's own
 * hooks that use them.
 */
export function useDiscoveryEngine(onStart: (started: DiscoveryEngine) => void): void {
  let started: DiscoveryEngine | null = null;
  beforeAll(async () => {
    const server = await startDiscoveryServer();
    try {
      started = { server, client: await connectClient() };
    } catch (error) {
      await server.close();
      throw error;
    }
    onStart(started);
  });
  afterAll(async () => {
    const current = started;
    started = null;
    if (current === null) return;
    try {
      await current.client.close();
    } finally {
      await current.server.close();
    }
  });
  beforeEach(() => {
    if (started === null) return;
    started.server.routes.clear();
    started.server.requests.length = 0;
  });
}
