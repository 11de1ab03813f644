export const id = 703;
export const ids = [703];
export const modules = {

/***/ 4619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TP: () => (/* binding */ suiteIdentity),
/* harmony export */   g7: () => (/* binding */ DIGEST_CANONICALIZATION)
/* harmony export */ });
/* unused harmony exports MANIFEST_DIGEST_DOMAIN, FIXTURE_DIGEST_DOMAIN, MANIFEST_ENTRY_NAME, lengthFramedSha256, canonicalStringify */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1731);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4592);
/**
 * The suite identity digests (benchmark.md "Report"): length-framed SHA-256 over a domain string
 * and named byte entries, so no two different inputs can frame to the same byte stream.
 */



const MANIFEST_DIGEST_DOMAIN = 'plasmate.agent-task-benchmark-manifest.v1';
const FIXTURE_DIGEST_DOMAIN = 'plasmate.agent-task-benchmark-fixtures.v1';
const MANIFEST_ENTRY_NAME = 'suite.json';
const DIGEST_CANONICALIZATION = 'SHA-256 over u64be(len(domain)) || domain, then for each entry u64be(len(name)) || name || u64be(len(bytes)) || bytes; ' +
    `manifest_sha256 uses domain "${MANIFEST_DIGEST_DOMAIN}" and the single entry ("${MANIFEST_ENTRY_NAME}", compact JSON of the manifest with keys sorted by UTF-8 bytes); ` +
    `fixture_corpus_sha256 uses domain "${FIXTURE_DIGEST_DOMAIN}" and the entries ${MANIFEST_ENTRY_NAME} (the same canonical bytes) then each fixture file (repository-relative path, exact bytes) in fixture_files order.`;
function u64be(n) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64BE(BigInt(n));
    return b;
}
function lengthFramedSha256(domain, entries) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const domainBytes = Buffer.from(domain, 'utf8');
    hash.update(u64be(domainBytes.length)).update(domainBytes);
    for (const [name, bytes] of entries) {
        const nameBytes = Buffer.from(name, 'utf8');
        hash.update(u64be(nameBytes.length)).update(nameBytes).update(u64be(bytes.length)).update(bytes);
    }
    return hash.digest('hex');
}
/** Compact JSON with keys sorted by UTF-8 byte order (strings, booleans, arrays, objects, integers). */
function canonicalStringify(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalStringify).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const keys = Object.keys(value).sort(compareCodePoints);
        return `{${keys.map((k) => `${jsonString(k)}:${canonicalStringify(value[k])}`).join(',')}}`;
    }
    if (typeof value === 'string')
        return jsonString(value);
    if (typeof value === 'number' && !Number.isSafeInteger(value))
        throw new Error('canonical manifest numbers must be safe integers');
    return JSON.stringify(value);
}
function suiteIdentity() {
    // The manifest file's exact bytes: the build refuses a suite.json that is not already canonical.
    const manifest = Buffer.from(_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_MANIFEST_JSON */ .oF, 'utf8');
    return {
        manifest_sha256: lengthFramedSha256(MANIFEST_DIGEST_DOMAIN, [[MANIFEST_ENTRY_NAME, manifest]]),
        fixture_corpus_sha256: lengthFramedSha256(FIXTURE_DIGEST_DOMAIN, [
            [MANIFEST_ENTRY_NAME, manifest],
            ..._suite_js__WEBPACK_IMPORTED_MODULE_2__/* .FIXTURE_FILES */ .cK.map((f) => [f.path, f.bytes]),
        ]),
    };
}


/***/ }),

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

/***/ 4592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lq: () => (/* binding */ EXPECTED_STEPS),
  cK: () => (/* binding */ FIXTURE_FILES),
  Dx: () => (/* binding */ FIXTURE_ROUTES),
  jz: () => (/* binding */ SUITE_MANIFEST),
  oF: () => (/* reexport */ SUITE_MANIFEST_JSON)
});

// UNUSED EXPORTS: SUITE_NAME, SUITE_SCHEMA

