export const id = 262;
export const ids = [262,801,529];
export const modules = {

/***/ 7801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   childForBenchmark: () => (/* binding */ childForBenchmark),
/* harmony export */   childForRun: () => (/* binding */ childForRun)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _workflow_execute_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4658);
/* harmony import */ var _engine_location_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7529);
/**
 * Which child the benchmark runs: the Plasmate binary the operator names with `--plasmate`, or by
 * default the reference engine bundled with this tool. Either is invoked as `<program> mcp
 * --transport stdio` without a shell.
 */




function executableOnPath(name, pathVariable) {
    for (const dir of (pathVariable ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return candidate;
        }
        catch {
            // not here; keep looking
        }
    }
    return null;
}
/** The child for `agent-run`: as for the benchmark, but `auto` prefers a Plasmate binary when one exists. */
function childForRun(engine, plasmate, cwd, pathVariable = process.env.PATH) {
    if (engine === 'reference')
        return childForBenchmark(undefined, cwd, pathVariable);
    if (engine === 'plasmate' || plasmate !== undefined || executableOnPath('plasmate', pathVariable) !== null) {
        return childForBenchmark(plasmate ?? 'plasmate', cwd, pathVariable);
    }
    return childForBenchmark(undefined, cwd, pathVariable);
}
function childForBenchmark(plasmate, cwd, pathVariable = process.env.PATH) {
    if (plasmate === undefined) {
        const bundle = (0,_engine_location_js__WEBPACK_IMPORTED_MODULE_3__.referenceEngineBundle)();
        const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, bundle);
        return { command: (0,_engine_location_js__WEBPACK_IMPORTED_MODULE_3__/* .referenceEngineCommand */ .N)(bundle), identity: { engine: 'reference', executable: shown.startsWith('..') ? bundle : shown, path: bundle } };
    }
    const path = plasmate.includes('/') ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, plasmate) : executableOnPath(plasmate, pathVariable);
    if (path === null)
        throw new Error(`no executable named ${JSON.stringify(plasmate)} on PATH`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return { command: (0,_workflow_execute_js__WEBPACK_IMPORTED_MODULE_2__/* .plasmateCommand */ .xm)(absolute), identity: { engine: 'plasmate', executable: absolute, path: absolute } };
}


/***/ }),

/***/ 7529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ referenceEngineCommand),
/* harmony export */   referenceEngineBundle: () => (/* binding */ referenceEngineBundle)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Where the reference engine's bundle is, seen from whichever bundle is running: the action
 * (dist/index.js → dist/engine/), the CLI (dist/cli/index.js → dist/engine/) or the sources under
 * test (src/benchmark/ → dist/engine/). The first that exists wins; nothing here is user input.
 */


const CANDIDATES = ['./engine/index.js', '../engine/index.js', '../../dist/engine/index.js'];
function referenceEngineBundle() {
    for (const candidate of CANDIDATES) {
        const path = (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(new URL(candidate, import.meta.url));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
            return path;
    }
    throw new Error('the reference engine bundle (dist/engine/index.js) is missing; run `npm run build`');
}
/** The reference engine runs under this same Node, invoked exactly as a Plasmate binary would be. */
function referenceEngineCommand(bundle) {
    return { program: process.execPath, args: [bundle, 'mcp', '--transport', 'stdio'] };
}


/***/ }),

/***/ 9262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   executeApprovedPlans: () => (/* binding */ executeApprovedPlans),
/* harmony export */   reportFileName: () => (/* binding */ reportFileName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _benchmark_child_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7801);
/* harmony import */ var _workflow_execute_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4658);
/**
 * Execute mode: after the gate, run every fully approved plan of the pull request through the
 * supervised runner with the configured engine. Plans are the data read at the verified head SHA;
 * nothing from the pull request is executed but those plans' tool calls, inside the child.
 */



/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
function reportFileName(index, planFile) {
    return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}.report.json`;
}
/**
 * Runs each plan whose gate status is `valid` (every mutating step approved by a trusted label,
 * every opt-in granted) and replaces its dry-run report with the execution report. The gate's
 * conclusion becomes `failure` when any execution does not succeed.
 */
async function executeApprovedPlans(result, inputs, reportDir, workspace, env, registerSecret) {
    const child = (0,_benchmark_child_js__WEBPACK_IMPORTED_MODULE_1__.childForRun)(inputs.engine, inputs.plasmatePath === 'plasmate' ? undefined : inputs.plasmatePath, workspace);
    const summary = { executed: 0, failed: 0, reportPaths: new Map() };
    for (const [index, gate] of result.plans.entries()) {
        const plan = gate.check.plan;
        if (gate.status !== 'valid' || plan === null || gate.approvals === null)
            continue;
        // The runner masks registered values in logs; the check-run payloads are redacted separately.
        for (const name of plan.secretNames)
            if (env[name] !== undefined && env[name] !== '')
                registerSecret(env[name]);
        const reportPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, reportFileName(index, gate.file));
        gate.report = await (0,_workflow_execute_js__WEBPACK_IMPORTED_MODULE_2__.executePlan)(plan, new Set(gate.approvals.confirmSteps), {
            child: child.command,
            env,
            allowPrivateNetwork: inputs.allowPrivateNetwork,
            reportPath,
        });
        summary.executed++;
        summary.reportPaths.set(gate.file, reportPath);
        if (gate.report.status !== 'succeeded')
            summary.failed++;
    }
    if (summary.failed > 0)
        result.conclusion = 'failure';
    return summary;
}


/***/ })

};
