export const id = 783;
export const ids = [783];
export const modules = {

/***/ 8783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   labelsCommand: () => (/* binding */ labelsCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2591);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6824);
/* harmony import */ var _plan_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3951);
/* harmony import */ var _github_labels_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7448);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(782);
/**
 * `plasmate-action labels PLAN…`: every label the action would compute for each plan, so an author
 * can see (and a maintainer can create) them before the action runs. The labels come from the same
 * functions the gate uses (github/labels.ts), so they cannot drift from what the action expects.
 * Plans are validated against the same secret allow-list the action applies (its `secrets` input,
 * here `--secret NAME` and PLASMATE_SECRETS; neither given = the input's empty default): a plan the
 * action would refuse for a secret it may not use gets its problem here too, not labels.
 */






/** Prints each plan's labels (tab-separated, or `--json`); an unreadable or invalid plan's problems go to stderr and exit 1. */
async function labelsCommand(args, io) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...args],
        options: { json: { type: 'boolean', default: false }, secret: { type: 'string', multiple: true, default: [] } },
        strict: true,
        allowPositionals: true,
    });
    if (positionals.length === 0) {
        io.err('error: labels needs at least one plan file or glob');
        return _run_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
    }
    // The action always validates against its list (empty unless its `secrets` input names some), so
    // no list here means the empty one, not "any secret": the labels printed are those it computes.
    const secrets = (0,_run_js__WEBPACK_IMPORTED_MODULE_4__/* .cliSecretAllowList */ .aR)(values.secret) ?? new Set();
    const files = await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .expandPlanPatterns */ .BQ)(positionals, io.cwd);
    if (files.unmatched.length > 0) {
        for (const pattern of files.unmatched)
            io.err(`error: no file matches ${JSON.stringify(pattern)}`);
        return _run_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_USAGE */ .Ri;
    }
    const plans = [];
    const invalid = [];
    for (const file of files.paths) {
        let check;
        try {
            check = (0,_plan_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .validatePlan */ .Oo)(await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readContainedPlanFile */ .H_)(io.cwd, file), file, null, secrets);
        }
        catch (error) {
            check = (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadablePlanCheck */ .bs)(file, (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFailureReason */ .tM)(error));
        }
        if (check.plan === null || check.problems.length > 0) {
            const problems = check.problems.map(_plan_problem_js__WEBPACK_IMPORTED_MODULE_5__/* .formatProblem */ .Vw);
            for (const p of problems)
                io.err(p);
            invalid.push({ file, problems });
            continue;
        }
        const plan = check.plan;
        const bindings = (0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .secretBindings */ .ni)(plan);
        const labels = [...(0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .approvalLabels */ .rX)(plan)].map(([step, label]) => ({ kind: 'step', step, label, description: (0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .labelDescription */ .Vw)(plan.name, step) }));
        labels.push({ kind: 'plan', step: null, label: (0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .planApprovalLabel */ .xo)(plan, bindings), description: (0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .labelDescription */ .Vw)(plan.name, null) });
        labels.push({ kind: 'test', step: null, label: (0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .testRunLabel */ .K6)(plan, bindings), description: (0,_github_labels_js__WEBPACK_IMPORTED_MODULE_3__/* .labelDescription */ .Vw)(plan.name, null, 'test') });
        plans.push({ file, name: plan.name, fingerprint: plan.fingerprint, labels });
    }
    if (values.json) {
        io.out(JSON.stringify({ plans, invalid }, null, 2));
    }
    else {
        for (const p of plans)
            for (const l of p.labels)
                io.out([p.file, l.kind, l.step ?? '-', l.label, l.description].join('\t'));
        for (const p of invalid)
            io.out(`invalid\t${p.file}\t${p.problems.length} problem${p.problems.length === 1 ? '' : 's'}`);
    }
    return invalid.length === 0 ? _run_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij : _run_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_FAILED */ .hj;
}


/***/ }),