;// CONCATENATED MODULE: ./src/benchmark/fixture-corpus.ts
// Generated by scripts/build.mjs from fixtures/benchmark/: do not edit; edit suite.json or the HTML and rebuild.
// The manifest's exact text (fixtures/benchmark/suite.json, canonical JSON: the bytes manifest_sha256 covers).
const SUITE_MANIFEST_JSON = "{\"scenarios\":[{\"category\":\"navigation\",\"contract\":\"An approved navigation moves the live session from the start page to the destination page and both titles are observed.\",\"expected_workflow_outcome\":\"succeeded\",\"fixture\":\"/start\",\"id\":\"navigate-between-pages\"},{\"category\":\"action\",\"contract\":\"An approved type_text changes the live form field and an approved, opted-in evaluate observes the typed value.\",\"expected_workflow_outcome\":\"succeeded\",\"fixture\":\"/form\",\"id\":\"type-and-observe-value\"},{\"category\":\"trace\",\"contract\":\"With tracing requested, the page load and one approved action are retained and exported as exactly two events.\",\"expected_workflow_outcome\":\"succeeded\",\"fixture\":\"/form\",\"id\":\"trace-action-export\"},{\"category\":\"replay\",\"contract\":\"Replay validation of a trace handle that is not the live session trace is refused as cross_session without executing anything.\",\"expected_workflow_outcome\":\"succeeded\",\"fixture\":\"/start\",\"id\":\"replay-cross-session-refusal\"},{\"category\":\"safe_failure\",\"contract\":\"A tool error the plan expects is contained as a passing step and the workflow continues to the next step.\",\"expected_workflow_outcome\":\"succeeded\",\"fixture\":\"/start\",\"id\":\"expected-tool-error-continues\"},{\"category\":\"safe_failure\",\"contract\":\"An unexpected tool error fails its step, fail-fast skips the rest, the workflow fails and the child still exits cleanly.\",\"expected_workflow_outcome\":\"failed\",\"fixture\":\"/start\",\"id\":\"unexpected-tool-error-is-contained\"}],\"schema\":\"plasmate.agent-task-benchmark-suite.v1\",\"suite\":\"deterministic-agent-workflows\"}";
// Repository-relative path → exact bytes (base64), in the suite's fixture_files order.
const FIXTURE_CORPUS_BASE64 = [
    ["fixtures/benchmark/start.html", "PCFET0NUWVBFIGh0bWw+CjxodG1sIGxhbmc9ImVuIj4KPGhlYWQ+CiAgPG1ldGEgY2hhcnNldD0idXRmLTgiPgogIDx0aXRsZT5Xb3JrZmxvdyBzdGFydDwvdGl0bGU+CjwvaGVhZD4KPGJvZHk+CiAgPG1haW4+CiAgICA8aDE+V29ya2Zsb3cgc3RhcnQ8L2gxPgogICAgPHA+VGhpcyBwYWdlIGJlZ2lucyB0aGUgZGV0ZXJtaW5pc3RpYyB3b3JrZmxvdyBjaGVja3MuPC9wPgogICAgPGEgaWQ9ImRlc3RpbmF0aW9uLWxpbmsiIGhyZWY9Ii9kZXN0aW5hdGlvbiI+T3BlbiBkZXN0aW5hdGlvbjwvYT4KICA8L21haW4+CjwvYm9keT4KPC9odG1sPgo="],
    ["fixtures/benchmark/destination.html", "PCFET0NUWVBFIGh0bWw+CjxodG1sIGxhbmc9ImVuIj4KPGhlYWQ+CiAgPG1ldGEgY2hhcnNldD0idXRmLTgiPgogIDx0aXRsZT5Xb3JrZmxvdyBkZXN0aW5hdGlvbjwvdGl0bGU+CjwvaGVhZD4KPGJvZHk+CiAgPG1haW4+CiAgICA8aDE+V29ya2Zsb3cgZGVzdGluYXRpb248L2gxPgogICAgPHA+VGhlIG5hdmlnYXRpb24gc3RlcCBhcnJpdmVkIGhlcmUuPC9wPgogIDwvbWFpbj4KPC9ib2R5Pgo8L2h0bWw+Cg=="],
    ["fixtures/benchmark/form.html", "PCFET0NUWVBFIGh0bWw+CjxodG1sIGxhbmc9ImVuIj4KPGhlYWQ+CiAgPG1ldGEgY2hhcnNldD0idXRmLTgiPgogIDx0aXRsZT5Xb3JrZmxvdyBmb3JtPC90aXRsZT4KPC9oZWFkPgo8Ym9keT4KICA8bWFpbj4KICAgIDxoMT5Db250YWN0IGRldGFpbHM8L2gxPgogICAgPGZvcm0gYWN0aW9uPSIvZm9ybSIgbWV0aG9kPSJwb3N0Ij4KICAgICAgPGxhYmVsIGZvcj0iZW1haWwiPkVtYWlsIGFkZHJlc3M8L2xhYmVsPgogICAgICA8aW5wdXQgaWQ9ImVtYWlsIiBuYW1lPSJlbWFpbCIgdHlwZT0iZW1haWwiIHZhbHVlPSIiPgogICAgPC9mb3JtPgogIDwvbWFpbj4KPC9ib2R5Pgo8L2h0bWw+Cg=="],
];

