// The engine proper, once its process is confined (main.ts decides that): argument handling,
// configuration from the environment, then MCP over stdio.
import { dropProcessPowers } from './confinement.js';
import { watchLauncher } from './launcher-watch.js';
import { allowPrivateNetworkFromEnv, OutboundPolicy } from './network.js';
import { setBeforeFirstPage } from './page.js';
import { hardenEngineRealm } from './realm.js';
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

/** Serve MCP; `entry` is the bundle's entry, which every renderer (a worker) starts from. */
export function serveEngine(argv: string[], entry: URL): void {
  let policy: OutboundPolicy;
  const engine: { tools?: EngineTools } = {};
  // Before anything else: an engine whose launcher is already gone must not start serving. The
  // heartbeat waits for the renderers too: a page that never yields stalls its renderer, not this
  // thread, and the launcher's watchdog must still see it.
  watchLauncher(
    () => {
      process.stderr.write('the launcher is gone; the engine exits\n');
      process.exit(0);
    },
    process.env,
    () => engine.tools?.renderersResponsive() ?? true,
  );
  let memoryLimitBytes: number;
  try {
    memoryLimitBytes = prepareSupervisedProcess();
    parseTransport(argv);
    policy = new OutboundPolicy(allowPrivateNetworkFromEnv());
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  // Everything the engine needs from its environment has been read.
  dropProcessPowers();
  setBeforeFirstPage(hardenEngineRealm);
  // Page realms share this process's promise machinery: a page's unhandled rejection (even an
  // `import()` jsdom refuses) would otherwise end the engine under Node's default mode. Tool
  // handlers await their own promises, so what arrives here is page behaviour, reported on stderr.
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`page error: unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}\n`);
  });
  const tools = new EngineTools(policy, entry, memoryLimitBytes);
  engine.tools = tools;
  const server = new McpServer(tools, (line) => process.stdout.write(`${line}\n`));
  process.stderr.write('plasmate reference engine: MCP server listening on stdio\n');
  serveStdio(server, () => {
    process.stderr.write('MCP server shutting down\n');
    // Exit once stdout has drained; open page windows and timers must not keep the process alive.
    process.stdout.write('', () => process.exit(0));
  });
  process.stdout.on('error', () => process.exit(1));
}
