/**
 * `plasmate-action inspect URL` with real children: the bundled reference engine against loopback
 * page servers (ids equal to the engine's own compiler's for that origin), `--json`, hostile page
 * text printed inert, the loopback refusal and its hint, usage errors, a named Plasmate binary,
 * cancellation, and no survivor of the child's process group on any path. The CLI runs in-process
 * (runCliInProcess: its children are then this worker's own, watched in /proc); only the SIGTERM
 * test runs the built bundle, because a signal to a real CLI process is its subject.
 * @needs-bundle cli
 * @needs-child-process fake children
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';
import { shopElementId, startShop } from '../helpers/shop.js';
import { FAULT_CHILD, loggedPids, readLog, survivors } from '../workflow/helpers.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const FAKE_PLASMATE = join(process.cwd(), 'fixtures/children/fake-plasmate.mjs');
/** What a terminal acts on: C0 controls other than the newline between lines, DEL, C1, bidi controls. */
const TERMINAL_ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inspect-'));
});

interface TrackedRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Every direct child the CLI had while it ran (the supervised child leads its own group). */
  children: number[];
}

/**
 * The direct children of `parent` (its main thread's, where Node spawns). The kernel lists them in
 * one file; scanning all of /proc instead, every CHILD_WATCH_MS, cost more CPU than the runs it watched.
 */
function directChildren(parent: number): number[] {
  try {
    return readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').split(' ').filter((p) => p !== '').map(Number);
  } catch {
    return scanForChildren(parent);
  }
}

