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
 * The suite identity digests (docs/contract/benchmark.md §6.2): length-framed SHA-256 over a domain string
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

/***/ 2406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mj: () => (/* binding */ collectEnvironment),
/* harmony export */   oY: () => (/* binding */ EVIDENCE_TOOL_IDENTITY),
/* harmony export */   uI: () => (/* binding */ RUNNER_TOOLCHAIN_PREFIX)
/* harmony export */ });
/* unused harmony exports fileSha256, runnerMetadata */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _contract_version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3382);
/**
 * Provenance for benchmark evidence in upstream's v1 field names: which tool, commit, toolchain,
 * platform and child executable produced it, and the GitHub runner fields when under Actions. Git
 * is asked directly (no shell); a missing git or a non-repository leaves the commit null, which
 * the validator rejects as missing provenance.
 */






const run = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
const GIT_TIMEOUT_MS = 5_000;
async function git(args, cwd) {
    try {
        const { stdout } = await run('git', args, { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
        return stdout;
    }
    catch {
        return null;
    }
}
async function fileSha256(path) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path)).digest('hex');
}
/** This tool as evidence names it in `plasmate_version` (see Environment). */
const EVIDENCE_TOOL_IDENTITY = `${_contract_version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_NAME */ .l} ${_contract_version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_VERSION */ .w}`;
/** The runner's toolchain as `rustc_version` carries it: the prefix the validator requires. */
const RUNNER_TOOLCHAIN_PREFIX = 'node ';
/** Node's platform and architecture names in Rust's `std::env::consts` spelling, where they differ. */
const RUST_OS = { darwin: 'macos', win32: 'windows', sunos: 'solaris' };
const RUST_ARCH = { x64: 'x86_64', arm64: 'aarch64', ia32: 'x86', arm: 'arm', ppc64: 'powerpc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loongarch64' };
function runnerMetadata(env) {
    const v = (name) => (env[name] === undefined || env[name] === '' ? null : env[name]);
    return {
        ci_provider: env.GITHUB_ACTIONS === 'true' ? 'github-actions' : null,
        github_repository: v('GITHUB_REPOSITORY'),
        github_run_id: v('GITHUB_RUN_ID'),
        github_run_attempt: v('GITHUB_RUN_ATTEMPT'),
        github_job: v('GITHUB_JOB'),
        github_sha: v('GITHUB_SHA'),
        runner_name: v('RUNNER_NAME'),
    };
}
async function collectEnvironment(child, repoDir, env) {
    const commit = (await git(['rev-parse', 'HEAD'], repoDir))?.trim() ?? null;
    const status = commit === null ? null : await git(['status', '--porcelain', '--untracked-files=no'], repoDir);
    return {
        plasmate_version: EVIDENCE_TOOL_IDENTITY,
        git_commit: commit !== null && /^[0-9a-f]{40}$/.test(commit) ? commit : null,
        git_dirty: status === null ? null : status.trim() !== '',
        rustc_version: `${RUNNER_TOOLCHAIN_PREFIX}${process.version} (v8 ${process.versions.v8})`,
        build_profile: import.meta.url.includes('/dist/') ? 'release' : 'debug',
        operating_system: RUST_OS[(0,node_os__WEBPACK_IMPORTED_MODULE_3__.platform)()] ?? (0,node_os__WEBPACK_IMPORTED_MODULE_3__.platform)(),
        architecture: RUST_ARCH[(0,node_os__WEBPACK_IMPORTED_MODULE_3__.arch)()] ?? (0,node_os__WEBPACK_IMPORTED_MODULE_3__.arch)(),
        executable_sha256: await fileSha256(child.path),
        runner: runnerMetadata(env),
    };
}


