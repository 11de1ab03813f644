export const id = 988;
export const ids = [988];
export const modules = {

/***/ 6988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   executeApprovedPlans: () => (/* binding */ executeApprovedPlans),
/* harmony export */   runApprovedPlans: () => (/* binding */ runApprovedPlans)
/* harmony export */ });
/* unused harmony export executionEnvironment */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/* harmony import */ var _supervisor_env_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7809);
/* harmony import */ var _workflow_child_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7054);
/* harmony import */ var _workflow_execute_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4170);
/* harmony import */ var _workflow_redaction_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5320);
/* harmony import */ var _workflow_diagnosed_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2113);
/* harmony import */ var _gate_execution_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9787);
/* harmony import */ var _report_file_name_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5704);
/**
 * Execute mode: after the gate, run every plan of the pull request that a trusted maintainer
 * approved — its plan label and every mutating step's label, for its current content — through
 * the supervised runner, once per content per PR. Plans are the data read at the verified head
 * SHA; nothing from the pull request runs but those plans' tool calls, inside the child.
 *
 * Immediately before each plan runs, the head SHA, labels, their appliers and roles are read
 * again (`ExecutionGuard.recheck`): a head that moved or an approval withdrawn since the gate was
 * evaluated means the plan does not run, and any API error stops everything (it propagates).
 */









/**
 * The environment one plan's execution sees: the supervisor's few inherited variables and that
 * plan's own allow-listed secrets (the allow-list never holds a runner variable: see
 * secretAllowList), so nothing else of the job's environment is even readable by the runner.
 */
function executionEnvironment(plan, env, allowed) {
    const out = {};
    for (const name of _supervisor_env_js__WEBPACK_IMPORTED_MODULE_7__/* .INHERITED_ENV_NAMES */ .o)
        if (env[name] !== undefined)
            out[name] = env[name];
    for (const name of plan.secretNames)
        if (allowed.has(name) && !(0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .isReservedSecretName */ .qr)(name) && env[name] !== undefined)
            out[name] = env[name];
    return out;
}
/**
 * Execute mode after the gate: run what may run, then read the live state once more before the
 * check is completed, so an approval withdrawn while a plan ran cannot end as success. Returns
 * the gate re-evaluated on that state (carrying the reports of plans run here), every plan's
 * execution state, and the execute-mode conclusion in `result.conclusion`.
 */
async function runApprovedPlans(gated, run) {
    const { headSha, guard } = run;
    const execution = await executeApprovedPlans(gated, run);
    const live = await guard.recheck();
    if (live.headSha !== headSha)
        execution.movedTo ??= live.headSha;
    const result = live.result;
    for (const plan of result.plans) {
        const ran = gated.plans.find((p) => p.file === plan.file);
        if (execution.ran.has(plan.file) && ran !== undefined)
            plan.report = ran.report;
    }
    const states = (0,_gate_execution_record_js__WEBPACK_IMPORTED_MODULE_6__/* .executionStates */ .pD)(result, live.labeling);
    for (const [file, ran] of execution.ran)
        states.set(file, ran);
    result.conclusion = (0,_gate_execution_record_js__WEBPACK_IMPORTED_MODULE_6__/* .executeConclusion */ .XU)(result, states);
    return { result, states, execution };
}
/** Runs each plan `runnable` in `result`, re-checking the live state before each one. */
async function executeApprovedPlans(result, run) {
    const { inputs, reportDir, workspace, headSha, env, registerSecret, guard } = run;
    const summary = { executed: 0, failed: 0, reportPaths: new Map(), ran: new Map(), movedTo: null, diagnostics: new Map() };
    const candidates = result.plans.filter(_gate_execution_record_js__WEBPACK_IMPORTED_MODULE_6__/* .runnable */ .as);
    if (candidates.length === 0)
        return summary;
    const child = (0,_workflow_child_js__WEBPACK_IMPORTED_MODULE_2__/* .chooseChild */ .Wd)(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    for (const gate of candidates) {
        const live = await guard.recheck(gate.file);
        if (live.headSha !== headSha) {
            summary.movedTo = live.headSha;
            break;
        }
        const now = live.result.plans.find((p) => p.file === gate.file);
        if (now === undefined || !(0,_gate_execution_record_js__WEBPACK_IMPORTED_MODULE_6__/* .runnable */ .as)(now) || now.planApproval.label !== gate.planApproval.label)
            continue;
        if ((0,_gate_execution_record_js__WEBPACK_IMPORTED_MODULE_6__/* .readRecord */ .aE)(now.planApproval.label, live.labeling) !== null)
            continue;
        const plan = now.check.plan;
        const planLabel = now.planApproval.label;
        // At most once: the record exists before the child starts.
        await guard.record(planLabel, 'started');
        // Secrets are read only here, for a plan a maintainer approved to run with them.
        const planEnv = executionEnvironment(plan, env, inputs.secrets);
        // The runner masks each spelling child text can carry the value in, not just the value (redaction.ts).
        for (const name of plan.secretNames)
            for (const spelling of (0,_workflow_redaction_js__WEBPACK_IMPORTED_MODULE_4__/* .secretSpellings */ .Gu)(planEnv[name] ?? ''))
                registerSecret(spelling);
        const reportPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, (0,_report_file_name_js__WEBPACK_IMPORTED_MODULE_8__/* .reportFileName */ .c)(result.plans.indexOf(gate), gate.file));
        const { report, diagnostics } = await (0,_workflow_diagnosed_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runWithDiagnostics */ .m)(plan, {
            surface: 'action', allowPrivateNetwork: inputs.allowPrivateNetwork, secretValues: plan.secretNames.map((name) => planEnv[name] ?? ''),
        }, (hooks) => (0,_workflow_execute_js__WEBPACK_IMPORTED_MODULE_3__/* .executePlan */ .v)(plan, new Set(now.approvals.confirmSteps), {
            child: child.command,
            env: planEnv,
            secrets: inputs.secrets,
            allowPrivateNetwork: inputs.allowPrivateNetwork,
            trustStaticToolPolicy: inputs.trustStaticToolPolicy,
            onUnannotatedChild: hooks.onUnannotatedChild,
            reportPath,
            onChildEnd: hooks.onChildEnd,
            onStepFailure: hooks.onStepFailure,
        }));
        gate.report = report;
        summary.diagnostics.set(gate.file, diagnostics);
        const outcome = report.status === 'succeeded' ? 'succeeded' : 'failed';
        await guard.record(planLabel, outcome);
        summary.executed++;
        summary.reportPaths.set(gate.file, reportPath);
        summary.ran.set(gate.file, { state: 'executed', outcome, trusted: true, reason: `ran in this job (${outcome})` });
        if (outcome !== 'succeeded')
            summary.failed++;
    }
    return summary;
}


