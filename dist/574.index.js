export const id = 574;
export const ids = [574];
export const modules = {

/***/ 6574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diagnosticLines: () => (/* binding */ diagnosticLines)
/* harmony export */ });
/* unused harmony exports diagnosticLine, runDiagnosticLine */
/** `file:line:col class step "id": reason` — the shape editors' problem matchers read. */
function diagnosticLine(file, d) {
    return `${file}:${d.line}:${d.column} ${d.failureClass} step ${JSON.stringify(d.stepId)}: ${d.reason}`;
}
/** The run-level line: `file:1:1 class: reason`. */
function runDiagnosticLine(file, run) {
    return `${file}:1:1 ${run.failureClass}: ${run.reason}`;
}
/** Every line of a run's diagnostics in the CLI's stderr form, run-level first. */
function diagnosticLines(file, diagnostics) {
    return [
        ...(diagnostics.run === null ? [] : [runDiagnosticLine(file, diagnostics.run)]),
        ...diagnostics.steps.map((d) => diagnosticLine(file, d)),
        ...diagnostics.notes.map((note) => `${file}: ${note}`),
    ];
}


/***/ })

};

//# sourceMappingURL=574.index.js.map