/***/ }),

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
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6824);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4619);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2406);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7866);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4592);
/* harmony import */ var _contract_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6858);
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6883);
/**
 * The benchmark evidence validator: the checks of upstream's v1 reader and validator
 * (`src/benchmark/agent_v1.rs`: `read_report`, then `validate_evidence`), with this tool's own
 * compiled suite as the suite identity.
 *
 * Two stages, as upstream's:
 * 1. Reading. The document must be strict JSON of upstream's exact layout: every object with
 *    exactly its fields (unknown ones refused; an optional field may be absent or null, as serde
 *    reads `Option`), every value of its type (strings, booleans, non-negative integers written as
 *    integers, the four outcome names). A document that fails here is not evidence; only this
 *    stage's first problem is reported, as serde stops at it.
 * 2. Validating, in upstream's order: schema version; suite identity; the fixed execution policy;
 *    environment provenance; one task per scenario in manifest order, each matching its
 *    descriptor, with consistent step counts, a 64-hex fingerprint, exact identities, a clean
 *    child exit, the expected outcome, the compiled step rows, the canonical assertion rows and a
 *    passed contract; the summary and the gate recomputed from the rows. Upstream stops at the
 *    first failed check; this validator names every failed check (one per task), so evidence that
 *    differs only in its suite identity gets exactly one reason. Like upstream's, it accepts only
 *    evidence of a passing run: a failed task contract is a reason.
 *
 * Two environment checks are translated, because upstream's runner, child and validator are one
 * Rust binary and this project's are not (docs/benchmark.md, "Evidence provenance"):
 * `plasmate_version` must name this tool and version (upstream: the validator's own version) and
 * `rustc_version` must name the runner's Node toolchain (upstream: a `rustc ` identity).
 */










/** Evidence nests a few levels only; strings are ids, digests and short details. */
const EVIDENCE_BOUNDS = { maxBytes: _evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPORT_BYTES */ .WA, maxDepth: 8, maxStringBytes: 4096 };
const HEX40 = /^[0-9a-f]{40}$/;
const HEX64 = /^[0-9a-f]{64}$/;
/** serde's `u64`/`usize`: a JSON integer literal (no fraction, no exponent) from 0 to 2^64 − 1. */
const UNSIGNED_INTEGER = /^(?:0|[1-9][0-9]*)$/;
const U64_MAX = 2n ** 64n - 1n;
const OUTCOMES = ['succeeded', 'failed', 'crash', 'timeout'];
const BUILD_PROFILES = ['debug', 'release'];
const optionalString = { optional: 'string' };
const WORKFLOW_SUMMARY = { object: { total: 'u64', succeeded: 'u64', failed: 'u64', skipped: 'u64' } };
const LAYOUT = {
    object: {
        schema_version: 'string',
        generated_at_unix_seconds: 'u64',
        suite: {
            object: {
                schema: 'string',
                name: 'string',
                manifest_sha256: 'string',
                fixture_corpus_sha256: 'string',
                digest_canonicalization: 'string',
                fixture_files: { array: 'string' },
                scenarios: { array: { object: { id: 'string', category: 'string', fixture: 'string', expected_workflow_outcome: 'outcome', contract: 'string' } } },
            },
        },
        environment: {
            object: {
                plasmate_version: 'string',
                git_commit: optionalString,
                git_dirty: { optional: 'bool' },
                rustc_version: optionalString,
                build_profile: 'string',
                operating_system: 'string',
                architecture: 'string',
                executable_sha256: optionalString,
                runner: {
                    object: {
                        ci_provider: optionalString,
                        github_repository: optionalString,
                        github_run_id: optionalString,
                        github_run_attempt: optionalString,
                        github_job: optionalString,
                        github_sha: optionalString,
                        runner_name: optionalString,
                    },
                },
            },
        },
        execution: {
            object: { fixture_transport: 'string', public_network_requests: 'bool', model_calls: 'bool', model_judgments: 'bool', child_process: 'string', latency_role: 'string' },
        },
        summary: {
            object: Object.fromEntries(['tasks_total', 'observed_succeeded', 'observed_failed', 'observed_crash', 'observed_timeout', 'task_contracts_passed', 'task_contracts_failed',
                'workflow_steps_total', 'workflow_steps_succeeded', 'workflow_steps_failed', 'workflow_steps_skipped'].map((k) => [k, 'u64'])),
        },
        tasks: {
            array: {
                object: {
                    id: 'string',
                    category: 'string',
                    expected_workflow_outcome: 'outcome',
                    observed_workflow_outcome: 'outcome',
                    task_contract_passed: 'bool',
                    observational_wall_time_us: 'u64',
                    workflow_report_schema: optionalString,
                    plan_schema: optionalString,
                    protocol_version: optionalString,
                    plan_fingerprint: optionalString,
                    process_outcome: optionalString,
                    workflow_summary: WORKFLOW_SUMMARY,
                    steps: { array: { object: { id: 'string', tool: 'string', status: 'string', approved: 'bool', failure_class: optionalString } } },
                    assertions: { array: { object: { name: 'string', passed: 'bool', detail: 'string' } } },
                },
            },
        },
        gate: { object: { passed: 'bool', require_all_task_contracts: 'bool', require_no_crash_or_timeout: 'bool', violations: { array: 'string' } } },
    },
};
/**
 * At most this many bytes of an evidence file are read: one past the largest evidence the
 * benchmark writes, so an oversized file is still recognised (and reported) as too large without
 * reading — or holding in memory — any more of it.
 */
