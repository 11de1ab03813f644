export const id = 766;
export const ids = [766,170];
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

/***/ 6766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runBenchmark: () => (/* binding */ runBenchmark)
});

// UNUSED EXPORTS: DEFAULT_CONCURRENCY

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/workflow/execute.ts
var execute = __webpack_require__(4170);
// EXTERNAL MODULE: ./src/benchmark/digest.ts
var digest = __webpack_require__(4619);
// EXTERNAL MODULE: ./src/benchmark/environment.ts
var environment = __webpack_require__(2406);
// EXTERNAL MODULE: ./src/benchmark/evidence.ts
var evidence = __webpack_require__(7866);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/benchmark/suite.ts + 1 modules
var suite = __webpack_require__(4592);
;// CONCATENATED MODULE: ./src/benchmark/fixture-server.ts
/**
 * The ephemeral loopback server for the benchmark: 127.0.0.1, an OS-chosen port, serving exactly
 * the three compiled fixture pages (GET/HEAD) and 404 for everything else. It takes no URL, path
 * or content from the caller.
 */


const LOOPBACK_HOST = '127.0.0.1';
async function startFixtureServer() {
    const pages = new Map();
    for (const [route, path] of Object.entries(suite/* FIXTURE_ROUTES */.Dx)) {
        const file = suite/* FIXTURE_FILES */.cK.find((f) => f.path === path);
        if (file === undefined)
            throw new Error(`fixture ${path} is not in the compiled corpus`);
        pages.set(route, file.bytes);
    }
    const server = (0,external_node_http_.createServer)((req, res) => {
        const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(new URL(req.url ?? '/', 'http://x').pathname) : undefined;
        if (page === undefined) {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('not found\n');
            return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : page);
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, LOOPBACK_HOST, resolve);
    });
    const { port } = server.address();
    return {
        origin: `http://${LOOPBACK_HOST}:${port}`,
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/contract/element-id.ts
// Element ids (docs/contract/engine.md §9.3): `e_` + the first 12 hex digits of
// SHA-256(`origin|role|name|dom_path`), where name is lowercased, trimmed and cut to 100 chars.
// The engine's SOM compiler gives every element this id; the runner computes the same id for a
// page it knows (the benchmark's scenario plans name their elements in advance), so the hash is
// part of the contract between the two rather than an engine internal.

/**
 * White space as upstream trims a name (Unicode White_Space, Rust's `str::trim`). JavaScript's
 * `trim()` differs in two characters: it strips U+FEFF (a byte order mark, kept upstream) and keeps
 * U+0085 (NEL, white space upstream). The SOM compiler's text helpers use the same class.
 */
const WHITE_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const EDGE_WHITE_SPACE = new RegExp(`^[${WHITE_SPACE}]+|[${WHITE_SPACE}]+$`, 'g');
/** `text` without white space at either end, as upstream trims. */
const trimSpace = (text) => text.replace(EDGE_WHITE_SPACE, '');
const ID_HEX_DIGITS = 12;
const MAX_NAME_CHARS = 100;
function elementId(origin, role, accessibleName, domPath) {
    const name = [...trimSpace(accessibleName.toLowerCase())].slice(0, MAX_NAME_CHARS).join('');
    const digest = (0,external_node_crypto_.createHash)('sha256').update(`${origin}|${role}|${name}|${domPath}`, 'utf8').digest('hex');
    return `e_${digest.slice(0, ID_HEX_DIGITS)}`;
}

// EXTERNAL MODULE: ./src/plan/validate.ts + 4 modules
var validate = __webpack_require__(4211);
;// CONCATENATED MODULE: ./src/benchmark/scenarios.ts
/**
 * Builds each scenario's plan exactly as the contract's table says, from the fixture origin alone.
 * Plans go through the same validator as any user's plan, with the scenario's approvals, so the
 * benchmark exercises the real contract and yields real fingerprints.
 */


const BENCHMARK_LIMITS = {
    step_timeout_ms: 15_000,
    workflow_timeout_ms: 60_000,
    response_bytes: 524_288,
    stderr_bytes: 65_536,
    memory_mb: 0,
    fail_fast: true,
};
/**
 * How the child's page model names the form's `#email` input. The id is upstream's published
 * algorithm (docs/contract/engine.md §9.3): `e_` + 12 hex of SHA-256(origin|role|lowercased label|DOM path).
 * Role, label and path are facts of our own fixtures/benchmark/form.html (body child 1 = <main>,
 * its child 3 = <form>, its child 3 = <input>, counting whitespace text nodes), pinned by a test
 * against the engine's live page model. Computing it here, rather than reading it from an
 * earlier result, keeps plans free of copied values and costs no extra child.
 */
const EMAIL_ROLE = 'text_input';
const EMAIL_LABEL = 'Email address';
const EMAIL_DOM_PATH = '0/1/3/3';
function emailElementId(origin) {
    return elementId(origin, EMAIL_ROLE, EMAIL_LABEL, EMAIL_DOM_PATH);
}
function titled(title) {
    return { json_pointer: '/title', equals: title };
}
function planSteps(id, url, email) {
    const approvals = (confirmSteps, allowEvaluate = false) => ({ confirmSteps, allowEvaluate, allowCookieWrites: false });
    switch (id) {
        case 'navigate-between-pages':
            return {
                trace: false,
                steps: [
                    { id: 'open', tool: 'open_page', arguments: { url: url('/start') }, expect: titled('Workflow start') },
                    { id: 'navigate', tool: 'navigate_to', arguments: { url: url('/destination') }, expect: titled('Workflow destination') },
                ],
                approvals: approvals(['navigate']),
            };
        case 'type-and-observe-value':
            return {
                trace: false,
                steps: [
                    { id: 'open', tool: 'open_page', arguments: { url: url('/form') }, expect: titled('Workflow form') },
                    { id: 'type-email', tool: 'type_text', arguments: { element_id: email, text: 'agent@example.test' } },
                    {
                        id: 'verify-value',
                        tool: 'evaluate',
                        arguments: { expression: "document.getElementById('email').value" },
                        expect: { json_pointer: '/result', equals: 'agent@example.test' },
                    },
                ],
                approvals: approvals(['type-email', 'verify-value'], true),
            };
        case 'trace-action-export':
            return {
                trace: true,
                steps: [
                    { id: 'open', tool: 'open_page', arguments: { url: url('/form') } },
                    { id: 'type-email', tool: 'type_text', arguments: { element_id: email, text: 'trace@example.test' } },
                    { id: 'export-trace', tool: 'trace_export', arguments: {}, expect: { json_pointer: '/retained_events', equals: 2 } },
                ],
                approvals: approvals(['type-email']),
            };
        case 'replay-cross-session-refusal':
            return {
                trace: true,
                steps: [
                    { id: 'open', tool: 'open_page', arguments: { url: url('/start') } },
                    {
                        id: 'validate-replay',
                        tool: 'replay_validate',
                        arguments: { trace_id: 'not-the-live-trace', sequence: 1, confirmed: true },
                        expect: { json_pointer: '/drift', equals: 'cross_session' },
                    },
                ],
                approvals: approvals([]),
            };
        case 'expected-tool-error-continues':
            return {
                trace: false,
                steps: [
                    { id: 'open', tool: 'open_page', arguments: { url: url('/start') } },
                    { id: 'missing-click', tool: 'click', arguments: { element_id: 'missing-element' }, expect: { is_error: true } },
                    { id: 'trace-status', tool: 'trace_status', arguments: {}, expect: { json_pointer: '/enabled', equals: false } },
                ],
                approvals: approvals(['missing-click']),
            };
        case 'unexpected-tool-error-is-contained':
            return {
                trace: false,
                steps: [
                    { id: 'open', tool: 'open_page', arguments: { url: url('/start') } },
                    { id: 'missing-click', tool: 'click', arguments: { element_id: 'missing-element' } },
                    { id: 'must-skip', tool: 'trace_status', arguments: {} },
                ],
                approvals: approvals(['missing-click']),
            };
        default:
            return null;
    }
}
/** Builds and validates one scenario's plan against the fixture server at `origin`. */
function buildScenario(id, origin) {
    const shape = planSteps(id, (route) => `${origin}${route}`, emailElementId(origin));
    const approvals = shape?.approvals ?? { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false };
    const document = { schema: 'plasmate.agent-workflow.v1', name: id, trace: shape?.trace ?? false, limits: BENCHMARK_LIMITS, steps: shape?.steps ?? [] };
    const check = (0,validate/* validatePlan */.Oo)(Buffer.from(JSON.stringify(document, null, 2)), `benchmark:${id}`, approvals);
    return { check, plan: check.problems.length === 0 ? check.plan : null, approvals };
}

;// CONCATENATED MODULE: ./src/benchmark/run.ts
/**
 * Runs the six-plan suite: one loopback fixture server, then each scenario's plan through the
 * supervised runner with a fresh child, then the evidence with both summary partitions and the
 * gate. Every scenario yields a row, whatever happens to it.
 */









/**
 * Scenarios run one per core at a time: each is its own child process and session, so they are
 * independent, and each child's cost is mostly CPU (loading jsdom), so more at once than cores
 * only queues.
 */
const DEFAULT_CONCURRENCY = Math.max(1, Math.min(suite/* SUITE_MANIFEST */.jz.scenarios.length, (0,external_node_os_.availableParallelism)()));
async function runBenchmark(options) {
    const server = await startFixtureServer();
    let tasks;
    try {
        const scenarios = suite/* SUITE_MANIFEST */.jz.scenarios;
        tasks = new Array(scenarios.length);
        let next = 0;
        const worker = async () => {
            for (let i = next++; i < scenarios.length; i = next++)
                tasks[i] = await runScenario(scenarios[i], server.origin, options);
        };
        await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY) }, worker));
    }
    finally {
        await server.close();
    }
    const summary = (0,evidence/* summarize */.eh)(tasks);
    return {
        schema_version: evidence/* BENCHMARK_SCHEMA_VERSION */.Xt,
        generated_at_unix_seconds: Math.floor(Date.now() / 1000),
        suite: {
            schema: suite/* SUITE_MANIFEST */.jz.schema,
            name: suite/* SUITE_MANIFEST */.jz.suite,
            ...(0,digest/* suiteIdentity */.TP)(),
            digest_canonicalization: digest/* DIGEST_CANONICALIZATION */.g7,
            fixture_files: suite/* FIXTURE_FILES */.cK.map((f) => f.path),
            // In upstream's field order (the manifest itself is canonical JSON, keys sorted).
            scenarios: suite/* SUITE_MANIFEST */.jz.scenarios.map((s) => ({ id: s.id, category: s.category, fixture: s.fixture, expected_workflow_outcome: s.expected_workflow_outcome, contract: s.contract })),
        },
        environment: await (0,environment/* collectEnvironment */.mj)(options.identity, options.repoDir, options.env),
        execution: { ...evidence/* EXECUTION_POLICY */.oZ },
        summary,
        tasks,
        gate: (0,evidence/* gateFor */.Tb)(summary),
    };
}
async function runScenario(scenario, origin, options) {
    const started = external_node_perf_hooks_.performance.now();
    const expectedSteps = suite/* EXPECTED_STEPS */.lq[scenario.id] ?? [];
    const built = buildScenario(scenario.id, origin);
    if (built.plan === null) {
        return internalFailure(scenario, `the scenario plan did not validate: ${built.check.problems.map((p) => p.rule).join(', ') || 'unknown scenario'}`, started);
    }
    const plan = options.stepTimeoutMs === undefined ? built.plan : { ...built.plan, limits: { ...built.plan.limits, step_timeout_ms: options.stepTimeoutMs } };
    let report;
    try {
        report = await (0,execute.executePlan)(plan, new Set(built.approvals.confirmSteps), {
            child: options.child,
            env: options.env,
            // The scenarios reference no secret.
            secrets: new Set(),
            allowPrivateNetwork: true,
            trustStaticToolPolicy: options.trustStaticToolPolicy === true,
            ...(options.signal === undefined ? {} : { signal: options.signal }),
            ...(options.handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs: options.handshakeTimeoutMs }),
        });
    }
    catch (error) {
        return internalFailure(scenario, `the runner failed: ${error instanceof Error ? error.name : 'unknown error'}`, started);
    }
    const steps = (0,evidence/* stepRowsOf */.jS)(report);
    const processOutcome = report.process_outcome ?? null;
    const row = {
        id: scenario.id,
        category: scenario.category,
        expected_workflow_outcome: scenario.expected_workflow_outcome,
        observed_workflow_outcome: (0,evidence/* observedOutcome */.v)(report.status, processOutcome, steps.map((s) => s.failure_class)),
        task_contract_passed: false,
        observational_wall_time_us: Math.round((external_node_perf_hooks_.performance.now() - started) * 1000),
        workflow_report_schema: report.schema,
        plan_schema: report.plan_schema,
        protocol_version: report.protocol_version,
        plan_fingerprint: report.plan_fingerprint,
        process_outcome: processOutcome,
        workflow_summary: { ...report.summary },
        steps,
        assertions: [],
    };
    row.assertions = (0,evidence/* assertionsFor */.XO)(row, expectedSteps);
    row.task_contract_passed = row.assertions.every((a) => a.passed);
    return row;
}
/** A scenario that could not run still gets its row: observed failed, contract failed, and why. */
function internalFailure(scenario, why, started) {
    return {
        id: scenario.id,
        category: scenario.category,
        expected_workflow_outcome: scenario.expected_workflow_outcome,
        observed_workflow_outcome: 'failed',
        task_contract_passed: false,
        observational_wall_time_us: Math.round((external_node_perf_hooks_.performance.now() - started) * 1000),
        workflow_report_schema: null,
        plan_schema: null,
        protocol_version: null,
        plan_fingerprint: null,
        process_outcome: null,
        workflow_summary: { total: 0, succeeded: 0, failed: 0, skipped: 0 },
        steps: [],
        assertions: [{ name: evidence/* INTERNAL_FAILURE_ASSERTION */.Kb, passed: false, detail: why }],
    };
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

/***/ 4170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   executePlan: () => (/* binding */ executePlan)
/* harmony export */ });
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5066);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1693);
/* harmony import */ var _child_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7198);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2312);




