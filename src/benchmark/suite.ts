/**
 * The six-plan agent task benchmark suite (docs/contract/benchmark.md): the manifest
 * (fixtures/benchmark/suite.json), the three fixture pages it serves, and what each scenario's
 * workflow must look like. Everything here is compiled into the bundle, so the suite identity in
 * the evidence is the suite that ran.
 */
import type { FailureClass } from '../contract/failure-class.js';
import type { PlanTool } from '../contract/plan.js';
import type { StepStatus } from '../contract/report.js';
import { FIXTURE_CORPUS_BASE64, SUITE_MANIFEST_JSON } from './fixture-corpus.js';

export { SUITE_MANIFEST_JSON };

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

export interface SuiteManifest {
  schema: string;
  suite: string;
  scenarios: readonly Scenario[];
}

/**
 * The manifest, in run and report order: fixtures/benchmark/suite.json, compiled in by
 * scripts/build.mjs (which checks its shape, its values and that it is canonical JSON), so
 * SUITE_MANIFEST_JSON is exactly the bytes the manifest digest covers.
 */
export const SUITE_MANIFEST: SuiteManifest = JSON.parse(SUITE_MANIFEST_JSON) as SuiteManifest;

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
