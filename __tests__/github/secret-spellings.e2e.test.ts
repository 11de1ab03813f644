/**
 * Secrets in every spelling, through the CLI (one case through its bundle) and
 * the action: a secret URL the reference engine refuses with a 4xx or 5xx (its error prints the
 * WHATWG-normalized URL: host
 * lowercased, `/` added, spaces and quotes percent-encoded), a secret URL that redirects, and a
 * tool error echoing a typed secret raw, percent-encoded, JSON-escaped, HTML-escaped and in base64.
 * No spelling may reach the CLI's stderr, stdout or Markdown, or the action's log lines, job
 * summary, check run, gate-summary.json, outputs or report files (the runner's own `::add-mask::`
 * commands excepted: they are how the runner learns what to mask). Loopback only.
 * @needs-bundle cli
 * @needs-child-process fake children
 */
import { chmod, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretSpellings } from '../../src/workflow/redaction.js';
import { runCliInProcess } from '../helpers/cli.js';
import { runNode } from '../helpers/run-node.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { labelFor, openPullRequest, planLabelFor, PR, runGate, useFakeGitHub } from './helpers/scenario.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');
const TYPED = `Pa ss"<&>'é/${Date.now().toString(36)}`;

let server: http.Server;
let port = 0;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'secret-spellings-'));
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/missing')) response.writeHead(404).end('gone');
    else if (path.startsWith('/broken')) response.writeHead(503).end('down');
    // A redirect to the secret URL itself with a `/` added (as servers redirect a directory), then a 503.
    else if (path.startsWith('/hop') && !path.endsWith('/')) response.writeHead(301, { location: `${path}/` }).end();
    else if (path.startsWith('/hop')) response.writeHead(503).end();
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Secret URLs spelled so that the engine's error prints them differently (uppercase host, no `/`, a space and quotes). */
const secretUrls = (): Record<string, string> => ({
  'a 404': `HTTP://LocalHost:${port}/missing/a b"c'd?q=1 2`,
  'a 503 with an empty path': `http://LOCALHOST:${port}`,
  'a redirect to a 503': `http://localhost:${port}/hop/x y"z`,
});

function planText(steps: unknown[]): string {
  return JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'secret spellings', steps }, null, 2);
}

function expectNoSpelling(text: string, value: string, where: string): void {
  const lines = text.split('\n').filter((line) => !line.startsWith('::add-mask::'));
  for (const spelling of secretSpellings(value)) {
    const hit = lines.find((line) => line.includes(spelling));
    if (hit !== undefined) throw new Error(`${where} shows the secret as ${JSON.stringify(spelling)}: ${hit}`);
  }
}

