export const id = 866;
export const ids = [866];
export const modules = {

/***/ 7866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_REPORT_BYTES: () => (/* binding */ MAX_REPORT_BYTES),
/* harmony export */   Tb: () => (/* binding */ gateFor),
/* harmony export */   XO: () => (/* binding */ assertionsFor),
/* harmony export */   Xt: () => (/* binding */ BENCHMARK_SCHEMA_VERSION),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   jS: () => (/* binding */ stepRowsOf),
/* harmony export */   oZ: () => (/* binding */ EXECUTION_POLICY),
/* harmony export */   v: () => (/* binding */ observedOutcome)
/* harmony export */ });
/* unused harmony export ASSERTION_NAMES */
/* harmony import */ var _report_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);
/* harmony import */ var _plan_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9898);


const BENCHMARK_SCHEMA_VERSION = 'plasmate.agent-task-benchmark.v1';
const MAX_REPORT_BYTES = 2 * 1024 * 1024;
/** The four assertions of a task contract, in order. */
const ASSERTION_NAMES = (/* unused pure expression or super */ null && (['workflow_outcome_matches_contract', 'step_statuses_match_contract', 'child_exited_cleanly', 'advertised_contracts_used']));
const EXECUTION_POLICY = {
    fixture_transport: 'ephemeral loopback HTTP server on 127.0.0.1, OS-assigned port, serving only the compiled fixture pages',
    public_network_requests: false,
    model_calls: false,
    model_judgments: false,
    child_process: 'a fresh supervised MCP stdio child per scenario, in its own process group, scrubbed environment plus the private-network opt-in',
    latency_role: 'observational only: wall times are recorded, never gated',
};
/** benchmark.md: timeout beats everything, then succeeded, then crash (a signal), else failed. */
function observedOutcome(status, processOutcome, stepFailureClasses) {
    if (processOutcome === 'timed_out' || stepFailureClasses.some((c) => c === 'step_timeout' || c === 'workflow_timeout'))
        return 'timeout';
    if (status === 'succeeded')
        return 'succeeded';
    if (processOutcome.startsWith('signaled:'))
        return 'crash';
    return 'failed';
}
function stepRowsOf(report) {
    return report.steps.map((s) => ({ id: s.id, tool: s.tool, status: s.status, approved: s.approved, failure_class: s.failure_class ?? null }));
}
const describeStep = (s) => `${s.id}:${s.tool}:${s.status}:${s.approved ? 'approved' : 'unapproved'}${s.failure_class === null ? '' : `:${s.failure_class}`}`;
/** The four assertions, derived from what the task row says and what the scenario expects. */
function assertionsFor(task, expectedSteps) {
    const stepsMatch = task.steps.length === expectedSteps.length && task.steps.every((row, i) => describeStep(row) === describeStep(expectedSteps[i]));
    const identities = [task.workflow_report_schema, task.plan_schema, task.protocol_version];
    const advertised = [_report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SCHEMA */ .D, _plan_types_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SCHEMA */ .G0, _report_types_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_VERSION */ .W];
    return [
        {
            name: 'workflow_outcome_matches_contract',
            passed: task.observed_workflow_outcome === task.expected_workflow_outcome,
            detail: `expected ${task.expected_workflow_outcome}, observed ${task.observed_workflow_outcome}`,
        },
        {
            name: 'step_statuses_match_contract',
            passed: stepsMatch,
            detail: stepsMatch ? `all ${expectedSteps.length} declared steps as expected` : `expected [${expectedSteps.map(describeStep).join(', ')}], observed [${task.steps.map(describeStep).join(', ')}]`,
        },
        {
            name: 'child_exited_cleanly',
            passed: task.process_outcome === 'exited:0',
            detail: `process outcome ${task.process_outcome === '' ? 'none (no child)' : task.process_outcome}`,
        },
        {
            name: 'advertised_contracts_used',
            passed: identities.every((v, i) => v === advertised[i]),
            detail: `report ${task.workflow_report_schema}, plan ${task.plan_schema}, protocol ${task.protocol_version}`,
        },
    ];
}
function summarize(tasks) {
    const outcome = (o) => tasks.filter((t) => t.observed_workflow_outcome === o).length;
    const passed = tasks.filter((t) => t.task_contract_passed).length;
    const steps = (k) => tasks.reduce((n, t) => n + t.workflow_summary[k], 0);
    return {
        tasks_total: tasks.length,
        observed_succeeded: outcome('succeeded'),
        observed_failed: outcome('failed'),
        observed_crash: outcome('crash'),
        observed_timeout: outcome('timeout'),
        task_contracts_passed: passed,
        task_contracts_failed: tasks.length - passed,
        workflow_steps_total: steps('total'),
        workflow_steps_succeeded: steps('succeeded'),
        workflow_steps_failed: steps('failed'),
        workflow_steps_skipped: steps('skipped'),
    };
}
function gateFor(summary, expectedTasks) {
    const violations = [];
    if (summary.task_contracts_failed > 0 || summary.task_contracts_passed !== expectedTasks) {
        violations.push(`${summary.task_contracts_failed} deterministic task contract(s) failed`);
    }
    if (summary.observed_crash > 0 || summary.observed_timeout > 0) {
        violations.push(`observed ${summary.observed_crash} crash(es) and ${summary.observed_timeout} timeout(s)`);
    }
    return { passed: violations.length === 0, require_all_task_contracts: true, require_no_crash_or_timeout: true, violations };
}


/***/ })

};
