/**
 * The six-plan agent task benchmark suite (shared/contract/benchmark.md): the manifest, the three
 * fixture pages it serves, and what each scenario's workflow must look like. Everything here is
 * compiled into the bundle, so the suite identity in the evidence is the suite that ran.
 */
import type { FailureClass } from '../workflow/failure-class.js';
import type { PlanTool } from '../plan/types.js';
import type { StepStatus } from '../report/types.js';
import { FIXTURE_CORPUS_BASE64 } from './fixture-corpus.js';

export const SUITE_SCHEMA = 'plasmate.agent-task-benchmark-suite.v1';
export const SUITE_NAME = 'deterministic-agent-workflows';

export type ScenarioCategory = 'navigation' | 'action' | 'trace' | 'replay' | 'safe_failure';
export type ExpectedOutcome = 'succeeded' | 'failed';
export type FixtureRoute = '/start' | '/destination' | '/form';

export interface Scenario {
  id: string;
  category: ScenarioCategory;
  fixture: FixtureRoute;
  expected_workflow_outcome: ExpectedOutcome;
  /** One sentence: what the scenario proves. */
  contract: string;
}

export interface ExpectedStep {
  id: string;
  tool: PlanTool;
  status: StepStatus;
  approved: boolean;
  failure_class: FailureClass | null;
}

/** The manifest, in run and report order. Its canonical JSON is what the manifest digest covers. */
export const SUITE_MANIFEST: { schema: string; suite: string; scenarios: readonly Scenario[] } = {
  schema: SUITE_SCHEMA,
  suite: SUITE_NAME,
  scenarios: [
    {
      id: 'navigate-between-pages',
      category: 'navigation',
      fixture: '/start',
      expected_workflow_outcome: 'succeeded',
      contract: 'An approved navigation moves the live session from the start page to the destination page and both titles are observed.',
    },
    {
      id: 'type-and-observe-value',
      category: 'action',
      fixture: '/form',
      expected_workflow_outcome: 'succeeded',
      contract: 'An approved type_text changes the live form field and an approved, opted-in evaluate observes the typed value.',
    },
    {
      id: 'trace-action-export',
      category: 'trace',
      fixture: '/form',
      expected_workflow_outcome: 'succeeded',
      contract: 'With tracing requested, the page load and one approved action are retained and exported as exactly two events.',
    },
    {
      id: 'replay-cross-session-refusal',
      category: 'replay',
      fixture: '/start',
      expected_workflow_outcome: 'succeeded',
      contract: 'Replay validation of a trace handle that is not the live session trace is refused as cross_session without executing anything.',
    },
    {
      id: 'expected-tool-error-continues',
      category: 'safe_failure',
      fixture: '/start',
      expected_workflow_outcome: 'succeeded',
      contract: 'A tool error the plan expects is contained as a passing step and the workflow continues to the next step.',
    },
    {
      id: 'unexpected-tool-error-is-contained',
      category: 'safe_failure',
      fixture: '/start',
      expected_workflow_outcome: 'failed',
      contract: 'An unexpected tool error fails its step, fail-fast skips the rest, the workflow fails and the child still exits cleanly.',
    },
  ],
};

const ok = (id: string, tool: PlanTool, approved: boolean): ExpectedStep => ({ id, tool, status: 'succeeded', approved, failure_class: null });

/** The exact step rows each scenario's workflow report must carry, in plan order. */
export const EXPECTED_STEPS: Readonly<Record<string, readonly ExpectedStep[]>> = {
  'navigate-between-pages': [ok('open', 'open_page', false), ok('navigate', 'navigate_to', true)],
  'type-and-observe-value': [ok('open', 'open_page', false), ok('type-email', 'type_text', true), ok('verify-value', 'evaluate', true)],
  'trace-action-export': [ok('open', 'open_page', false), ok('type-email', 'type_text', true), ok('export-trace', 'trace_export', false)],
  'replay-cross-session-refusal': [ok('open', 'open_page', false), ok('validate-replay', 'replay_validate', false)],
  'expected-tool-error-continues': [ok('open', 'open_page', false), ok('missing-click', 'click', true), ok('trace-status', 'trace_status', false)],
  'unexpected-tool-error-is-contained': [
    ok('open', 'open_page', false),
    { id: 'missing-click', tool: 'click', status: 'failed', approved: true, failure_class: 'tool_error_expectation' },
    { id: 'must-skip', tool: 'trace_status', status: 'skipped', approved: false, failure_class: 'fail_fast' },
  ],
};

/** Repository-relative fixture paths with their exact bytes, in `fixture_files` order. */
export const FIXTURE_FILES: ReadonlyArray<{ path: string; bytes: Buffer }> = FIXTURE_CORPUS_BASE64.map(([path, base64]) => ({
  path,
  bytes: Buffer.from(base64, 'base64'),
}));

/** Which fixture file each served route returns. */
export const FIXTURE_ROUTES: Readonly<Record<FixtureRoute, string>> = {
  '/start': 'fixtures/benchmark/start.html',
  '/destination': 'fixtures/benchmark/destination.html',
  '/form': 'fixtures/benchmark/form.html',
};
