/**
 * Plan review, through the action in-process against the fake GitHub API: what a reviewer
 * reads in the check run, the job summary and summary.md — a verdict sentence first, what each
 * step does, and what the pull request changed in each plan against its base branch (the base
 * version read through the contents API at the PR's base SHA, a rename from its previous name).
 * Every request is held against GitHub's OpenAPI description (useFakeGitHub); hostile PR text
 * stays in its cell; no secret name reaches any output.
 * @needs-bundle engine
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { shopElementId, startShop } from '../helpers/shop.js';
import { BASE_SHA, type FakeGitHub } from './helpers/fake-github.js';
import { fixturePlan, HEAD, openPullRequest, PR, runGate, testLabelFor, useFakeGitHub, type GateRun } from './helpers/scenario.js';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

const CONTENTS = '/repos/{owner}/{repo}/contents/{path}';
const SECRET_NAME = 'APP_PASSWORD';
const HEAD_PLAN = fixturePlan('sign-in-with-secret.json');
/** The base version: another origin, another typed text, a step the head no longer has. */
const BASE_PLAN = Buffer.from(JSON.stringify({
  schema: 'plasmate.agent-workflow.v1',
  name: 'sign in with a secret',
  trace: true,
  limits: { step_timeout_ms: 20000, workflow_timeout_ms: 120000, memory_mb: 2048, fail_fast: true },
  steps: [
    { id: 'open-login', tool: 'open_page', arguments: { url: 'https://old.example.test/login' } },
    { id: 'type-password', tool: 'type_text', arguments: { element_id: 'e_5d1f0c9a2b7e', text: 'hunter2 | `x` <img src=x> [ok](https://evil.example) \u202eevil' } },
    { id: 'accept', tool: 'click', arguments: { element_id: 'e_0b9c7d2e4f61' } },
  ],
}, null, 2));

/** One window's DOMParser parses every rendering (report/gfm.test.ts says why): no window per rendering. */
const parser = new new JSDOM().window.DOMParser();

function render(markdown: string): Document {
  return parser.parseFromString(micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true }), 'text/html');
}
const shown = (node: Node | null | undefined) => (node?.textContent ?? '').replaceAll('\u200b', '');

/** The check summary, the job summary and summary.md: what a reviewer can read. */
async function documents(run: GateRun): Promise<string[]> {
  return [gh.checkRuns[0]!.output.summary ?? '', run.summary, await readFile(join(run.dir, 'reports', 'summary.md'), 'utf8')];
}

/** No output of the run names the secret, in any case. */
async function expectNoSecretName(run: GateRun): Promise<void> {
  const everything = [...await documents(run), gh.checkRuns[0]!.output.title ?? '', run.stdout, JSON.stringify(run.gate), JSON.stringify(gh.requests.map((r) => r.body))];
  for (const text of everything) expect(text.toLowerCase()).not.toContain(SECRET_NAME.toLowerCase());
}

function changesRows(doc: Document): string[][] {
  const table = [...doc.querySelectorAll('table')].find((t) => [...t.querySelectorAll('thead th')].map(shown).join('|') === 'step|change|before|after');
  return [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map(shown));
}

