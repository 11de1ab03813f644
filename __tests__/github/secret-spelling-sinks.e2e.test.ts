/**
 * Secrets in every spelling × every output sink. A child (fault-child's spelling-table mode) echoes
 * a typed secret in one spelling per step — the value in each letter case, base64 and base64url
 * at each byte alignment (inside `user:secret` as HTTP Basic writes it), hex in both cases,
 * percent-, form- and WHATWG URL-encoded, JSON-escaped — and answers an `evaluate` of the secret
 * with the secret reversed (a transformation no redaction can know). Each secret runs once through
 * the CLI (stderr, stdout, the Markdown, the report JSON; and a test-mode run's record) and once
 * through the action (log lines and annotations, the job summary, the check run's summary and
 * annotations, gate-summary.json, the report files, the outputs). No sink may carry the secret's
 * part of any spelling; the sinks that carry reasons must carry each step's reason, redacted;
 * the expectation failure of the step that sent the secret shows no actual value at all.
 * Secrets of several lengths (down to the 7 bytes at which every base64 alignment is still
 * covered) and byte contents (non-ASCII, markup and JSON specials, a URL).
 * @needs-child-process fake children
 */
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTUAL_NOT_SHOWN } from '../../src/workflow/diagnostics.js';
import { runCliInProcess } from '../helpers/cli.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { labelFor, openPullRequest, planLabelFor, PR, runGate, startGitHub } from './helpers/scenario.js';

const FAULT_CHILD = join(process.cwd(), 'fixtures/children/fault-child.mjs');

/**
 * The characters of `encode(neighbours + value + neighbours)` that depend on the value alone: those
 * equal whether the neighbouring bytes are all zero bits or all one bits (an edge character mixes
 * in a neighbour's bits, so it differs). Worked out by encoding, not by the redactor's arithmetic.
 */
function valueOnlyPart(value: string, before: number, after: number, encode: (bytes: Buffer) => string): string {
  const bytes = Buffer.from(value);
  const zeros = encode(Buffer.concat([Buffer.alloc(before, 0x00), bytes, Buffer.alloc(after, 0x00)]));
  const ones = encode(Buffer.concat([Buffer.alloc(before, 0xff), bytes, Buffer.alloc(after, 0xff)]));
  let start = 0;
  while (zeros[start] !== ones[start]) start++;
  let end = start;
  while (end < zeros.length && zeros[end] === ones[end]) end++;
  return zeros.slice(start, end);
}
const b64 = (bytes: Buffer): string => bytes.toString('base64');
const b64url = (bytes: Buffer): string => bytes.toString('base64url');

/**
 * Per spelling the child's element_id asks for: the text that must appear nowhere (the whole
 * spelling, or for base64 the part the value alone determines). The child writes the spellings
 * itself (fault-child.mjs, SPELLINGS); the names are the same.
 */
