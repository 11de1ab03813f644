export const id = 650;
export const ids = [650];
export const modules = {

/***/ 7866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tb: () => (/* binding */ gateFor),
/* harmony export */   WA: () => (/* binding */ MAX_REPORT_BYTES),
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


/***/ }),

/***/ 2650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EvidenceTooLarge: () => (/* binding */ EvidenceTooLarge),
  writeEvidence: () => (/* binding */ writeEvidence)
});

// EXTERNAL MODULE: ./src/report/write.ts
var write = __webpack_require__(1693);
// EXTERNAL MODULE: ./src/benchmark/evidence.ts
var evidence = __webpack_require__(7866);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/benchmark/markdown.ts
/** The benchmark evidence as a release manager reads it: the gate, both partitions, one row per task. */

function renderBenchmarkMarkdown(report, jsonPath) {
    const s = report.summary;
    const env = report.environment;
    const lines = [
        `## ${report.gate.passed ? '✅' : '❌'} Agent task benchmark: gate ${report.gate.passed ? 'passed' : 'failed'}`,
        '',
        `Suite ${(0,markdown/* code */.aY)(report.suite.name)} · manifest ${(0,markdown/* code */.aY)(report.suite.manifest_sha256.slice(0, 16))} · fixtures ${(0,markdown/* code */.aY)(report.suite.fixture_corpus_sha256.slice(0, 16))} · engine **${env.engine}** (${(0,markdown/* code */.aY)(env.child_executable_sha256.slice(0, 16))})`,
        '',
        `- Task contracts: **${s.task_contracts_passed}/${s.tasks_total} passed**, ${s.task_contracts_failed} failed`,
        `- Observed workflows: ${s.observed_succeeded} succeeded, ${s.observed_failed} failed, ${s.observed_crash} crashed, ${s.observed_timeout} timed out (a healthy run has exactly one deliberate failure)`,
        `- Workflow steps: ${s.workflow_steps_total} total, ${s.workflow_steps_succeeded} succeeded, ${s.workflow_steps_failed} failed, ${s.workflow_steps_skipped} skipped`,
    ];
    for (const v of report.gate.violations)
        lines.push(`- **Gate violation:** ${(0,markdown/* escapeMarkdown */.FV)(v)}`);
    lines.push('', '| task | category | expected | observed | contract | steps ✓/✗/skip | child | wall time |', '|---|---|---|---|---|---|---|---|');
    for (const t of report.tasks) {
        const w = t.workflow_summary;
        lines.push(`| ${(0,markdown/* code */.aY)(t.id)} | ${t.category} | ${t.expected_workflow_outcome} | ${t.observed_workflow_outcome} | ${t.task_contract_passed ? '✅ passed' : '❌ failed'} | ${w.succeeded}/${w.failed}/${w.skipped} | ${(0,markdown/* code */.aY)(t.process_outcome || 'none')} | ${(t.observational_wall_time_us / 1000).toFixed(0)} ms |`);
    }
    const failed = report.tasks.flatMap((t) => t.assertions.filter((a) => !a.passed).map((a) => `- ${(0,markdown/* code */.aY)(t.id)} ${(0,markdown/* code */.aY)(a.name)}: ${(0,markdown/* escapeMarkdown */.FV)(a.detail)}`));
    if (failed.length > 0)
        lines.push('', '**Failed assertions**', '', ...failed);
    lines.push('', `Provenance: ${(0,markdown/* code */.aY)(env.tool_name)} ${(0,markdown/* escapeMarkdown */.FV)(env.tool_version)} at ${(0,markdown/* code */.aY)(env.git_commit ?? 'unknown commit')}${env.git_dirty ? ' (dirty)' : ''}, ${(0,markdown/* escapeMarkdown */.FV)(env.toolchain)}, ${(0,markdown/* escapeMarkdown */.FV)(env.os)} ${env.arch}. Wall times are observational, never gated.`);
    if (jsonPath !== undefined)
        lines.push('', `Evidence: ${(0,markdown/* code */.aY)(jsonPath)} (validate with ${(0,markdown/* code */.aY)('benchmark-validate --input FILE')}).`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/benchmark/write-evidence.ts
/** The evidence on disk: pretty JSON (at most 2 MiB, written atomically) and its Markdown beside it. */



class EvidenceTooLarge extends Error {
    constructor() {
        super(`the benchmark evidence is larger than ${evidence/* MAX_REPORT_BYTES */.WA} bytes; nothing was written`);
        this.name = 'EvidenceTooLarge';
    }
}
/**
 * Writes both files (only the JSON when `markdownPath` is null: the caller prints the Markdown), or neither when the evidence is over the bound (EvidenceTooLarge). Returns the
 * Markdown, which names the evidence as `shownJsonPath` (the path a reader of the summary knows).
 */
async function writeEvidence(report, jsonPath, markdownPath, shownJsonPath) {
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (Buffer.byteLength(json) > evidence/* MAX_REPORT_BYTES */.WA)
        throw new EvidenceTooLarge();
    const markdown = renderBenchmarkMarkdown(report, shownJsonPath);
    await (0,write/* writeFileAtomic */.Z)(jsonPath, json);
    if (markdownPath !== null)
        await (0,write/* writeFileAtomic */.Z)(markdownPath, markdown);
    return markdown;
}


/***/ })

};
