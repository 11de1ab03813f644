export const id = 801;
export const ids = [801,529];
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


/***/ })

};
