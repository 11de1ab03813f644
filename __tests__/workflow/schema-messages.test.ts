/**
 * Schema-check messages that say where and why: each argument problem names the argument's path,
 * the keyword with what the child's schema allows there, and the plan file's line:col of the
 * offending value — never the value. Plans are validated from real text, the child is the fault
 * child (a real process) and, at the end, the built CLI runs it as a user would.
 * @needs-bundle engine
 * @needs-child-process fake children, node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { advertisedText, MAX_ADVERTISED_TEXT_CHARS } from '../../src/mcp/schema-gate.js';
import { parseJsonDocument, member, type JsonNode } from '../../src/plan/json.js';
import { LineIndex } from '../../src/plan/problem.js';
import type { Plan } from '../../src/contract/plan.js';
import { validatePlan } from '../../src/plan/validate.js';
import { checkSchemas } from '../../src/workflow/check-schemas.js';
import { MAX_ARGUMENT_DETAIL_CHARS, readablePath } from '../../src/workflow/gates.js';
import { runCliInProcess } from '../helpers/cli.js';
import { faultChild, loggedCalls, tempDir } from './helpers.js';

const HANDSHAKE = ['initialize', 'notifications/initialized', 'tools/list'];

/** Argument values that must never be repeated by a message. */
const CANARY = {
  direction: 'sideways-canary-1',
  pixels: 'ten-canary-2',
  cookieValue: 'cookie-value-canary-3',
  bogus: 'bogus-value-canary-4',
  slash: 'slash-value-canary-5',
  traceId: `trace-canary-6-${'t'.repeat(64)}`,
};

// One step per kind of problem, written the way a person would: one member per line.
const PLAN_TEXT = `{
  "schema": "plasmate.agent-workflow.v1",
  "name": "schema messages",
  "steps": [
    { "id": "open", "tool": "open_page", "arguments": { "url": "http://example.test/" } },
    {
      "id": "click-nothing",
      "tool": "click",
      "arguments": {}
    },
    { "id": "click-bare", "tool": "click" },
    {
      "id": "scroll",
      "tool": "scroll",
      "arguments": {
        "direction": "${CANARY.direction}",
        "pixels": "${CANARY.pixels}"
      }
    },
    {
      "id": "replay",
      "tool": "replay_validate",
      "arguments": { "trace_id": "${CANARY.traceId}", "sequence": 0 }
    },
    {
      "id": "cookies",
      "tool": "set_cookies",
      "arguments": {
        "cookies": [
          { "name": "n", "value": "${CANARY.cookieValue}", "domain": 5 },
          { "name": "n", "value": "v" }
        ]
      }
    },
    {
      "id": "extra",
      "tool": "toggle",
      "arguments": { "element_id": "e_1", "bogus": "${CANARY.bogus}", "a/b~c": "${CANARY.slash}" }
    }
  ]
}
`;
const ALL_STEPS = ['open', 'click-nothing', 'click-bare', 'scroll', 'replay', 'cookies', 'extra'];

