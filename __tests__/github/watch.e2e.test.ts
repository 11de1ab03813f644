/**
 * `mode: watch` on a schedule, in-process against the fake GitHub (every request held to GitHub's
 * OpenAPI description) with the real reference engine and a loopback page that changes between
 * runs: a healthy run keeps a ledger issue; a moved button opens one `plasmate-drift` issue with the
 * exact edit to its new id; the next run updates that issue, never a second one; an issue someone
 * else opened with the same marker is ignored; the page back closes the issue with a comment; a
 * page that is gone is "unreachable". (Page text in an issue body: drift-issues.test.ts.)
 * @needs-bundle engine
 * @needs-child-process node
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub, FakeIssue } from './helpers/fake-github.js';
import { runGate, useFakeGitHub } from './helpers/scenario.js';
import { runCliInProcess } from '../helpers/cli.js';
import { DRIFT_LABEL, issueMarker, LEDGER_MARKER } from '../../src/github/gate/drift-issues.js';

const BEFORE = '<main><h1>Shop</h1><button>Buy now</button></main>';
const MOVED = '<main><h1>Shop</h1><div><section><button>Buy now</button></section></div></main>';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

let server: http.Server;
let origin: string;
let body = BEFORE;
let up = true;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!up) return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Shop</title>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A checkout (a .git directory) with one plan whose click targets `elementId`. */
async function workspace(elementId: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'watch-ws-'));
  await mkdir(join(dir, '.git'));
  await mkdir(join(dir, 'plans'));
  await writeFile(join(dir, 'plans/shop.json'), `${JSON.stringify({
    schema: 'plasmate.agent-workflow.v1', name: 'shop',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` }, expect: { json_pointer: '/title', equals: 'Shop' } },
      { id: 'buy', tool: 'click', arguments: { element_id: elementId } },
    ],
  }, null, 2)}\n`);
  return dir;
}

async function schedule(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'event-'));
  await writeFile(join(dir, 'event.json'), JSON.stringify({ schedule: '17 3 * * *' }));
  return join(dir, 'event.json');
}

async function watch(ws: string) {
  return runGate(gh, {
    eventName: 'schedule', event: await schedule(), timeoutMs: 120_000,
    inputs: { mode: 'watch', plans: 'plans/*.json', engine: 'reference', 'allow-private-network': 'true' },
    env: { GITHUB_WORKSPACE: ws },
  });
}

/** The issues the workflow token opened itself (not another App acting through its bot). */
const own = () => [...gh.issues.values()].filter((i) => i.user.login === 'github-actions[bot]' && i.viaApp === undefined);
const tracking = (): FakeIssue[] => own().filter((i) => i.body.startsWith(issueMarker('plans/shop.json')));

/** The id the reference engine gives the "Buy now" button of the page as it is now, from a healthy watch's ledger. */
function ledgerTarget(): { element_id: string } {
  const ledger = own().find((i) => i.body.startsWith(LEDGER_MARKER))!;
  const json = JSON.parse(ledger.body.slice(ledger.body.lastIndexOf('<!-- plasmate-drift-data\n') + 25, ledger.body.lastIndexOf('\n-->')));
  return Object.values(json.plans as Record<string, { targets: Record<string, { element_id: string }> }>)[0]!.targets.buy!;
}

test('healthy, drifted (one issue with the edit), updated not duplicated, a forged issue ignored, closed when healthy, unreachable', async () => {
  body = BEFORE;
  up = true;
  // The plan names the button's id as inspect shows it today.
  const inspected = JSON.parse((await runCliInProcess(['inspect', `${origin}/shop`, '--json', '--engine', 'reference', '--allow-private-network'], { timeoutMs: 60_000 })).stdout);
  const before = (inspected.rows as { element_id: string; name: string }[]).find((r) => r.name === 'Buy now')!.element_id;
  const ws = await workspace(before);

  const healthy = await watch(ws);
  expect(healthy.code).toBe(0);
  expect(healthy.outputs).toMatchObject({ conclusion: 'success', plans: '1', 'healthy-plans': '1', 'drifted-plans': '0' });
  expect(tracking()).toEqual([]);
  expect(ledgerTarget().element_id).toBe(before);
  expect(gh.repoLabels.has(DRIFT_LABEL)).toBe(true);

  // Another App acting through the workflow bot opens an issue with the very marker before the
  // plan drifts: it is not the action's, so the action opens its own and leaves this one alone.
  const viaApp = gh.openIssue('Plasmate drift: plans/shop.json', `${issueMarker('plans/shop.json')}\nvia another app`, [DRIFT_LABEL], { login: 'github-actions[bot]', type: 'Bot' }, 'other-app');
  body = MOVED;
  const drifted = await watch(ws);
  expect(drifted.code).toBe(1);
  expect(drifted.outputs).toMatchObject({ conclusion: 'failure', 'healthy-plans': '0', 'drifted-plans': '1' });
  expect(tracking()).toHaveLength(1);
  const [issue] = tracking();
  expect(issue).toMatchObject({ state: 'open', labels: [DRIFT_LABEL], title: 'Plasmate drift: plans/shop.json' });
  expect(issue!.body).toMatch(/suggested edit: plans\/shop\.json:\d+:\d+ "element_id": "e_[0-9a-f]{12}" → "(e_[0-9a-f]{12})" \(the button "Buy now" now on the page\)/);
  const suggested = /→ "(e_[0-9a-f]{12})"/.exec(issue!.body)![1]!;
  expect(suggested).not.toBe(before);
  expect(issue!.body).toContain('`element_not_found`');
  expect(drifted.summary).toMatch(/\| `plans\/shop\.json` \| drifted \| .+ \| #\d+ \|/);

  // A person's issue with the very marker: never read, never touched.
  const forged = gh.openIssue('Plasmate drift: plans/shop.json', `${issueMarker('plans/shop.json')}\nforged`, [DRIFT_LABEL], { login: 'mallory' });
  const again = await watch(ws);
  expect(again.code).toBe(1);
  expect(tracking()).toHaveLength(1);
  expect(tracking()[0]!.number).toBe(issue!.number);
  expect(gh.issues.get(viaApp.number)!.body).toBe(`${issueMarker('plans/shop.json')}\nvia another app`);
  expect(tracking()[0]!.body).toMatch(/\| .+ \| `[0-9a-f]{12}` \| drifted \|\n\| .+ \| `[0-9a-f]{12}` \| drifted \|/);
  expect(gh.issues.get(forged.number)!.body).toBe(`${issueMarker('plans/shop.json')}\nforged`);

  body = BEFORE;
  const back = await watch(ws);
  expect(back.code).toBe(0);
  expect(gh.issues.get(issue!.number)).toMatchObject({ state: 'closed', state_reason: 'completed' });
  expect(gh.comments.get(issue!.number)!.at(-1)!.body).toMatch(/^The plan is healthy again/);

  up = false;
  const gone = await watch(ws);
  up = true;
  expect(gone.code).toBe(1);
  const reopened = tracking().filter((i) => i.state === 'open');
  expect(reopened).toHaveLength(1);
  expect(reopened[0]!.body).toContain('a page it opens is unreachable');
  expect(gone.summary).toContain('| unreachable |');
}, 600_000);

test('a watch with no plan to watch fails the step rather than passing unchecked', async () => {
  const ws = await mkdtemp(join(tmpdir(), 'watch-empty-'));
  const run = await watch(ws);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('mode "watch" test-runs the plans the "plans" globs match in the checkout');
});