/**
 * Executes a validated plan and returns its report (also written to `reportPath` when given).
 * Never throws for anything the child does; every child process group is gone when it returns.
 */
async function executePlan(plan, approvedStepIds, options) {
    const { outcomes, counts, processOutcome } = await runPlan(plan, approvedStepIds, options);
    const report = (0,_report_build_js__WEBPACK_IMPORTED_MODULE_3__/* .buildReport */ .F)({
        plan, approvedStepIds, dryRun: false, outcomes,
        secrets: { total: counts.total, present: counts.present, missing: counts.missing },
        ...(processOutcome === undefined ? {} : { processOutcome }),
    });
    if (options.reportPath !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomic */ .Z)(options.reportPath, (0,_report_build_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeReport */ .x)(report));
    return report;
}
/** Execution: every step that reaches the dispatch point is sent (the gates already ran). */
const SEND_EVERY_STEP = { send: () => true };
/** An execution sends every step, so a stub here is a defect of ours, never a report row. */
function executedOutcome(outcome) {
    if (outcome.status === 'stubbed')
        throw new Error('a step was stubbed during execution');
    return outcome;
}
async function runPlan(plan, approvedStepIds, options) {
    const secrets = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveStepSecrets */ .O)(plan, options.env, options.secrets);
    const { counts } = secrets;
    if (!secrets.ok)
        return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, secrets.failureClass), counts };
    if (options.signal?.aborted)
        return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, 'workflow_timeout'), counts };
    const run = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .superviseChild */ .RU)(plan, options, async (child, workflowDeadline) => {
        const started = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .negotiate */ .Nl)(child, plan, {
            approvedStepIds, stepArguments: secrets.stepArguments, workflowDeadline, signal: options.signal,
            trustStaticToolPolicy: options.trustStaticToolPolicy === true, handshakeTimeoutMs: options.handshakeTimeoutMs,
        });
        if ('failureClass' in started) {
            if (started.failureClass === 'tool_policy_drift' && started.gates?.unannotatedChild === true)
                options.onUnannotatedChild?.();
            return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, started.failureClass), healthy: started.healthy };
        }
        const ran = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .runSteps */ .rl)({ process: child, connection: started.connection, workflowDeadline }, plan, secrets.stepArguments, options.signal, SEND_EVERY_STEP, options.onStepFailure);
        return { outcomes: ran.outcomes.map(executedOutcome), healthy: ran.healthy };
    });
    if (!run.spawned)
        return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, run.failureClass), counts };
    return { outcomes: run.value.outcomes, counts, processOutcome: run.processOutcome };
}


