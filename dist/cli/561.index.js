export const id = 561;
export const ids = [561];
export const modules = {

/***/ 2561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   memoryDiagnostic: () => (/* binding */ memoryDiagnostic),
/* harmony export */   u: () => (/* binding */ childEnd)
/* harmony export */ });
/** SIGABRT: what Node's out-of-memory handler ends the process with. */
const ABORT_OUTCOME = 'signaled:6';
/**
 * Out of memory needs both the abort and V8's message on stderr: the message alone can be
 * printed by a page (the engine logs page errors to stderr), the abort alone has other causes.
 */
function childEnd(processOutcome, reportedOutOfMemory) {
    return { processOutcome, outOfMemory: reportedOutOfMemory && processOutcome === ABORT_OUTCOME };
}
/** The one line the CLI prints for a child that ran out of memory, or null. No child text in it. */
function memoryDiagnostic(end, memoryMb) {
    if (end === undefined || !end.outOfMemory)
        return null;
    return memoryMb > 0
        ? `the child exceeded its memory limit (memory_mb ${memoryMb}) and was aborted (${end.processOutcome})`
        : `the child ran out of memory (no memory_mb set: the engine's own heap limit) and was aborted (${end.processOutcome})`;
}


/***/ })

};

//# sourceMappingURL=561.index.js.map