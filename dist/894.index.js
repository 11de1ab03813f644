export const id = 894;
export const ids = [894];
export const modules = {

/***/ 894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderBenchmarkMarkdown: () => (/* binding */ renderBenchmarkMarkdown)
/* harmony export */ });
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);
/** The benchmark evidence as a release manager reads it: the gate, both partitions, one row per task. */

function renderBenchmarkMarkdown(report, jsonPath) {
    const s = report.summary;
    const env = report.environment;
    const lines = [
        `## ${report.gate.passed ? '✅' : '❌'} Agent task benchmark: gate ${report.gate.passed ? 'passed' : 'failed'}`,
        '',
        `Suite ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.suite.name)} · manifest ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.suite.manifest_sha256.slice(0, 16))} · fixtures ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.suite.fixture_corpus_sha256.slice(0, 16))} · engine **${env.engine}** (${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(env.child_executable_sha256.slice(0, 16))})`,
        '',
        `- Task contracts: **${s.task_contracts_passed}/${s.tasks_total} passed**, ${s.task_contracts_failed} failed`,
        `- Observed workflows: ${s.observed_succeeded} succeeded, ${s.observed_failed} failed, ${s.observed_crash} crashed, ${s.observed_timeout} timed out (a healthy run has exactly one deliberate failure)`,
        `- Workflow steps: ${s.workflow_steps_total} total, ${s.workflow_steps_succeeded} succeeded, ${s.workflow_steps_failed} failed, ${s.workflow_steps_skipped} skipped`,
    ];
    for (const v of report.gate.violations)
        lines.push(`- **Gate violation:** ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(v)}`);
    lines.push('', '| task | category | expected | observed | contract | steps ✓/✗/skip | child | wall time |', '|---|---|---|---|---|---|---|---|');
    for (const t of report.tasks) {
        const w = t.workflow_summary;
        lines.push(`| ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(t.id)} | ${t.category} | ${t.expected_workflow_outcome} | ${t.observed_workflow_outcome} | ${t.task_contract_passed ? '✅ passed' : '❌ failed'} | ${w.succeeded}/${w.failed}/${w.skipped} | ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(t.process_outcome || 'none')} | ${(t.observational_wall_time_us / 1000).toFixed(0)} ms |`);
    }
    const failed = report.tasks.flatMap((t) => t.assertions.filter((a) => !a.passed).map((a) => `- ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(t.id)} ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(a.name)}: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(a.detail)}`));
    if (failed.length > 0)
        lines.push('', '**Failed assertions**', '', ...failed);
    lines.push('', `Provenance: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(env.tool_name)} ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(env.tool_version)} at ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(env.git_commit ?? 'unknown commit')}${env.git_dirty ? ' (dirty)' : ''}, ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(env.toolchain)}, ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(env.os)} ${env.arch}. Wall times are observational, never gated.`);
    if (jsonPath !== undefined)
        lines.push('', `Evidence: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(jsonPath)} (validate with ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)('benchmark-validate --input FILE')}).`);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