/***/ }),

/***/ 2312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ resolveStepSecrets),
/* harmony export */   Q: () => (/* binding */ maskSecrets)
/* harmony export */ });
/* harmony import */ var _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3457);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/**
 * Secret resolution for execution (docs/contract/plan-and-report.md §3): `{"$secret": NAME}` objects in step
 * arguments are replaced by the value of NAME in the environment given (the runner's own), and
 * the size bounds are checked — all before any process is spawned. Only names on the operator's
 * allow-list, and never a reserved runner name, are looked up: validation refuses a plan that
 * references any other, and here such a name is absent whatever the environment holds. Values go only into the
 * returned arguments, which only the child receives; nothing here reports a name or a value.
 */


class TooLarge extends Error {
}
/** The part of `env` a plan's secrets may come from: allow-listed, non-reserved names only. */
function secretEnvironment(env, allowed) {
    const visible = Object.create(null);
    for (const name of allowed)
        if (!(0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .isReservedSecretName */ .qr)(name) && Object.hasOwn(env, name))
            visible[name] = env[name];
    return visible;
}
function countSecrets(plan, env) {
    const present = plan.secretNames.filter((name) => env[name] !== undefined).length;
    return { total: plan.secretNames.length, present, missing: plan.secretNames.length - present };
}
/**
 * Resolves every step's arguments from the allow-listed part of `env` (a name off `allowed`
 * counts as missing). Order of checks: a missing name anywhere (then every step is skipped
 * `missing_secret` and nothing is spawned), a malformed reference, a value over
 * MAX_SECRET_VALUE_BYTES, a resolved step over MAX_ARGUMENTS_BYTES of compact JSON.
 */
