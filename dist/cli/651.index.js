export const id = 651;
export const ids = [651];
export const modules = {

/***/ 2651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   chooseChild: () => (/* binding */ chooseChild),
/* harmony export */   plasmateOrReference: () => (/* binding */ plasmateOrReference),
/* harmony export */   referenceEngineBundle: () => (/* binding */ referenceEngineBundle)
/* harmony export */ });
/* unused harmony export referenceEngineCommand */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _execute_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7145);
/**
 * Which child a run supervises: a Plasmate binary, or the reference engine bundled with this tool
 * (run by this same Node). Either is invoked as `<program> mcp --transport stdio`, never through a
 * shell. Nothing here comes from a plan; the program comes only from the operator's flag or input.
 */




/**
 * Where the reference engine's bundle is, seen from whichever bundle is running: the action
 * (dist/index.js → dist/engine/), the CLI (dist/cli/index.js → dist/engine/) or the sources and
 * benchmarks (src/workflow/, build/bench/ → dist/engine/). The first that exists wins.
 */
const ENGINE_BUNDLE_CANDIDATES = ['./engine/index.js', '../engine/index.js', '../../dist/engine/index.js'];
function referenceEngineBundle() {
    for (const candidate of ENGINE_BUNDLE_CANDIDATES) {
        const path = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(new URL(candidate, import.meta.url));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
            return path;
    }
    throw new Error('the reference engine bundle (dist/engine/index.js) is missing; run `npm run build`');
}
/** The reference engine runs under this same Node, invoked exactly as a Plasmate binary would be. */
function referenceEngineCommand(bundle) {
    return { program: process.execPath, args: [bundle, 'mcp', '--transport', 'stdio'] };
}
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
/** `agent-run` and the action: `auto` prefers a Plasmate binary when one is named or on PATH. */
function chooseChild(engine, plasmate, cwd, pathVariable = process.env.PATH) {
    if (engine === 'reference')
        return plasmateOrReference(undefined, cwd, pathVariable);
    if (engine === 'plasmate' || plasmate !== undefined || executableOnPath('plasmate', pathVariable) !== null) {
        return plasmateOrReference(plasmate ?? 'plasmate', cwd, pathVariable);
    }
    return plasmateOrReference(undefined, cwd, pathVariable);
}
/** The named Plasmate binary (a path, or a name on PATH), or the reference engine when none is named. */
function plasmateOrReference(plasmate, cwd, pathVariable = process.env.PATH) {
    if (plasmate === undefined) {
        const bundle = referenceEngineBundle();
        const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, bundle);
        return { command: referenceEngineCommand(bundle), identity: { engine: 'reference', executable: shown.startsWith('..') ? bundle : shown, path: bundle } };
    }
    const path = plasmate.includes('/') ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, plasmate) : executableOnPath(plasmate, pathVariable);
    if (path === null)
        throw new Error(`no executable named ${JSON.stringify(plasmate)} on PATH`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
    return { command: (0,_execute_js__WEBPACK_IMPORTED_MODULE_3__/* .plasmateCommand */ .xm)(absolute), identity: { engine: 'plasmate', executable: absolute, path: absolute } };
}


/***/ })

};
