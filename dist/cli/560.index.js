export const id = 560;
export const ids = [560];
export const modules = {

/***/ 7560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_JOBS: () => (/* binding */ DEFAULT_JOBS),
/* harmony export */   jobsBound: () => (/* binding */ jobsBound),
/* harmony export */   parseJobs: () => (/* binding */ parseJobs),
/* harmony export */   prefixLines: () => (/* binding */ prefixLines),
/* harmony export */   prefixedSink: () => (/* binding */ prefixedSink),
/* harmony export */   runPool: () => (/* binding */ runPool),
/* harmony export */   runTally: () => (/* binding */ runTally)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1190);
/**
 * Many plans in one command (`agent-run --jobs N FILE|GLOB...`): a bounded pool that runs up to
 * `jobs` plans at once, each through the same single-plan run the CLI uses for `--plan FILE`, with
 * every line a plan writes prefixed by its path. Each plan's run owns its supervised child; the
 * pool owns only the order, the bound and cancellation (no new plan starts once the signal fires;
 * the running ones see the same signal and kill their children's groups).
 */


/**
 * The most plans that run at once: one per core Node may use. Each running plan is a supervised
 * child doing CPU-bound work (the reference engine parses pages with jsdom), so more children than
 * cores only queue on the CPU while each holds its memory (up to its plan's `memory_mb`).
 */
function jobsBound() {
    return Math.max(1, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)());
}
/**
 * The default is one plan at a time: the same resources, order and target-site load as running the
 * plans one by one, so a script that adds `--report-dir` gets no surprise; more is an explicit opt-in.
 */
const DEFAULT_JOBS = 1;
/** A `--jobs` value: a positive decimal integer, or null when it is not one. */
function parseJobs(text) {
    return /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : null;
}
/**
 * A plan's line as the many-plan run prints it: every line starts with the plan path. Lines the
 * single-plan run already starts with `FILE:` (status lines, `file:line:col` problems a problem
 * matcher reads) stay as they are; any other line gets `FILE: ` in front. A multi-line text is
 * split so each of its lines carries the prefix too.
 */
function prefixLines(file, text) {
    return text.split('\n').map((line) => (line.startsWith(`${file}:`) ? line : `${file}: ${line}`));
}
/** The sink of one plan's run: the same channels, every line prefixed by its path. */
function prefixedSink(file, sink) {
    return {
        out: (text) => { for (const line of prefixLines(file, text))
            sink.out(line); },
        err: (text) => { for (const line of prefixLines(file, text))
            sink.err(line); },
    };
}
/**
 * Runs `run` for every file, at most `jobs` at once, starting them in order. Resolves once every
 * started run has ended, with one entry per file in the files' order. Once `signal` fires no further
 * run starts (those files end `cancelled`); a run that throws rejects the whole pool only after
 * every other started run has ended, so no child outlives the pool.
 */
async function runPool(files, jobs, signal, run) {
    const ends = new Array(files.length);
    let next = 0;
    const failures = [];
    const worker = async () => {
        for (;;) {
            const index = next++;
            if (index >= files.length)
                return;
            const file = files[index];
            if (signal.aborted) {
                ends[index] = { file, index, cancelled: true };
                continue;
            }
            try {
                ends[index] = { file, index, code: await run(file, index) };
            }
            catch (error) {
                failures.push(error);
                ends[index] = { file, index, cancelled: true };
            }
        }
    };
    const width = Math.max(1, Math.min(jobs, files.length));
    await Promise.all(Array.from({ length: width }, worker));
    if (failures.length > 0)
        throw failures[0];
    return ends;
}
/** "K of N plans succeeded" (or passed), with the plans cancellation kept from starting. */
function runTally(total, passed, cancelled, verb) {
    return `${passed} of ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, 'plan')} ${verb}${cancelled === 0 ? '' : `; ${cancelled} not run (cancelled)`}`;
}


/***/ })

};

//# sourceMappingURL=560.index.js.map