async function echoChild(): Promise<string> {
  const child = join(dir, 'spelling-plasmate.mjs');
  await writeFile(child, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], 'spelling-error', '-', '2'];\nawait import(${JSON.stringify(FAULT_CHILD)});\n`);
  await chmod(child, 0o755);
  return child;
}

/**
 * The CLI: the first secret URL through the built bundle (a real process's stdout, stderr and
 * files), the other spellings and the typed secret in-process through runCli (the same code without
 * a bundle start per case; the engine child is real in both).
 */
const THROUGH_THE_BUNDLE = 'a 404';

describe('the CLI', () => {
  test.each(Object.keys(secretUrls()))('open_page of a secret URL answering %s: no spelling on stderr, stdout or in the Markdown', async (name) => {
    const url = secretUrls()[name]!;
    // The engine's error really carries the normalized spelling, not the raw value.
    expect(secretSpellings(url)).toContain(new URL(url).href);
    const plan = join(dir, 'url.json');
    await writeFile(plan, planText([{ id: 'open', tool: 'open_page', arguments: { url: { $secret: 'SECRET_URL' } } }]));
    const markdown = join(dir, 'url.md');
    const args = ['agent-run', '--plan', plan, '--report', join(dir, 'url.report.json'), '--engine', 'reference', '--allow-private-network', '--secret', 'SECRET_URL', '--markdown', markdown];
    const options = { env: { PATH: process.env.PATH, SECRET_URL: url }, cwd: process.cwd(), timeoutMs: 60_000 };
    const run = name === THROUGH_THE_BUNDLE ? await runNode([CLI, ...args], options) : await runCliInProcess(args, options);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/tool_error_expectation step "open": .*HTTP error \d{3}: \*\*\*/);
    const shown = [run.stdout, run.stderr, await readFile(markdown, 'utf8'), await readFile(join(dir, 'url.report.json'), 'utf8')].join('\n');
    expectNoSpelling(shown, url, 'the CLI');
    expect(shown).not.toContain('SECRET_URL');
  }, 60_000);

  test('a tool error echoing a typed secret in each spelling: none on stderr or in the Markdown', async () => {
    const plan = join(dir, 'typed.json');
    await writeFile(plan, planText([
      { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
      { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'TYPED_SECRET' } } },
    ]));
    const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, 'typed.report.json'), '--plasmate', await echoChild(),
      '--secret', 'TYPED_SECRET', '--confirm-step', 'type', '--markdown', '-'], { env: { PATH: process.env.PATH, TYPED_SECRET: TYPED }, cwd: process.cwd() });
    expect(run.code).toBe(1);
    // Six spellings echoed, six redacted.
    expect(run.stderr).toContain('cannot type *** ; *** ; *** ; *** ; *** ; ***');
    expectNoSpelling(run.stdout + run.stderr, TYPED, 'the CLI');
  }, 30_000);
});

describe('the action', () => {
  let gh: FakeGitHub;
  useFakeGitHub((started) => (gh = started));

  async function everythingShown(run: Awaited<ReturnType<typeof runGate>>): Promise<string> {
    const reports = join(run.dir, 'reports');
    const files = await Promise.all((await readdir(reports)).map((f) => readFile(join(reports, f), 'utf8')));
    return [run.stdout, run.stderr, run.summary, JSON.stringify(gh.requests), JSON.stringify(run.outputs), ...files].join('\n');
  }

  test('a secret URL answering 404 and a tool error echoing a typed secret: no spelling in the log, summary, check run, gate-summary, outputs; every spelling masked', async () => {
    const url = secretUrls()['a 404']!;
    const plan = Buffer.from(planText([
      { id: 'open', tool: 'open_page', arguments: { url: { $secret: 'SECRET_URL' } } },
    ]));
    openPullRequest(gh, { 'plans/url.json': plan });
    gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
    const run = await runGate(gh, {
      inputs: { mode: 'execute', engine: 'reference', 'allow-private-network': 'true', secrets: 'SECRET_URL' },
      env: { SECRET_URL: url },
    });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '1', 'failed-executions': '1' });
    expect(run.stdout).toMatch(/why: plans\/url\.json:\d+:\d+ tool_error_expectation step "open": .*HTTP error 404: \*\*\*/);
    expect(JSON.stringify(run.gate.plans[0]!.why)).toContain('HTTP error 404: ***');
    const shown = await everythingShown(run);
    expectNoSpelling(shown, url, 'the action');
    // The runner is told to mask each spelling, the normalized URL included.
    // (Workflow commands escape `%`, CR and LF in their data; the runner decodes them.)
    const masked = run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'))
      .map((line) => line.slice('::add-mask::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'));
    expect(masked).toEqual(expect.arrayContaining(secretSpellings(url)));
    expect(masked).toContain(new URL(url).href);
  }, 90_000);

  test('a tool error echoing a typed secret in each spelling', async () => {
    const plan = Buffer.from(planText([
      { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
      { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'TYPED_SECRET' } } },
    ]));
    openPullRequest(gh, { 'plans/typed.json': plan });
    gh.applyLabel(PR, labelFor(plan, 'type'), { login: 'maint' });
    gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
    const run = await runGate(gh, {
      inputs: { mode: 'execute', engine: 'plasmate', 'plasmate-path': await echoChild(), secrets: 'TYPED_SECRET' },
      env: { TYPED_SECRET: TYPED },
    });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', 'failed-executions': '1' });
    expect(gh.checkRuns[0]!.output.summary).toContain('cannot type *** ; *** ; *** ; *** ; *** ; ***');
    expectNoSpelling(await everythingShown(run), TYPED, 'the action');
  }, 60_000);
});
