export const id = 236;
export const ids = [236];
export const modules = {

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkSchemas: () => (/* binding */ checkSchemas)
/* harmony export */ });
/* harmony import */ var _supervisor_process_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1269);
/* harmony import */ var _execute_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7145);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2312);



/** Same seam and options as executePlan (see RunOptions.child); no report is written. */
async function checkSchemas(plan, approvedStepIds, options) {
    const fail = (failureClass, secretsChecked) => ({ ok: false, failureClass, problems: [], secretsChecked, processOutcome: null });
    const resolved = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveStepSecrets */ .O)(plan, options.env, options.secrets);
    let stepArguments;
    let ignoredPointers;
    if (resolved.ok) {
        stepArguments = resolved.stepArguments;
    }
    else if (resolved.failureClass === 'missing_secret') {
        let masked;
        try {
            masked = plan.steps.map((step) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecrets */ .Q)(step.arguments));
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
    let child;
    try {
        child = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnChild */ .A)(plan, options);
    }
    catch (error) {
        return fail(error instanceof _supervisor_process_js__WEBPACK_IMPORTED_MODULE_0__/* .ProcessError */ .yI && error.kind === 'missing_pipe' ? 'missing_pipe' : 'spawn_failed', secretsChecked);
    }
    const onAbort = () => child.kill();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let negotiated;
    try {
        const workflowDeadline = (0,_supervisor_process_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicNow */ .XZ)() + plan.limits.workflow_timeout_ms;
        negotiated = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_1__/* .negotiate */ .Nl)(child, plan, approvedStepIds, stepArguments, workflowDeadline, options.signal, ignoredPointers);
    }
    catch (error) {
        await child.shutdown(0);
        throw error;
    }
    finally {
        options.signal?.removeEventListener('abort', onAbort);
    }
    const healthy = 'connection' in negotiated ? negotiated.connection.healthy : negotiated.healthy;
    const processOutcome = await child.shutdown(healthy && !options.signal?.aborted ? _execute_js__WEBPACK_IMPORTED_MODULE_1__/* .SHUTDOWN_GRACE_MS */ .fJ : 0);
    const problems = negotiated.gates?.problems ?? [];
    if ('connection' in negotiated)
        return { ok: true, failureClass: null, problems, secretsChecked, processOutcome };
    return { ok: false, failureClass: negotiated.failureClass, problems, secretsChecked, processOutcome };
}


/***/ })

};
