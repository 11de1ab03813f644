export const id = 885;
export const ids = [885,574];
export const modules = {

/***/ 8885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WATCH_RESULT_SCHEMA: () => (/* binding */ WATCH_RESULT_SCHEMA),
/* harmony export */   watchCommand: () => (/* binding */ watchCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _plan_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2591);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6824);
/* harmony import */ var _plan_validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4211);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2663);
/* harmony import */ var _report_plural_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1190);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1693);
/* harmony import */ var _report_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6574);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1604);
/* harmony import */ var _plan_input_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9614);
/**
 * `plasmate-action watch FILE|GLOB...`: the drift watch on this machine. Each plan is test-run
 * (reads real, every effect stubbed, as `agent-run --test-mode`), judged healthy, drifted,
 * unreachable or not run (workflow/drift.ts), and for a target that is gone the element now on the
 * page with its remembered role and name is suggested as the exact edit of the plan. `--ledger
 * FILE` keeps what healthy runs saw (read first, rewritten with this run's healthy plans), so the
 * next run can suggest. Exit 0 when every plan is healthy, 1 otherwise.
 */











const WATCH_RESULT_SCHEMA = 'plasmate.drift-watch.v1';
async function watchCommand(args, io, outputs) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({
        args: [...args],
        options: {
            ledger: { type: 'string' },
            json: { type: 'boolean', default: false },
            plasmate: { type: 'string' },
            engine: { type: 'string', default: 'auto' },
            'allow-private-network': { type: 'boolean', default: false },
        },
        strict: true,
        allowPositionals: true,
    });
    if (positionals.length === 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('watch needs at least one plan file or glob');
    const engine = (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .parseEngine */ .s4)(values.engine);
    const files = await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .expandPlanPatterns */ .BQ)(positionals, io.cwd);
    if (files.unmatched.length > 0) {
        for (const pattern of files.unmatched)
            io.err(`error: no file matches ${JSON.stringify(pattern)}`);
        return _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_USAGE */ .Ri;
    }
    const drift = await __webpack_require__.e(/* import() */ 902).then(__webpack_require__.bind(__webpack_require__, 6902));
    const ledger = values.ledger === undefined ? drift.emptyLedger() : await readLedger(outputs.resolve(values.ledger), drift.parseLedger);
    const { watchPlan } = await Promise.all(/* import() */[__webpack_require__.e(198), __webpack_require__.e(334), __webpack_require__.e(473), __webpack_require__.e(150)]).then(__webpack_require__.bind(__webpack_require__, 3150));
    const { chooseChild } = await __webpack_require__.e(/* import() */ 54).then(__webpack_require__.bind(__webpack_require__, 7054));
    const child = chooseChild(engine, values.plasmate, io.cwd, io.env.PATH ?? '');
    const plain = values.json ? io.err : io.out;
    const reader = new _plan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .ContainedPlanReader */ .Ob(io.cwd);
    const watched = [];
    const code = await (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .withCancellation */ .an)(async (signal) => {
        for (const file of files.paths) {
            if (signal.aborted)
                break;
            const read = (0,_plan_input_js__WEBPACK_IMPORTED_MODULE_7__/* .readCheckedPlan */ .l)(reader, file, io);
            // A test run applies only the plan's own contract (no approvals, no secret resolved).
            const check = 'unreadable' in read ? read.unreadable : (0,_plan_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .validatePlan */ .Oo)(read.bytes, file, null);
            if (check.plan === null || check.problems.length > 0) {
                if (!('unreadable' in read))
                    for (const p of check.problems)
                        io.err((0,_plan_problem_js__WEBPACK_IMPORTED_MODULE_8__/* .formatProblem */ .Vw)(p));
                watched.push({ file, state: 'invalid', name: null, fingerprint: null, findings: [] });
                plain(`invalid      ${file}  ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(check.problems.length, 'problem')}`);
                continue;
            }
            const plan = check.plan;
            const { verdict, reasons, run } = await watchPlan(plan, file, ledger, { child: child.command, env: io.env, allowPrivateNetwork: values['allow-private-network'], surface: 'cli', signal });
            const findings = verdict.findings.map((f) => ({ ...f, reason: reasons.get(f.step)?.reason ?? null }));
            watched.push({ file, state: verdict.state, name: plan.name, fingerprint: plan.fingerprint, findings });
            const short = plan.fingerprint.slice(0, _report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .SHORT_FINGERPRINT_LENGTH */ .VR);
            plain(`${verdict.state.padEnd(12)} ${file}  ${plan.name}  ${short}${findings.length === 0 ? '' : `: ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(findings.length, 'step')} failed`}`);
            if (run !== null)
                io.err(`${file}:1:1 ${run.failureClass}: ${run.reason}`);
            for (const f of findings) {
                const known = reasons.get(f.step);
                io.err(known !== undefined ? (0,_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_10__/* .diagnosticLine */ .CO)(file, known)
                    : `${file}:${f.line}:${f.column} ${f.failureClass} step ${JSON.stringify(f.stepId)}: element ${(0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(JSON.stringify(plan.steps[f.step].arguments.element_id))} is not on the page`);
                const suggestion = drift.suggestionText(file, f);
                if (suggestion !== null)
                    io.err(`  ${suggestion}`);
            }
        }
        return watched.every((w) => w.state === 'healthy') && watched.length === files.paths.length ? _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_OK */ .Ij : _io_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_FAILED */ .hj;
    });
    if (values.ledger !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Z)(outputs.resolve(values.ledger), `${JSON.stringify(ledger, null, 2)}\n`);
    if (values.json)
        io.out(JSON.stringify({ schema: WATCH_RESULT_SCHEMA, total: watched.length, healthy: watched.filter((w) => w.state === 'healthy').length, plans: watched }, null, 2));
    const healthy = watched.filter((w) => w.state === 'healthy').length;
    plain(`${healthy} of ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(files.paths.length, 'plan')} healthy`);
    return code;
}
/** The ledger file, or an empty ledger when there is none yet; a malformed one keeps only what parses. */
async function readLedger(path, parse) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return parse(null);
        throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--ledger ${JSON.stringify(path)} cannot be read (${error.code ?? 'error'})`);
    }
    try {
        return parse(JSON.parse(text));
    }
    catch {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`--ledger ${JSON.stringify(path)} is not JSON; give a file watch wrote, or a new path`);
    }
}


/***/ }),

/***/ 6574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ diagnosticLine),
/* harmony export */   diagnosticLines: () => (/* binding */ diagnosticLines)
/* harmony export */ });
/* unused harmony exports runDiagnosticLine, failFastSkipLine */
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

//# sourceMappingURL=885.index.js.map