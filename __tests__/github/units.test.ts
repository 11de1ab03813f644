/** The action's pure parts: the label scheme, globs, trimming, redaction — and the API checker the e2e tests rely on. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planPathMatcher } from '../../src/github/gate/glob.js';
import { evaluateLabels } from '../../src/github/gate/labels.js';
import { approvalLabel, approvalLabels, MAX_LABEL_LENGTH } from '../../src/plan/approval-labels.js';
import { Redactor } from '../../src/github/redact.js';
import { trimToBytes } from '../../src/github/gate/render.js';
import { validatePlan } from '../../src/plan/validate.js';
import { FakeGitHub, WRITE_TOKEN } from './helpers/fake-github.js';
import { checkRequest } from './helpers/openapi.js';
import { LABEL_KINDS } from '../../src/plan/label-kinds.js';

const SIGN_IN = readFileSync(join(process.cwd(), 'fixtures/plans/sign-in-with-secret.json'), 'utf8');
const plan = (text: string) => validatePlan(Buffer.from(text), 'p.json', null).plan!;

describe('approval labels', () => {
  test('one label per mutating step, 49 characters, base32 after the prefix', () => {
    const labels = approvalLabels(plan(SIGN_IN));
    expect([...labels.keys()]).toEqual(['type-password', 'submit']);
    for (const l of labels.values()) {
      expect(l).toMatch(/^plasmate:[a-z2-7]{40}$/);
      expect(l.length).toBe(49);
      expect(l.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
    }
    expect(new Set(labels.values()).size).toBe(2);
  });

  test('any edit voids it, including one that only swaps which secret a step sends (the fingerprint ignores names)', () => {
    const original = plan(SIGN_IN);
    const swapped = plan(SIGN_IN.replace('APP_PASSWORD', 'PROD_PASSWORD'));
    expect(swapped.fingerprint).toBe(original.fingerprint);
    expect(approvalLabel(swapped, 'submit')).not.toBe(approvalLabel(original, 'submit'));
    const edited = plan(SIGN_IN.replace('e_0b9c7d2e4f61', 'e_0b9c7d2e4f62'));
    expect(approvalLabel(edited, 'submit')).not.toBe(approvalLabel(original, 'submit'));
    // Whitespace is not content: the same plan reformatted keeps its labels.
    expect(approvalLabel(plan(JSON.stringify(JSON.parse(SIGN_IN))), 'submit')).toBe(approvalLabel(original, 'submit'));
  });

  test('classification: trusted, untrusted, stale, unknown, duplicate (case-insensitive names)', () => {
    const labels = approvalLabels(plan(SIGN_IN));
    const submit = labels.get('submit')!;
    const typePassword = labels.get('type-password')!;
    const findings = evaluateLabels([{ file: 'p.json', labels, planLabel: null, testLabel: null, scopeLabel: null }], {
      liveLabels: [submit, typePassword, `${LABEL_KINDS.stepApproval.prefix}${'a'.repeat(40)}`, 'plasmate:x', submit.toUpperCase(), 'bug'],
      latestLabeler: new Map([[submit, { login: 'maint', type: 'User' }], [typePassword, { login: 'reader', type: 'User' }]]),
      roles: new Map([['maint', 'maintain'], ['reader', 'read']]),
      pullRequestAuthor: 'alice',
      commitLogins: new Set(['alice']),
      commitsComplete: true,
    }, { approverRole: 'write', allowSelfApproval: false });
    expect(findings.map((f) => f.state)).toEqual(['trusted', 'untrusted', 'stale', 'unknown', 'duplicate']);
    expect(findings[1]!.reason).toBe('applied by reader, whose role read is below write');
  });
});

test('globs: ** spans directories, * and ? stay in one segment, braces and ./ prefixes', () => {
  const match = (glob: string, path: string) => planPathMatcher([glob])!(path);
  expect(match('plans/**/*.json', 'plans/a/b/c.json')).toBe(true);
  expect(match('plans/**/*.json', 'plans/c.json')).toBe(true);
  expect(match('plans/*.json', 'plans/a/c.json')).toBe(false);
  expect(match('./{plans,flows}/?.json', 'flows/x.json')).toBe(true);
  expect(match('plans/a.json', 'plansXa.json')).toBe(false);
  expect(planPathMatcher(['plans/*.json', 'flows/*.json'])!('./flows/x.json')).toBe(true);
  expect(planPathMatcher([])).toBeNull();
});

