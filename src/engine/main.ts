// Entry point of the reference engine: `node dist/engine/index.js mcp --transport stdio`.
// The engine serves pages only from a confined process (confinement.ts): started with the flags
// already (as the runner and the benchmark do), it serves; started plainly, it starts itself again
// confined and relays stdio, signals and the exit status; if even that process is not confined, it
// refuses. The protocol lives in server.ts, tools in tools.ts. The same bundle is the entry of
// every renderer (a worker thread the engine starts for pages: renderers.ts), which starts as one.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';
import { confinementGaps, RELAUNCHED_ENV, relaunchConfined } from './confinement.js';
import { runRenderer } from './renderer.js';
import { RENDERER_ROLE } from './renderer-protocol.js';
import { serveEngine } from './serve.js';

function main(): void {
  // Node resolves the main entry's symlinks, so this is the directory the read permission names.
  const entry = fileURLToPath(import.meta.url);
  const bundleDir = dirname(entry);
  const argv = process.argv.slice(2);
  const gaps = confinementGaps(bundleDir);
  if (gaps.length === 0) {
    serveEngine(argv, new URL(import.meta.url));
    return;
  }
  if (process.env[RELAUNCHED_ENV] !== undefined) {
    process.stderr.write(`Error: refusing to serve pages unconfined (${gaps.join(', ')})\n`);
    process.exit(1);
  }
  relaunchConfined(entry, bundleDir, argv);
}

if (!isMainThread && (workerData as { role?: unknown } | null)?.role === RENDERER_ROLE) runRenderer();
else main();
