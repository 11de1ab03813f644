// Records upstream's page models for the page-model differential (measurement only, run by hand):
//
//   node scripts/parity-record.mjs ORACLE [--count N] [--seed S] [--shrink] [--no-write]
//
// ORACLE is a measurement-only build of upstream's own compiler at the commit the contract pins
// (docs/contract/engine.md), whose `som-batch` verb compiles the pages given on stdin; it is not
// part of this repository. The
// pages are regenerated from the seed (fixtures/engine/parity/pages.ts), compiled by upstream's
// compiler, and upstream's answers written gzipped to fixtures/engine/parity/upstream.jsonl.gz:
// a header line {seed, count, upstream}, then one {title, url, regions} line per page. The test
// (__tests__/engine/som-parity.test.ts) compares the engine's page models with them, without the
// oracle.
//
// --shrink also compiles every page with the engine and, for each class of difference, shrinks
// the smallest page showing it (removing elements, attributes and text while upstream and the
// engine still differ in that class) and prints it: the page to write a golden case from.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RECORDING = join(ROOT, 'fixtures/engine/parity/upstream.jsonl.gz');
/** The corpus the test replays: change both together (the header records them). */
const DEFAULT_SEED = 32;
const DEFAULT_COUNT = 2400;
/** The TypeScript the script runs: the generator, the comparison and the engine's SOM compiler. */
const SOURCES = ['fixtures/engine/parity', 'src/engine/som', 'src/contract'];

function parseArgs(argv) {
  const [oracle, ...rest] = argv;
  if (!oracle || oracle.startsWith('--')) throw new Error('usage: node scripts/parity-record.mjs ORACLE [--count N] [--seed S] [--shrink] [--no-write]');
  const options = { oracle, seed: DEFAULT_SEED, count: DEFAULT_COUNT, shrink: false, write: true };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--count') options.count = Number(rest[++i]);
    else if (rest[i] === '--seed') options.seed = Number(rest[++i]);
    else if (rest[i] === '--shrink') options.shrink = true;
    else if (rest[i] === '--no-write') options.write = false;
    else throw new Error(`unknown argument ${rest[i]}`);
  }
  return options;
}

/** Transpiles SOURCES into `out` (same layout, .js), so plain Node can import them. */
function transpile(out) {
  for (const dir of SOURCES) {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (!name.endsWith('.ts') || name.endsWith('.d.ts')) continue;
      const source = readFileSync(join(ROOT, dir, name), 'utf8');
      const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
      mkdirSync(join(out, dir), { recursive: true });
      writeFileSync(join(out, dir, name.replace(/\.ts$/, '.js')), outputText);
    }
  }
  writeFileSync(join(out, 'package.json'), '{"type":"module"}');
}

/**
 * `compile(pages)`: upstream's answers for [{html, url}], in order, from one `oracle som-batch`
 * run (it buffers its output, so each batch is one process, its stdin closed).
 */