test('a changed plan: the verdict first, what each step does, and what changed against the base, in all three documents', async () => {
  openPullRequest(gh, { 'plans/sign-in.json': HEAD_PLAN });
  gh.contents.set(`${BASE_SHA}:plans/sign-in.json`, BASE_PLAN);
  const run = await runGate(gh, { inputs: { secrets: SECRET_NAME } });
  expect(run.outputs.conclusion).toBe('action_required');
  const verdict = 'Blocked: 2 steps of 1 plan await approval — apply the labels below';
  expect(gh.checkRuns[0]!.output.title).toBe(verdict);
  expect(run.stdout).toContain(`${verdict} → action_required`);
  // The base version was read through the contents API at the PR's base SHA, as the head is.
  expect(gh.requestsTo('GET', CONTENTS).map((r) => `${r.query.ref}:${r.path}`)).toEqual([`${HEAD}:/repos/acme/flows/contents/plans/sign-in.json`, `${BASE_SHA}:/repos/acme/flows/contents/plans/sign-in.json`]);
  for (const markdown of await documents(run)) {
    expect(markdown.split('\n')[0]).toBe(`**${verdict}**`);
    const doc = render(markdown);
    expect(doc.querySelectorAll('a, img')).toHaveLength(0);
    const steps = [...doc.querySelectorAll('table')].find((t) => shown(t.querySelector('thead th:nth-child(4)')) === 'does')!;
    expect([...steps.querySelectorAll('tbody tr td:nth-child(4)')].map(shown)).toEqual([
      'opens https://app.example.test path /login',
      'types a secret {"$secret":"…"} into e_5d1f0c9a2b7e',
      'clicks e_0b9c7d2e4f61',
      'reads the session\'s cookies',
      'exports the trace',
    ]);
    expect([...doc.querySelectorAll('p')].map(shown)).toContain('3 steps added, 1 step removed, 2 steps changed. Newly opened origins: https://app.example.test.');
    expect(changesRows(doc)).toEqual([
      ['submit', 'added', '—', 'click'],
      ['session-cookies', 'added', '—', 'get_cookies'],
      ['export-trace', 'added', '—', 'trace_export'],
      ['accept', 'removed', 'click', '—'],
      ['open-login', 'arguments/url', 'https://old.example.test/login', 'https://app.example.test/login'],
      ['type-password', 'arguments/text', 'hunter2 | `x` <img src=x> [ok](https://evil.example) \ufffdevil', '{"$secret":"…"}'],
    ]);
  }
  // The same, machine-readable, in gate-summary.json.
  expect(run.gate.plans[0]!.changes).toEqual({
    base: 'plan', base_path: 'plans/sign-in.json', reason: null,
    added: ['submit', 'session-cookies', 'export-trace'], removed: ['accept'],
    changed: [
      { id: 'open-login', fields: [{ field: 'arguments/url', before: 'https://old.example.test/login', after: 'https://app.example.test/login' }] },
      { id: 'type-password', fields: [{ field: 'arguments/text', before: 'hunter2 | `x` <img src=x> [ok](https://evil.example) \u202eevil', after: '{"$secret":"…"}' }] },
    ],
    reordered: false, new_origins: ['https://app.example.test'],
  });
  await expectNoSecretName(run);
});

test('a new plan has no base: said so, and nothing is read at the base commit', async () => {
  openPullRequest(gh, {}, [{ filename: 'plans/new.json', status: 'added' }]);
  gh.contents.set(`${HEAD}:plans/new.json`, HEAD_PLAN);
  const run = await runGate(gh, { inputs: { secrets: SECRET_NAME } });
  expect(gh.requestsTo('GET', CONTENTS).map((r) => r.query.ref)).toEqual([HEAD]);
  const doc = render(gh.checkRuns[0]!.output.summary ?? '');
  expect([...doc.querySelectorAll('p')].map(shown)).toContain('New plan: the base branch has no version of it; all 5 steps are added. It opens https://app.example.test.');
  expect(run.gate.plans[0]!.changes).toMatchObject({ base: 'new', base_path: null, added: ['open-login', 'type-password', 'submit', 'session-cookies', 'export-trace'], new_origins: ['https://app.example.test'] });
  await expectNoSecretName(run);
});

test('a base that is no plan, or is missing, is shown as such and is not a problem of the gate', async () => {
  openPullRequest(gh, { 'plans/broken-base.json': HEAD_PLAN, 'plans/missing-base.json': HEAD_PLAN });
  gh.contents.set(`${BASE_SHA}:plans/broken-base.json`, Buffer.from('{"schema": "plasmate.agent-workflow.v1", "steps": ['));
  const run = await runGate(gh, { inputs: { secrets: SECRET_NAME } });
  // The same conclusion and problems as without any base: only the head is judged.
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.plans.map((p) => p.problems.map((q) => q.rule))).toEqual([['policy.approval.missing', 'policy.approval.missing'], ['policy.approval.missing', 'policy.approval.missing']]);
  const paragraphs = [...render(gh.checkRuns[0]!.output.summary ?? '').querySelectorAll('p')].map(shown);
  expect(paragraphs.find((p) => p.startsWith('The base version') && p.includes('not a valid plan'))).toMatch(/^The base version is shown as unreadable: not a valid plan \(plans\/broken-base\.json:1:\d+ [a-z.]+\)\. Review the whole plan\.$/);
  expect(paragraphs).toContain('The base version is shown as unreadable: not found at the base commit. Review the whole plan.');
  expect(run.gate.plans.map((p) => [p.changes?.base, p.changes?.reason])).toEqual([['unreadable', expect.stringMatching(/^not a valid plan/)], ['unreadable', 'not found at the base commit']]);
});

