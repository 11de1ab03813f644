export const id = 262;
export const ids = [262];
export const modules = {

/***/ 9262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   executeApprovedPlans: () => (/* binding */ executeApprovedPlans),
/* harmony export */   reportFileName: () => (/* binding */ reportFileName)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4379);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _workflow_child_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2651);
/* harmony import */ var _workflow_execute_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6187);
/**
 * Execute mode: after the gate, run every fully approved plan of the pull request through the
 * supervised runner with the configured engine. Plans are the data read at the verified head SHA;
 * nothing from the pull request is executed but those plans' tool calls, inside the child.
 */



/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
function reportFileName(index, planFile) {
    return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}.report.json`;
}
/**
 * Runs each plan whose gate status is `valid` (every mutating step approved by a trusted label,
 * every opt-in granted) and replaces its dry-run report with the execution report. The gate's
 * conclusion becomes `failure` when any execution does not succeed.
 */
async function executeApprovedPlans(result, inputs, reportDir, workspace, env, registerSecret) {
    const child = (0,_workflow_child_js__WEBPACK_IMPORTED_MODULE_1__/* .chooseChild */ .Wd)(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    const summary = { executed: 0, failed: 0, reportPaths: new Map() };
    for (const [index, gate] of result.plans.entries()) {
        const plan = gate.check.plan;
        if (gate.status !== 'valid' || plan === null || gate.approvals === null)
            continue;
        // The runner masks registered values in logs; the check-run payloads are redacted separately.
        for (const name of plan.secretNames)
            if (env[name] !== undefined && env[name] !== '')
                registerSecret(env[name]);
        const reportPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, reportFileName(index, gate.file));
        gate.report = await (0,_workflow_execute_js__WEBPACK_IMPORTED_MODULE_2__/* .executePlan */ .vY)(plan, new Set(gate.approvals.confirmSteps), {
            child: child.command,
            env,
            allowPrivateNetwork: inputs.allowPrivateNetwork,
            reportPath,
        });
        summary.executed++;
        summary.reportPaths.set(gate.file, reportPath);
        if (gate.report.status !== 'succeeded')
            summary.failed++;
    }
    if (summary.failed > 0)
        result.conclusion = 'failure';
    return summary;
}


/***/ })

};
