/**
 * The drift watch end to end, through the real reference engine and a loopback page server whose
 * page changes between runs as a redesign would: a healthy run fills the ledger; a button moved
 * into a new wrapper (same role and name, a new id) is "drifted" with the exact edit to its new id;
 * two look-alikes give candidates and no single edit; a page that is gone is "unreachable", not
 * "element not found"; and a ledger full of junk is read as the nothing it is.
 * @needs-bundle engine
 * @needs-child-process node
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';
import { DRIFT_LEDGER_SCHEMA } from '../../src/workflow/drift.js';

const BEFORE = '<main><h1>Shop</h1><button id="buy">Buy now</button></main>';
const MOVED = '<main><h1>Shop</h1><div class="new-wrapper"><section><button id="buy">Buy now</button></section></div></main>';
const TWO_ALIKE = '<main><h1>Shop</h1><div><button>Buy now</button></div><aside><button>Buy now</button></aside></main>';

let dir: string;
let server: http.Server;
let origin: string;
let body = BEFORE;
let up = true;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'watch-'));
  server = http.createServer((req, res) => {
    if (!up) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Shop</title>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const cli = (args: string[]) => runCliInProcess(args, { cwd: dir, timeoutMs: 90_000 });

/** The id the engine gives the page's "Buy now" buttons now, as inspect shows them. */
async function buyIds(): Promise<string[]> {
  const run = await cli(['inspect', `${origin}/shop`, '--json', '--engine', 'reference', '--allow-private-network']);
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout).rows as { element_id: string | null; role: string; name: string }[])
    .filter((r) => r.role === 'button' && r.name === 'Buy now').map((r) => r.element_id!);
}

async function writePlan(elementId: string): Promise<void> {
  await writeFile(join(dir, 'shop.json'), `${JSON.stringify({
    schema: 'plasmate.agent-workflow.v1', name: 'shop',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` }, expect: { json_pointer: '/title', equals: 'Shop' } },
      { id: 'buy', tool: 'click', arguments: { element_id: elementId } },
    ],
  }, null, 2)}\n`);
}

const watch = (...extra: string[]) => cli(['watch', '--ledger', 'ledger.json', '--engine', 'reference', '--allow-private-network', ...extra, 'shop.json']);

test('healthy, then drifted with the exact edit, then look-alikes with candidates, then unreachable', async () => {
  body = BEFORE;
  up = true;
  const [before] = await buyIds();
  await writePlan(before!);

  const healthy = await watch();
  expect(healthy.code).toBe(0);
  expect(healthy.stdout).toMatch(/^healthy +shop\.json +shop +[0-9a-f]{12}$/m);
  const ledger = JSON.parse(await readFile(join(dir, 'ledger.json'), 'utf8'));
  expect(ledger.schema).toBe(DRIFT_LEDGER_SCHEMA);
  expect(Object.values(ledger.plans)).toEqual([expect.objectContaining({ file: 'shop.json', targets: { buy: { element_id: before, role: 'button', name: 'Buy now' } } })]);

  body = MOVED;
  const [moved] = await buyIds();
  expect(moved).not.toBe(before);
  const drifted = await watch('--json');
  expect(drifted.code).toBe(1);
  const doc = JSON.parse(drifted.stdout);
  expect(doc).toMatchObject({ schema: 'plasmate.drift-watch.v1', total: 1, healthy: 0 });
  const [finding] = doc.plans[0].findings;
  expect(doc.plans[0].state).toBe('drifted');
  const lines = (await readFile(join(dir, 'shop.json'), 'utf8')).split('\n');
  const idLine = lines.findIndex((l) => l.includes(`"element_id": "${before}"`)) + 1;
  expect(finding).toMatchObject({ stepId: 'buy', failureClass: 'element_not_found', line: idLine, edit: { line: idLine, from: before, to: moved } });
  expect(finding.candidates).toEqual([{ element_id: moved, role: 'button', name: 'Buy now', rank: 1 }]);
  expect(drifted.stderr).toContain(`suggested edit: shop.json:${idLine}:${finding.edit.column} "element_id": ${JSON.stringify(before)} → ${JSON.stringify(moved)} (the button "Buy now" now on the page)`);
  // The column is where the old id's value starts in the file: the edit is exact.
  expect(lines[idLine - 1]!.slice(finding.edit.column - 1)).toMatch(new RegExp(`^"${before}"`));

  body = TWO_ALIKE;
  const alike = await watch();
  expect(alike.code).toBe(1);
  expect(alike.stderr).toMatch(/no single suggestion for the button "Buy now": candidates e_[0-9a-f]{12} \(button "Buy now"\), e_[0-9a-f]{12} \(button "Buy now"\)/);
  expect(alike.stderr).not.toContain('suggested edit');

  up = false;
  const gone = await watch();
  expect(gone.code).toBe(1);
  expect(gone.stdout).toMatch(/^unreachable +shop\.json/m);
  expect(gone.stderr).not.toContain('element_not_found');
  up = true;
}, 240_000);

test('a ledger of junk: read as empty, never trusted; the run says it has no healthy run to suggest from', async () => {
  body = BEFORE;
  up = true;
  await writePlan('e_000000000000');
  await writeFile(join(dir, 'ledger.json'), JSON.stringify({
    schema: DRIFT_LEDGER_SCHEMA,
    plans: { 'not-a-fingerprint': { file: 'x', healthy_at: 'x', targets: {} }, ['a'.repeat(64)]: { file: 'x', healthy_at: 'x', targets: { buy: { element_id: '<script>', role: 'button', name: 'x' } } } },
  }));
  const run = await watch();
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('no suggestion: no healthy run of this plan content is in the ledger');
  const rewritten = JSON.parse(await readFile(join(dir, 'ledger.json'), 'utf8'));
  expect(Object.keys(rewritten.plans)).toEqual(['a'.repeat(64)]);
  expect(rewritten.plans['a'.repeat(64)].targets).toEqual({});
}, 120_000);
