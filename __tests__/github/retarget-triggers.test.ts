/**
 * Changing a pull request's base fires `pull_request` with action `edited`; a `types:` list
 * without it runs nothing then, and a retargeted PR keeps the verdict of its old base. Every
 * workflow of this repository and every documented example that runs the action on pull requests
 * must list `edited`, and skip only the edits that change no base.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { workflowExamples } from '../conformance/github-tools.js';

const yaml = createRequire(import.meta.url)('js-yaml') as { safeLoad(text: string): unknown };

interface Workflow {
  on: Record<string, { types?: string[] } | null> | string | string[];
  jobs: Record<string, { if?: string; needs?: string | string[]; steps?: { uses?: string }[] }>;
}

const markdown = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const documents = [
  ...readdirSync('.github/workflows').filter((f) => /\.ya?ml$/.test(f)).map((f) => ({ at: `.github/workflows/${f}`, content: readFileSync(`.github/workflows/${f}`, 'utf8') })),
  ...markdown.flatMap(workflowExamples),
];
/** Workflows that gate pull requests with the action: a `pull_request`/`pull_request_target` trigger and a step using it. */
const gating = documents.map((d) => ({ ...d, workflow: yaml.safeLoad(d.content) as Workflow })).filter(({ workflow }) => {
  const on = workflow.on;
  const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on);
  const usesAction = Object.values(workflow.jobs).some((j) => (j.steps ?? []).some((s) => s.uses === './' || (s.uses ?? '').startsWith('plasmate-labs/plasmate-action')));
  return usesAction && events.some((e) => e === 'pull_request' || e === 'pull_request_target');
});

test('the workflows and examples that gate pull requests are found', () => {
  // The PR check, pull_request_target, the shards, and the repository's own CI.
  expect(gating.length).toBeGreaterThanOrEqual(4);
  expect(gating.map((g) => g.at)).toContain('.github/workflows/ci.yml');
});

test.each(gating.map((g) => [g.at, g]))('%s re-gates on a retarget: `edited` listed, title and body edits skipped', (_at, { workflow }) => {
  const on = workflow.on as Record<string, { types?: string[] } | null>;
  for (const event of ['pull_request', 'pull_request_target'].filter((e) => e in on)) {
    // No `types:` means opened, synchronize and reopened only: no `edited`.
    expect(on[event]?.types ?? []).toContain('edited');
  }
  // Every job with no `needs` (the first of its chain) skips an edit that changed no base.
  for (const job of Object.values(workflow.jobs).filter((j) => j.needs === undefined && j.steps !== undefined)) {
    expect(job.if).toEqual(expect.stringContaining("github.event.action != 'edited' || github.event.changes.base != null"));
  }
});
