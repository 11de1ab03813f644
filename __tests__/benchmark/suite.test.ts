import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { canonicalStringify, lengthFramedSha256, suiteIdentity } from '../../src/benchmark/digest.js';
import { buildScenario, emailElementId } from '../../src/benchmark/scenarios.js';
import { startFixtureServer } from '../../src/benchmark/fixture-server.js';
import { EXPECTED_STEPS, FIXTURE_FILES, SUITE_MANIFEST } from '../../src/benchmark/suite.js';
import { observedOutcome } from '../../src/benchmark/evidence.js';
import { TOOL_VERSION } from '../../src/contract/version.js';

test('the compiled fixture corpus is byte-identical to fixtures/benchmark/', () => {
  expect(FIXTURE_FILES.map((f) => f.path)).toEqual(['fixtures/benchmark/start.html', 'fixtures/benchmark/destination.html', 'fixtures/benchmark/form.html']);
  for (const f of FIXTURE_FILES) expect(f.bytes.equals(readFileSync(f.path))).toBe(true);
});

test('the fixture pages carry the contract facts', () => {
  const text = (p: string) => readFileSync(p, 'utf8');
  expect(text('fixtures/benchmark/start.html')).toMatch(/<title>Workflow start<\/title>[\s\S]*<h1>Workflow start<\/h1>[\s\S]*<a id="destination-link" href="\/destination">Open destination<\/a>/);
  expect(text('fixtures/benchmark/destination.html')).toMatch(/<title>Workflow destination<\/title>[\s\S]*<h1>/);
  expect(text('fixtures/benchmark/form.html')).toMatch(/<title>Workflow form<\/title>[\s\S]*<h1>Contact details<\/h1>[\s\S]*<label for="email">Email address<\/label>\s*<input id="email" name="email" type="email" value="">/);
});

test('tool version matches package.json', () => {
  expect(TOOL_VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
});

describe('length-framed digests', () => {
  test('frame layout written out by hand', () => {
    const u64 = (n: number) => Buffer.from([0, 0, 0, 0, 0, 0, 0, n]);
    const manual = createHash('sha256')
      .update(Buffer.concat([u64(1), Buffer.from('d'), u64(2), Buffer.from('ab'), u64(3), Buffer.from([1, 2, 3])]))
      .digest('hex');
    expect(lengthFramedSha256('d', [['ab', Uint8Array.from([1, 2, 3])]])).toBe(manual);
  });

  test('framing separates what concatenation would merge', () => {
    expect(lengthFramedSha256('d', [['ab', Buffer.from('c')]])).not.toBe(lengthFramedSha256('d', [['a', Buffer.from('bc')]]));
  });

  test('suite identity is recomputable from a checkout: manifest canonical JSON plus the fixture files', () => {
    const manifest = Buffer.from(canonicalStringify(SUITE_MANIFEST));
    expect(manifest.toString()).toMatch(/^\{"scenarios":\[\{"category":"navigation","contract":"/);
    const files = FIXTURE_FILES.map((f) => [f.path, readFileSync(f.path)] as const);
    expect(suiteIdentity()).toEqual({
      manifest_sha256: lengthFramedSha256('plasmate.agent-task-benchmark-manifest.v1', [['suite.json', manifest]]),
      fixture_corpus_sha256: lengthFramedSha256('plasmate.agent-task-benchmark-fixtures.v1', [['suite.json', manifest], ...files]),
    });
  });
});

describe('scenarios', () => {
  test.each(SUITE_MANIFEST.scenarios.map((s) => [s.id]))('%s builds a valid plan with the expected step ids and approvals', (id) => {
    const built = buildScenario(id, 'http://127.0.0.1:4000');
    expect(built.check.problems).toEqual([]);
    const plan = built.plan!;
    expect(plan.name).toBe(id);
    expect(plan.limits).toEqual({ step_timeout_ms: 15000, workflow_timeout_ms: 60000, response_bytes: 524288, stderr_bytes: 65536, memory_mb: 0, fail_fast: true });
    const expected = EXPECTED_STEPS[id]!;
    expect(plan.steps.map((s) => [s.id, s.tool])).toEqual(expected.map((s) => [s.id, s.tool]));
    expect(expected.filter((s) => s.approved).map((s) => s.id)).toEqual(built.approvals.confirmSteps);
    for (const step of plan.steps) expect(JSON.stringify(step.arguments)).not.toMatch(/https?:\/\/(?!127\.0\.0\.1:4000\/)/);
  });

  test('the email id follows the published algorithm and depends on the origin', () => {
    expect(emailElementId('http://127.0.0.1:1')).toBe('e_a4c2ac5f3940');
    expect(emailElementId('http://127.0.0.1:2')).not.toBe('e_a4c2ac5f3940');
  });

  test('an unknown scenario id yields an invalid plan, not a crash', () => {
    expect(buildScenario('no-such-scenario', 'http://127.0.0.1:1').plan).toBeNull();
  });
});

test('the fixture server serves exactly the three pages on loopback', async () => {
  const server = await startFixtureServer();
  try {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const [route, file] of [['/start', 'start'], ['/destination', 'destination'], ['/form', 'form']]) {
      const res = await fetch(`${server.origin}${route}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(`fixtures/benchmark/${file}.html`))).toBe(true);
    }
    for (const path of ['/', '/start.html', '/../package.json', '/form?x=1#y']) {
      const res = await fetch(`${server.origin}${path}`);
      expect([path, res.status]).toEqual([path, path.startsWith('/form?') ? 200 : 404]);
    }
    expect((await fetch(`${server.origin}/start`, { method: 'POST' })).status).toBe(404);
  } finally {
    await server.close();
  }
});

test('observed outcome precedence: timeout, succeeded, crash, failed', () => {
  expect(observedOutcome('failed', 'timed_out', [])).toBe('timeout');
  expect(observedOutcome('failed', 'exited:0', [null, 'step_timeout'])).toBe('timeout');
  expect(observedOutcome('failed', 'exited:0', ['workflow_timeout'])).toBe('timeout');
  expect(observedOutcome('succeeded', 'exited:0', [null])).toBe('succeeded');
  expect(observedOutcome('failed', 'signaled:9', ['early_exit'])).toBe('crash');
  expect(observedOutcome('failed', 'exited:1', ['expectation_mismatch'])).toBe('failed');
});