;// CONCATENATED MODULE: ./src/benchmark/suite.ts


const SUITE_SCHEMA = 'plasmate.agent-task-benchmark-suite.v1';
const SUITE_NAME = 'deterministic-agent-workflows';
/**
 * The manifest, in run and report order: fixtures/benchmark/suite.json, compiled in by
 * scripts/build.mjs (which checks its shape, its values and that it is canonical JSON), so
 * SUITE_MANIFEST_JSON is exactly the bytes the manifest digest covers.
 */
const SUITE_MANIFEST = JSON.parse(SUITE_MANIFEST_JSON);
const ok = (id, tool, approved) => ({ id, tool, status: 'succeeded', approved, failure_class: null });
/** The exact step rows each scenario's workflow report must carry, in plan order. */
const EXPECTED_STEPS = {
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
const FIXTURE_FILES = FIXTURE_CORPUS_BASE64.map(([path, base64]) => ({
    path,
    bytes: Buffer.from(base64, 'base64'),
}));
/** Which fixture file each served route returns. */
const FIXTURE_ROUTES = {
    '/start': 'fixtures/benchmark/start.html',
    '/destination': 'fixtures/benchmark/destination.html',
    '/form': 'fixtures/benchmark/form.html',
};


/***/ }),

/***/ 3703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readEvidenceFile: () => (/* binding */ readEvidenceFile),
/* harmony export */   validateEvidenceBytes: () => (/* binding */ validateEvidenceBytes)
/* harmony export */ });
/* unused harmony exports MAX_EVIDENCE_READ_BYTES, validateEvidence */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2877);
/* harmony import */ var _plan_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2591);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6824);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4619);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7866);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4592);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/**
 * The benchmark evidence validator (benchmark.md "Validator"): recomputes everything the evidence
 * claims — suite identity, fixed policy, provenance shape, one row per scenario in order, every
 * row's aggregates and assertions, the summary and the gate — and names each disagreement. Valid
 * evidence of a failed gate is still valid evidence; the caller exits 2 for it.
 */