/** 1-based line and column of the first occurrence of `needle` (ASCII text: columns are characters). */
function at(text: string, needle: string, from = 0): { line: number; column: number } {
  const index = text.indexOf(needle, from);
  if (index === -1) throw new Error(`not in the text: ${needle}`);
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

function planOf(text: string): Plan {
  const check = validatePlan(new TextEncoder().encode(text), 'plan.json', null);
  expect(check.problems).toEqual([]);
  return check.plan!;
}

let scratch: ReturnType<typeof tempDir>;
beforeEach(() => { scratch = tempDir(); });
afterEach(() => scratch.cleanup());

async function check(mode: string, plan: Plan, env: Record<string, string> = {}) {
  const log = join(scratch.dir, `calls-${mode}.jsonl`);
  const result = await checkSchemas(plan, new Set(plan.steps.map((s) => s.id)), {
    child: faultChild(mode, log), env: { PATH: process.env.PATH ?? '', ...env }, secrets: new Set(Object.keys(env)),
  });
  expect(loggedCalls(log)).toEqual(HANDSHAKE);
  return result;
}

describe('argument problems against the real child', () => {
  it('name the path, the keyword with what is allowed, and the line:col of the value', async () => {
    const result = await check('happy', planOf(PLAN_TEXT));
    expect(result.failureClass).toBe('argument_schema_invalid');
    const cookies = PLAN_TEXT.indexOf('"cookies": [');
    const rows = result.problems.map((p) => [p.stepId, p.detail, p.location]);
    expect(rows).toEqual(expect.arrayContaining([
      // required, the arguments object present: located at the object that lacks it.
      ['click-nothing', 'arguments.element_id is missing (required)', at(PLAN_TEXT, '{}')],
      // required, no arguments at all: located at the step.
      ['click-bare', 'arguments.element_id is missing (required)', at(PLAN_TEXT, '{ "id": "click-bare"')],
      ['scroll', 'arguments.direction must be one of "down", "up", "top", "bottom" (enum)', at(PLAN_TEXT, `"${CANARY.direction}"`)],
      ['scroll', 'arguments.pixels must be an integer (type)', at(PLAN_TEXT, `"${CANARY.pixels}"`)],
      ['replay', 'arguments.trace_id must be at most 64 characters long (maxLength)', at(PLAN_TEXT, `"${CANARY.traceId}"`)],
      ['replay', 'arguments.sequence must be >= 1 (minimum)', at(PLAN_TEXT, '0 }')],
      ['cookies', 'arguments.cookies[0].domain must be a string (type)', at(PLAN_TEXT, '5 }')],
      ['cookies', 'arguments.cookies[1].domain is missing (required)', at(PLAN_TEXT, '{ "name": "n", "value": "v" }', cookies)],
      ['extra', 'arguments.bogus is not accepted; the tool accepts only session_id, element_id (additionalProperties)', at(PLAN_TEXT, `"${CANARY.bogus}"`)],
      ['extra', 'arguments["a/b~c"] is not accepted; the tool accepts only session_id, element_id (additionalProperties)', at(PLAN_TEXT, `"${CANARY.slash}"`)],
    ]));
    expect(result.problems.every((p) => p.failureClass === 'argument_schema_invalid')).toBe(true);
    expect(result.problems).toHaveLength(10);
    const shown = JSON.stringify(result.problems);
    for (const value of Object.values(CANARY)) expect(shown).not.toContain(value);
  });

  it('never repeat a resolved secret, and point at its reference', async () => {
    const text = `{"schema":"plasmate.agent-workflow.v1","name":"s","steps":[
  {"id":"open","tool":"open_page","arguments":{"url":"http://example.test/"}},
  {"id":"type","tool":"type_text","arguments":{"element_id":"e_1",
    "text":{"$secret":"LOGIN_PASSWORD"}}}]}`;
    const canary = 'canary-secret-longer-than-eight';
    const result = await check('secret-schema', planOf(text), { LOGIN_PASSWORD: canary });
    expect(result.problems).toEqual([{
      failureClass: 'argument_schema_invalid', stepId: 'type', tool: 'type_text',
      detail: 'arguments.text must be at most 8 characters long (maxLength)',
      location: at(text, '{"$secret"'),
    }]);
    expect(JSON.stringify(result)).not.toContain(canary);
    expect(JSON.stringify(result)).not.toContain('LOGIN_PASSWORD');
  });

  it('bound and clean what the child advertises: no control or bidi character, no flood', async () => {
    const text = `{"schema":"plasmate.agent-workflow.v1","name":"h","steps":[
  {"id":"open","tool":"open_page","arguments":{"url":"http://example.test/"}},
  {"id":"go","tool":"navigate_to","arguments":{"url":"http://example.test/next"}},
  {"id":"scroll","tool":"scroll","arguments":{"direction":"sideways"}},
  {"id":"click","tool":"click","arguments":{"element_id":"e_1","other":1}}]}`;
    const result = await check('hostile-schema', planOf(text));
    expect(result.failureClass).toBe('argument_schema_invalid');
    const details = result.problems.map((p) => p.detail);
    expect(details).toHaveLength(4);
    for (const detail of details) {
      expect(detail).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
      expect(Array.from(detail).length).toBeLessThanOrEqual(MAX_ARGUMENT_DETAIL_CHARS);
      // The keyword survives every cut.
      expect(detail).toMatch(/ \((pattern|enum|required|additionalProperties)\)$/);
    }
    const byKeyword = (k: string) => details.find((d) => d.endsWith(`(${k})`))!;
    expect(byKeyword('pattern')).toMatch(/^arguments\.url must match the pattern \/\^https:\/\/\?\\\[2Jx+…/);
    // JSON shows C0 controls as escapes; what JSON leaves raw (bidi overrides) is replaced.
    expect(byKeyword('enum')).toMatch(/^arguments\.direction must be one of "down", "\\u001b\]0;pwned\\u0007", "\?evilu+…, .* \(and \d+ more\) \(enum\)$/);
    // A required name from the schema is a path segment: quoted, cleaned and cut.
    expect(byKeyword('required')).toMatch(/^arguments\["evil\?name\?y+…"\] is missing \(required\)$/);
    expect(byKeyword('additionalProperties')).toMatch(/^arguments\.other is not accepted; the tool accepts only session_id, element_id, \?\[31mp0, .*…? \(additionalProperties\)$/);
  });
});

describe('the pieces', () => {
  it('advertisedText replaces controls, makes one line and cuts at its bound (in code points, the "…" included)', () => {
    expect(advertisedText('a\u001b[2Jb\u202ec\nd\u2028e')).toBe('a?[2Jb?c d e');
    expect(advertisedText('😀'.repeat(MAX_ADVERTISED_TEXT_CHARS + 5))).toBe(`${'😀'.repeat(MAX_ADVERTISED_TEXT_CHARS - 1)}…`);
  });

  it('readablePath tells array indices from numeric keys by the arguments\' shape', () => {
    expect(readablePath({ cookies: [{ name: 'x' }] }, ['cookies', '0', 'name'])).toBe('arguments.cookies[0].name');
    expect(readablePath({ m: { 0: 'x' } }, ['m', '0'])).toBe('arguments.m["0"]');
    expect(readablePath({}, ['has space'])).toBe('arguments["has space"]');
    const deep = readablePath({}, Array.from({ length: 30 }, (_, i) => `key${i}`));
    expect(deep.startsWith('…')).toBe(true);
    expect(deep.endsWith('.key29')).toBe(true);
  });

  it('argument locations agree with the validator\'s own line index (CRLF, tabs, emoji, minified)', () => {
    const text = '{"schema":"plasmate.agent-workflow.v1",\r\n"name":"loc","steps":[\r\n\t{"id":"open","tool":"open_page","arguments":{"url":"http://e.test/😀"}},'
      + '{"id":"c","tool":"set_cookies","arguments":{"cookies":[{"name":"😀😀","value":"v","domain":"d"},\n\t\t{"name":"n"}],"x/y":{"~":[1,[2,{"z":null}]]}}}]}';
    const plan = planOf(text);
    const root = parseJsonDocument(new TextEncoder().encode(text)).root!;
    const lines = new LineIndex(text);
    const expected = new Map<string, { line: number; column: number }>();
    const walk = (node: JsonNode, pointer: string) => {
      expected.set(pointer, lines.locate(node.offset));
      if (node.kind === 'object') for (const m of node.members) walk(m.value, `${pointer}/${m.key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (node.kind === 'array') node.items.forEach((item, i) => walk(item, `${pointer}/${i}`));
    };
    const steps = member(root as never, 'steps')!.value as { items: JsonNode[] };
    steps.items.forEach((step, i) => {
      expected.clear();
      walk(member(step as never, 'arguments')!.value, '');
      const locations = plan.steps[i]!.argumentLocations!;
      expect(new Map([...expected.keys()].map((pointer) => [pointer, locations.get(pointer)]))).toEqual(expected);
    });
    expect(expected.has('/x~1y/~0/1/1/z')).toBe(true);
    expect(plan.steps[1]!.argumentLocations!.get('/x~1y/~0/1/1/z/no')).toBeUndefined();
  });

  it('leave the fingerprint alone: the same plan minified and pretty-printed has one fingerprint', () => {
    const minified = JSON.stringify(JSON.parse(PLAN_TEXT));
    expect(planOf(minified).fingerprint).toBe(planOf(PLAN_TEXT).fingerprint);
    expect(planOf(minified).steps[3]!.argumentLocations!.get('/direction')).not.toEqual(planOf(PLAN_TEXT).steps[3]!.argumentLocations!.get('/direction'));
  });
});

describe('the built CLI', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'schema-messages-')); });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints file:line:col failure_class step "id": message against the reference engine', async () => {
    const file = join(dir, 'plan.json');
    writeFileSync(file, PLAN_TEXT);
    const confirm = ALL_STEPS.flatMap((id) => ['--confirm-step', id]);
    const run = await runCliInProcess(['agent-run', '--plan', file, '--check-schemas', '--engine', 'reference', ...confirm], { timeoutMs: 60_000 });
    expect(run.code).toBe(1);
    const line = (needle: string, from?: number) => { const { line: l, column } = at(PLAN_TEXT, needle, from); return `${file}:${l}:${column}`; };
    expect(run.stderr).toContain(`${line(`"${CANARY.direction}"`)} argument_schema_invalid step "scroll": arguments.direction must be one of "down", "up", "top", "bottom" (enum)\n`);
    expect(run.stderr).toContain(`${line('{ "id": "click-bare"')} argument_schema_invalid step "click-bare": arguments.element_id is missing (required)\n`);
    expect(run.stderr).toContain(`${line('5 }')} argument_schema_invalid step "cookies": arguments.cookies[0].domain must be a string (type)\n`);
    expect(run.stderr).toContain(`${line('{ "name": "n", "value": "v" }', PLAN_TEXT.indexOf('"cookies": ['))} argument_schema_invalid step "cookies": arguments.cookies[1].domain is missing (required)\n`);
    expect(run.stdout).toContain('schema check failed: argument_schema_invalid');
    for (const value of Object.values(CANARY)) expect(run.stderr + run.stdout).not.toContain(value);
  });

  it('prints a hostile child\'s schema text cleaned and bounded', async () => {
    const file = join(dir, 'hostile.json');
    const text = `{"schema":"plasmate.agent-workflow.v1","name":"h","steps":[
  {"id":"open","tool":"open_page","arguments":{"url":"http://example.test/"}},
  {"id":"scroll","tool":"scroll","arguments":{"direction":"sideways"}}]}`;
    writeFileSync(file, text);
    const run = await runCliInProcess(['agent-run', '--plan', file, '--check-schemas', '--plasmate', 'fixtures/children/hostile-schema-plasmate.mjs'], { timeoutMs: 60_000 });
    expect(run.code).toBe(1);
    const problem = run.stderr.split('\n').find((l) => l.includes('argument_schema_invalid'))!;
    const { line, column } = at(text, '"sideways"');
    expect(problem.startsWith(`${file}:${line}:${column} argument_schema_invalid step "scroll": arguments.direction must be one of "down", "\\u001b]0;pwned\\u0007", "?evil`)).toBe(true);
    expect(problem).toMatch(/ \(enum\)$/);
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });
});