const SPELLINGS: Record<string, (v: string) => string> = {
  raw: (v) => v,
  upper: (v) => v.toUpperCase(),
  lower: (v) => v.toLowerCase(),
  'mixed case': (v) => [...v].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join(''),
  base64: (v) => valueOnlyPart(v, 0, 1, b64),
  'base64 after one byte': (v) => valueOnlyPart(v, 1, 1, b64),
  'base64 of user:secret (HTTP Basic)': (v) => valueOnlyPart(v, 'user:'.length, 1, b64),
  base64url: (v) => valueOnlyPart(v, 0, 1, b64url),
  'base64url after one byte': (v) => valueOnlyPart(v, 1, 1, b64url),
  'base64url of user:secret': (v) => valueOnlyPart(v, 'user:'.length, 1, b64url),
  'hex lower': (v) => Buffer.from(v).toString('hex'),
  'hex upper': (v) => Buffer.from(v).toString('hex').toUpperCase(),
  'percent-encoded': (v) => encodeURIComponent(v),
  'percent-encoded, lowercase hex': (v) => encodeURIComponent(v).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
  'form-urlencoded': (v) => new URLSearchParams({ q: v }).toString().slice(2),
  'WHATWG URL': (v) => {
    try {
      return new URL(v).href;
    } catch {
      return v;
    }
  },
  JSON: (v) => JSON.stringify(v).slice(1, -1),
  'JSON, ASCII with uppercase hex': (v) => JSON.stringify(v).slice(1, -1).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`),
};
const NAMES = Object.keys(SPELLINGS);
const stepId = (index: number): string => `spell-${index}`;
const reversed = (v: string): string => [...v].reverse().join('');

const SECRETS: Record<string, string> = {
  '7 ASCII bytes': 'Tr0ub4!',
  'non-ASCII with markup and JSON specials': 'Pässwörd "日本" <b>&🔑\\',
  'a 40-character token': 'ghp_Q9zX2wE8rT5yU1iO4pA7sD3fG6hJ0kLmNbVc',
  'a URL': 'HTTP://LocalHost:8080/p a"th?tok=Zz9',
};

function planText(): string {
  return JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'secret spellings everywhere',
    limits: { fail_fast: false },
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } },
      ...NAMES.map((name, i) => ({ id: stepId(i), tool: 'type_text', arguments: { element_id: name, text: { $secret: 'TYPED_SECRET' } } })),
      { id: 'got', tool: 'evaluate', arguments: { expression: { $secret: 'TYPED_SECRET' } }, expect: { json_pointer: '/result', equals: 'anything else' } },
    ],
  }, null, 2);
}
const CONFIRMED = [...NAMES.map((_, i) => stepId(i)), 'got'];

async function spellingChild(dir: string): Promise<string> {
  const child = join(dir, 'spelling-plasmate.mjs');
  await writeFile(child, `#!/usr/bin/env node\nprocess.argv = [process.argv[0], process.argv[1], 'spelling-table', '-'];\nawait import(${JSON.stringify(FAULT_CHILD)});\n`, { mode: 0o755 });
  return child;
}

/** What each sink showed, by name; `reasons`: the sinks that carry each failed step's reason. */
interface Shown {
  sinks: Record<string, string>;
  reasons: readonly string[];
  masked: string[];
}

async function throughTheCli(dir: string, secret: string): Promise<Shown> {
  const plan = join(dir, 'plan.json');
  await writeFile(plan, planText());
  const env = { PATH: process.env.PATH, TYPED_SECRET: secret };
  const child = await spellingChild(dir);
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, 'report.json'), '--plasmate', child, '--secret', 'TYPED_SECRET',
    ...CONFIRMED.flatMap((id) => ['--confirm-step', id]), '--allow-evaluate', '--markdown', join(dir, 'report.md')], { env, cwd: dir });
  expect(run.code).toBe(1);
  // A test run resolves no secret (every step that needs one is stubbed): its record must show none either.
  const test = await runCliInProcess(['agent-run', '--plan', plan, '--report', join(dir, 'test-run.json'), '--plasmate', child,
    '--test-mode', '--markdown', join(dir, 'test-run.md')], { env, cwd: dir });
  return {
    sinks: {
      'CLI stderr': run.stderr,
      'CLI stdout': run.stdout,
      'CLI Markdown': await readFile(join(dir, 'report.md'), 'utf8'),
      'report JSON': await readFile(join(dir, 'report.json'), 'utf8'),
      'test-run record': await readFile(join(dir, 'test-run.json'), 'utf8'),
      'test-run Markdown and stderr': `${await readFile(join(dir, 'test-run.md'), 'utf8')}\n${test.stderr}\n${test.stdout}`,
    },
    reasons: ['CLI stderr', 'CLI Markdown'],
    masked: [],
  };
}

