export const id = 529;
export const ids = [529];
export const modules = {

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