/** Evidence nests a few levels only; strings are ids, digests and short details. */
const EVIDENCE_BOUNDS = { maxBytes: _evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA, maxDepth: 8, maxStringBytes: 4096 };
const HEX40 = /^[0-9a-f]{40}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const TOP_KEYS = ['schema_version', 'generated_at_unix_seconds', 'suite', 'environment', 'execution', 'summary', 'tasks', 'gate'];
const ENVIRONMENT_KEYS = ['tool_name', 'tool_version', 'git_commit', 'git_dirty', 'toolchain', 'build_profile', 'os', 'arch', 'engine', 'child_executable', 'child_executable_sha256', 'runner'];
const RUNNER_KEYS = ['ci_provider', 'github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'github_sha', 'runner_name'];
const TASK_KEYS = [
    'id', 'category', 'expected_workflow_outcome', 'observed_workflow_outcome', 'task_contract_passed', 'observational_wall_time_us',
    'workflow_report_schema', 'plan_schema', 'protocol_version', 'plan_fingerprint', 'process_outcome', 'workflow_summary', 'steps', 'assertions',
];
const STEP_KEYS = ['id', 'tool', 'status', 'approved', 'failure_class'];
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function keysExactly(value, keys, where, reasons) {
    if (!isObject(value)) {
        reasons.push(`${where} must be an object`);
        return false;
    }
    const present = Object.keys(value);
    const missing = keys.filter((k) => !present.includes(k));
    const extra = present.filter((k) => !keys.includes(k));
    if (missing.length > 0)
        reasons.push(`${where} is missing ${missing.join(', ')}`);
    if (extra.length > 0)
        reasons.push(`${where} has unexpected ${extra.join(', ')}`);
    return missing.length === 0;
}
/**
 * At most this many bytes of an evidence file are read: one past the largest evidence the
 * benchmark writes, so an oversized file is still recognised (and reported) as too large without
 * reading — or holding in memory — any more of it.
 */
const MAX_EVIDENCE_READ_BYTES = _evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA + 1;
/**
 * Reads evidence as plans are read: only a regular file, opened without blocking (a FIFO or device
 * fails at once with NotRegularFile), and never more than MAX_EVIDENCE_READ_BYTES of it.
 */
function readEvidenceFile(path) {
    return (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileUpTo */ .Dl)(path, MAX_EVIDENCE_READ_BYTES);
}
function validateEvidenceBytes(bytes, context = {}) {
    const parsed = (0,_plan_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonDocument */ .dH)(bytes, EVIDENCE_BOUNDS);
    if (parsed.problems.length > 0 || parsed.root === null) {
        const lines = new _plan_problem_js__WEBPACK_IMPORTED_MODULE_6__/* .LineIndex */ .rr(parsed.text);
        return {
            reasons: parsed.problems.map((p) => {
                const { line, column } = lines.locate(p.offset);
                return `evidence is not strict JSON at ${line}:${column}: ${p.message}`;
            }),
            gatePassed: false,
        };
    }
    return validateEvidence(JSON.parse(parsed.text), context);
}
function validateEvidence(value, context = {}) {
    const reasons = [];
    if (!keysExactly(value, TOP_KEYS, 'report', reasons))
        return { reasons, gatePassed: false };
    const report = value;
    if (report.schema_version !== _evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .BENCHMARK_SCHEMA_VERSION */ .Xt) {
        reasons.push(`unknown schema_version ${JSON.stringify(report.schema_version)}`);
        return { reasons, gatePassed: false };
    }
    if (!Number.isSafeInteger(report.generated_at_unix_seconds) || report.generated_at_unix_seconds <= 0) {
        reasons.push('generated_at_unix_seconds must be a positive integer');
    }
    const expectedSuite = {
        schema: _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.schema,
        name: _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.suite,
        ...(0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .suiteIdentity */ .TP)(),
        digest_canonicalization: _digest_js__WEBPACK_IMPORTED_MODULE_3__/* .DIGEST_CANONICALIZATION */ .g7,
        fixture_files: _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .FIXTURE_FILES */ .cK.map((f) => f.path),
        scenarios: _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.scenarios,
    };
    if (keysExactly(report.suite, Object.keys(expectedSuite), 'suite', reasons)) {
        for (const [key, expected] of Object.entries(expectedSuite)) {
            if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(report.suite[key], expected)) {
                reasons.push(`suite.${key} does not match the compiled suite`);
            }
        }
    }
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(report.execution, _evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .EXECUTION_POLICY */ .oZ))
        reasons.push('execution does not state the fixed execution policy');
    checkEnvironment(report.environment, context, reasons);
    const tasks = Array.isArray(report.tasks) ? report.tasks : null;
    if (tasks === null) {
        reasons.push('tasks must be an array');
        return { reasons, gatePassed: false };
    }
    if (tasks.length !== _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.scenarios.length) {
        reasons.push(`tasks has ${tasks.length} rows; the suite has ${_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.scenarios.length} scenarios`);
    }
    _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.scenarios.forEach((scenario, i) => {
        const task = tasks[i];
        if (task === undefined)
            return;
        checkTask(task, i, reasons);
        if (task.id !== scenario.id || task.category !== scenario.category || task.expected_workflow_outcome !== scenario.expected_workflow_outcome) {
            reasons.push(`tasks[${i}] must be scenario ${scenario.id} (${scenario.category}, expected ${scenario.expected_workflow_outcome})`);
        }
    });
    const wellFormedTasks = reasons.length === 0;
    const summary = wellFormedTasks ? (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .summarize */ .eh)(tasks) : null;
    if (summary !== null && !(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(report.summary, summary))
        reasons.push('summary does not match the task rows');
    const gate = summary === null ? null : (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .gateFor */ .Tb)(summary, _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_MANIFEST */ .jz.scenarios.length);
    if (gate !== null && !(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(report.gate, gate))
        reasons.push('gate does not match the recomputed gate');
    return { reasons, gatePassed: reasons.length === 0 && gate?.passed === true };
}
function checkEnvironment(environment, context, reasons) {
    if (!keysExactly(environment, ENVIRONMENT_KEYS, 'environment', reasons))
        return;
    const env = environment;
    // The suite identity is this tool's compiled suite, so the evidence must come from this tool.
    if (env.tool_name !== _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_NAME */ .l || env.tool_version !== _version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .w)
        reasons.push(`environment names another tool than ${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_NAME */ .l} ${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .TOOL_VERSION */ .w}`);
    if (env.engine === 'reference' && context.referenceEngineSha256 !== undefined && env.child_executable_sha256 !== context.referenceEngineSha256) {
        reasons.push('environment.child_executable_sha256 is not the digest of this tool\'s reference engine');
    }
    if (typeof env.git_commit !== 'string' || !HEX40.test(env.git_commit))
        reasons.push('environment.git_commit must be a full 40-hex commit');
    if (typeof env.git_dirty !== 'boolean')
        reasons.push('environment.git_dirty must be a boolean');
    if (typeof env.child_executable_sha256 !== 'string' || !HEX64.test(env.child_executable_sha256)) {
        reasons.push('environment.child_executable_sha256 must be 64 lowercase hex');
    }
    if (env.engine !== 'reference' && env.engine !== 'plasmate')
        reasons.push('environment.engine must be "reference" or "plasmate"');
    for (const key of ['tool_name', 'tool_version', 'toolchain', 'build_profile', 'os', 'arch', 'child_executable']) {
        if (typeof env[key] !== 'string' || env[key] === '')
            reasons.push(`environment.${key} must be a non-empty string`);
    }
    if (!keysExactly(env.runner, RUNNER_KEYS, 'environment.runner', reasons))
        return;
    const runner = env.runner;
    if (runner.ci_provider === 'github-actions') {
        for (const key of RUNNER_KEYS) {
            if (typeof runner[key] !== 'string' || runner[key] === '')
                reasons.push(`environment.runner.${key} is required under GitHub Actions`);
        }
        if (runner.github_sha !== env.git_commit)
            reasons.push('environment.runner.github_sha must equal environment.git_commit');
    }
    else if (runner.ci_provider !== null) {
        reasons.push('environment.runner.ci_provider must be "github-actions" or null');
    }
}
function checkTask(task, i, reasons) {
    const where = `tasks[${i}]`;
    if (!keysExactly(task, TASK_KEYS, where, reasons))
        return;
    if (!Array.isArray(task.steps) || !Array.isArray(task.assertions) || !isObject(task.workflow_summary)) {
        reasons.push(`${where} needs steps and assertions arrays and a workflow_summary object`);
        return;
    }
    task.steps.forEach((step, j) => keysExactly(step, STEP_KEYS, `${where}.steps[${j}]`, reasons));
    if (task.assertions.length === 1 && task.assertions[0]?.name === 'scenario_built') {
        // A scenario that could not run: an honest failed row with no workflow, never a passing one.
        const honest = task.assertions[0].passed === false && task.task_contract_passed === false && task.observed_workflow_outcome === 'failed' && task.steps.length === 0;
        if (!honest)
            reasons.push(`${where} is an internal-failure row that claims more than a failure`);
        return;
    }
    const count = (status) => task.steps.filter((s) => s.status === status).length;
    const rows = { total: task.steps.length, succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') };
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(task.workflow_summary, rows))
        reasons.push(`${where}.workflow_summary does not match its step rows`);
    if (rows.succeeded + rows.failed + rows.skipped !== rows.total)
        reasons.push(`${where}.steps has a status outside succeeded/failed/skipped`);
    if (!HEX64.test(String(task.plan_fingerprint)))
        reasons.push(`${where}.plan_fingerprint must be 64 lowercase hex`);
    if (!Number.isSafeInteger(task.observational_wall_time_us) || task.observational_wall_time_us < 0) {
        reasons.push(`${where}.observational_wall_time_us must be a non-negative integer`);
    }
    // The workflow status is implied by the rows: succeeded iff every step succeeded and the child exited 0.
    const status = rows.succeeded === rows.total && task.process_outcome === 'exited:0' ? 'succeeded' : 'failed';
    const observed = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .observedOutcome */ .v)(status, String(task.process_outcome), task.steps.map((s) => s.failure_class));
    if (task.observed_workflow_outcome !== observed)
        reasons.push(`${where}.observed_workflow_outcome does not follow from its rows (${observed})`);
    const assertions = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .assertionsFor */ .XO)(task, _suite_js__WEBPACK_IMPORTED_MODULE_5__/* .EXPECTED_STEPS */ .lq[task.id] ?? []);
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(task.assertions, assertions))
        reasons.push(`${where}.assertions are not the canonical assertion rows`);
    if (task.task_contract_passed !== assertions.every((a) => a.passed))
        reasons.push(`${where}.task_contract_passed does not follow from its assertions`);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   w: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/** The tool's name and version as evidence reports them; a test keeps the version equal to package.json's. */
const TOOL_NAME = 'plasmate-agent-workflow-action';
const TOOL_VERSION = '0.1.0';


/***/ })

};
