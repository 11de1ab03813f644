export const id = 236;
export const ids = [236];
export const modules = {

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkSchemas: () => (/* binding */ checkSchemas)
/* harmony export */ });
/* harmony import */ var _execute_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3674);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2312);


/** Same seam and options as executePlan (see RunOptions.child); no report is written. */
async function checkSchemas(plan, approvedStepIds, options) {
    const fail = (failureClass, secretsChecked) => ({ ok: false, failureClass, problems: [], secretsChecked, processOutcome: null });
    const resolved = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveStepSecrets */ .O)(plan, options.env, options.secrets);
    let stepArguments;
    let ignoredPointers;
    if (resolved.ok) {
        stepArguments = resolved.stepArguments;
    }
    else if (resolved.failureClass === 'missing_secret') {
        let masked;
        try {
            masked = plan.steps.map((step) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .Q)(step.arguments));
        }
        catch {
            return fail('invalid_secret_reference', false);
        }
        stepArguments = masked.map((m) => m.masked);
        ignoredPointers = masked.map((m) => m.secretPointers);
    }
    else {
        return fail(resolved.failureClass, true);
    }
    const secretsChecked = ignoredPointers === undefined;
    const run = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_0__/* .superviseChild */ .RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_0__/* .negotiate */ .Nl)(child, plan, approvedStepIds, stepArguments, workflowDeadline, options.signal, ignoredPointers, options.trustStaticToolPolicy === true, options.handshakeTimeoutMs);
        return { negotiated, healthy: 'connection' in negotiated ? negotiated.connection.healthy : negotiated.healthy };
    });
    if (!run.spawned)
        return fail(run.failureClass, secretsChecked);
    const { negotiated } = run.value;
    const processOutcome = run.processOutcome;
    const problems = negotiated.gates?.problems ?? [];
    if ('connection' in negotiated)
        return { ok: true, failureClass: null, problems, secretsChecked, processOutcome };
    return { ok: false, failureClass: negotiated.failureClass, problems, secretsChecked, processOutcome };
}


/***/ })

};
