export const id = 530;
export const ids = [530];
export const modules = {

/***/ 3530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runTestRuns: () => (/* binding */ runTestRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _workflow_child_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(150);
/* harmony import */ var _workflow_test_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _workflow_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1454);
/* harmony import */ var _report_file_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5704);
/* harmony import */ var _test_requests_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8962);
/**
 * Running the requested test runs (test-requests.ts says which): one fresh supervised child per
 * plan, the records written to `report-dir`, each run attached to its plan. Loads the supervisor
 * and the MCP client, so run.ts imports this module only when a request exists.
 */






/**
 * Test-runs each candidate, one fresh supervised child each, writes the records to `reportDir`,
 * and attaches each run to its plan (`gate.testRun`). `env` is the runner's: the child inherits
 * only the scrubbed few variables, and no secret is read from it. Returns why steps failed, by plan file.
 */
async function runTestRuns(candidates, result, inputs, reportDir, workspace, env) {
    const reasons = new Map();
    const child = (0,_workflow_child_js__WEBPACK_IMPORTED_MODULE_1__/* .chooseChild */ .Wd)(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    for (const { gate, trigger, requestedBy } of candidates) {
        const index = result.plans.indexOf(gate);
        // Beside the execution reports: flat, readable names that never leave `reportDir`.
        const recordPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, (0,_report_file_name_js__WEBPACK_IMPORTED_MODULE_4__/* .reportFileName */ .c)(index, gate.file, '.test-run.json'));
        const actionsPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, (0,_report_file_name_js__WEBPACK_IMPORTED_MODULE_4__/* .reportFileName */ .c)(index, gate.file, '.test-actions.jsonl'));
        // A test run resolves no secret: there is no value to redact, and every name is redacted.
        const diagnostics = new _workflow_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .Diagnostics */ .rE(gate.check.plan, { surface: 'action', allowPrivateNetwork: inputs.allowPrivateNetwork, secretValues: [] });
        const report = await (0,_workflow_test_run_js__WEBPACK_IMPORTED_MODULE_2__/* .testRunPlan */ .PV)(gate.check.plan, {
            child: child.command, env, allowPrivateNetwork: inputs.allowPrivateNetwork, reportPath: recordPath, actionsPath, onStepFailure: diagnostics.onStepFailure,
        });
        gate.testRun = { report, trigger, requestedBy, recordPath, actionsPath };
        reasons.set(gate.file, { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: [] });
    }
    (0,_test_requests_js__WEBPACK_IMPORTED_MODULE_5__/* .applyTestRuns */ .D5)(result);
    return reasons;
}


/***/ })

};
