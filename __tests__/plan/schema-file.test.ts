import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import { PLAN_JSON_SCHEMA } from '../../src/plan/schema.js';

test('the published schema file is the schema the validator uses', async () => {
  const published = JSON.parse(await readFile('schemas/plasmate.agent-workflow.v1.json', 'utf8'));
  expect(published).toEqual(PLAN_JSON_SCHEMA);
});

test('the schema is a valid draft-07 schema that compiles in strict mode and accepts the examples', async () => {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true });
  expect(ajv.validateSchema(PLAN_JSON_SCHEMA)).toBe(true);
  const validate = ajv.compile(PLAN_JSON_SCHEMA);
  for (const name of ['navigate', 'type-and-observe', 'sign-in-with-secret', 'expected-tool-error']) {
    expect(validate(JSON.parse(await readFile(`fixtures/plans/${name}.json`, 'utf8')))).toBe(true);
  }
});

test('the generated structure validator is ajv standalone code for exactly this schema', async () => {
  const { structureValidatorModule } = await import('../../scripts/structure-validator.mjs');
  expect(await readFile('src/plan/structure-validator.generated.ts', 'utf8')).toBe(structureValidatorModule(PLAN_JSON_SCHEMA));
});
