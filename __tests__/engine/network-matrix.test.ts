/**
 * @needs-bundle engine
 * @needs-child-process unshare (a loopback-only network namespace), node
 */
// Every network API a page has × every rewrite of its window's `_` internals (each set to
// undefined, and to a stub dispatcher): no connection the outbound policy refuses. The built
// engine runs, with the private-network opt-in on (link-local stays refused), inside a network
// namespace that holds only loopback, where 169.254.169.254 (the cloud metadata address) is an
// address of `lo` with a listener on it (helpers/network-matrix.mjs): a connection there is a
// refused connection that happened, and no packet can leave the namespace.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ENGINE, requireBuiltEngine } from './helpers/engine-process.js';

const HELPER = fileURLToPath(new URL('./helpers/network-matrix.mjs', import.meta.url));
const IN_NAMESPACE = 'ip link set lo up && ip addr add 169.254.169.254/32 dev lo && exec "$0" "$@"';

interface MatrixRun {
  names: string[];
  pages: number;
  cases: number;
  refusedOpens: string[];
  engineEnds: number;
  connections: Array<{ first: string }>;
  control: number;
}

test('no page reaches a link-local listener through any API, whatever it does to its window internals', () => {
  requireBuiltEngine();
  const output = execFileSync('unshare', ['-rn', 'sh', '-c', IN_NAMESPACE, process.execPath, HELPER, ENGINE], { encoding: 'utf8', timeout: 280_000, maxBuffer: 16 * 1024 * 1024 });
  const run = JSON.parse(output.trim().split('\n').pop() ?? '{}') as MatrixRun;
  // The matrix ran: the window has internals to rewrite, most cases opened (a page that unsets its
  // own `_document` or `_globalObject` breaks its own load: a tool error, its renderer ended), and
  // the listener records.
  expect(run.names).toEqual(expect.arrayContaining(['_dispatcher', '_origin', '_document']));
  if (run.pages <= run.cases / 2) throw new Error(`only ${run.pages} of ${run.cases} attack pages opened: ${run.refusedOpens.join(' | ')}`);
  expect(run.control).toBe(1);
  expect(run.connections).toEqual([]);
  expect(run.engineEnds).toBe(0);
}, 300_000);
