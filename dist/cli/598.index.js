export const id = 598;
export const ids = [598];
export const modules = {

/***/ 1598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportFileName: () => (/* binding */ reportFileName)
/* harmony export */ });
/**
 * The name of a plan's report in a report directory, shared by the action's modes and the CLI's
 * many-plan runs so that both write the same files for the same plans.
 */
/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
function reportFileName(index, planFile, suffix = '.report.json') {
    return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}${suffix}`;
}


/***/ })

};

//# sourceMappingURL=598.index.js.map