/***/ 7448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K6: () => (/* binding */ testRunLabel),
/* harmony export */   Vw: () => (/* binding */ labelDescription),
/* harmony export */   ni: () => (/* binding */ secretBindings),
/* harmony export */   rX: () => (/* binding */ approvalLabels),
/* harmony export */   xo: () => (/* binding */ planApprovalLabel)
/* harmony export */ });
/* unused harmony exports LABEL_PREFIX, LABEL_HASH_CHARS, MAX_LABEL_LENGTH, MAX_LABEL_DESCRIPTION_LENGTH, PLAN_LABEL_PREFIX, PLAN_LABEL_HASH_CHARS, TEST_LABEL_PREFIX, TEST_LABEL_HASH_CHARS, LABEL_COLOR, labelHash, approvalLabel, isApprovalLabelName, ROLES, APPROVER_ROLES, hasRole, isBot, distrust, actorsToCheck, evaluateLabels */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/**
 * Step approvals as pull-request labels, bound to plan content.
 *
 * A label approves exactly one step of one plan at one content: its name is
 * `plasmate:` + the first 40 base32 characters (200 bits) of
 * SHA-256("plasmate-approval-label.v1\n" + plan fingerprint + "\n" + step id + "\n" + secret bindings).
 * - Editing the plan changes the fingerprint, so every label for the old content stops matching.
 * - The step id is inside the hash, so one approval never authorizes another step or plan.
 * - The contract fingerprint deliberately ignores secret *names* (it must not be a dictionary
 *   oracle in published reports); an approval must not survive swapping which secret a step sends,
 *   so the label also hashes every secret reference's step, position and name. The label itself
 *   is a one-way hash and reveals no name.
 * - Why 200 bits: the PR author controls plan content, so the attack to price is a birthday
 *   collision (a benign plan gets approved, a malicious plan with the same label is pushed):
 *   2^100 SHA-256 evaluations, far beyond any attacker. Base32 (a–z, 2–7) because GitHub compares
 *   label names case-insensitively; 9 + 40 = 49 characters, within GitHub's 50.
 *
 * A second kind approves *running* a whole plan (execute mode): `plasmate-run:` + 37 base32
 * characters (185 bits) of SHA-256("plasmate-plan-approval-label.v1\n" + fingerprint + "\n" +
 * secret bindings) — its own prefix so a maintainer sees which kind they apply, and its own hash
 * domain so no step label can ever equal a plan label. 13 + 37 = 50 characters, GitHub's maximum;
 * a birthday collision (benign plan approved, malicious one pushed) costs about 2^92 SHA-256
 * evaluations.
 *
 * A third kind asks for a *test run* of a plan (step test mode, docs/test-mode.md): reads real,
 * every effect stubbed. `plasmate-test:` + 36 base32 characters (180 bits) of
 * SHA-256("plasmate-test-run-label.v1\n" + fingerprint + "\n" + secret bindings), 14 + 36 = 50.
 * It grants nothing a test run could misuse (no effect is ever sent, no secret resolved), but it
 * still starts the engine on the plan's URL, so it takes the same trust and content binding.
 *
 * A label counts only if its latest `labeled` event was by a trusted actor (`evaluateLabels`):
 * not a bot, not the PR's author, not an author or committer of any of the PR's commits (the
 * two-person rule, unless `allow-self-approval`), and at least `approver-permission`.
 */