test('a renamed plan is compared with its previous name; a hostile previous name stays one inert code span; an unsafe one is never requested', async () => {
  // Git stores no empty path segment, so no `//` (the action refuses such names, as the second file shows).
  const previous = 'plans/old|![i](http:evil.example/i.png)|[approve](www.evil.example) <img src=x> `x` @admin #1.json';
  openPullRequest(gh, {}, [
    { filename: 'plans/renamed.json', previous_filename: previous, status: 'renamed' },
    { filename: 'plans/escaped.json', previous_filename: '../secrets.json', status: 'renamed' },
  ]);
  gh.contents.set(`${HEAD}:plans/renamed.json`, HEAD_PLAN);
  gh.contents.set(`${HEAD}:plans/escaped.json`, HEAD_PLAN);
  gh.contents.set(`${BASE_SHA}:${previous}`, HEAD_PLAN);
  const run = await runGate(gh, { inputs: { secrets: SECRET_NAME } });
  expect(gh.requestsTo('GET', CONTENTS).map((r) => r.query.ref).sort()).toEqual([HEAD, HEAD, BASE_SHA]);
  const doc = render(gh.checkRuns[0]!.output.summary ?? '');
  expect(doc.querySelectorAll('a, img')).toHaveLength(0);
  const paragraphs = [...doc.querySelectorAll('p')].map(shown);
  expect(paragraphs).toContain(`Renamed from ${previous}. Nothing the plan does changed (same fingerprint as the base version).`);
  expect(paragraphs).toContain('Renamed from ../secrets.json. The base version is shown as unreadable: refused file name: an empty, \'.\' or \'..\' segment. Review the whole plan.');
  expect(run.outputs.conclusion).toBe('action_required');
});

test('after a test run of this content, an element step shows the element\'s role and accessible name (the real engine, a loopback shop)', async () => {
  const shop = await startShop();
  try {
    const plan = Buffer.from(JSON.stringify({
      schema: 'plasmate.agent-workflow.v1',
      name: 'buy',
      steps: [
        { id: 'open', tool: 'open_page', arguments: { url: `${shop.origin}/shop` } },
        { id: 'email', tool: 'type_text', arguments: { element_id: shopElementId(shop.origin, 'email'), text: { $secret: 'SHOP_EMAIL' } } },
        { id: 'buy', tool: 'click', arguments: { element_id: shopElementId(shop.origin, 'buy') } },
      ],
    }, null, 2));
    openPullRequest(gh, { 'plans/buy.json': plan });
    gh.applyLabel(PR, testLabelFor(plan), { login: 'maint' });
    const run = await runGate(gh, { inputs: { engine: 'reference', 'allow-private-network': 'true', secrets: 'SHOP_EMAIL' } });
    expect(run.gate.plans[0]!.test_run).toMatchObject({ status: 'passed' });
    const doc = render(gh.checkRuns[0]!.output.summary ?? '');
    const steps = [...doc.querySelectorAll('table')].find((t) => shown(t.querySelector('thead th:nth-child(4)')) === 'does')!;
    expect([...steps.querySelectorAll('tbody tr td:nth-child(4)')].map(shown)).toEqual([
      `opens ${shop.origin} path /shop`,
      `types a secret {"$secret":"…"} into ${shopElementId(shop.origin, 'email')} (text_input Email address)`,
      `clicks ${shopElementId(shop.origin, 'buy')} (button Buy now)`,
    ]);
    expect(gh.checkRuns[0]!.output.summary).not.toContain('SHOP_EMAIL');
  } finally {
    await shop.close();
  }
}, 60_000);