/***/ }),

/***/ 2113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ runWithDiagnostics)
/* harmony export */ });
/* harmony import */ var _child_end_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9115);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8341);


/** Runs `run` with the hooks of a fresh `Diagnostics` for `plan`; returns its report and why steps failed. */
async function runWithDiagnostics(plan, options, run) {
    const diagnostics = new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .Diagnostics */ .rE(plan, options);
    let childEnded;
    const report = await run({
        onStepFailure: diagnostics.onStepFailure,
        onUnannotatedChild: diagnostics.onUnannotatedChild,
        onChildEnd: (end) => { childEnded = end; },
    });
    const memory = (0,_child_end_js__WEBPACK_IMPORTED_MODULE_1__/* .memoryDiagnostic */ .X)(childEnded, plan.limits.memory_mb);
    return { report, diagnostics: { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: memory === null ? [] : [memory] } };
}


/***/ }),

/***/ 4170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ executePlan)
/* harmony export */ });
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5066);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1693);
/* harmony import */ var _child_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1662);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2312);




/**
 * Executes a validated plan and returns its report (also written to `reportPath` when given).
 * Never throws for anything the child does; every child process group is gone when it returns.
 */
async function executePlan(plan, approvedStepIds, options) {
    const { outcomes, counts, processOutcome } = await runPlan(plan, approvedStepIds, options);
    const report = (0,_report_build_js__WEBPACK_IMPORTED_MODULE_3__/* .buildReport */ .F)({
        plan, approvedStepIds, dryRun: false, outcomes,
        secrets: { total: counts.total, present: counts.present, missing: counts.missing },
        ...(processOutcome === undefined ? {} : { processOutcome }),
    });
    if (options.reportPath !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomic */ .Z)(options.reportPath, (0,_report_build_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeReport */ .x)(report));
    return report;
}
/** Execution: every step that reaches the dispatch point is sent (the gates already ran). */
const SEND_EVERY_STEP = { send: () => true };
/** An execution sends every step, so a stub here is a defect of ours, never a report row. */
function executedOutcome(outcome) {
    if (outcome.status === 'stubbed')
        throw new Error('a step was stubbed during execution');
    return outcome;
}
async function runPlan(plan, approvedStepIds, options) {
    const secrets = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveStepSecrets */ .O)(plan, options.env, options.secrets);
    const { counts } = secrets;
    if (!secrets.ok)
        return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, secrets.failureClass), counts };
    if (options.signal?.aborted)
        return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, 'workflow_timeout'), counts };
    const run = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .superviseChild */ .RU)(plan, options, async (child, workflowDeadline) => {
        const started = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .negotiate */ .Nl)(child, plan, {
            approvedStepIds, stepArguments: secrets.stepArguments, workflowDeadline, signal: options.signal,
            trustStaticToolPolicy: options.trustStaticToolPolicy === true, handshakeTimeoutMs: options.handshakeTimeoutMs,
        });
        if ('failureClass' in started) {
            if (started.failureClass === 'tool_policy_drift' && started.gates?.unannotatedChild === true)
                options.onUnannotatedChild?.();
            return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, started.failureClass), healthy: started.healthy };
        }
        const ran = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .runSteps */ .rl)({ process: child, connection: started.connection, workflowDeadline }, plan, secrets.stepArguments, options.signal, SEND_EVERY_STEP, options.onStepFailure);
        return { outcomes: ran.outcomes.map(executedOutcome), healthy: ran.healthy };
    });
    if (!run.spawned)
        return { outcomes: (0,_child_session_js__WEBPACK_IMPORTED_MODULE_1__/* .allSkipped */ .cP)(plan, run.failureClass), counts };
    return { outcomes: run.value.outcomes, counts, processOutcome: run.processOutcome };
}


/***/ })

};

//# sourceMappingURL=988.index.js.map