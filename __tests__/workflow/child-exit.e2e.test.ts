/**
 * The child's own death in `process_outcome`, through the built CLI bundle as a user runs it:
 * a Plasmate stand-in that SIGKILLs itself mid-run (as the kernel's OOM killer ends a process)
 * is reported `signaled:9` by `agent-run`, and lands in the benchmark's crash bucket, not its
 * timeout bucket. Before the fix both read `timed_out`.
 * @needs-child-process fake children, git
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faultStandIn, processesMatching, type OwnProcessName } from '../helpers/processes.js';
import { runCliInProcess } from '../helpers/cli.js';

let dir: string;
/** A stand-in that answers the first tool call and SIGKILLs itself on the second, under a name of this file's own. */
let standIn: { path: string; name: OwnProcessName };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'child-exit-'));
  standIn = await faultStandIn(dir, 'sigkill', '2');
});

test('agent-run: a child that SIGKILLs itself mid-run is signaled:9 in the report and the summary line', async () => {
  const plan = join(dir, 'plan.json');
  await writeFile(plan, JSON.stringify({
    schema: 'plasmate.agent-workflow.v1', name: 'crash',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/start' } },
      { id: 'status', tool: 'trace_status' },
      { id: 'again', tool: 'trace_status' },
    ],
  }));
  const report = join(dir, 'report.json');
  const run = await runCliInProcess(['agent-run', '--plan', plan, '--report', report, '--plasmate', standIn.path], { timeoutMs: 30_000 });
  expect(run.code).toBe(1);
  expect(run.stdout).toMatch(/: failed crash \([0-9a-f]{12}\): 1 succeeded, 1 failed, 1 skipped; child signaled:9;/);
  const written = JSON.parse(await readFile(report, 'utf8'));
  expect(written.steps.map((s: { status: string; failure_class?: string }) => [s.status, s.failure_class ?? null]))
    .toEqual([['succeeded', null], ['failed', 'early_exit'], ['skipped', 'fail_fast']]);
  expect(written.process_outcome).toBe('signaled:9');
  expect(await processesMatching(standIn.name)).toEqual([]);
}, 60_000);

test('benchmark: children that SIGKILL themselves are crashes, not timeouts', async () => {
  const output = join(dir, 'evidence.json');
  const run = await runCliInProcess(['benchmark', '--output', output, '--plasmate', standIn.path], { timeoutMs: 90_000 });
  expect(run.code).toBe(2);
  const evidence = JSON.parse(await readFile(output, 'utf8'));
  type Task = { id: string; process_outcome: string; observed_workflow_outcome: string; steps: { failure_class: string | null }[] };
  // The stand-in's titles are wrong, so the two scenarios that check open_page's title stop
  // there (fail_fast) and never send the second call; the other four die on it.
  const died = (evidence.tasks as Task[]).filter((t) => t.steps.some((s) => s.failure_class === 'early_exit'));
  expect(died.map((t) => t.id)).toEqual(['trace-action-export', 'replay-cross-session-refusal', 'expected-tool-error-continues', 'unexpected-tool-error-is-contained']);
  expect(died.map((t) => [t.process_outcome, t.observed_workflow_outcome])).toEqual(Array(4).fill(['signaled:9', 'crash']));
  expect(evidence.summary).toMatchObject({ observed_crash: 4, observed_timeout: 0 });
  expect(await processesMatching(standIn.name)).toEqual([]);
}, 120_000);
