/**
 * Markdown on stdout through the built CLI: `--markdown -` prints only Markdown on stdout (the plain
 * lines go to stderr) for check, agent-run (dry-run and --test-mode) and never writes a file
 * named "-"; an unreadable plan counts in the Markdown; a plan with steps awaiting approval never
 * shows ✅.
 * @needs-child-process fake children
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';
import { startShop } from '../helpers/shop-server.js';

const RELAY_PLASMATE = join(process.cwd(), 'fixtures/children/relay-plasmate.mjs');
const NAVIGATE = join(process.cwd(), 'fixtures/plans/navigate.json');
const cli = (args: string[], cwd: string, timeoutMs = 20_000) => runCliInProcess([...args], { cwd, timeoutMs });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'markdown-stdout-'));
  await writeFile(join(dir, 'read-only.json'), JSON.stringify({
    schema: 'plasmate.agent-workflow.v1', name: 'read only', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:8080/' } }],
  }));
  await writeFile(join(dir, 'navigate.json'), await (await import('node:fs/promises')).readFile(NAVIGATE));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Stdout is one Markdown document: it starts with the heading and holds none of the plain status lines. */
function onlyMarkdown(stdout: string): void {
  expect(stdout).toMatch(/^## /);
  expect(stdout).not.toMatch(/^(ok|invalid) {2,}/m);
  expect(stdout).not.toMatch(/plans valid|report written to|record written to/);
}

test('check --markdown -: Markdown on stdout, the plain lines on stderr', async () => {
  const run = await cli(['check', '--markdown', '-', 'read-only.json', 'navigate.json'], dir);
  expect(run.code).toBe(0);
  onlyMarkdown(run.stdout);
  expect(run.stderr).toMatch(/^ok +read-only\.json +read only /m);
  expect(run.stderr).toContain('2 of 2 plans valid');
  expect(await readdir(dir)).not.toContain('-');
});

test('check: an unreadable plan is counted in the Markdown as invalid, with its problem', async () => {
  const run = await cli(['check', '--markdown', '-', 'read-only.json', 'missing.json'], dir);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('2 plans checked: 1 validated, 1 invalid.');
  expect(run.stdout).toContain('### ❌ `missing.json`');
  expect(run.stdout).toContain('`plan.file.unreadable` cannot read the plan file (ENOENT)');
});

test('check: a plan whose steps need approval shows ⏸️ needs approval, never ✅', async () => {
  const run = await cli(['check', '--markdown', '-', 'navigate.json'], dir);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('1 plan checked: 1 needs approval.');
  expect(run.stdout).toContain('### ⏸️ `navigate.json`');
  expect(run.stdout).toContain('status **needs approval**');
  expect(run.stdout).not.toContain('✅');
});

test('agent-run --dry-run --markdown -: Markdown on stdout, no file named "-"', async () => {
  const run = await cli(['agent-run', '--dry-run', '--plan', 'read-only.json', '--report', 'r.json', '--markdown', '-'], dir);
  expect(run.code).toBe(0);
  onlyMarkdown(run.stdout);
  expect(run.stderr).toMatch(/^read-only\.json: validated read only \([0-9a-f]{12}\), 1 step; report written to r\.json$/m);
  expect(await readdir(dir)).not.toContain('-');
});

test('agent-run --markdown - with an unreadable plan: the Markdown says so on stdout', async () => {
  const run = await cli(['agent-run', '--dry-run', '--plan', 'missing.json', '--report', 'r2.json', '--markdown', '-'], dir);
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('1 plan checked: 1 invalid.');
  expect(run.stdout).toContain('`plan.file.unreadable`');
  expect(await readdir(dir)).not.toContain('-');
});

test('agent-run --test-mode --markdown -: the test-run Markdown alone on stdout', async () => {
  const server = await startShop();
  try {
    const plan = join(dir, 'shop.json');
    await writeFile(plan, JSON.stringify({
      schema: 'plasmate.agent-workflow.v1', name: 'shop', steps: [
        { id: 'open', tool: 'open_page', arguments: { url: `${server.origin}/shop` } },
        { id: 'buy', tool: 'click', arguments: { element_id: 'e_buy' } },
      ],
    }));
    const run = await cli(['agent-run', '--test-mode', '--plan', 'shop.json', '--report', 't.json', '--markdown', '-',
      '--plasmate', RELAY_PLASMATE, '--allow-private-network'], dir, 30_000);
    expect(run.stdout).toContain('Stubbed actions');
    expect(run.stdout).not.toMatch(/test run (passed|failed)|record written to/);
    expect(run.stderr).toMatch(/shop\.json: test run (passed|failed) shop \([0-9a-f]{12}\).*record written to t\.json/);
    expect(await readdir(dir)).not.toContain('-');
  } finally {
    await server.close();
  }
});
