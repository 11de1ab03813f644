/**
 * What a one-step `agent-run` loads: through the built CLI, with a module
 * resolve hook that records every module the run imports. Start-up used to be dominated by
 * evaluating the MCP SDK's Client and its zod schemas before the first byte reached the child;
 * the run now loads neither. The schema gate's chunk (ajv) is still loaded: the gate still runs.
 * @needs-bundle cli
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runNode } from '../helpers/run-node.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
/** Class names that occur in any bundle of zod (the SDK's schemas) and of the SDK's Client. */
const ZOD_MARKERS = ['ZodError', '$ZodType'];
const SDK_CLIENT_MARKER = 'notifications/roots/list_changed';
/** A name that occurs in ajv's bundled runtime: the gate's chunk. */
const AJV_MARKER = 'ajv/dist/runtime';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-run-startup-'));
});

/** Runs the CLI with a resolve hook that appends each resolved URL to `log`; returns the loaded bundle files' text. */
async function loadedFiles(args: string[]): Promise<{ code: number | null; files: Map<string, string> }> {
  const log = join(dir, `loaded-${Math.random().toString(36).slice(2)}.txt`);
  const hooks = join(dir, 'hooks.mjs');
  await writeFile(hooks, `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`);
  const register = join(dir, 'register.mjs');
  await writeFile(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  const run = await runNode(['--import', pathToFileURL(register).href, CLI, ...args], { timeoutMs: 60_000 });
  const files = new Map<string, string>();
  const urls = (await readFile(log, 'utf8').catch(() => '')).split('\n').filter((url) => url.startsWith('file:'));
  for (const url of new Set(urls)) files.set(url, await readFile(new URL(url), 'utf8'));
  return { code: run.code, files };
}

test('a one-step run loads neither zod nor the SDK Client, and still loads the schema gate', async () => {
  const plan = join(dir, 'one-step.json');
  await writeFile(plan, JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'one step', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/' } }] }));
  const report = join(dir, 'one-step.report.json');
  const { code, files } = await loadedFiles(['agent-run', '--plan', plan, '--report', report, '--plasmate', 'fixtures/children/fake-plasmate.mjs']);
  expect(code).toBe(0);
  expect(JSON.parse(await readFile(report, 'utf8'))).toMatchObject({ status: 'succeeded', process_outcome: 'exited:0' });
  const bundle = [...files].filter(([url]) => url.includes('/dist/cli/'));
  expect(bundle.length).toBeGreaterThan(1);
  for (const [url, text] of bundle) {
    for (const marker of ZOD_MARKERS) expect({ url, loads: text.includes(marker) }).toEqual({ url, loads: false });
    expect({ url, loads: text.includes(SDK_CLIENT_MARKER) }).toEqual({ url, loads: false });
  }
  expect(bundle.some(([, text]) => text.includes(AJV_MARKER))).toBe(true);
});
