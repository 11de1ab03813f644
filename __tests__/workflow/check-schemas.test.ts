/**
 * checkSchemas: negotiate and run the gates against real children, and call no tool.
 * @needs-child-process node
 */
import { join } from 'node:path';
import { checkSchemas } from '../../src/workflow/check-schemas.js';
import { faultChild, loggedCalls, loggedPids, makePlan, survivors, tempDir, type StepSpec } from './helpers.js';

const OPEN: StepSpec = { id: 'open', tool: 'open_page', arguments: { url: 'http://example.test/' } };
const TYPE: StepSpec = { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'LOGIN_PASSWORD' } } };
const HANDSHAKE = ['initialize', 'notifications/initialized', 'tools/list'];

let scratch: ReturnType<typeof tempDir>;
beforeEach(() => { scratch = tempDir(); });
afterEach(() => scratch.cleanup());

let runs = 0;
async function check(mode: string, steps: StepSpec[], env: Record<string, string> = {}, approved: string[] = []) {
  runs += 1;
  const log = join(scratch.dir, `calls-${runs}.jsonl`);
  const result = await checkSchemas(makePlan(steps), new Set(approved), { child: faultChild(mode, log), env: { PATH: process.env.PATH ?? '', ...env }, secrets: new Set(Object.keys(env)) });
  const pids = loggedPids(log);
  expect(await survivors(pids, pids[0]!)).toEqual([]);
  // Whatever the outcome: no tool was called.
  expect(loggedCalls(log)).toEqual(HANDSHAKE);
  return result;
}

describe('checkSchemas', () => {
  it('passes a plan the child can run, and exits the child cleanly', async () => {
    const result = await check('happy', [OPEN, TYPE], { LOGIN_PASSWORD: 'pw' }, ['type']);
    expect(result).toEqual({ ok: true, failureClass: null, problems: [], secretsChecked: true, processOutcome: 'exited:0' });
  });

  it('without the secret, masks it: value-dependent checks are skipped, the rest still run', async () => {
    const result = await check('secret-schema', [OPEN, TYPE], {}, ['type']);
    expect(result.ok).toBe(true);
    expect(result.secretsChecked).toBe(false);
    const strict = await check('secret-schema', [OPEN, { ...TYPE, arguments: { ...TYPE.arguments, bogus: true } }], {}, ['type']);
    expect(strict.failureClass).toBe('argument_schema_invalid');
    expect(strict.problems).toEqual([{
      failureClass: 'argument_schema_invalid', stepId: 'type', tool: 'type_text',
      detail: 'arguments.bogus is not accepted; the tool accepts only session_id, element_id, text, append (additionalProperties)',
      // makePlan builds no argument locations: the step's own.
      location: { line: 2, column: 1 },
    }]);
  });

  it('with the secret, checks it exactly and never names its value', async () => {
    const canary = 'canary-value-longer-than-eight';
    const result = await check('secret-schema', [OPEN, TYPE], { LOGIN_PASSWORD: canary }, ['type']);
    expect(result.failureClass).toBe('argument_schema_invalid');
    expect(JSON.stringify(result)).not.toContain(canary);
  });

  it('lists every problem: schema drift and policy drift together', async () => {
    const result = await check('destructive', [OPEN, { id: 'cookies', tool: 'get_cookies' }]);
    expect(result.failureClass).toBe('tool_policy_drift');
    expect(result.problems.map((p) => [p.failureClass, p.stepId])).toEqual([['tool_policy_drift', 'cookies']]);
    const drift = await check('bad-keyword', [OPEN]);
    expect(drift.failureClass).toBe('tool_schema_drift');
    expect(drift.problems[0]!.detail).toContain('oneOf');
  });
});