/** The same from every /proc/<pid>/stat, for a kernel without the children file (CONFIG_PROC_CHILDREN). */
function scanForChildren(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** How often /proc is scanned for the CLI's children while it runs. */
const CHILD_WATCH_MS = 10;

/**
 * Runs the CLI in-process and watches /proc for this worker's direct children while it runs (the
 * CLI's supervised children; tests here run one at a time), so the test can check their groups afterwards.
 */
async function runCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<TrackedRun> {
  const children = new Set<number>();
  const watch = setInterval(() => {
    for (const pid of directChildren(process.pid)) children.add(pid);
  }, CHILD_WATCH_MS);
  try {
    return { ...(await runCliInProcess(args, { env })), children: [...children] };
  } finally {
    clearInterval(watch);
  }
}

/** Runs the built CLI and watches /proc for its children while it runs, so the test can check their groups afterwards. */
function runBundle(args: string[], options: { onStart?: (pid: number) => void; timeoutMs?: number } = {}): Promise<TrackedRun> {
  return new Promise((resolve, reject) => {
    const cli = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const children = new Set<number>();
    cli.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    cli.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const watch = setInterval(() => {
      for (const pid of directChildren(cli.pid!)) children.add(pid);
    }, CHILD_WATCH_MS);
    const timer = setTimeout(() => cli.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    options.onStart?.(cli.pid!);
    cli.on('error', reject);
    cli.on('close', (code) => {
      clearInterval(watch);
      clearTimeout(timer);
      resolve({ code, stdout, stderr, children: [...children] });
    });
  });
}

/** The group of every child the CLI had is empty afterwards (and there was a child to check). */
async function expectNoSurvivor(run: TrackedRun): Promise<void> {
  expect(run.children.length).toBeGreaterThan(0);
  for (const pid of run.children) expect(await survivors([pid], pid)).toEqual([]);
}

/** A loopback server that serves `html` on every path and records the paths asked for. */
async function servePage(html: string): Promise<{ origin: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The table's data rows, split into their first five whitespace-free cells and the name. */
function tableRows(stdout: string): { element: string; role: string; htmlId: string; actions: string; region: string; rest: string }[] {
  const lines = stdout.split('\n');
  const header = lines.findIndex((l) => l.startsWith('ELEMENT'));
  expect(header).toBe(3);
  return lines.slice(header + 1).filter((l) => l !== '').map((line) => {
    const m = /^\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+ \(\S+\))\s+(.*)$/.exec(line);
    if (m === null) throw new Error(`not a table row: ${JSON.stringify(line)}`);
    return { element: m[1]!, role: m[2]!, htmlId: m[3]!, actions: m[4]!, region: m[5]!, rest: m[6]! };
  });
}

test('on the reference engine: every element with the ids a plan for this origin must use; one page load; no survivor', async () => {
  const shop = await startShop();
  try {
    const run = await runCli(['inspect', `${shop.origin}/shop`, '--engine', 'reference', '--allow-private-network']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`page   ${shop.origin}/shop  "Test-mode shop"`);
    expect(lines[1]).toBe(`origin ${shop.origin} — element ids are bound to it: the same page on another scheme, host or port has other ids`);
    const rows = tableRows(run.stdout);
    const byHtmlId = (id: string) => rows.find((r) => r.htmlId === id)!;
    expect(byHtmlId('email')).toMatchObject({ element: shopElementId(shop.origin, 'email'), role: 'text_input', actions: 'type,clear', region: 'r_form (form)', rest: '"Email address"' });
    expect(byHtmlId('buy')).toMatchObject({ element: shopElementId(shop.origin, 'buy'), role: 'button', actions: 'click', rest: '"Buy now"' });
    expect(byHtmlId('next')).toMatchObject({ element: shopElementId(shop.origin, 'next'), role: 'link', rest: '"Next page"' });
    // The page on another port is another origin: its ids are all different.
    const elsewhere = `http://127.0.0.1:${Number(new URL(shop.origin).port) + 1}`;
    for (const id of ['email', 'buy', 'next'] as const) expect(shopElementId(elsewhere, id)).not.toBe(byHtmlId(id).element);
    // open_page loaded the page once; close_page loads nothing.
    expect(shop.requests).toEqual(['GET /shop']);
    await expectNoSurvivor(run);
  } finally {
    await shop.close();
  }
}, 60_000);

test('page text with terminal escapes, newlines and `|` is printed inert: no escape, no extra line, no forged cell; --json gives the same rows as data', async () => {
  const ESC = '\u001b';
  const hostileLabel = `Pay${ESC}[2J${ESC}]0;owned\u0007 now\nline two | e_forged  button  x  click  \u009b31m\u202eevil`;
  const page = await servePage(`<!DOCTYPE html><html><head><title>Shop${ESC}[31m red\ntitle</title></head><body><main>
<button id="pay" aria-label="${hostileLabel}">x</button>
<a href="/n" id="a b|c">Next${ESC}[1A up | e_fake</a>
<p>Plain | text ${ESC}[0m</p>
</main></body></html>`);
  try {
    const run = await runCli(['inspect', `${page.origin}/`, '--engine', 'reference', '--allow-private-network']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(TERMINAL_ACTIVE);
    const json = await runCli(['inspect', `${page.origin}/`, '--engine', 'reference', '--allow-private-network', '--json']);
    expect(json.stdout).not.toMatch(TERMINAL_ACTIVE);
    const model = JSON.parse(json.stdout);
    // --json: the same rows as data, with the page and its origin (and the same inert text).
    expect(Object.keys(model)).toEqual(['schema', 'url', 'title', 'origin', 'truncated', 'rows']);
    expect(model.schema).toBe('plasmate.agent-workflow-inspect.v1');
    expect(model).toMatchObject({ url: `${page.origin}/`, title: 'Shop?[31m red title', origin: page.origin, truncated: false });
    for (const row of model.rows) {
      expect(Object.keys(row)).toEqual(['region_id', 'region_role', 'element_id', 'role', 'name', 'html_id', 'actions', 'depth']);
    }
    // One table line per row, whatever newlines the page's text had.
    const rows = tableRows(run.stdout);
    expect(rows).toHaveLength(model.rows.length);
    const pay = rows.find((r) => r.htmlId === 'pay')!;
    expect(pay).toMatchObject({ role: 'button', actions: 'click', region: 'r_main (main)' });
    // The table's row and the JSON row are the same element (the --json test of the shop page was merged here: one engine child fewer).
    expect(model.rows.find((r: { html_id: string | null }) => r.html_id === 'pay')).toEqual({
      region_id: 'r_main', region_role: 'main', element_id: pay.element, role: 'button',
      name: 'Pay?[2J?]0;owned? now line two | e_forged button x click ?31m?evil', html_id: 'pay', actions: ['click'], depth: 0,
    });
    expect(model.rows.map((r: { element_id: string }) => r.element_id)).toEqual(rows.map((r) => r.element));
    // The escapes reached the page model (their `?` stands where ESC was) and the forged cells stay inside the name.
    expect(pay.rest).toBe('"Pay?[2J?]0;owned? now line two | e_forged button x click ?31m?evil"');
    const link = rows.find((r) => r.role === 'link')!;
    expect(link.htmlId).toBe('a?b|c');
    expect(link.rest).toContain('?[1A up | e_fake');
    expect(rows.filter((r) => r.element.includes('forged') || r.element.includes('fake'))).toEqual([]);
    expect(run.stdout.split('\n')[0]).toBe(`page   ${page.origin}/  "Shop?[31m red title"`);
  } finally {
    await page.close();
  }
}, 60_000);

test('a loopback page without --allow-private-network: exit 1, the child\'s refusal, the hint; no request reached the server', async () => {
  const shop = await startShop();
  try {
    const run = await runCli(['inspect', `${shop.origin}/shop`, '--engine', 'reference']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `error: open_page failed (child exited:0): Failed to fetch ${shop.origin}/shop: Outbound URL blocked: address 127.0.0.1 is not globally routable\n` +
      'hint: the child refuses loopback and private addresses unless the operator opts in; for a page on this machine or your network, add --allow-private-network (link-local and cloud metadata addresses stay refused)\n',
    );
    expect(shop.requests).toEqual([]);
    await expectNoSurvivor(run);
  } finally {
    await shop.close();
  }
}, 60_000);

test('a page that cannot be fetched for another reason: exit 1 and the child\'s error, without the hint', async () => {
  // A port nobody listens on: the connection is refused on loopback, with the opt-in given.
  const gone = await servePage('');
  const url = `${gone.origin}/missing`;
  await gone.close();
  const run = await runCli(['inspect', url, '--engine', 'reference', '--allow-private-network']);
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(/^error: open_page failed \(child exited:0\): Failed to fetch /);
  expect(run.stderr).not.toContain('hint:');
  await expectNoSurvivor(run);
}, 60_000);

test.each([
  [[], /inspect takes exactly one URL \(got 0\)/],
  [['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'], /inspect takes exactly one URL \(got 2\)/],
  [['http://127.0.0.1:1/', '--engine', 'chrome'], /--engine must be auto, plasmate or reference/],
  [['http://127.0.0.1:1/', '--frobnicate'], /unknown option --frobnicate/],
  [[`http://127.0.0.1:1/${'a'.repeat(40_000)}`], /the URL is not one a plan's open_page accepts: inspect:/],
])('usage error %#: exit 2, the usage, nothing spawned', async (args, message) => {
  // A `plasmate` on PATH that logs its start: the child --engine auto would pick, so a spawn shows in its log.
  const bin = await mkdtemp(join(dir, 'bin-'));
  const log = join(bin, 'plasmate.log');
  await rename(await standIn('happy', log), join(bin, 'plasmate'));
  const run = await runCli(['inspect', ...(args as string[])], { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` });
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(message as RegExp);
  expect(run.stderr).toContain('plasmate-action inspect URL [options]');
  expect(run.stdout).toBe('');
  expect(run.children).toEqual([]);
  expect(readLog(log)).toEqual([]);
  expect(run.stderr.length).toBeLessThan(5_000);
});

test('--engine auto picks a `plasmate` on PATH (the sentinel the usage errors rely on)', async () => {
  const bin = await mkdtemp(join(dir, 'bin-'));
  const log = join(bin, 'plasmate.log');
  await rename(await standIn('happy', log), join(bin, 'plasmate'));
  const run = await runCli(['inspect', 'http://127.0.0.1:1/x'], { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` });
  expect(run.code).toBe(0);
  expect(readLog(log).filter((e) => e.event === 'start')).toHaveLength(1);
  await expectNoSurvivor(run);
}, 30_000);

test('--plasmate PATH: that binary is the child, invoked as `<path> mcp --transport stdio`', async () => {
  const run = await runCli(['inspect', 'http://127.0.0.1:1/x', '--plasmate', FAKE_PLASMATE]);
  expect(run.code).toBe(0);
  // The stand-in's answer: its own title, and a page model without regions.
  expect(run.stdout).toContain('page   http://127.0.0.1:1/x  "Title of http://127.0.0.1:1/x"');
  expect(run.stdout).toContain('(the page model has no regions)');
  await expectNoSurvivor(run);
}, 30_000);

/** A Plasmate stand-in (run as `<path> mcp --transport stdio`): the fault child in `mode`, logging to `log`. */
async function standIn(mode: string, log: string): Promise<string> {
  const stand = join(dir, `${mode}-plasmate.mjs`);
  await writeFile(stand, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], ${JSON.stringify(mode)}, ${JSON.stringify(log)}];\nawait import(${JSON.stringify(FAULT_CHILD)});\n`);
  await chmod(stand, 0o755);
  return stand;
}

test('a page model over the default response bound: exit 1, the class and what a plan would need; the group gone', async () => {
  const log = join(dir, 'oversized.log');
  const run = await runCli(['inspect', 'http://127.0.0.1:1/', '--plasmate', await standIn('oversized', log)]);
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^error: the page could not be opened: oversized_response \(child [a-z_:0-9]+\)\n/);
  expect(run.stderr).toContain("hint: the page model is larger than a plan's default limits.response_bytes (524288 bytes)");
  const pids = loggedPids(log);
  expect(await survivors(pids, pids[0]!)).toEqual([]);
}, 30_000);

test('SIGTERM while the child hangs in open_page: exit 143 at once, the child and its descendant gone', async () => {
  // The stand-in starts a descendant on its first tool call and never answers; it logs both pids.
  const log = join(dir, 'hang.log');
  const stand = await standIn('descendant', log);
  let cliPid = 0;
  const running = runBundle(['inspect', 'http://127.0.0.1:1/', '--plasmate', stand], { onStart: (pid) => (cliPid = pid) });
  for (let i = 0; i < 200 && !readLog(log).some((e) => e.event === 'descendant'); i++) await new Promise((r) => setTimeout(r, 25));
  const started = Date.now();
  process.kill(cliPid, 'SIGTERM');
  const run = await running;
  expect(Date.now() - started).toBeLessThan(5_000);
  // 128 + SIGTERM's number, as a shell reports a command a signal ended.
  expect(run.code).toBe(143);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^error: cancelled; the page was not inspected \(child (timed_out|signaled:9)\)\n$/);
  const pids = loggedPids(log);
  expect(pids).toHaveLength(2);
  expect(await survivors(pids, pids[0]!)).toEqual([]);
  expect(await readFile(log, 'utf8')).toContain('"tool":"open_page"');
}, 30_000);
