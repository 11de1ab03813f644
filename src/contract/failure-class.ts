/**
 * The stable failure classes a report may carry (docs/contract/plan-and-report.md §6), as one
 * closed union so that a typo is a compile error rather than a new class. `tool_policy_drift` is
 * this project's addition (the tool guard: an advertised annotation contradicts the static policy).
 */
export const FAILURE_CLASSES = [
  'missing_secret', 'invalid_secret_reference', 'secret_too_large', 'resolved_arguments_too_large',
  'spawn_failed', 'missing_pipe', 'write_failed', 'read_failed', 'step_timeout', 'workflow_timeout',
  'oversized_response', 'malformed_response', 'early_exit', 'protocol_mismatch', 'json_rpc_error',
  'missing_result', 'request_serialization', 'tool_schema_drift', 'argument_schema_invalid',
  'missing_session', 'invalid_session', 'tool_error_expectation', 'expectation_path_missing',
  'expectation_mismatch', 'fail_fast', 'tool_policy_drift',
] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/**
 * Failures of the request itself: they stop the run whatever `fail_fast` says, and after one of
 * them the runner neither calls close_page nor waits for a clean exit.
 */
export const TRANSPORT_FAILURES: ReadonlySet<FailureClass> = new Set<FailureClass>([
  'missing_pipe', 'write_failed', 'read_failed', 'step_timeout', 'oversized_response',
  'malformed_response', 'early_exit', 'protocol_mismatch', 'json_rpc_error', 'missing_result',
  'request_serialization',
]);