const MAX_EVIDENCE_READ_BYTES = _evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPORT_BYTES */ .WA + 1;
/**
 * Reads evidence as plans are read: only a regular file, opened without blocking (a FIFO or device
 * fails at once with NotRegularFile), and never more than MAX_EVIDENCE_READ_BYTES of it.
 */
function readEvidenceFile(path) {
    return (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileUpTo */ .Dl)(path, MAX_EVIDENCE_READ_BYTES);
}
function validateEvidenceBytes(bytes) {
    const parsed = (0,_plan_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonDocument */ .dH)(bytes, EVIDENCE_BOUNDS);
    const lines = new _plan_problem_js__WEBPACK_IMPORTED_MODULE_8__/* .LineIndex */ .rr(parsed.text);
    const at = (offset) => {
        const { line, column } = lines.locate(offset);
        return `${line}:${column}`;
    };
    if (parsed.problems.length > 0 || parsed.root === null) {
        return { reasons: parsed.problems.map((p) => `evidence is not strict JSON at ${at(p.offset)}: ${p.message}`), gatePassed: false };
    }
    const layout = layoutProblem(parsed.root, LAYOUT, '');
    if (layout !== null)
        return { reasons: [`evidence is not in the v1 layout at ${at(layout.offset)}: ${layout.message}`], gatePassed: false };
    return validateReadEvidence(JSON.parse(parsed.text));
}
/** Both stages on an in-memory report (as written to disk: its JSON text is what is judged). */
function validateEvidence(value) {
    return validateEvidenceBytes(Buffer.from(JSON.stringify(value) ?? 'null', 'utf8'));
}
/** The first place where a node is not of its shape (serde's first error), or null. */
function layoutProblem(node, shape, path) {
    const where = path === '' ? 'the report' : path;
    const wrong = (expected) => ({ offset: node.offset, message: `${where} must be ${expected}` });
    if (typeof shape === 'object' && 'optional' in shape)
        return node.kind === 'null' ? null : layoutProblem(node, shape.optional, path);
    switch (shape) {
        case 'string':
            return node.kind === 'string' ? null : wrong('a string');
        case 'bool':
            return node.kind === 'boolean' ? null : wrong('a boolean');
        case 'u64':
            return node.kind === 'number' && UNSIGNED_INTEGER.test(node.raw) && BigInt(node.raw) <= U64_MAX ? null : wrong('a non-negative integer');
        case 'outcome':
            return node.kind === 'string' && OUTCOMES.includes(node.value) ? null : wrong(`one of ${OUTCOMES.join(', ')}`);
    }
    if ('array' in shape) {
        if (node.kind !== 'array')
            return wrong('an array');
        for (const [i, item] of node.items.entries()) {
            const problem = layoutProblem(item, shape.array, `${path}[${i}]`);
            if (problem !== null)
                return problem;
        }
        return null;
    }
    if (node.kind !== 'object')
        return wrong('an object');
    const fields = shape.object;
    for (const m of node.members) {
        const fieldShape = fields[m.key];
        if (fieldShape === undefined)
            return { offset: m.keyOffset, message: `unknown field ${JSON.stringify(m.key.slice(0, 64))} in ${where}; expected one of ${Object.keys(fields).join(', ')}` };
        const problem = layoutProblem(m.value, fieldShape, path === '' ? m.key : `${path}.${m.key}`);
        if (problem !== null)
            return problem;
    }
    for (const [key, fieldShape] of Object.entries(fields)) {
        const optional = typeof fieldShape === 'object' && 'optional' in fieldShape;
        if (!optional && !node.members.some((m) => m.key === key))
            return { offset: node.offset, message: `${where} is missing field ${key}` };
    }
    return null;
}
/**
 * Stage 2 on a document already read in the v1 layout. Optional fields the document left out are
 * null here, as serde reads them.
 */