const LABEL_PREFIX = 'plasmate:';
/** 40 base32 characters = 200 bits (see the module comment for why). */
const LABEL_HASH_CHARS = 40;
/** GitHub's bound on label names; the scheme stays within it. */
const MAX_LABEL_LENGTH = 50;
/** GitHub's bound on label descriptions. */
const MAX_LABEL_DESCRIPTION_LENGTH = 100;
const LABEL_DOMAIN = 'plasmate-approval-label.v1';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const LABEL_PATTERN = new RegExp(`^${LABEL_PREFIX}[a-z2-7]{${LABEL_HASH_CHARS}}$`);
/** The plan-approval kind (see the module comment). */
const PLAN_LABEL_PREFIX = 'plasmate-run:';
/** 37 base32 characters = 185 bits: what is left of GitHub's 50 after the prefix. */
const PLAN_LABEL_HASH_CHARS = 37;
const PLAN_LABEL_DOMAIN = 'plasmate-plan-approval-label.v1';
const PLAN_LABEL_PATTERN = new RegExp(`^${PLAN_LABEL_PREFIX}[a-z2-7]{${PLAN_LABEL_HASH_CHARS}}$`);
/** The test-run kind (see the module comment). */
const TEST_LABEL_PREFIX = 'plasmate-test:';
/** 36 base32 characters = 180 bits: what is left of GitHub's 50 after the prefix. */
const TEST_LABEL_HASH_CHARS = 36;
const TEST_LABEL_DOMAIN = 'plasmate-test-run-label.v1';
const TEST_LABEL_PATTERN = new RegExp(`^${TEST_LABEL_PREFIX}[a-z2-7]{${TEST_LABEL_HASH_CHARS}}$`);
/** Label colour for approval labels (GitHub wants 6 hex digits, no `#`). */
const LABEL_COLOR = '5319e7';
function base32(bytes) {
    let out = '';
    let buffer = 0;
    let bits = 0;
    for (const byte of bytes) {
        buffer = (buffer << 8) | byte;
        bits += 8;
        while (bits >= 5) {
            out += BASE32[(buffer >>> (bits - 5)) & 31];
            bits -= 5;
        }
        buffer &= (1 << bits) - 1;
    }
    return out;
}
/** The first `chars` base32 characters of SHA-256(`input`): the hash part of every label kind. */
function labelHash(input, chars) {
    return base32((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(input, 'utf8').digest()).slice(0, chars);
}
/** Every `{"$secret": NAME}` reference of the plan as `stepIndex:pointer=NAME`, in document order. */
function secretBindings(plan) {
    const out = [];
    plan.steps.forEach((step, i) => (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(step.arguments, (name, pointer) => out.push(`${i}:${pointer}=${name}`)));
    return out;
}
/** The label that approves `stepId` of `plan` at exactly this content. */
function approvalLabel(plan, stepId, bindings = secretBindings(plan)) {
    // Step ids and the fingerprint cannot contain a newline, and bindings are JSON-encoded, so the input is unambiguous.
    const input = `${LABEL_DOMAIN}\n${plan.fingerprint}\n${stepId}\n${JSON.stringify(bindings)}`;
    return LABEL_PREFIX + base32((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(input, 'utf8').digest()).slice(0, LABEL_HASH_CHARS);
}
/** The label that approves running `plan` (every step of it) at exactly this content. */
function planApprovalLabel(plan, bindings = secretBindings(plan)) {
    const input = `${PLAN_LABEL_DOMAIN}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`;
    return PLAN_LABEL_PREFIX + labelHash(input, PLAN_LABEL_HASH_CHARS);
}
/** The label that asks for a test run of `plan` at exactly this content. */
function testRunLabel(plan, bindings = secretBindings(plan)) {
    const input = `${TEST_LABEL_DOMAIN}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`;
    return TEST_LABEL_PREFIX + labelHash(input, TEST_LABEL_HASH_CHARS);
}
/** Every approval label of the plan's mutating steps, by step id. */
function approvalLabels(plan) {
    const bindings = secretBindings(plan);
    return new Map(plan.steps.filter((s) => s.mutates).map((s) => [s.id, approvalLabel(plan, s.id, bindings)]));
}
/** `plan / step`, `run plan` for a plan label or `test plan` for a test label, shortened to GitHub's description bound. */
function labelDescription(planName, stepId, kind = 'plan') {
    const text = stepId !== null ? `${planName} / ${stepId}` : `${kind === 'test' ? 'test' : 'run'} ${planName}`;
    return text.length <= MAX_LABEL_DESCRIPTION_LENGTH ? text : `${text.slice(0, MAX_LABEL_DESCRIPTION_LENGTH - 1)}…`;
}
function isApprovalLabelName(name) {
    const key = name.toLowerCase();
    return key.startsWith(LABEL_PREFIX) || key.startsWith(PLAN_LABEL_PREFIX) || key.startsWith(TEST_LABEL_PREFIX);
}
function isWellFormed(key) {
    if (key.startsWith(PLAN_LABEL_PREFIX))
        return PLAN_LABEL_PATTERN.test(key);
    if (key.startsWith(TEST_LABEL_PREFIX))
        return TEST_LABEL_PATTERN.test(key);
    return LABEL_PATTERN.test(key);
}
// ---------------------------------------------------------------------------------------------
// Trust: who applied each live label, and whether that counts.
/** Repository roles in rank order; GitHub's permission API reports triage as `read`, maintain as `write`. */
const ROLES = (/* unused pure expression or super */ null && (['read', 'triage', 'write', 'maintain', 'admin']));
/** The roles `approver-permission` may name: `read` would let anyone approve on a public repository. */
const APPROVER_ROLES = (/* unused pure expression or super */ null && (['triage', 'write', 'maintain', 'admin']));
/** Whether `role` is at least `required` (null: no access). */
function hasRole(role, required) {
    return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(required);
}
function isBot(actor) {
    return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]');
}
/** Why an actor's label does not count, or null when it does. */
function distrust(actor, facts, policy) {
    if (actor === undefined)
        return 'no labeled event found for it';
    if (isBot(actor))
        return `applied by the bot ${actor.login}`;
    if (actor.login.toLowerCase() === facts.pullRequestAuthor.toLowerCase() && !policy.allowSelfApproval) {
        return `applied by the pull request's author ${actor.login} (allow-self-approval is off)`;
    }
    if (!policy.allowSelfApproval) {
        // Two-person rule on everyone who wrote the change, not only on who opened the PR.
        if (!facts.commitsComplete)
            return `the pull request has more commits than GitHub lists, so its authors cannot all be checked (allow-self-approval is off)`;
        if (facts.commitLogins.has(actor.login.toLowerCase()))
            return `applied by ${actor.login}, who authored or committed a commit of this pull request (allow-self-approval is off)`;
    }
    const role = facts.roles.get(actor.login) ?? null;
    if (role === null)
        return `applied by ${actor.login}, who has no access to the repository`;
    if (!hasRole(role, policy.approverRole)) {
        return `applied by ${actor.login}, whose role ${role} is below ${policy.approverRole}`;
    }
    return null;
}
/** The actors whose role must be looked up: those behind an approval label that could count. */
function actorsToCheck(liveLabels, latestLabeler) {
    const out = new Map();
    for (const name of liveLabels) {
        if (!isApprovalLabelName(name))
            continue;
        const actor = latestLabeler.get(name.toLowerCase());
        if (actor !== undefined && !isBot(actor))
            out.set(actor.login, actor);
    }
    return [...out.values()];
}
/** Classifies every live approval label against the current plans. Pure. */
function evaluateLabels(plans, facts, policy) {
    const targets = new Map();
    const add = (label, target) => targets.set(label, [...(targets.get(label) ?? []), target]);
    for (const plan of plans) {
        for (const [stepId, label] of plan.labels)
            add(label, { file: plan.file, kind: 'step', stepId });
        if (plan.planLabel !== null)
            add(plan.planLabel, { file: plan.file, kind: 'plan', stepId: null });
        if (plan.testLabel !== null)
            add(plan.testLabel, { file: plan.file, kind: 'test', stepId: null });
    }
    const seen = new Set();
    const findings = [];
    for (const name of facts.liveLabels) {
        if (!isApprovalLabelName(name))
            continue;
        const key = name.toLowerCase();
        const actor = facts.latestLabeler.get(key);
        const base = { name, actor: actor?.login ?? null };
        if (seen.has(key)) {
            findings.push({ ...base, state: 'duplicate', targets: [], reason: 'the same approval label appears twice' });
            continue;
        }
        seen.add(key);
        if (!isWellFormed(key)) {
            findings.push({ ...base, state: 'unknown', targets: [], reason: `not an approval label of this action's scheme (${LABEL_PREFIX} and ${LABEL_HASH_CHARS}, ${PLAN_LABEL_PREFIX} and ${PLAN_LABEL_HASH_CHARS}, or ${TEST_LABEL_PREFIX} and ${TEST_LABEL_HASH_CHARS}, base32 characters)` });
            continue;
        }
        const approves = targets.get(key);
        if (approves === undefined) {
            findings.push({ ...base, state: 'stale', targets: [], reason: 'approves no step or plan of the current content of any plan checked here (the plan changed after approval, or the label is for another plan or pull request); it does not fail the check: remove it, or set remove-stale-labels' });
            continue;
        }
        const why = distrust(actor, facts, policy);
        findings.push(why === null
            ? { ...base, state: 'trusted', targets: approves, reason: `applied by ${actor.login}` }
            : { ...base, state: 'untrusted', targets: approves, reason: why });
    }
    return findings;
}


/***/ })

};
