/**
 * Markdown that shows pull-request text (file names, plan keys, label names) rendered by a real
 * GFM renderer (micromark with its GFM extension, raw HTML let through as GitHub's sanitizer
 * would keep `<img>`), and the HTML inspected as a DOM: hostile text yields exactly the intended
 * table cells, no link, no image, no element of its own, and no live mention or reference.
 * Through the built CLI and the built action too.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { evaluateGate } from '../../src/github/gate/gate.js';
import { renderGateMarkdown } from '../../src/github/gate/render.js';
import { code, escapeMarkdown } from '../../src/report/markdown.js';
import { cell } from '../../src/report/table.js';
import { FakeGitHub } from '../github/helpers/fake-github.js';
import { openPullRequest, runGate, startGitHub } from '../github/helpers/scenario.js';
import { runCliInProcess } from '../helpers/cli.js';

const ZWSP = '\u200b';
/** What GFM (and GitHub after it) could turn into markup, links, images, mentions or references. */
const HOSTILE = 'p|`x`|[l](https://evil.example)|![i](https://evil.example/i.png)<img src=x>*b*_i_~~s~~ www.evil.example https://evil.example @admin #12 &lt;&#124; a\\|b\\\\|c';
/** A file name: the same, with no NUL or slash, ending .json. */
const HOSTILE_FILE = `${HOSTILE.replace(/\//g, '∕')}.json`;
/** Elements the renderers produce themselves; anything else came from the text. */
const OWN_ELEMENTS = new Set(['HTML', 'HEAD', 'BODY', 'H2', 'H3', 'P', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'CODE', 'STRONG', 'UL', 'LI', 'BLOCKQUOTE', 'HR', 'BR']);

/**
 * One window's DOMParser parses every rendering (as report/escape-readable does): a whole HTML
 * document as a browser parses it, scripts off as in a JSDOM of its own, without a window per
 * rendering, which was most of this file's CPU.
 */
const parser = new new JSDOM().window.DOMParser();

function render(markdown: string): Document {
  return parser.parseFromString(micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true }), 'text/html');
}

/** Text as shown, without the zero-width spaces the escaping adds. */
const shown = (node: Node | null | undefined) => (node?.textContent ?? '').replaceAll(ZWSP, '');

function expectInert(doc: Document): void {
  expect(doc.querySelectorAll('a, img')).toHaveLength(0);
  expect([...doc.querySelectorAll('*')].map((e) => e.tagName).filter((t) => !OWN_ELEMENTS.has(t))).toEqual([]);
  // GitHub links @user and #123 in rendered text outside code; a zero-width space after the sign stops it.
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement?.closest('code') !== null) continue;
    expect(node.textContent).not.toMatch(/[@#][A-Za-z0-9]/);
  }
}

/** Rows of the table whose header row is `header`, as shown cell texts. */
function tableRows(doc: Document, header: string[]): string[][] {
  const table = [...doc.querySelectorAll('table')].find((t) => [...t.querySelectorAll('thead th')].map((th) => th.textContent).join('|') === header.join('|'));
  if (table === undefined) throw new Error(`no table with header ${header.join(' | ')}`);
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => shown(td)));
}

const PLAN = Buffer.from(JSON.stringify({
  schema: 'plasmate.agent-workflow.v1',
  name: 'hostile names',
  steps: [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } },
    { id: 'press', tool: 'click', arguments: { element_id: 'e_0b9c7d2e4f61' } },
  ],
}));
const INVALID_PLAN = Buffer.from(`{"schema": "plasmate.agent-workflow.v1", "name": "n", "steps": [{"id": "o", "tool": "open_page"}], ${JSON.stringify(HOSTILE)}: 1}`);