async function throughTheAction(gh: FakeGitHub, dir: string, secret: string): Promise<Shown> {
  const plan = Buffer.from(planText());
  openPullRequest(gh, { 'plans/spellings.json': plan });
  for (const id of CONFIRMED) gh.applyLabel(PR, labelFor(plan, id), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  const run = await runGate(gh, {
    inputs: { mode: 'execute', engine: 'plasmate', 'plasmate-path': await spellingChild(dir), secrets: 'TYPED_SECRET', 'allow-evaluate': 'true' },
    env: { TYPED_SECRET: secret },
  });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'failed-executions': '1' });
  const lines = run.stdout.split('\n');
  const reports = join(run.dir, 'reports');
  const files = await Promise.all((await readdir(reports)).filter((f) => f !== 'gate-summary.json').map((f) => readFile(join(reports, f), 'utf8')));
  // Workflow commands escape `%`, CR and LF in their data; the runner decodes them.
  const decode = (data: string): string => data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  return {
    sinks: {
      'action log': decode(lines.filter((line) => !line.startsWith('::add-mask::') && !line.startsWith('::error')).join('\n')),
      'log annotations': decode(lines.filter((line) => line.startsWith('::error')).join('\n')),
      'job summary': run.summary,
      'check-run summary': gh.checkRuns.map((r) => `${r.output.title ?? ''}\n${r.output.summary ?? ''}`).join('\n'),
      'check-run annotations': gh.checkRuns.flatMap((r) => r.annotations.map((a) => Object.values(a).join('\n'))).join('\n'),
      // The file as written, then each step's reason beside its id (the file puts them on separate lines).
      'gate-summary.json': [await readFile(join(reports, 'gate-summary.json'), 'utf8'),
        ...run.gate.plans.flatMap((p) => p.why?.steps.map((d) => `${d.id}: ${d.reason}`) ?? [])].join('\n'),
      'report files': files.join('\n'),
      outputs: Object.values(run.outputs).join('\n'),
    },
    reasons: ['action log', 'check-run summary', 'gate-summary.json'],
    masked: lines.filter((line) => line.startsWith('::add-mask::')).map((line) => decode(line.slice('::add-mask::'.length))),
  };
}

/** JSON.stringify's escapes undone, so a JSON sink is read as the text it carries. */
const asText = (sink: string): string => sink.replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  .replace(/\\"/g, '"').replace(/\\\\/g, '\\');

describe.each(Object.entries(SECRETS))('a secret of %s', (_kind, secret) => {
  let gh: FakeGitHub;
  const shown: Shown[] = [];
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spelling-sinks-'));
    gh = await startGitHub();
    shown.push(await throughTheCli(dir, secret), await throughTheAction(gh, dir, secret));
  }, 120_000);
  afterAll(async () => {
    await gh.stop();
    expect(gh.violations).toEqual([]);
  });

  const sinks = () => shown.flatMap((s) => Object.entries(s.sinks));

  test.each(NAMES.map((name, i) => [name, i] as const))('written as %s: in no sink, and each reason shows it redacted', (name, index) => {
    const secretPart = SPELLINGS[name]!(secret);
    expect(secretPart.length).toBeGreaterThanOrEqual(7);
    for (const [sink, text] of sinks()) {
      for (const form of [text, asText(text)]) {
        if (form.includes(secretPart)) throw new Error(`${sink} shows the secret written as ${name}: ${JSON.stringify(secretPart)}`);
      }
    }
    for (const s of shown) {
      for (const sink of s.reasons) {
        const step = new RegExp(`\\b${stepId(index)}\\b`);
        const line = asText(s.sinks[sink]!).split('\n').find((l) => step.test(l) && l.includes('cannot type'));
        expect({ sink, line }).toEqual({ sink, line: expect.stringContaining('***') });
      }
    }
  });

  test("the mismatch of the step that sent the secret echoes no actual value, the page's transformation of it included", () => {
    for (const [sink, text] of sinks()) {
      if (text.includes(reversed(secret)) || asText(text).includes(reversed(secret))) throw new Error(`${sink} shows the reversed secret`);
    }
    for (const s of shown) {
      for (const sink of s.reasons) expect(asText(s.sinks[sink]!)).toContain(`but got ${ACTUAL_NOT_SHOWN}`);
    }
  });

  test("the runner's masking is given the value as written, upper- and lowercased, its hex in both cases and its base64 at each alignment", () => {
    const masked = shown[1]!.masked;
    for (const spelling of [secret, secret.toUpperCase(), secret.toLowerCase(), SPELLINGS['hex lower']!(secret), SPELLINGS['hex upper']!(secret),
      SPELLINGS.base64!(secret), SPELLINGS['base64 after one byte']!(secret), SPELLINGS['base64 of user:secret (HTTP Basic)']!(secret)]) {
      expect(masked).toContain(spelling);
    }
  });
});
