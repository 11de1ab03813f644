export const id = 650;
export const ids = [650];
export const modules = {

/***/ 7866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kb: () => (/* binding */ INTERNAL_FAILURE_ASSERTION),
/* harmony export */   Tb: () => (/* binding */ gateFor),
/* harmony export */   W6: () => (/* binding */ canonicalAssertions),
/* harmony export */   WA: () => (/* binding */ MAX_REPORT_BYTES),
/* harmony export */   XO: () => (/* binding */ assertionsFor),
/* harmony export */   Xt: () => (/* binding */ BENCHMARK_SCHEMA_VERSION),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   fZ: () => (/* binding */ stepsMatch),
/* harmony export */   jS: () => (/* binding */ stepRowsOf),
/* harmony export */   oZ: () => (/* binding */ EXECUTION_POLICY),
/* harmony export */   v: () => (/* binding */ observedOutcome)
/* harmony export */ });
/* unused harmony export CANONICAL_ASSERTIONS */
/* harmony import */ var _contract_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6858);
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);


const BENCHMARK_SCHEMA_VERSION = 'plasmate.agent-task-benchmark.v1';
const MAX_REPORT_BYTES = 2 * 1024 * 1024;
/**
 * The four assertions of a task contract, in order, with the exact names and details of
 * upstream's v1 evidence (its validator compares the rows, not just their verdicts): the rows are
 * fixed text, only `passed` varies.
 */
const CANONICAL_ASSERTIONS = [
    { name: 'workflow outcome matches scenario contract', detail: 'Observed outcomes remain distinct from task-contract pass/fail.' },
    { name: 'every declared step has its exact expected status', detail: 'Step IDs, tools, statuses, approvals, and stable failure classes are compared in order.' },
    { name: 'supervised MCP child exits cleanly', detail: 'Expected tool and expectation failures must not crash or strand the child.' },
    { name: 'workflow evidence uses the advertised contracts', detail: 'Report, plan, and MCP protocol identities are exact.' },
];
/** The one assertion of a scenario that could not be built or validated (its detail says why). */
const INTERNAL_FAILURE_ASSERTION = 'compiled scenario produced workflow evidence';
function canonicalAssertions(passed) {
    return CANONICAL_ASSERTIONS.map((a, i) => ({ name: a.name, passed: passed[i], detail: a.detail }));
}
/**
 * The fixed execution policy statement, word for word upstream's v1 one: its reader compares the
 * object exactly, and every clause holds here (loopback fixtures only, no network, no model, a
 * real supervised stdio child per scenario, wall times observational).
 */
