export const id = 236;
export const ids = [236];
export const modules = {

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkSchemas: () => (/* binding */ checkSchemas)
/* harmony export */ });
/* harmony import */ var _child_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7198);
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
    const run = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_0__/* .superviseChild */ .RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_0__/* .negotiate */ .Nl)(child, plan, {
            approvedStepIds, stepArguments, workflowDeadline, signal: options.signal, ignoredPointers,
            trustStaticToolPolicy: options.trustStaticToolPolicy === true, handshakeTimeoutMs: options.handshakeTimeoutMs,
        });
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

//# sourceMappingURL=236.index.js.map