test('trimming: at a line boundary, within the byte bound, multi-byte text counted in bytes', () => {
  const text = Array.from({ length: 1000 }, (_, i) => `line ${i} — ✓`).join('\n');
  const out = trimToBytes(text, 2000, 'See the report.');
  expect(Buffer.byteLength(out)).toBeLessThanOrEqual(2000);
  const kept = out.slice(0, out.indexOf('\n\n---\n**Trimmed:**'));
  expect(text.startsWith(`${kept}\n`)).toBe(true);
  expect(trimToBytes('short', 2000, 'x')).toBe('short');
});

test('redaction: values anywhere, names only as whole words, keys too', () => {
  const r = new Redactor();
  r.addValue('s3cr3t');
  r.addName('API_KEY');
  expect(r.redact('x=s3cr3t; API_KEY used; MY_API_KEY_2 kept')).toBe('x=***; *** used; MY_API_KEY_2 kept');
  expect(r.redactValue({ API_KEY: ['s3cr3t'] })).toEqual({ '***': ['***'] });
});

describe('the fake GitHub API refuses what GitHub would', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await new FakeGitHub().start();
  });
  afterEach(() => gh.stop());
  const call = (method: string, path: string, body?: unknown) => fetch(`${gh.url}${path}`, {
    method, headers: { authorization: `Bearer ${WRITE_TOKEN}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });

  test.each([
    ['51 annotations', { output: { title: 't', summary: 's', annotations: Array.from({ length: 51 }, () => ({ path: 'a', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'm' })) } }],
    ['a summary over 65535 characters', { output: { title: 't', summary: 'x'.repeat(65536) } }],
    ['an unknown conclusion', { conclusion: 'passed' }],
    ['an annotation without a message', { output: { summary: 's', annotations: [{ path: 'a', start_line: 1, end_line: 1, annotation_level: 'failure' }] } }],
  ])('%s', async (_name, body) => {
    const run = await call('POST', '/repos/acme/flows/check-runs', { name: 'c', head_sha: 'a'.repeat(40) });
    expect(run.status).toBe(201);
    const { id } = (await run.json()) as { id: number };
    const response = await call('PATCH', `/repos/acme/flows/check-runs/${id}`, body);
    expect(response.status).toBe(422);
    expect(gh.violations).toHaveLength(1);
  });

  test('an operation GitHub does not have, and an undeclared query parameter', async () => {
    expect((await call('POST', '/repos/acme/flows/check-runs/1/rerun-everything', {})).status).toBe(422);
    expect((await call('GET', '/repos/acme/flows/pulls/1/files?colour=red')).status).toBe(422);
    expect(gh.violations).toEqual([
      'POST /repos/acme/flows/check-runs/1/rerun-everything: no such operation in GitHub\'s OpenAPI description',
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files: undeclared query parameter colour',
    ]);
  });

  test('routes are found by their segments: a contents path spans directories, a literal route wins over a parameter', () => {
    const none = new URLSearchParams();
    for (const path of ['x.json', 'plans/x.json', 'plans/deep/er/x.json']) {
      expect(checkRequest('GET', `/repos/acme/flows/contents/${path}`, new URLSearchParams({ ref: 'main' }), undefined)).toEqual({
        matched: { template: '/repos/{owner}/{repo}/contents/{path}', params: { owner: 'acme', repo: 'flows', path } }, violations: [],
      });
    }
    expect(checkRequest('GET', '/repos/acme/flows/pulls/7/files', none, undefined).matched?.template).toBe('/repos/{owner}/{repo}/pulls/{pull_number}/files');
    expect(checkRequest('GET', '/repos/acme/flows/issues/7/labels', none, undefined).matched?.template).toBe('/repos/{owner}/{repo}/issues/{issue_number}/labels');
    expect(checkRequest('GET', '/repos/acme/flows/pulls/comments', none, undefined).matched?.template).toBe('/repos/{owner}/{repo}/pulls/comments');
    expect(checkRequest('GET', '/user', none, undefined).matched?.template).toBe('/user');
    expect(checkRequest('GET', '/repos/acme/flows/pulls/7/files/extra', none, undefined).matched).toBeNull();
  });
});