describe('the escaping helpers, on rendered HTML', () => {
  test.each([HOSTILE, '`', ' a ', '  ', ' `', '``x``', 'a\\', '\\|', '|', '', 'line\nbreak'])('code and cell.code show %j as it is, in one code element', (text) => {
    const flat = text.replace(/\n/g, ' ');
    const inline = render(`before ${code(text)} after`);
    expect(inline.querySelectorAll('code')).toHaveLength(1);
    expect(shown(inline.querySelector('code'))).toBe(flat === '' ? ' ' : flat);
    const cells = render(`| a | b | c |\n|---|---|---|\n| x | ${cell.code(text)} | y |`);
    expect(tableRows(cells, ['a', 'b', 'c'])).toEqual([['x', flat === '' ? ' ' : flat, 'y']]);
    expectInert(cells);
  });

  test('escapeMarkdown keeps hostile text one inert line, in a paragraph and in a table cell', () => {
    const paragraph = render(`text: ${escapeMarkdown(`${HOSTILE}\n# heading`)}`);
    expect(shown(paragraph.body).trim()).toBe(`text: ${HOSTILE} # heading`);
    expectInert(paragraph);
    const cells = render(`| a | b |\n|---|---|\n| ${escapeMarkdown(HOSTILE)} | y |`);
    expect(tableRows(cells, ['a', 'b'])).toEqual([[HOSTILE, 'y']]);
    expectInert(cells);
  });
});

describe('the check summary (render.ts) with a hostile file name', () => {
  test('the approvals and step tables keep their cells; nothing links, shows an image or mentions', () => {
    const result = evaluateGate({
      sources: [{ file: HOSTILE_FILE, bytes: PLAN }, { file: `bad-${HOSTILE_FILE}`, bytes: INVALID_PLAN }],
      labeling: { liveLabels: [], latestLabeler: new Map(), roles: new Map(), pullRequestAuthor: 'alice', commitLogins: new Set(), commitsComplete: true },
      policy: { approverRole: 'write', allowSelfApproval: false },
      optIns: { allowEvaluate: false, allowCookieWrites: false },
      requirePlanApproval: false,
      secrets: new Set(),
    });
    const doc = render(renderGateMarkdown(result, { notes: [], approverRole: 'write', allowSelfApproval: false, removed: [HOSTILE_FILE], ignored: 0 }));
    expectInert(doc);
    const label = result.plans.find((p) => p.file === HOSTILE_FILE)!.mutatingSteps[0]!.approvalLabel;
    expect(tableRows(doc, ['plan', 'step', 'label to apply'])).toEqual([[HOSTILE_FILE, 'press', label]]);
    const steps = tableRows(doc, ['#', 'step', 'tool', 'does', 'mutates', 'approval', 'opt-in', 'result', 'approval label']);
    expect(steps.map((row) => row.length)).toEqual([9, 9]);
    expect([...doc.querySelectorAll('h3 code')].map(shown)).toEqual(expect.arrayContaining([HOSTILE_FILE, `bad-${HOSTILE_FILE}`]));
    // The unknown key is quoted in a problem message: shown as written, inert.
    expect([...doc.querySelectorAll('li')].map(shown).some((t) => t.includes(`unknown field ${JSON.stringify(`${HOSTILE.slice(0, 64)}…`)}`))).toBe(true);
  });
});

describe('through the built bundles', () => {
  let gh: FakeGitHub;
  afterEach(async () => {
    await gh?.stop();
  });

  test('the action: a file name with | and Markdown cannot add cells, links or images to the approvals table of the check run', async () => {
    gh = await startGitHub();
    // Git stores no empty path segment, so no `//` here (the action refuses such names: paths.test.ts).
    const file = 'plans/x|![i](http:evil.example/i.png)|[approve](www.evil.example) <img src=x> @admin #1.json';
    openPullRequest(gh, { [file]: PLAN });
    const run = await runGate(gh);
    expect(run.outputs.conclusion).toBe('action_required');
    const doc = render(gh.checkRuns[0]!.output.summary ?? '');
    expectInert(doc);
    const rows = tableRows(doc, ['plan', 'step', 'label to apply']);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([[file, 'press']]);
    expect(rows[0]).toHaveLength(3);
    expect(gh.violations).toEqual([]);
  });

  test('the CLI: check --markdown with hostile file names renders inert, one row per step', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gfm-'));
    await writeFile(join(dir, HOSTILE_FILE), PLAN);
    await writeFile(join(dir, `bad-${HOSTILE_FILE}`), INVALID_PLAN);
    const run = await runCliInProcess(['check', '--markdown', 'out.md', '*.json'], { cwd: dir });
    expect(run.code).toBe(1);
    const doc = render(await readFile(join(dir, 'out.md'), 'utf8'));
    expectInert(doc);
    const steps = tableRows(doc, ['#', 'step', 'tool', 'does', 'mutates', 'approval', 'opt-in', 'result']);
    expect(steps).toEqual([
      ['1', 'open', 'open_page', 'opens https://app.example.test path /', 'no', 'not needed', '—', '—'],
      ['2', 'press', 'click', 'clicks e_0b9c7d2e4f61', 'yes', 'needs approval', '—', '—'],
    ]);
    expect([...doc.querySelectorAll('h3 code')].map(shown).sort()).toEqual([HOSTILE_FILE, `bad-${HOSTILE_FILE}`].sort());
  });
});
