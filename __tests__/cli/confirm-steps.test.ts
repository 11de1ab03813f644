/**
 * `--confirm-step` values (src/cli/confirm-steps.ts): PLAN:STEP split at the last ":" (a step id
 * never contains one), which plans each value reaches, and the shell quoting of the hint.
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfirmStepSelection, parseConfirmSteps, planStepIds, shellWord } from '../../src/cli/confirm-steps.js';
import { UsageError } from '../../src/cli/io.js';
import { PLAN_JSON_SCHEMA } from '../../src/plan/schema.js';

test('a step id cannot contain the separator, so the last ":" splits unambiguously', () => {
  const stepId = (PLAN_JSON_SCHEMA as { definitions: { step: { properties: { id: { pattern: string } } } } }).definitions.step.properties.id.pattern;
  expect(new RegExp(stepId).test('a:b')).toBe(false);
  expect(parseConfirmSteps(['go', 'a.json:go', 'dir:x/a.json:type user'])).toEqual([
    { given: 'go', plan: null, step: 'go' },
    { given: 'a.json:go', plan: 'a.json', step: 'go' },
    { given: 'dir:x/a.json:type user', plan: 'dir:x/a.json', step: 'type user' },
  ]);
  for (const bad of [':go', 'a.json:', ':']) expect(() => parseConfirmSteps([bad])).toThrow(UsageError);
});

test('which plans each value reaches, one plan or many', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'confirm-steps-'));
  await mkdir(join(dir, 'plans'));
  for (const name of ['a', 'b']) await writeFile(join(dir, 'plans', `${name}.json`), '{}');
  const files = ['plans/a.json', 'plans/b.json'];
  const many = await ConfirmStepSelection.of(parseConfirmSteps(['go', 'plans/a.json:x', 'plans/*.json:y']), files, dir, true);
  expect(many.hasBareSteps).toBe(true);
  expect(many.stepsFor('plans/a.json', new Set(['go']))).toEqual(['go', 'x', 'y']);
  expect(many.stepsFor('plans/b.json', new Set(['other']))).toEqual(['y']);
  expect(many.stepsFor('plans/b.json', null)).toEqual(['y']);
  expect(many.unknownBareSteps([new Set(['x']), null])).toEqual(['go']);
  expect(many.unknownBareSteps([new Set(['go']), null])).toEqual([]);
  const one = await ConfirmStepSelection.of(parseConfirmSteps(['go', './plans/a.json:x']), ['plans/a.json'], dir, false);
  expect(one.stepsFor('plans/a.json', null)).toEqual(['go', 'x']);
  await expect(ConfirmStepSelection.of(parseConfirmSteps(['plans/c.json:x']), files, dir, true)).rejects.toThrow(/names none of the plans of this run/);
});

test('planStepIds reads the ids of a plan-shaped document, null otherwise', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  expect(planStepIds(bytes('{"steps":[{"id":"a"},{"id":3},null,{"id":"b"}]}'))).toEqual(new Set(['a', 'b']));
  for (const text of ['not json', '[]', '{"steps":{}}', 'null', '"x"']) expect(planStepIds(bytes(text))).toBeNull();
  expect(planStepIds(new Uint8Array([0xff, 0xfe]))).toBeNull();
});

test('shellWord quotes only what a shell would split or expand', () => {
  expect(shellWord('plans/a.json:go')).toBe('plans/a.json:go');
  expect(shellWord('type user')).toBe("'type user'");
  expect(shellWord("it's $HOME")).toBe("'it'\\''s $HOME'");
});