function validateReadEvidence(read) {
    const report = withNulls(read);
    const reasons = [];
    if (report.schema_version !== _evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .BENCHMARK_SCHEMA_VERSION */ .Xt) {
        return { reasons: [`unsupported schema_version ${JSON.stringify(report.schema_version)}; expected ${_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .BENCHMARK_SCHEMA_VERSION */ .Xt}`], gatePassed: false };
    }
    const expectedSuite = {
        schema: _suite_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_MANIFEST */ .jz.schema,
        name: _suite_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_MANIFEST */ .jz.suite,
        ...(0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .suiteIdentity */ .TP)(),
        digest_canonicalization: _digest_js__WEBPACK_IMPORTED_MODULE_3__/* .DIGEST_CANONICALIZATION */ .g7,
        fixture_files: _suite_js__WEBPACK_IMPORTED_MODULE_6__/* .FIXTURE_FILES */ .cK.map((f) => f.path),
        scenarios: _suite_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_MANIFEST */ .jz.scenarios,
    };
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)({ ...report.suite }, { ...expectedSuite, scenarios: expectedSuite.scenarios.map((s) => ({ ...s })) })) {
        reasons.push("suite identity does not match this tool's compiled suite (manifest, fixtures and their digests)");
    }
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)({ ...report.execution }, { ..._evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .EXECUTION_POLICY */ .oZ }))
        reasons.push('execution does not state the fixed execution policy of the deterministic suite');
    const environmentProblem = checkEnvironment(report.environment);
    if (environmentProblem !== null)
        reasons.push(environmentProblem);
    const scenarios = _suite_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_MANIFEST */ .jz.scenarios;
    if (report.tasks.length !== scenarios.length) {
        reasons.push(`task denominator mismatch: the evidence has ${report.tasks.length} tasks, the suite ${scenarios.length} scenarios`);
    }
    else {
        report.tasks.forEach((task, i) => {
            const problem = checkTask(task, scenarios[i]);
            if (problem !== null)
                reasons.push(problem);
        });
    }
    const summary = (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .summarize */ .eh)(report.tasks);
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)({ ...report.summary }, summary))
        reasons.push('summary does not match the task rows');
    const outcomes = summary.observed_succeeded + summary.observed_failed + summary.observed_crash + summary.observed_timeout;
    if (outcomes !== summary.tasks_total || summary.task_contracts_passed + summary.task_contracts_failed !== summary.tasks_total) {
        reasons.push('summary outcome or contract partition is incomplete');
    }
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)({ ...report.gate, violations: [...report.gate.violations] }, (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .gateFor */ .Tb)(summary)))
        reasons.push('gate does not match the gate recomputed from the task rows');
    return { reasons, gatePassed: reasons.length === 0 && report.gate.passed };
}
/** Upstream's environment provenance checks, in its order (the first failing one). */
function checkEnvironment(env) {
    if (env.plasmate_version !== _environment_js__WEBPACK_IMPORTED_MODULE_4__/* .EVIDENCE_TOOL_IDENTITY */ .oY)
        return `environment.plasmate_version must name this tool, ${JSON.stringify(_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .EVIDENCE_TOOL_IDENTITY */ .oY)}`;
    if (env.git_commit === null)
        return 'environment is missing the git commit';
    if (!HEX40.test(env.git_commit))
        return 'environment.git_commit is not a full lowercase 40-hex commit';
    if (env.git_dirty === null)
        return 'environment is missing the git dirty-state observation';
    if (env.rustc_version?.startsWith(_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_TOOLCHAIN_PREFIX */ .uI) !== true)
        return `environment.rustc_version must name the runner's toolchain ("${_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNNER_TOOLCHAIN_PREFIX */ .uI}…")`;
    if (!BUILD_PROFILES.includes(env.build_profile) || env.operating_system === '' || env.architecture === '') {
        return 'environment has incomplete build-platform provenance (build_profile debug or release, operating_system, architecture)';
    }
    if (env.executable_sha256 === null || !HEX64.test(env.executable_sha256))
        return 'environment is missing a full executable SHA-256';
    const runner = env.runner;
    if (runner.ci_provider === 'github-actions') {
        const required = ['github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'runner_name'];
        for (const key of required)
            if (runner[key] === null || runner[key] === '')
                return `GitHub Actions evidence is missing environment.runner.${key}`;
        if (runner.github_sha === null)
            return 'GitHub Actions evidence is missing environment.runner.github_sha';
        if (runner.github_sha !== env.git_commit)
            return 'environment.runner.github_sha does not match environment.git_commit';
    }
    else if (runner.ci_provider !== null) {
        return 'environment.runner.ci_provider names an unsupported CI provider';
    }
    return null;
}
/** Upstream's per-task checks, in its order (the first failing one). */
function checkTask(task, scenario) {
    const where = `task ${JSON.stringify(task.id)}`;
    if (task.id !== scenario.id || task.category !== scenario.category || task.expected_workflow_outcome !== scenario.expected_workflow_outcome) {
        return `${where} does not match its suite descriptor (${scenario.id}, ${scenario.category}, expected ${scenario.expected_workflow_outcome})`;
    }
    const w = task.workflow_summary;
    if (w.total !== w.succeeded + w.failed + w.skipped || w.total !== task.steps.length)
        return `${where} step denominator mismatch`;
    const count = (status) => task.steps.filter((s) => s.status === status).length;
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)({ ...w }, { total: task.steps.length, succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') })) {
        return `${where} step aggregates do not match its rows`;
    }
    if (task.plan_fingerprint === null || !HEX64.test(task.plan_fingerprint))
        return `${where} has no 64-hex plan fingerprint`;
    if (task.workflow_report_schema !== _contract_report_js__WEBPACK_IMPORTED_MODULE_9__/* .REPORT_SCHEMA */ .D || task.plan_schema !== _contract_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .PLAN_SCHEMA */ .G0 || task.protocol_version !== _contract_report_js__WEBPACK_IMPORTED_MODULE_9__/* .PROTOCOL_VERSION */ .W) {
        return `${where} does not use the advertised report, plan and protocol identities`;
    }
    if (task.process_outcome !== 'exited:0')
        return `${where}: the supervised child did not exit cleanly`;
    if (task.observed_workflow_outcome !== scenario.expected_workflow_outcome)
        return `${where} observed ${task.observed_workflow_outcome}, not ${scenario.expected_workflow_outcome}`;
    if (!(0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .stepsMatch */ .fZ)(task.steps, _suite_js__WEBPACK_IMPORTED_MODULE_6__/* .EXPECTED_STEPS */ .lq[scenario.id] ?? []))
        return `${where} steps do not match the compiled scenario`;
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(task.assertions.map((a) => ({ ...a })), (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalAssertions */ .W6)([true, true, true, true])))
        return `${where} assertion rows are not the canonical passing rows`;
    if (!task.task_contract_passed)
        return `${where} contract is not passed`;
    return null;
}
/** The report with every optional field present (absent → null), as serde's `Option` reads it. */
function withNulls(report) {
    const fill = (value, keys) => {
        const copy = { ...value };
        for (const k of keys)
            if (!(k in copy))
                copy[k] = null;
        return copy;
    };
    return {
        ...report,
        environment: {
            ...fill(report.environment, ['git_commit', 'git_dirty', 'rustc_version', 'executable_sha256']),
            runner: fill(report.environment.runner, ['ci_provider', 'github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'github_sha', 'runner_name']),
        },
        tasks: report.tasks.map((t) => ({
            ...fill(t, ['workflow_report_schema', 'plan_schema', 'protocol_version', 'plan_fingerprint', 'process_outcome']),
            steps: t.steps.map((s) => fill(s, ['failure_class'])),
        })),
    };
}


/***/ })

};

//# sourceMappingURL=703.index.js.map