function resolveStepSecrets(plan, runnerEnv, allowed) {
    const env = secretEnvironment(runnerEnv, allowed);
    const counts = countSecrets(plan, env);
    if (counts.missing > 0)
        return { ok: false, counts, failureClass: 'missing_secret' };
    try {
        const stepArguments = plan.steps.map((step) => {
            const resolved = (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(step.arguments, (name) => {
                const secret = env[name];
                if (secret === undefined)
                    throw new _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidSecretReference */ .Bu();
                if (Buffer.byteLength(secret, 'utf8') > _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SECRET_VALUE_BYTES */ .mo)
                    throw new TooLarge('secret');
                return secret;
            });
            if (Buffer.byteLength(JSON.stringify(resolved), 'utf8') > _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ARGUMENTS_BYTES */ .Mm)
                throw new TooLarge('arguments');
            return resolved;
        });
        return { ok: true, counts, stepArguments };
    }
    catch (error) {
        if (error instanceof _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidSecretReference */ .Bu)
            return { ok: false, counts, failureClass: 'invalid_secret_reference' };
        if (error instanceof TooLarge) {
            return { ok: false, counts, failureClass: error.message === 'secret' ? 'secret_too_large' : 'resolved_arguments_too_large' };
        }
        throw error;
    }
}
/**
 * For the side-effect-free schema check, which may run where the secrets do not exist (a PR
 * check before any approval): each reference becomes an empty string, and its JSON Pointer is
 * returned so that schema errors at or under it can be disregarded as unknowable.
 */
function maskSecrets(args) {
    const secretPointers = [];
    const masked = (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(args, (_name, pointer) => {
        secretPointers.push(pointer);
        return '';
    });
    return { masked, secretPointers };
}


/***/ })

};

//# sourceMappingURL=766.index.js.map