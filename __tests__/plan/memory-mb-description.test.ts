/**
 * The published schema describes `memory_mb` as it is enforced (src/supervisor/memory-ceiling.ts):
 * per child — V8 heap limits under RLIMIT_DATA for the Node reference engine, RLIMIT_AS only for a
 * Plasmate binary — not as the address-space ceiling for every child it once was.
 */
import { readFileSync } from 'node:fs';

test('memory_mb is described as a per-child ceiling, in the schema source and the published file', () => {
  const published = JSON.parse(readFileSync('schemas/plasmate.agent-workflow.v1.json', 'utf8'));
  const description: string = published.properties.limits.properties.memory_mb.description;
  expect(description).toMatch(/^0 = no ceiling; else the child's memory ceiling in MiB, set by the runner per child/);
  expect(description).toContain('V8 heap limits under a data-segment limit for the Node reference engine');
  expect(description).toContain('an address-space limit for a Plasmate binary');
  expect(description).not.toMatch(/^0 = no ceiling; else a Linux address-space ceiling for the child\.$/);
});
