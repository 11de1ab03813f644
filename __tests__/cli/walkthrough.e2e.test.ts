/**
 * The README's "From a URL to a working plan", run as written: every `sh` block through bash with
 * `plasmate-action` being the built CLI, against a loopback server serving the walkthrough's page.
 * The README is written for `http://127.0.0.1:8080`; the server listens on a random port, so the
 * test substitutes the origin and — because ids are bound to the origin — each id the README shows
 * for the id the engine's own compiler gives at the real origin. Shown output must match exactly.
 * @needs-child-process bash
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import { walkElements } from '../../src/engine/som/types.js';
import { SHOP_HTML, startShop } from '../helpers/shop.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const README_ORIGIN = 'http://127.0.0.1:8080';
const SECTION = '## From a URL to a working plan';

interface Block {
  lang: string;
  text: string;
}

/** The walkthrough's fenced blocks in order, each dedented by its fence's indentation. */
async function walkthroughBlocks(): Promise<Block[]> {
  const readme = await readFile('README.md', 'utf8');
  const start = readme.indexOf(SECTION);
  expect(start).toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + SECTION.length);
  const section = readme.slice(start, end);
  const blocks: Block[] = [];
  for (const m of section.matchAll(/^( *)```(\w+)\n([\s\S]*?)^\1```$/gm)) {
    const indent = m[1]!.length;
    blocks.push({ lang: m[2]!, text: m[3]!.split('\n').map((line) => line.slice(indent)).join('\n') });
  }
  return blocks;
}

/** Each origin's ids, compiled once: forOrigin asks for two origins' ids at every call. */
const idsByOrigin = new Map<string, string[]>();

/** Every element id of the walkthrough page at `origin`, in the page model's order. */
function idsAt(origin: string): string[] {
  let ids = idsByOrigin.get(origin);
  if (ids === undefined) {
    const url = `${origin}/shop`;
    const { som } = compileDocument(new JSDOM(SHOP_HTML, { url }).window.document as unknown as DomDocument, url);
    ids = [...walkElements(som.regions)].map((e) => e.id);
    idsByOrigin.set(origin, ids);
  }
  return ids;
}

/** Rewrites README text for a server at `origin`: the origin, and each README id for the id at `origin`. */
function forOrigin(text: string, origin: string): string {
  const readmeIds = idsAt(README_ORIGIN);
  const ids = idsAt(origin);
  let out = text.replaceAll(README_ORIGIN, origin);
  readmeIds.forEach((id, i) => (out = out.replaceAll(id, ids[i]!)));
  return out;
}

function bash(script: string, cwd: string, binDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], {
      cwd,
      env: { PATH: `${binDir}:${dirname(process.execPath)}:/usr/bin:/bin`, HOME: cwd },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('the walkthrough runs as written: inspect shows the ids, the plan built from them passes a test run and executes', async () => {
  const blocks = await walkthroughBlocks();
  expect(blocks.map((b) => b.lang)).toEqual(['sh', 'text', 'json', 'sh', 'sh', 'sh', 'text']);
  // The README's ids really are the ones for its origin (so the substitution below maps like for like).
  const readmeIds = idsAt(README_ORIGIN);
  for (const id of blocks[1]!.text.match(/e_[0-9a-f]{12}/g)!) expect(readmeIds).toContain(id);
  for (const id of blocks[2]!.text.match(/e_[0-9a-f]{12}/g)!) expect(readmeIds).toContain(id);

  const cwd = await mkdtemp(join(tmpdir(), 'walkthrough-'));
  const binDir = join(cwd, 'bin');
  await bash('mkdir bin', cwd, binDir);
  await writeFile(join(binDir, 'plasmate-action'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} "$@"\n`);
  await chmod(join(binDir, 'plasmate-action'), 0o755);

  const shop = await startShop();
  try {
    const o = shop.origin;
    // 1. inspect: the output is the README's, for this origin.
    const inspect = await bash(forOrigin(blocks[0]!.text, o), cwd, binDir);
    expect(inspect.stderr).toBe('');
    expect(inspect.code).toBe(0);
    expect(inspect.stdout).toBe(forOrigin(blocks[1]!.text, o));

    // 2. The plan, as the README shows it, saved where the commands read it.
    expect(blocks[3]!.text).toContain('--plan shop-plan.json');
    await writeFile(join(cwd, 'shop-plan.json'), forOrigin(blocks[2]!.text, o));

    // 3. The test run passes: the page loaded once, nothing else reached the server.
    shop.requests.length = 0;
    const testRun = await bash(forOrigin(blocks[3]!.text, o), cwd, binDir);
    expect(testRun.code).toBe(0);
    expect(testRun.stdout).toMatch(/test run passed shop-buy \([0-9a-f]{12}\): 1 real, 2 stubbed, 0 targets missing/);
    expect(shop.requests).toEqual(['GET /shop']);
    const record = JSON.parse(await readFile(join(cwd, 'test-run.json'), 'utf8'));
    expect(record.steps.map((s: { element?: { found: boolean } }) => s.element?.found ?? null)).toEqual([null, true, true]);

    // 4. The execution succeeds: both element steps found their element (the reference engine
    // answers an id it cannot resolve with a tool error). It dispatches the click on the button
    // itself and does not submit forms (docs/engine.md), so the page is the only request.
    const execution = await bash(forOrigin(blocks[4]!.text, o), cwd, binDir);
    expect(execution.code).toBe(0);
    expect(execution.stdout).toMatch(/succeeded shop-buy \([0-9a-f]{12}\): 3 succeeded, 0 failed, 0 skipped/);
    const report = JSON.parse(await readFile(join(cwd, 'report.json'), 'utf8'));
    expect(report.steps.map((s: { status: string }) => s.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);

    // The random-port recipe prints the id for this origin.
    const recipe = await bash(forOrigin(blocks[5]!.text, o), cwd, binDir);
    expect(recipe.code).toBe(0);
    expect(recipe.stdout).toBe(forOrigin(blocks[6]!.text, o));
  } finally {
    await shop.close();
  }

  // "Ids are bound to the origin": the plan written for one server finds none of its elements on
  // the same page served on another port.
  const [first, second] = [await startShop(), await startShop()];
  try {
    const moved = forOrigin(blocks[2]!.text, first.origin).replaceAll(first.origin, second.origin);
    await writeFile(join(cwd, 'shop-plan.json'), moved);
    const testRun = await bash(forOrigin(blocks[3]!.text, second.origin), cwd, binDir);
    expect(testRun.code).toBe(1);
    expect(testRun.stdout).toMatch(/test run failed shop-buy \([0-9a-f]{12}\): 1 real, 2 stubbed, 2 targets missing/);
    const execution = await bash(forOrigin(blocks[4]!.text, second.origin), cwd, binDir);
    expect(execution.code).toBe(1);
    const report = JSON.parse(await readFile(join(cwd, 'report.json'), 'utf8'));
    expect(report.steps.map((s: { status: string }) => s.status)).toEqual(['succeeded', 'failed', 'skipped']);
  } finally {
    await first.close();
    await second.close();
  }
}, 120_000);
