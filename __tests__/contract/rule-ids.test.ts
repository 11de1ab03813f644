// The rule table and README's table of rule ids ("The plan contract, as enforced") name the same
// ids, in the same order: the README is what users read, the table is what the code can say.
import { readFileSync } from 'node:fs';
import { RULE } from '../../src/contract/rule-ids.js';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

function documentedRuleIds(): string[] {
  const start = README.indexOf('| rule | what it means |');
  expect(start).toBeGreaterThan(-1);
  const end = README.indexOf('\n\n', start);
  const rows = README.slice(start, end).split('\n').slice(2);
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

test("README's rule table lists exactly the rule ids of the table, in its order", () => {
  expect(documentedRuleIds()).toEqual(Object.values(RULE));
});

test('no two names of the table share an id', () => {
  const ids = Object.values(RULE);
  expect(new Set(ids).size).toBe(ids.length);
});
