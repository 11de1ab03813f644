export const id = 828;
export const ids = [828];
export const modules = {

/***/ 5828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ stubbedActionsJsonl),
/* harmony export */   gQ: () => (/* binding */ serializeTestRun),
/* harmony export */   kw: () => (/* binding */ buildTestRunReport),
/* harmony export */   renderTestRunMarkdown: () => (/* binding */ renderTestRunMarkdown)
/* harmony export */ });
/* unused harmony exports TEST_RUN_SCHEMA, MAX_SHOWN_ARGUMENTS_CHARS */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2663);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(790);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1190);



const TEST_RUN_SCHEMA = 'plasmate.agent-workflow-test-run.v1';
function buildTestRunReport(input) {
    const { steps } = input;
    const count = (predicate) => steps.filter(predicate).length;
    const summary = {
        total: steps.length,
        real: count((s) => s.mode === 'real'),
        // Stubs that were reached and recorded (one stubbed action each); a stub skipped after a failure is counted as skipped.
        stubbed: count((s) => s.mode === 'stubbed' && s.status !== 'skipped'),
        succeeded: count((s) => s.status === 'succeeded'),
        failed: count((s) => s.status === 'failed'),
        skipped: count((s) => s.status === 'skipped'),
        elements_missing: count((s) => s.failure_class === 'element_not_found'),
    };
    const passed = summary.failed === 0 && summary.skipped === 0 && input.processOutcome === 'exited:0';
    const report = {
        schema: TEST_RUN_SCHEMA,
        plan: { name: input.plan.name, fingerprint: input.plan.fingerprint },
        status: passed ? 'passed' : 'failed',
        summary,
        steps,
        stubbed_actions: input.stubbedActions,
    };
    if (input.processOutcome !== undefined)
        report.process_outcome = input.processOutcome;
    return report;
}
function serializeTestRun(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}
/** The stubbed actions as JSON Lines, one object per line in step order (empty when none). */
function stubbedActionsJsonl(report) {
    return report.stubbed_actions.map((a) => `${JSON.stringify(a)}\n`).join('');
}
/** Arguments as shown in Markdown: compact JSON, one line, bounded. */
const MAX_SHOWN_ARGUMENTS_CHARS = 160;
function argumentsLine(args) {
    const text = JSON.stringify(args);
    return text.length <= MAX_SHOWN_ARGUMENTS_CHARS ? text : `${text.slice(0, MAX_SHOWN_ARGUMENTS_CHARS - 1)}…`;
}
/** The element a stubbed action would have hit: page text (role, accessible name), so only ever escaped cells. */
function target(element) {
    if (element === undefined)
        return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('—');
    if (!element.found)
        return element.after_stubbed_navigation ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('not on the loaded page (after a stubbed navigation)') : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('**element not found**');
    return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(element.role ?? ''), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(element.name ?? ''));
}
const REASON_TEXT = {
    mutating: 'changes the page',
    evaluate: 'JavaScript',
    not_read_only: 'not advertised read-only',
    secret: 'needs a secret',
};
/**
 * The seed's order: the stubbed-action summary first, then what ran for real. `headingLevel` 3
 * stands alone (the CLI); 4 nests it in a plan's section of the check summary.
 */
function renderTestRunMarkdown(report, file, headingLevel = 3) {
    const s = report.summary;
    const icon = report.status === 'passed' ? '✅' : '❌';
    const lines = [
        `${'#'.repeat(headingLevel)} ${icon} Test run: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)} — ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(report.plan.name)}`,
        '',
        `fingerprint ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.plan.fingerprint.slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SHORT_FINGERPRINT_LENGTH */ .VR))} · status **${report.status}** · ` +
            `${s.stubbed} stubbed · ${s.real} real${s.skipped === 0 ? '' : ` · ${s.skipped} skipped`} · ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.elements_missing, 'target')} missing` +
            (report.process_outcome === undefined ? '' : ` · process ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.process_outcome)}`),
        '',
        `**Stubbed actions (${report.stubbed_actions.length})** — recorded, never sent to the browser:`,
        '',
    ];
    if (report.stubbed_actions.length === 0) {
        lines.push('None.', '');
    }
    else {
        lines.push(...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('step', 'tool', 'why stubbed', 'target', 'arguments'), report.stubbed_actions.map((a) => [
            _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.step_id), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.tool), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(REASON_TEXT[a.reason]), target(a.element), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(argumentsLine(a.arguments)),
        ])));
    }
    lines.push('**Steps**', '', ...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('#', 'step', 'tool', 'mode', 'result', 'expect'), report.steps.map((step, i) => [
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.number(i + 1),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.id),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.tool),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.mode),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.status), ...(step.failure_class === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' ('), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.failure_class), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(')')])),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.expect.replace('_', ' ')),
    ])));
    // The table's closing empty line, and one more: what the caller appends (a **Why** list) starts its own block.
    lines.push('');
    return lines.join('\n');
}


/***/ })

};

//# sourceMappingURL=828.index.js.map