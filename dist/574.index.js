export const id = 574;
export const ids = [574];
export const modules = {

/***/ 6574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diagnosticLines: () => (/* binding */ diagnosticLines)
/* harmony export */ });
/* unused harmony exports diagnosticLine, runDiagnosticLine, failFastSkipLine */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1190);

/** `file:line:col class step "id": reason` — the shape editors' problem matchers read. */
function diagnosticLine(file, d) {
    return `${file}:${d.line}:${d.column} ${d.failureClass} step ${JSON.stringify(d.stepId)}: ${d.reason}`;
}
/** The run-level line: `file:1:1 class: reason`. */
function runDiagnosticLine(file, run) {
    return `${file}:1:1 ${run.failureClass}: ${run.reason}`;
}
/** The one line that stands for every step `fail_fast` skipped after the failure, or null when none was. */
function failFastSkipLine(file, steps) {
    const skipped = steps.filter((s) => s.status === 'skipped' && s.failure_class === 'fail_fast').length;
    return skipped === 0 ? null : `${file}: ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(skipped, 'later step')} skipped (fail_fast)`;
}
/**
 * Every line of a run's diagnostics in the CLI's stderr form, the root cause first: the run-level
 * reason, then the step lines in step order (`extra` adds lines of the caller's own, by step index),
 * then one line for the steps `fail_fast` skipped, then the notes. A 40-step plan that fails at its
 * first step prints the failure and one count, not 39 skips before it.
 */
function diagnosticLines(file, diagnostics, steps = [], extra = new Map()) {
    const byStep = [
        ...diagnostics.steps.map((d) => ({ index: d.index, line: diagnosticLine(file, d) })),
        ...[...extra].map(([index, line]) => ({ index, line })),
    ].sort((a, b) => a.index - b.index);
    const skipped = failFastSkipLine(file, steps);
    return [
        ...(diagnostics.run === null ? [] : [runDiagnosticLine(file, diagnostics.run)]),
        ...byStep.map((s) => s.line),
        ...(skipped === null ? [] : [skipped]),
        ...diagnostics.notes.map((note) => `${file}: ${note}`),
    ];
}


/***/ })

};

//# sourceMappingURL=574.index.js.map