export const id = 170;
export const ids = [170];
export const modules = {

/***/ 4170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   executePlan: () => (/* binding */ executePlan)
/* harmony export */ });
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5066);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1693);
/* harmony import */ var _child_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7198);
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


/***/ }),

/***/ 2312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ resolveStepSecrets),
/* harmony export */   Q: () => (/* binding */ maskSecrets)
/* harmony export */ });
/* harmony import */ var _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3457);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/**
 * Secret resolution for execution (docs/contract/plan-and-report.md §3): `{"$secret": NAME}` objects in step
 * arguments are replaced by the value of NAME in the environment given (the runner's own), and
 * the size bounds are checked — all before any process is spawned. Only names on the operator's
 * allow-list, and never a reserved runner name, are looked up: validation refuses a plan that
 * references any other, and here such a name is absent whatever the environment holds. Values go only into the
 * returned arguments, which only the child receives; nothing here reports a name or a value.
 */


class TooLarge extends Error {
}
/** The part of `env` a plan's secrets may come from: allow-listed, non-reserved names only. */
function secretEnvironment(env, allowed) {
    const visible = Object.create(null);
    for (const name of allowed)
        if (!(0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .isReservedSecretName */ .qr)(name) && Object.hasOwn(env, name))
            visible[name] = env[name];
    return visible;
}
function countSecrets(plan, env) {
    const present = plan.secretNames.filter((name) => env[name] !== undefined).length;
    return { total: plan.secretNames.length, present, missing: plan.secretNames.length - present };
}
/**
 * Resolves every step's arguments from the allow-listed part of `env` (a name off `allowed`
 * counts as missing). Order of checks: a missing name anywhere (then every step is skipped
 * `missing_secret` and nothing is spawned), a malformed reference, a value over
 * MAX_SECRET_VALUE_BYTES, a resolved step over MAX_ARGUMENTS_BYTES of compact JSON.
 */
function resolveStepSecrets(plan, runnerEnv, allowed) {
    const env = secretEnvironment(runnerEnv, allowed);
    const counts = countSecrets(plan, env);
    if (counts.missing > 0)
        return { ok: false, counts, failureClass: 'missing_secret' };
    try {
        const stepArguments = plan.steps.map((step) => {
            const resolved = (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(step.arguments, (name) => {
                const secret = env[name];
                if (secret === undefined)
                    throw new _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidSecretReference */ .Bu();
                if (Buffer.byteLength(secret, 'utf8') > _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SECRET_VALUE_BYTES */ .mo)
                    throw new TooLarge('secret');
                return secret;
            });
            if (Buffer.byteLength(JSON.stringify(resolved), 'utf8') > _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ARGUMENTS_BYTES */ .Mm)
                throw new TooLarge('arguments');
            return resolved;
        });
        return { ok: true, counts, stepArguments };
    }
    catch (error) {
        if (error instanceof _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .InvalidSecretReference */ .Bu)
            return { ok: false, counts, failureClass: 'invalid_secret_reference' };
        if (error instanceof TooLarge) {
            return { ok: false, counts, failureClass: error.message === 'secret' ? 'secret_too_large' : 'resolved_arguments_too_large' };
        }
        throw error;
    }
}
/**
 * For the side-effect-free schema check, which may run where the secrets do not exist (a PR
 * check before any approval): each reference becomes an empty string, and its JSON Pointer is
 * returned so that schema errors at or under it can be disregarded as unknowable.
 */
function maskSecrets(args) {
    const secretPointers = [];
    const masked = (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(args, (_name, pointer) => {
        secretPointers.push(pointer);
        return '';
    });
    return { masked, secretPointers };
}


/***/ })

};

//# sourceMappingURL=170.index.js.map