/**
 * Step test mode's cost: a test run of a four-step plan (one real read, three stubs
 * with their element lookups) against the execution of the same plan, on the reference engine
 * and a loopback page, side by side in interleaved rounds. A test run should cost no more than
 * the execution it stands in for: it sends fewer calls and adds only page-model lookups.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { validatePlan } from '../src/plan/validate.js';
import { referenceEngineBundle, referenceEngineCommand } from '../src/workflow/child.js';
import { executePlan } from '../src/workflow/execute.js';
import { testRunPlan } from '../src/workflow/test-run.js';
import { median } from './measure.js';

const ROUNDS = 5;

export async function benchTestMode(): Promise<string[]> {
  const page = readFileSync('fixtures/test-mode/shop.html', 'utf8');
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const document = {
    schema: 'plasmate.agent-workflow.v1',
    name: 'bench shop',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${origin}/shop` } },
      { id: 'email', tool: 'type_text', arguments: { element_id: 'e_000000000001', text: 'a@example.test' }, expect: { is_error: true } },
      { id: 'buy', tool: 'click', arguments: { element_id: 'e_000000000002' }, expect: { is_error: true } },
      { id: 'leave', tool: 'navigate_to', arguments: { url: `${origin}/elsewhere` } },
    ],
  };
  const plan = validatePlan(Buffer.from(JSON.stringify(document)), 'bench.json', null).plan!;
  const options = { child: referenceEngineCommand(referenceEngineBundle()), env: { PATH: process.env.PATH }, allowPrivateNetwork: true };
  const approved = new Set(plan.steps.map((s) => s.id));
  const tests: number[] = [];
  const executions: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      let start = performance.now();
      await testRunPlan(plan, options);
      tests.push(performance.now() - start);
      start = performance.now();
      await executePlan(plan, approved, { ...options, secrets: new Set() });
      executions.push(performance.now() - start);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const t = median(tests);
  const e = median(executions);
  return [
    `test mode: median of ${ROUNDS} interleaved rounds, a 4-step plan on the reference engine`,
    `  execution (4 calls + close)         ${e.toFixed(0)} ms`,
    `  test run (1 call + 3 stubs + close) ${t.toFixed(0)} ms`,
    `  ratio test run / execution = ${(t / e).toFixed(2)}x  (goal <= 1x)`,
  ];
}
