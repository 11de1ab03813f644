/**
 * Which changed JSON files of a pull request the built action checks as plans.
 * The author picks the bytes, so recognition fails closed: a plan hidden behind a JSON escape, a
 * duplicate key, a BOM, a bad byte or the size bound is still checked, and with `plans` globs
 * every matching file is a plan whatever its content.
 */
import { couldBePlan, MAX_RECOGNITION_BYTES } from '../../src/github/gate/plan-recognition.js';
import { MAX_RECOGNITION_TOTAL_BYTES } from '../../src/github/rest/pull-request.js';
import { MAX_PLAN_BYTES } from '../../src/contract/bounds.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { HEAD, openPullRequest, runGate, useFakeGitHub } from './helpers/scenario.js';

/** A plan with one `click` nobody approved; `schema` is written into the JSON text as given. */
function planText(schemaMember: string, extra = ''): string {
  return `{${schemaMember}, "name": "hidden click"${extra}, "steps": [
  {"id": "open", "tool": "open_page", "arguments": {"url": "https://app.example.test/"}},
  {"id": "press", "tool": "click", "arguments": {"element_id": "e_0b9c7d2e4f61"}}
]}`;
}
const bytes = (text: string) => Buffer.from(text, 'utf8');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

test('a plan schema behind a JSON escape is a plan: the unapproved click needs approval instead of a neutral check', async () => {
  openPullRequest(gh, { 'flows/hidden.json': bytes(planText('"schema": "plasmate\\u002eagent-workflow.v1"')) });
  const run = await runGate(gh);
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', plans: '1', 'steps-needing-approval': '1' });
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: 'action_required' });
  expect(run.gate.plans.map((p) => [p.path, p.status])).toEqual([['flows/hidden.json', 'needs_approval']]);
});

test('plans an attacker disguises fail closed: duplicate schema keys (either order), a BOM, a bad byte, a schema past the size bound', async () => {
  const plan = planText('"schema": "plasmate.agent-workflow.v1"');
  const afterBound = planText('"schema": "plasmate.agent-workflow.v1"').replace('{"schema"', `{"pad": "${' '.repeat(MAX_PLAN_BYTES)}", "schema"`);
  openPullRequest(gh, {
    'a/first-wins.json': bytes(planText('"schema": "plasmate.agent-workflow.v1", "schema": "x"')),
    'a/last-wins.json': bytes(planText('"schema": "x", "schema": "plasmate.agent-workflow.v1"')),
    'a/bom.json': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes(plan)]),
    // An invalid UTF-8 byte in the name, and the schema escaped: the raw text never spells it.
    'a/bad-byte.json': Buffer.concat([bytes('{"name": "'), Buffer.from([0xff]), bytes('", "schema": "plasmate\\u002Eagent\\u002dworkflow.v1", "steps": []}')]),
    'a/after-bound.json': bytes(afterBound),
  });
  const run = await runGate(gh);
  expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '5', 'invalid-plans': '5' });
  const rules = Object.fromEntries(run.gate.plans.map((p) => [p.path, p.problems.map((x) => x.rule)]));
  expect(rules['a/first-wins.json']).toContain('plan.json.duplicate-key');
  expect(rules['a/last-wins.json']).toContain('plan.json.duplicate-key');
  expect(rules['a/bom.json']).toEqual(['plan.json.syntax']);
  expect(rules['a/bad-byte.json']).toEqual(['plan.json.encoding']);
  expect(rules['a/after-bound.json']).toEqual(['plan.json.size']);
  expect(run.summary).not.toContain('ignored');
});

test('JSON that provably is no plan is ignored: other schemas, no schema, comments, a plan schema nested below the top', async () => {
  openPullRequest(gh, {
    'package.json': bytes('{"name": "pkg", "version": "1.0.0"}'),
    'tsconfig.json': bytes('{\n  // comments make it no JSON\n  "compilerOptions": {}\n}'),
    'config/settings.json': bytes('{"schema": "https://example.test/settings.schema.json"}'),
    'config/nested.json': bytes('{"inner": {"schema": "plasmate.agent-workflow.v1"}}'),
  });
  const run = await runGate(gh);
  expect(run.outputs).toMatchObject({ conclusion: 'neutral', plans: '0' });
  expect(run.summary).toContain('4 changed JSON files without a plan `schema` ignored.');
});

