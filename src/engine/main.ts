// Entry point of the reference engine: `node dist/engine/index.js mcp --transport stdio`.
// Argument handling and process setup only; the protocol lives in server.ts, tools in tools.ts.
import module from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { allowPrivateNetworkFromEnv, OutboundPolicy } from './network.js';
import { McpServer, serveStdio } from './server.js';
import { prepareSupervisedProcess } from './supervised.js';
import { EngineTools } from './tools.js';

const USAGE = 'usage: index.js mcp [--transport stdio]';

function parseTransport(argv: string[]): string {
  if (argv[0] !== 'mcp') throw new Error(USAGE);
  let transport = 'stdio';
  for (let i = 1; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--transport') transport = argv[++i] ?? '';
    else if (arg.startsWith('--transport=')) transport = arg.slice('--transport='.length);
    else throw new Error(`unexpected argument '${arg}'\n${USAGE}`);
  }
  if (transport === 'http' || transport === 'streamable-http') throw new Error('the reference engine serves MCP over stdio only');
  if (transport !== 'stdio') throw new Error(`unsupported MCP transport; expected stdio, http or streamable-http, got '${transport}'`);
  return transport;
}

/**
 * Node ≥ 22.1 can keep compiled code on disk: every benchmark scenario starts a fresh engine, and
 * without it each one recompiles jsdom (~0.5 s of CPU). Per user, so another account cannot plant
 * cache entries; a no-op on Node 20, where the API does not exist.
 */
function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache;
  if (enable === undefined) return;
  try {
    enable(join(tmpdir(), `plasmate-engine-compile-cache-${userInfo().uid}`));
  } catch {
    // A cache is an optimisation only.
  }
}

function main(): void {
  enableCompileCache();
  try {
    prepareSupervisedProcess();
    parseTransport(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const tools = new EngineTools(new OutboundPolicy(allowPrivateNetworkFromEnv()));
  const server = new McpServer(tools, (line) => process.stdout.write(`${line}\n`));
  process.stderr.write('plasmate reference engine: MCP server listening on stdio\n');
  serveStdio(server, () => {
    process.stderr.write('MCP server shutting down\n');
    // Exit once stdout has drained; open page windows and timers must not keep the process alive.
    process.stdout.write('', () => process.exit(0));
  });
  process.stdout.on('error', () => process.exit(1));
}

main();