function oracleOf(path, scratch) {
  let n = 0;
  return {
    compile(pages) {
      const lines = pages.map(({ html, url }) => {
        const file = join(scratch, `page-${n++}.html`);
        writeFileSync(file, html);
        return JSON.stringify({ html: file, url });
      });
      return new Promise((resolve, reject) => {
        const child = spawn(path, ['som-batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk) => (out += chunk));
        child.on('error', reject);
        child.on('close', (code) => {
          for (const line of lines) rmSync(JSON.parse(line).html);
          if (code !== 0) reject(new Error(`oracle exited with ${code}`));
          else resolve(out.trim().split('\n').map((line) => JSON.parse(line)));
        });
        child.stdin.end(`${lines.join('\n')}\n`);
      });
    },
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const scratch = mkdtempSync(join(tmpdir(), 'parity-'));
  try {
    transpile(join(scratch, 'js'));
    const load = (path) => import(pathToFileURL(join(scratch, 'js', path)).href);
    const { parityPage, pageUrl } = await load('fixtures/engine/parity/pages.js');
    const { pageModelOf, differences } = await load('fixtures/engine/parity/compare.js');
    const oracle = oracleOf(options.oracle, scratch);
    const upstreamCommit = readFileSync(join(dirname(dirname(dirname(options.oracle))), 'UPSTREAM_COMMIT'), 'utf8').trim();

    const started = Date.now();
    const pages = Array.from({ length: options.count }, (_, i) => parityPage(options.seed, i));
    const answers = await oracle.compile(pages.map((html, i) => ({ html, url: pageUrl(i) })));
    const failed = answers.findIndex((a) => a.error !== undefined);
    if (failed !== -1) throw new Error(`upstream failed on page ${failed}: ${answers[failed].error}`);
    const models = answers.map(pageModelOf);
    process.stderr.write(`upstream compiled ${pages.length} pages in ${Date.now() - started} ms\n`);

    if (options.write) {
      const lines = [JSON.stringify({ seed: options.seed, count: options.count, upstream: upstreamCommit }), ...models.map((m) => JSON.stringify(m))];
      writeFileSync(RECORDING, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
      process.stderr.write(`wrote ${relative(ROOT, RECORDING)} (${readFileSync(RECORDING).length} bytes)\n`);
    }

    if (options.shrink) {
      const { engineModel } = await load('fixtures/engine/parity/engine-model.js');
      const { JSDOM } = await import('jsdom');
      const window = new JSDOM().window;
      const { implForWrapper } = createRequire(import.meta.url)('jsdom/lib/generated/idl/utils.js');
      const ours = (html, url) => engineModel(new window.DOMParser().parseFromString(html, 'text/html'), url, implForWrapper);
      const byKind = new Map();
      pages.forEach((html, i) => {
        for (const diff of differences(models[i], ours(html, pageUrl(i)))) {
          const entry = byKind.get(diff.kind) ?? { count: 0, pages: new Set(), smallest: undefined };
          entry.count += 1;
          entry.pages.add(i);
          if (entry.smallest === undefined || html.length < pages[entry.smallest].length) entry.smallest = i;
          byKind.set(diff.kind, entry);
        }
      });
      const differing = new Set([...byKind.values()].flatMap((e) => [...e.pages]));
      process.stdout.write(`${differing.size} of ${pages.length} pages differ; ${[...byKind.values()].reduce((n, e) => n + e.count, 0)} differences in ${byKind.size} classes\n`);
      for (const [kind, entry] of [...byKind].sort((a, b) => b[1].count - a[1].count)) {
        const url = pageUrl(entry.smallest);
        const upstreamOf = async (html) => pageModelOf((await oracle.compile([{ html, url }]))[0]);
        const still = async (html) => differences(await upstreamOf(html), ours(html, url)).some((d) => d.kind === kind);
        const small = await shrink(pages[entry.smallest], still, window);
        const upstream = await upstreamOf(small);
        const diff = differences(upstream, ours(small, url)).find((d) => d.kind === kind);
        process.stdout.write(`\n## ${kind}: ${entry.count} differences on ${entry.pages.size} pages (smallest: page ${entry.smallest})\n${small}\n  upstream: ${JSON.stringify(diff?.expected)}\n  engine:   ${JSON.stringify(diff?.actual)}\n`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Removes what it can from `html` while `still(html)` holds: whole elements, an element's tags
 * (keeping its children), attributes and text, one change at a time, serializing the parsed page
 * back each time (a page whose difference lives in raw markup lost by serializing stays as it was).
 */
async function shrink(html, still, window) {
  const parse = (text) => new window.DOMParser().parseFromString(text, 'text/html');
  const serialize = (doc) => `${doc.head.innerHTML === '' ? '' : `<head>${doc.head.innerHTML}</head>`}${doc.body.outerHTML}`;
  let current = serialize(parse(html));
  if (!(await still(current))) return html;
  for (let index = 0; ; index += 1) {
    const trial = parse(current);
    if (!applyChange(trial, index, window)) return current;
    const next = serialize(trial);
    if (next.length < current.length && (await still(next))) {
      current = next;
      index = -1;
    }
  }
}

/** The `index`-th change `shrink` tries on `doc` (false when there are fewer). */
function applyChange(doc, index, window) {
  let n = 0;
  for (const node of [...doc.querySelectorAll('head > *, body *')].reverse()) {
    if (n++ === index) return (node.remove(), true);
    if (n++ === index) return (node.replaceWith(...node.childNodes), true);
    for (const a of [...node.attributes]) if (n++ === index) return (node.removeAttribute(a.name), true);
  }
  const walker = doc.createTreeWalker(doc.body, window.NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (n++ === index) return (text.remove(), true);
    if (text.data.length > 8 && n++ === index) return ((text.data = text.data.slice(0, Math.ceil(text.data.length / 2))), true);
  }
  return false;
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