test('with plans globs, every matching file is a plan whatever it holds; files outside them are not read', async () => {
  openPullRequest(gh, {
    'plans/settings.json': bytes('{"schema": "https://example.test/settings.schema.json"}'),
    'plans/broken.json': bytes('{"schema": "plasmate.agent-workflow.v1",'),
    'elsewhere/hidden.json': bytes(planText('"schema": "plasmate\\u002eagent-workflow.v1"')),
  });
  const run = await runGate(gh, { inputs: { plans: 'plans/**/*.json' } });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '2', 'invalid-plans': '2' });
  const rules = Object.fromEntries(run.gate.plans.map((p) => [p.path, p.problems.map((x) => x.rule)]));
  expect(rules['plans/settings.json']!.sort()).toEqual(['plan.field.required', 'plan.field.required', 'plan.schema.unsupported']);
  expect(rules['plans/broken.json']).toEqual(['plan.json.syntax']);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/contents/{path}').map((r) => r.path)).not.toContain('/repos/acme/flows/contents/elsewhere/hidden.json');
});

test('past the per-run recognition budget, a changed JSON file over the plan bound is checked as a plan instead of being read on', async () => {
  const big = (n: number) => {
    const text = `{"n": ${n}, "pad": "`;
    return Buffer.concat([bytes(text), Buffer.alloc(MAX_RECOGNITION_BYTES - text.length - 2, 0x78), bytes('"}')]);
  };
  const files: Record<string, Buffer> = {};
  for (let n = 0; n * MAX_RECOGNITION_BYTES < MAX_RECOGNITION_TOTAL_BYTES; n++) files[`data/${n}.json`] = big(n);
  files['data/late.json'] = bytes(`{"pad": "${'x'.repeat(MAX_PLAN_BYTES)}"}`);
  openPullRequest(gh, files);
  const run = await runGate(gh);
  expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '1', 'invalid-plans': '1' });
  expect(run.gate.plans.map((p) => [p.path, p.problems.map((x) => x.rule)])).toEqual([['data/late.json', ['plan.json.size']]]);
  expect(run.summary).toContain(`${Object.keys(files).length - 1} changed JSON files without a plan \`schema\` ignored.`);
}, 60_000);

describe('couldBePlan (the recognition rule itself)', () => {
  const plan = planText('"schema": "plasmate.agent-workflow.v1"');
  test.each([
    ['a plain plan', bytes(plan)],
    ['a future plan version', bytes(planText('"schema": "plasmate.agent-workflow.v7"'))],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(plan, 'utf16le')])],
    ['JSON5 hex escapes and comments', bytes('// x\n{schema: "plasmate\\x2eagent\\x2dworkflow.v1"}')],
    ['a line continuation inside the string', bytes('{"schema": "plasmate.agent-\\\nworkflow.v1",}')],
    ['a trailing comma', bytes(`${plan.slice(0, -1)},}`)],
  ])('%s could be a plan', (_name, input) => {
    expect(couldBePlan(input, true)).toBe(true);
  });

  test.each([
    ['an ordinary object', bytes('{"schema": "other"}')],
    ['a top-level array', bytes('[{"schema": "plasmate.agent-workflow.v1"}]')],
    ['a schema that only resembles ours', bytes('{"schema": "plasmate.agent-workflow.v1-draft"}')],
    ['unparseable text that never names the schema', bytes('{ // settings\n "a": 1 }')],
  ])('%s is not a plan', (_name, input) => {
    expect(couldBePlan(input, true)).toBe(false);
  });

  test('a file longer than the recognition bound is checked: its end cannot be seen', () => {
    expect(MAX_RECOGNITION_BYTES).toBeGreaterThan(MAX_PLAN_BYTES);
    expect(couldBePlan(bytes('{"a": 1}'), false)).toBe(true);
  });
});