const EXECUTION_POLICY = {
    fixture_transport: 'ephemeral-loopback-http; compiled destinations only',
    public_network_requests: false,
    model_calls: false,
    model_judgments: false,
    child_process: 'real supervised plasmate MCP stdio child per scenario',
    latency_role: 'observational only; no latency threshold or comparative claim',
};
/** docs/contract/benchmark.md §5: timeout beats everything, then succeeded, then crash (a signal), else failed. */
function observedOutcome(status, processOutcome, stepFailureClasses) {
    if (processOutcome === 'timed_out' || stepFailureClasses.some((c) => c === 'step_timeout' || c === 'workflow_timeout'))
        return 'timeout';
    if (status === 'succeeded')
        return 'succeeded';
    if (processOutcome?.startsWith('signaled:') === true)
        return 'crash';
    return 'failed';
}
function stepRowsOf(report) {
    return report.steps.map((s) => ({ id: s.id, tool: s.tool, status: s.status, approved: s.approved, failure_class: s.failure_class ?? null }));
}
const describeStep = (s) => `${s.id}:${s.tool}:${s.status}:${s.approved ? 'approved' : 'unapproved'}:${s.failure_class ?? ''}`;
/** Whether the rows are exactly the expected ones: ids, tools, statuses, approvals, failure classes, in order. */
function stepsMatch(steps, expectedSteps) {
    return steps.length === expectedSteps.length && steps.every((row, i) => describeStep(row) === describeStep(expectedSteps[i]));
}
/** The four canonical assertions, judged from what the task row says and what the scenario expects. */
function assertionsFor(task, expectedSteps) {
    return canonicalAssertions([
        task.observed_workflow_outcome === task.expected_workflow_outcome,
        stepsMatch(task.steps, expectedSteps),
        task.process_outcome === 'exited:0',
        task.workflow_report_schema === _contract_report_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SCHEMA */ .D && task.plan_schema === _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SCHEMA */ .G0 && task.protocol_version === _contract_report_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_VERSION */ .W,
    ]);
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
/** The gate from the summary alone, as upstream evaluates it. */
function gateFor(summary) {
    const violations = [];
    if (summary.task_contracts_failed > 0)
        violations.push(`${summary.task_contracts_failed} deterministic task contract(s) failed`);
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
// EXTERNAL MODULE: ./src/report/markdown.ts + 2 modules
var markdown = __webpack_require__(2663);
// EXTERNAL MODULE: ./src/report/table.ts
var table = __webpack_require__(790);
;// CONCATENATED MODULE: ./src/benchmark/markdown.ts
/** The benchmark evidence as a release manager reads it: the gate, both partitions, one row per task. */


function renderBenchmarkMarkdown(report, jsonPath) {
    const s = report.summary;
    const env = report.environment;
    const lines = [
        `## ${report.gate.passed ? '✅' : '❌'} Agent task benchmark: gate ${report.gate.passed ? 'passed' : 'failed'}`,
        '',
        `Suite ${(0,markdown/* code */.aY)(report.suite.name)} · manifest ${(0,markdown/* code */.aY)(report.suite.manifest_sha256.slice(0, 16))} · fixtures ${(0,markdown/* code */.aY)(report.suite.fixture_corpus_sha256.slice(0, 16))} · child executable ${(0,markdown/* code */.aY)((env.executable_sha256 ?? 'unknown').slice(0, 16))}`,
        '',
        `- Task contracts: **${s.task_contracts_passed}/${s.tasks_total} passed**, ${s.task_contracts_failed} failed`,
        `- Observed workflows: ${s.observed_succeeded} succeeded, ${s.observed_failed} failed, ${s.observed_crash} crashed, ${s.observed_timeout} timed out (a healthy run has exactly one deliberate failure)`,
        `- Workflow steps: ${s.workflow_steps_total} total, ${s.workflow_steps_succeeded} succeeded, ${s.workflow_steps_failed} failed, ${s.workflow_steps_skipped} skipped`,
    ];
    for (const v of report.gate.violations)
        lines.push(`- **Gate violation:** ${(0,markdown/* escapeInline */.VV)(v)}`);
    lines.push('', ...(0,table/* table */.tp)((0,table/* headerCells */.bz)('task', 'category', 'expected', 'observed', 'contract', 'steps ✓/✗/skip', 'child', 'wall time'), report.tasks.map((t) => {
        const w = t.workflow_summary;
        return [
            table/* cell */.Hn.code(t.id), table/* cell */.Hn.text(t.category), table/* cell */.Hn.text(t.expected_workflow_outcome), table/* cell */.Hn.text(t.observed_workflow_outcome),
            table/* cell */.Hn.markup(t.task_contract_passed ? '✅ passed' : '❌ failed'), table/* cell */.Hn.text(`${w.succeeded}/${w.failed}/${w.skipped}`),
            table/* cell */.Hn.code(t.process_outcome || 'none'), table/* cell */.Hn.text(`${(t.observational_wall_time_us / 1000).toFixed(0)} ms`),
        ];
    })));
    const failed = report.tasks.flatMap((t) => t.assertions.filter((a) => !a.passed).map((a) => `- ${(0,markdown/* code */.aY)(t.id)} ${(0,markdown/* code */.aY)(a.name)}: ${(0,markdown/* escapeInline */.VV)(a.detail)}`));
    if (failed.length > 0)
        lines.push('**Failed assertions**', '', ...failed, '');
    lines.push(`Provenance: ${(0,markdown/* escapeInline */.VV)(env.plasmate_version)} at ${(0,markdown/* code */.aY)(env.git_commit ?? 'unknown commit')}${env.git_dirty === true ? ' (dirty)' : ''}, ${(0,markdown/* escapeInline */.VV)(env.rustc_version ?? 'unknown toolchain')} (${(0,markdown/* escapeInline */.VV)(env.build_profile)}), ${(0,markdown/* escapeInline */.VV)(env.operating_system)} ${(0,markdown/* escapeInline */.VV)(env.architecture)}. Wall times are observational, never gated.`);
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

//# sourceMappingURL=650.index.js.map