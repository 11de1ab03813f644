/**
 * Matching secret values against text the pull request wrote would be a guessing oracle: a plan
 * named `try-hunter2` shown as `try-***` confirms the guess. Plan text is never matched against
 * values, and values are not even read unless an approved plan runs. Secret names (which the PR
 * wrote itself) stay redacted as whole words, as the contract keeps them out of every report.
 */
import { FakeGitHub } from './helpers/fake-github.js';
import { openPullRequest, runGate, useFakeGitHub } from './helpers/scenario.js';

const GUESS = 'hunter2';

function probePlan(): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: `try-${GUESS}`,
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } },
      { id: `try-${GUESS}`, tool: 'type_text', arguments: { element_id: 'e_5d1f0c9a2b7e', text: { $secret: 'APP_PASSWORD' } } },
    ],
  }, null, 2));
}

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  openPullRequest(gh, { [`plans/try-${GUESS}.json`]: probePlan() });
});

test.each([['validate', {}], ['execute', { mode: 'execute', engine: 'reference' }]])('%s mode: a guessed value in plan text is shown as written, so it confirms nothing', async (_mode, inputs) => {
  const run = await runGate(gh, { env: { APP_PASSWORD: GUESS }, inputs });
  expect(run.outputs.conclusion).toBe('action_required');
  const check = gh.checkRuns[0]!.output.summary!;
  for (const text of [check, run.summary, JSON.stringify(run.gate)]) {
    expect(text).toContain(`try-${GUESS}`);
    expect(text).not.toContain('try-***');
    expect(text).not.toContain('APP_PASSWORD');
  }
  // Not approved, so the value was never read: not even registered for masking.
  expect(run.stdout).not.toContain(`::add-mask::${GUESS}`);
});
