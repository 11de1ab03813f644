/**
 * A hostile element name through the CLI and the reference engine: a page names its button so
 * that, in a test run's table, the name ends its cell and adds a link ("Approved by maintainer —
 * confirm here") and an image. `inspect --json` shows the row (the element id and the name as
 * the engine reports it), a test run of a plan that clicks it records that name as the stubbed
 * action's target, and the Markdown, rendered by a real GFM renderer, has it as exactly one cell.
 * @needs-bundle engine
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { runCliInProcess } from '../helpers/cli.js';

/** The button's accessible name: the attack. */
const NAME = 'Pay | [Approved by maintainer — confirm here](https://evil.example/ok) | ![i](https://evil.example/i.png) `x` <img src=x> [a] \u202eevil\u202c';
const BUTTON_HTML = NAME.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const PAGE = `<!doctype html><html><head><title>pay</title></head><body><main><button id="pay" onclick="1">${BUTTON_HTML}</button></main></body></html>`;

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * The CLI in-process (helpers/cli.ts), the reference engine a real child of it: the subject is
 * what the engine reports and how the table renders it, not the bundle's start-up (the CLI's
 * bundle runs in cli/help.e2e and the other bundle tests).
 */
test('the inspected name is one inert cell of the test run\'s table, through the CLI', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'hostile-name-'));
  const inspect = await runCliInProcess(['inspect', `${origin}/`, '--engine', 'reference', '--allow-private-network', '--json'], { timeoutMs: 30_000 });
  expect(inspect.code).toBe(0);
  const rows = (JSON.parse(inspect.stdout) as { rows: { element_id: string | null; role: string; name: string; html_id: string | null }[] }).rows;
  const button = rows.find((r) => r.html_id === 'pay')!;
  expect(button.name).toContain('[Approved by maintainer — confirm here](https://evil.example/ok)');
  const plan = join(dir, 'pay.json');
  await writeFile(plan, JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'pay',
    steps: [{ id: 'open', tool: 'open_page', arguments: { url: `${origin}/` } }, { id: 'press', tool: 'click', arguments: { element_id: button.element_id } }],
  }));
  const markdownFile = join(dir, 'pay.md');
  const run = await runCliInProcess(['agent-run', '--test-mode', '--plan', plan, '--report', join(dir, 'pay.test-run.json'), '--markdown', markdownFile,
    '--engine', 'reference', '--allow-private-network'], { timeoutMs: 30_000 });
  expect(run.code).toBe(0);
  const html = micromark(await readFile(markdownFile, 'utf8'), { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
  const doc = new JSDOM(html).window.document;
  expect(doc.querySelectorAll('a, img')).toHaveLength(0);
  const stubbed = [...doc.querySelectorAll('table')].find((t) => t.querySelector('th')?.textContent === 'step')!;
  const cells = [...stubbed.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
  // The whole name, as written, in one cell; the bidi controls shown as U+FFFD.
  const shownName = NAME.replace(/[\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
  expect(cells).toEqual([['press', 'click', 'changes the page', `${button.role} ${shownName}`, `{"element_id":"${button.element_id}"}`]]);
});
