export const id = 930;
export const ids = [930,859,579];
export const modules = {

/***/ 7930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportFileName: () => (/* binding */ reportFileName)
});

// UNUSED EXPORTS: executeApprovedPlans, executionEnvironment, runApprovedPlans

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/plan/secret-reference.ts
var secret_reference = __webpack_require__(4859);
// EXTERNAL MODULE: ./src/workflow/child.ts + 1 modules
var child = __webpack_require__(6859);
// EXTERNAL MODULE: ./src/workflow/execute.ts + 2 modules
var execute = __webpack_require__(3674);
// EXTERNAL MODULE: ./src/workflow/diagnostics.ts + 1 modules
var diagnostics = __webpack_require__(2579);
// EXTERNAL MODULE: ./src/github/labels.ts
var labels = __webpack_require__(7448);
;// CONCATENATED MODULE: ./src/github/execution-record.ts

const RECORD_LABEL_PREFIX = 'plasmate-done:';
/** 36 base32 characters: GitHub's 50 minus the prefix; the record only needs to be unambiguous per plan label. */
const RECORD_LABEL_HASH_CHARS = 36;
const RECORD_DOMAIN = 'plasmate-execution-record.v1';
function execution_record_recordLabel(planLabel, outcome) {
    return RECORD_LABEL_PREFIX + labelHash(`${RECORD_DOMAIN}\n${planLabel.toLowerCase()}\n${outcome}`, RECORD_LABEL_HASH_CHARS);
}
/** What the record labels among `labeling`'s live labels say about one plan, or null when it never ran here. */
function execution_record_readRecord(planLabel, labeling) {
    const live = new Set(labeling.liveLabels.map((l) => l.toLowerCase()));
    const present = ['succeeded', 'failed', 'started'].filter((o) => live.has(execution_record_recordLabel(planLabel, o)));
    if (present.length === 0)
        return null;
    const strangers = present
        .map((o) => labeling.latestLabeler.get(execution_record_recordLabel(planLabel, o)))
        .filter((actor) => actor === undefined || !isBot(actor))
        .map((actor) => actor?.login ?? 'an unknown actor');
    if (strangers.length > 0) {
        return { state: 'recorded', outcome: null, trusted: false, reason: `an execution record label was applied by ${strangers.join(', ')}, not by the action; remove it (records are written only by the action)` };
    }
    // A failure wins over a success (both present only if someone interfered); started alone means it died midway.
    const outcome = present.includes('failed') ? 'failed' : present.includes('succeeded') ? 'succeeded' : 'interrupted';
    return { state: 'recorded', outcome, trusted: true, reason: `already ran for this content on this pull request (${outcome}); remove its ${RECORD_LABEL_PREFIX} labels to run it again` };
}
/** Per plan file: ran earlier, may run now, or why it may not. */
function execution_record_executionStates(result, labeling) {
    const out = new Map();
    for (const gate of result.plans)
        out.set(gate.file, stateOf(gate, labeling));
    return out;
}
function stateOf(gate, labeling) {
    const notRun = (reason) => ({ state: 'not_run', outcome: null, trusted: true, reason });
    if (gate.status === 'invalid' || gate.planApproval === null)
        return notRun('the plan is invalid or an approval label does not count');
    const record = execution_record_readRecord(gate.planApproval.label, labeling);
    if (gate.status !== 'valid' || !execution_record_runnable(gate)) {
        // An earlier run is still reported, so the check never forgets that something ran.
        return record ?? notRun(gate.planApproval.approval === 'approved' ? 'a mutating step awaits approval' : 'awaits its plan approval label');
    }
    return record ?? { state: 'pending', outcome: null, trusted: true, reason: 'approved; not yet run' };
}
/** A plan may run only when it is valid, its plan label trusted, and its steps' approvals were evaluated. */
function execution_record_runnable(gate) {
    return gate.status === 'valid' && gate.check.plan !== null && gate.approvals !== null && gate.planApproval?.approval === 'approved';
}
const RANK = { neutral: 0, success: 1, action_required: 2, failure: 3 };
function worst(...conclusions) {
    return conclusions.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'neutral');
}
/**
 * Execute mode's conclusion: the gate's, made worse by every plan that ran and failed (now or
 * earlier), every untrusted record, and every approved plan that has not run (`action_required`:
 * it is not done, whatever its approvals say).
 */
function execution_record_executeConclusion(result, states) {
    let conclusion = result.conclusion;
    for (const s of states.values()) {
        if (!s.trusted || s.outcome === 'failed' || s.outcome === 'interrupted')
            conclusion = worst(conclusion, 'failure');
        else if (s.state === 'pending')
            conclusion = worst(conclusion, 'action_required');
    }
    return conclusion;
}

;// CONCATENATED MODULE: ./src/github/execute-mode.ts
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
    for (const name of INHERITED_ENV_NAMES)
        if (env[name] !== undefined)
            out[name] = env[name];
    for (const name of plan.secretNames)
        if (allowed.has(name) && !isReservedSecretName(name) && env[name] !== undefined)
            out[name] = env[name];
    return out;
}
/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
function reportFileName(index, planFile, suffix = '.report.json') {
    return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}${suffix}`;
}
/**
 * Execute mode after the gate: run what may run, then read the live state once more before the
 * check is completed, so an approval withdrawn while a plan ran cannot end as success. Returns
 * the gate re-evaluated on that state (carrying the reports of plans run here), every plan's
 * execution state, and the execute-mode conclusion in `result.conclusion`.
 */
async function runApprovedPlans(gated, inputs, reportDir, workspace, headSha, env, registerSecret, guard) {
    const execution = await executeApprovedPlans(gated, inputs, reportDir, workspace, headSha, env, registerSecret, guard);
    const live = await guard.recheck();
    if (live.headSha !== headSha)
        execution.movedTo ??= live.headSha;
    const result = live.result;
    for (const plan of result.plans) {
        const ran = gated.plans.find((p) => p.file === plan.file);
        if (execution.ran.has(plan.file) && ran !== undefined)
            plan.report = ran.report;
    }
    const states = executionStates(result, live.labeling);
    for (const [file, ran] of execution.ran)
        states.set(file, ran);
    result.conclusion = executeConclusion(result, states);
    return { result, states, execution };
}
/** Runs each plan `runnable` in `result`, re-checking the live state before each one. */
async function executeApprovedPlans(result, inputs, reportDir, workspace, headSha, env, registerSecret, guard) {
    const summary = { executed: 0, failed: 0, reportPaths: new Map(), ran: new Map(), movedTo: null, diagnostics: new Map() };
    const candidates = result.plans.filter(runnable);
    if (candidates.length === 0)
        return summary;
    const child = chooseChild(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    for (const gate of candidates) {
        const live = await guard.recheck();
        if (live.headSha !== headSha) {
            summary.movedTo = live.headSha;
            break;
        }
        const now = live.result.plans.find((p) => p.file === gate.file);
        if (now === undefined || !runnable(now) || now.planApproval.label !== gate.planApproval.label)
            continue;
        if (readRecord(now.planApproval.label, live.labeling) !== null)
            continue;
        const plan = now.check.plan;
        const planLabel = now.planApproval.label;
        // At most once: the record exists before the child starts.
        await guard.record(recordLabel(planLabel, 'started'));
        // Secrets are read only here, for a plan a maintainer approved to run with them.
        const planEnv = executionEnvironment(plan, env, inputs.secrets);
        for (const name of plan.secretNames)
            if (planEnv[name] !== undefined && planEnv[name] !== '')
                registerSecret(planEnv[name]);
        const reportPath = join(reportDir, reportFileName(result.plans.indexOf(gate), gate.file));
        const diagnostics = new Diagnostics(plan, {
            surface: 'action', allowPrivateNetwork: inputs.allowPrivateNetwork, secretValues: plan.secretNames.map((name) => planEnv[name] ?? ''),
        });
        let childEnded;
        const report = await executePlan(plan, new Set(now.approvals.confirmSteps), {
            child: child.command,
            env: planEnv,
            secrets: inputs.secrets,
            allowPrivateNetwork: inputs.allowPrivateNetwork,
            reportPath,
            onChildEnd: (end) => { childEnded = end; },
            onStepFailure: diagnostics.onStepFailure,
        });
        gate.report = report;
        const memory = memoryDiagnostic(childEnded, plan.limits.memory_mb);
        summary.diagnostics.set(gate.file, { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: memory === null ? [] : [memory] });
        const outcome = report.status === 'succeeded' ? 'succeeded' : 'failed';
        await guard.record(recordLabel(planLabel, outcome));
        summary.executed++;
        summary.reportPaths.set(gate.file, reportPath);
        summary.ran.set(gate.file, { state: 'executed', outcome, trusted: true, reason: `ran in this job (${outcome})` });
        if (outcome !== 'succeeded')
            summary.failed++;
    }
    return summary;
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


/***/ }),

/***/ 6859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chooseChild: () => (/* binding */ chooseChild),
  plasmateOrReference: () => (/* binding */ plasmateOrReference),
  referenceEngineBundle: () => (/* binding */ referenceEngineBundle)
});

// UNUSED EXPORTS: referenceEngineCommand

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/engine/confinement.ts
// Confinement of the engine process (docs/engine.md, "Confinement"). jsdom runs page scripts in the
// engine's own Node process and is not a sandbox: a page that reaches the outer realm's `Function`
// gets `process`. Two independent layers stop what follows:
//   1. `--disallow-code-generation-from-strings`: the engine's realm cannot compile strings, so the
//      usual escape (`window.constructor.constructor('return process')`) throws EvalError. Page
//      realms keep their own eval/new Function, and jsdom/vm compile scripts through vm.Script,
//      which the flag does not affect.
//   2. Node's permission model: file reads only inside the engine's bundle directory, no file
//      writes, no child processes, no workers, no WASI, no inspector, and no native addons
//      (`--no-addons` on top, for Node versions whose permission model predates addon control).
// The runner passes these flags itself (engineNodeFlags); a plain `node index.js mcp` finds itself
// unconfined by testing behaviour (confinementGaps) and starts itself again with them.


/** Set by the relauncher on the confined process, so a relaunch that is still unconfined refuses instead of looping. */
const RELAUNCHED_ENV = 'PLASMATE_ENGINE_RELAUNCHED';
/**
 * What of the caller's environment a relaunched engine keeps: the engine's own three variables and
 * the locale/time zone pages observe. Nothing else (tokens, secrets) enters the confined process.
 */
const ENGINE_ENV_NAMES = (/* unused pure expression or super */ null && ([
    'PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK',
    'PLASMATE_SUPERVISED_WORKER',
    'PLASMATE_WORKER_MEMORY_LIMIT_BYTES',
    'TZ',
    'LANG',
    'LC_ALL',
]));
/** Signals a relauncher passes on to the confined engine (SIGKILL/SIGSTOP cannot be caught). */
const FORWARDED_SIGNALS = (/* unused pure expression or super */ null && (['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2']));
/** Node's flag for the permission model: `--permission` where it exists (≥ 22.13, 23.5), else the experimental spelling (20, early 22). */
function permissionFlag(allowed = process.allowedNodeEnvironmentFlags) {
    return allowed.has('--permission') ? '--permission' : '--experimental-permission';
}
/**
 * The Node flags that confine an engine whose bundle lives in `bundleDir` (an absolute, resolved
 * path). Node 20 splits `--allow-fs-read` on commas, so a directory containing one cannot be named.
 */
function engineNodeFlags(bundleDir, allowed = process.allowedNodeEnvironmentFlags) {
    if (bundleDir.includes(','))
        throw new Error(`the engine bundle directory cannot contain a comma: ${bundleDir}`);
    const dir = bundleDir.endsWith(external_node_path_.sep) ? bundleDir : `${bundleDir}${external_node_path_.sep}`;
    return [permissionFlag(allowed), `--allow-fs-read=${dir}`, '--no-addons', '--disallow-code-generation-from-strings'];
}
/**
 * What is missing from this process's confinement, tested by behaviour, not by reading argv: an
 * empty list means confined. `bundleDir` is the directory the engine may read.
 */
function confinementGaps(bundleDir) {
    const gaps = [];
    const permission = process.permission;
    if (permission === undefined) {
        gaps.push('permission model off');
    }
    else {
        const outside = dirname(bundleDir);
        if (permission.has('fs.read', join(outside, 'outside-the-bundle')))
            gaps.push('reads outside the bundle');
        if (permission.has('fs.read', '/proc/self/environ'))
            gaps.push('reads /proc');
        if (permission.has('fs.write'))
            gaps.push('file writes');
        if (permission.has('child'))
            gaps.push('child processes');
        if (permission.has('worker'))
            gaps.push('workers');
    }
    try {
        // Constructed only to see whether it throws; never called.
        new Function('');
        gaps.push('code generation from strings');
    }
    catch {
        // EvalError: code generation is disallowed, as required.
    }
    try {
        process.dlopen({ exports: {} }, join(bundleDir, 'no-such-addon.node'));
        gaps.push('native addons');
    }
    catch (error) {
        if (error.code !== 'ERR_DLOPEN_DISABLED')
            gaps.push('native addons');
    }
    return gaps;
}
/** The relaunched engine's environment: ENGINE_ENV_NAMES from `env`, plus the relaunch mark. */
function relaunchEnv(env) {
    const next = {};
    for (const name of ENGINE_ENV_NAMES) {
        const value = env[name];
        if (value !== undefined)
            next[name] = value;
    }
    next[RELAUNCHED_ENV] = '1';
    return next;
}
/**
 * Start this engine again under engineNodeFlags with the same arguments, stdio inherited and a
 * reduced environment; signals are forwarded and the child's exit status becomes this process's.
 */
function relaunchConfined(entry, bundleDir, argv) {
    const child = spawn(process.execPath, [...engineNodeFlags(bundleDir), entry, ...argv], { stdio: 'inherit', env: relaunchEnv(process.env) });
    const forward = (signal) => {
        child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS)
        process.on(signal, forward);
    child.on('error', (error) => {
        process.stderr.write(`Error: cannot start the confined engine: ${error.message}\n`);
        process.exit(1);
    });
    child.on('exit', (code, signal) => {
        for (const name of FORWARDED_SIGNALS)
            process.off(name, forward);
        if (signal !== null) {
            // Die of the same signal, so the caller sees what the engine saw.
            process.kill(process.pid, signal);
            return;
        }
        process.exit(code ?? 1);
    });
}
/**
 * Take away what the engine itself never uses, so a page that still escaped finds less: signals
 * to other processes (the runner is the parent) and the environment beyond ENGINE_ENV_NAMES.
 * Called after the engine read its configuration.
 */
function dropProcessPowers(env = process.env) {
    for (const name of Object.keys(env)) {
        if (!ENGINE_ENV_NAMES.includes(name))
            delete env[name];
    }
    const refuse = () => {
        throw new Error('the reference engine does not signal processes');
    };
    for (const name of ['kill', '_kill']) {
        Object.defineProperty(process, name, { value: refuse, writable: false, configurable: false });
    }
}
/**
 * Freeze the engine realm's shared prototypes. A page reaches them without any code generation
 * (`Object.getPrototypeOf(Object.getPrototypeOf(document.createElement))` is the engine's
 * `Object.prototype`); a getter planted there (`then`, read whenever the engine resolves a promise
 * with an object) was handed the next `LivePage` and read what was typed into another session's
 * page. Called once jsdom is loaded and before any page runs, so library set-up is finished.
 */
function freezeEngineIntrinsics() {
    const constructors = [
        Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Date, RegExp, Promise,
        Map, Set, WeakMap, WeakSet, WeakRef, ArrayBuffer, SharedArrayBuffer, DataView,
        Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, AggregateError,
        Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
        Float32Array, Float64Array, BigInt64Array, BigUint64Array,
    ];
    const prototypes = new Set();
    for (const ctor of constructors)
        if (ctor?.prototype)
            prototypes.add(ctor.prototype);
    // Intrinsics without a global name: the typed-array base, iterators, and the function kinds.
    const typedArray = Object.getPrototypeOf(Int8Array.prototype);
    const iterator = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
    const generator = Object.getPrototypeOf(function* () { });
    const asyncGenerator = Object.getPrototypeOf(async function* () { });
    for (const extra of [
        typedArray,
        iterator,
        Object.getPrototypeOf([][Symbol.iterator]()),
        Object.getPrototypeOf(new Map()[Symbol.iterator]()),
        Object.getPrototypeOf(new Set()[Symbol.iterator]()),
        Object.getPrototypeOf(''[Symbol.iterator]()),
        Object.getPrototypeOf(/x/[Symbol.matchAll]('')),
        Object.getPrototypeOf(async function () { }),
        generator,
        generator.prototype,
        asyncGenerator,
        asyncGenerator.prototype,
        Object.getPrototypeOf(asyncGenerator.prototype),
    ]) {
        prototypes.add(extra);
    }
    for (const prototype of prototypes)
        Object.freeze(prototype);
}

// EXTERNAL MODULE: ./src/workflow/execute.ts + 2 modules
var execute = __webpack_require__(3674);
;// CONCATENATED MODULE: ./src/workflow/child.ts
/**
 * Which child a run supervises: a Plasmate binary, or the reference engine bundled with this tool
 * (run by this same Node). Either is invoked as `<program> mcp --transport stdio`, never through a
 * shell. Nothing here comes from a plan; the program comes only from the operator's flag or input.
 */





/**
 * Where the reference engine's bundle is, seen from whichever bundle is running: the action
 * (dist/index.js → dist/engine/), the CLI (dist/cli/index.js → dist/engine/) or the sources and
 * benchmarks (src/workflow/, build/bench/ → dist/engine/). The first that exists wins.
 */
const ENGINE_BUNDLE_CANDIDATES = ['./engine/index.js', '../engine/index.js', '../../dist/engine/index.js'];
function referenceEngineBundle() {
    for (const candidate of ENGINE_BUNDLE_CANDIDATES) {
        const path = (0,external_node_url_.fileURLToPath)(new URL(candidate, import.meta.url));
        if ((0,external_node_fs_.existsSync)(path))
            return path;
    }
    throw new Error('the reference engine bundle (dist/engine/index.js) is missing; run `npm run build`');
}
/**
 * The reference engine runs under this same Node with the flags that confine it (page scripts run
 * in its process: see src/engine/confinement.ts), then the argv a Plasmate binary gets. Passing
 * the flags here means one process start; the engine would otherwise start itself again confined.
 * The directory is resolved because Node checks the read permission against real paths.
 */
function referenceEngineCommand(bundle) {
    const real = (0,external_node_fs_.realpathSync)(bundle);
    // A Node child: memory_mb becomes V8 heap limits under a data-segment limit, not an address-space
    // ceiling, which V8's reservations exceed (src/supervisor/memory-ceiling.ts).
    return {
        program: process.execPath,
        args: [...engineNodeFlags((0,external_node_path_.dirname)(real)), real, 'mcp', '--transport', 'stdio'],
        memoryCeiling: 'node-heap',
    };
}
function executableOnPath(name, pathVariable) {
    for (const dir of (pathVariable ?? '').split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,external_node_path_.join)(dir, name);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // not here; keep looking
        }
    }
    return null;
}
/** `agent-run` and the action: `auto` prefers a Plasmate binary when one is named or on PATH. */
function chooseChild(engine, plasmate, cwd, pathVariable = process.env.PATH) {
    if (engine === 'reference')
        return plasmateOrReference(undefined, cwd, pathVariable);
    if (engine === 'plasmate' || plasmate !== undefined || executableOnPath('plasmate', pathVariable) !== null) {
        return plasmateOrReference(plasmate ?? 'plasmate', cwd, pathVariable);
    }
    return plasmateOrReference(undefined, cwd, pathVariable);
}
/** The named Plasmate binary (a path, or a name on PATH), or the reference engine when none is named. */
function plasmateOrReference(plasmate, cwd, pathVariable = process.env.PATH) {
    if (plasmate === undefined) {
        const bundle = referenceEngineBundle();
        const shown = (0,external_node_path_.relative)(cwd, bundle);
        return { command: referenceEngineCommand(bundle), identity: { engine: 'reference', executable: shown.startsWith('..') ? bundle : shown, path: bundle } };
    }
    const path = plasmate.includes('/') ? (0,external_node_path_.resolve)(cwd, plasmate) : executableOnPath(plasmate, pathVariable);
    if (path === null)
        throw new Error(`no executable named ${JSON.stringify(plasmate)} on PATH`);
    (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
    const absolute = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    return { command: (0,execute/* plasmateCommand */.xm)(absolute), identity: { engine: 'plasmate', executable: absolute, path: absolute } };
}


/***/ }),

/***/ 2579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Diagnostics: () => (/* binding */ Diagnostics),
  diagnosticLines: () => (/* binding */ diagnosticLines)
});

// UNUSED EXPORTS: MAX_REASON_CHARS, MAX_VALUE_CHARS, REDACTED_TEXT, diagnosticLine, privateNetworkReason, runDiagnosticLine, secretSources

// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var expectation = __webpack_require__(3303);
;// CONCATENATED MODULE: ./src/workflow/failure-class.ts
/**
 * The stable failure classes a report may carry (shared/contract/plan-and-report.md §6), as one
 * closed union so that a typo is a compile error rather than a new class. `tool_policy_drift` is
 * this project's addition (the tool guard: an advertised annotation contradicts the static policy).
 */
const FAILURE_CLASSES = [
    'missing_secret', 'invalid_secret_reference', 'secret_too_large', 'resolved_arguments_too_large',
    'spawn_failed', 'missing_pipe', 'write_failed', 'read_failed', 'step_timeout', 'workflow_timeout',
    'oversized_response', 'malformed_response', 'early_exit', 'protocol_mismatch', 'json_rpc_error',
    'missing_result', 'request_serialization', 'tool_schema_drift', 'argument_schema_invalid',
    'missing_session', 'invalid_session', 'tool_error_expectation', 'expectation_path_missing',
    'expectation_mismatch', 'fail_fast', 'tool_policy_drift',
];
/**
 * Failures of the request itself: they stop the run whatever `fail_fast` says, and after one of
 * them the runner neither calls close_page nor waits for a clean exit.
 */
const TRANSPORT_FAILURES = new Set([
    'missing_pipe', 'write_failed', 'read_failed', 'step_timeout', 'oversized_response',
    'malformed_response', 'early_exit', 'protocol_mismatch', 'json_rpc_error', 'missing_result',
    'request_serialization',
]);

// EXTERNAL MODULE: ./src/workflow/inspect.ts + 1 modules
var inspect = __webpack_require__(8442);
;// CONCATENATED MODULE: ./src/workflow/diagnostics.ts
/**
 * Diagnostics that say why: one bounded, redacted, inert reason per failed step (and one for a
 * run that never reached its steps), carried beside the report — never inside the v1 report,
 * which stays upstream-identical. The evidence comes from the runner's `onStepFailure` seam
 * (execute.ts) and is untrusted child or page text: the child's part of a reason has the values
 * of the plan's secrets and their names replaced, the whole reason has every secret name
 * replaced (plan text is never matched against a value: see `planText`), and each is made one
 * line with control and bidi characters replaced (`oneLine`) and cut to MAX_REASON_CHARS.
 *
 * Where a grant lifts the failure, the reason names it as the surface spells it: a CLI flag
 * (`--allow-private-network`) or the action's input (`allow-private-network: true`).
 */




/** A reason is at most this many characters (code points), whatever the child sent. */
const MAX_REASON_CHARS = 300;
/** An expected or actual JSON value inside a reason is cut to this many characters, so both fit. */
const MAX_VALUE_CHARS = 100;
/** What a secret value or name in a reason is replaced with. */
const REDACTED_TEXT = '***';
/** The private-network refusal, with the grant as the surface names it. */
function privateNetworkReason(surface) {
    return surface === 'cli'
        ? 'address blocked: use --allow-private-network for servers the job started itself'
        : 'address blocked: set the action input allow-private-network: true for servers the job started itself';
}
/** Where a plan's secrets come from, as the surface names it (no name of a secret). */
function secretSources(surface) {
    return surface === 'cli'
        ? 'the runner environment, for names allowed by --secret NAME or PLASMATE_SECRETS'
        : "the job's environment (env: from secrets), for names allowed by the action input secrets";
}
/** Replaces every occurrence of each needle, longest first, so one containing a shorter one is hidden whole. */
function redactAll(text, needles) {
    let out = text;
    for (const needle of needles)
        out = out.split(needle).join(REDACTED_TEXT);
    return out;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The first text item of a result, raw (the diagnostics clean it). */
function firstText(result) {
    if (result === undefined || !Array.isArray(result.content))
        return null;
    const first = result.content[0];
    return isRecord(first) && typeof first.text === 'string' ? first.text : null;
}
/** A JSON value as compact JSON, or a placeholder when it has none. Cut later, after redaction. */
function json(value) {
    try {
        return JSON.stringify(value) ?? 'undefined';
    }
    catch {
        return '(not JSON)';
    }
}
function isFailureClass(value) {
    return value !== undefined && FAILURE_CLASSES.includes(value);
}
/** Collects the reasons of one run. Hand `onStepFailure` to the runner's options. */
class Diagnostics {
    plan;
    options;
    steps = [];
    /** Secret values and names, longest first: redacted in child text. */
    secrets;
    /** Secret names only, longest first: redacted everywhere. */
    names;
    constructor(plan, options) {
        this.plan = plan;
        this.options = options;
        const longestFirst = (items) => [...new Set(items)].filter((v) => v !== '').sort((a, b) => b.length - a.length);
        this.secrets = longestFirst([...options.secretValues, ...plan.secretNames]);
        this.names = longestFirst(plan.secretNames);
    }
    /**
     * Child or page text → one redacted, inert line of at most `max` characters. Redacted before
     * cleaning (a value with a line break matches only then) and after (cleaning never forms a new
     * match, but the second pass costs nothing), and always before the cut, so a cut value never shows half.
     */
    childText(text, max = MAX_REASON_CHARS) {
        return (0,inspect.oneLine)(redactAll((0,inspect.oneLine)(redactAll(text, this.secrets), Number.MAX_SAFE_INTEGER), this.secrets), max);
    }
    /**
     * Plan text (the expected value, a pointer): names redacted, values deliberately not — matching
     * a value inside text the plan's author wrote would answer "is this your secret?" (redact.ts).
     */
    planText(text, max = MAX_REASON_CHARS) {
        return (0,inspect.oneLine)(redactAll(text, this.names), max);
    }
    onStepFailure = (failure) => {
        const step = this.plan.steps[failure.index];
        if (step === undefined)
            return;
        this.steps.push({
            index: failure.index,
            stepId: step.id,
            line: step.location.line,
            column: step.location.column,
            failureClass: failure.failureClass,
            reason: this.planText(this.reasonOf(failure)),
        });
    };
    /**
     * The reason for a run none of whose steps ran (every step skipped with one class), or null.
     * `fail_fast` skips follow a failed step, which has its own reason. Takes the v1 report or a
     * test-run record (whose own classes, such as `element_not_found`, are not run-level).
     */
    runReason(report) {
        if (report.steps.length === 0 || report.steps.some((s) => s.status !== 'skipped'))
            return null;
        const cls = report.steps[0].failure_class;
        if (!isFailureClass(cls) || cls === 'fail_fast' || report.steps.some((s) => s.failure_class !== cls))
            return null;
        return { failureClass: cls, reason: this.planText(this.skipReason(cls, report.secrets)) };
    }
    skipReason(cls, secrets) {
        const { surface } = this.options;
        switch (cls) {
            case 'missing_secret': {
                const missing = secrets?.missing ?? 0;
                const total = secrets?.total ?? missing;
                return `nothing was run: ${missing} of ${total} secret${total === 1 ? '' : 's'} the plan references ${missing === 1 ? 'is' : 'are'} missing; secrets come from ${secretSources(surface)}`;
            }
            case 'invalid_secret_reference':
                return 'nothing was run: a secret reference could not be resolved (a name not allowed, or a malformed {"$secret": NAME} object)';
            case 'secret_too_large':
                return 'nothing was run: a secret value is larger than the runner accepts for one secret';
            case 'resolved_arguments_too_large':
                return "nothing was run: a step's arguments with its secrets filled in exceed the argument size bound";
            case 'spawn_failed':
                return surface === 'cli' ? 'the child could not be started: check --plasmate PATH or --engine' : 'the child could not be started: check the action inputs engine and plasmate-path';
            case 'missing_pipe':
                return 'the child was started without its stdio pipes';
            case 'tool_schema_drift':
                return "nothing was run: the child's tools/list did not advertise a tool or schema the plan needs";
            case 'argument_schema_invalid':
                return "nothing was run: a step's arguments do not match the child's advertised input schema (agent-run --check-schemas names the step and property)";
            case 'tool_policy_drift':
                return "nothing was run: the child's tool annotations contradict the static tool policy";
            case 'workflow_timeout':
                return `nothing was run: cancelled, or limits.workflow_timeout_ms (${this.plan.limits.workflow_timeout_ms} ms) ran out before the first step`;
            default:
                return `nothing was run: ${this.transportReason(cls)}`;
        }
    }
    reasonOf(failure) {
        const step = this.plan.steps[failure.index];
        const { result } = failure;
        switch (failure.failureClass) {
            case 'tool_error_expectation': {
                if (result?.isError !== true)
                    return 'the tool succeeded, but the step expects an error (expect.is_error true)';
                const text = firstText(result) ?? '(no error text)';
                if (!this.options.allowPrivateNetwork && (0,inspect.privateNetworkRefusal)(text, this.openPageUrl())) {
                    return `${privateNetworkReason(this.options.surface)} (the tool said: ${this.childText(text)})`;
                }
                return `the tool returned an error: ${this.childText(text)}`;
            }
            case 'expectation_path_missing': {
                const pointer = step.expect.json_pointer ?? '';
                const payload = result === undefined ? expectation/* ABSENT */.sj : (0,expectation/* resultPayload */.wO)(result);
                return payload === expectation/* ABSENT */.sj
                    ? `the result's first text item is not JSON, so expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)} cannot be read`
                    : `the result has no value at expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)}`;
            }
            case 'expectation_mismatch': {
                const pointer = step.expect.json_pointer ?? '';
                const payload = result === undefined ? expectation/* ABSENT */.sj : (0,expectation/* resultPayload */.wO)(result);
                const actual = payload === expectation/* ABSENT */.sj ? expectation/* ABSENT */.sj : (0,expectation/* resolvePointer */.cj)(payload, pointer);
                const shownActual = actual === expectation/* ABSENT */.sj ? '(absent)' : this.childText(json(actual), MAX_VALUE_CHARS);
                return `at ${this.planText(json(pointer), MAX_VALUE_CHARS)} expected ${this.planText(json(step.expect.equals), MAX_VALUE_CHARS)} but got ${shownActual}`;
            }
            case 'json_rpc_error': {
                const rpc = failure.error instanceof transport/* TransportFailure */.Az ? failure.error.rpcError : null;
                const code = typeof rpc?.code === 'number' ? String(rpc.code) : '(no code)';
                const message = typeof rpc?.message === 'string' ? rpc.message : '(no message)';
                return `the child answered with JSON-RPC error ${code}: ${this.childText(message)}`;
            }
            case 'missing_session':
                return 'no open_page has succeeded before this step, so there is no session to use';
            case 'invalid_session':
                return "open_page's result has no usable session_id (a non-empty string within the runner's bound)";
            default:
                return this.transportReason(failure.failureClass);
        }
    }
    /** A fixed sentence per transport class, with the bound that was hit. No child text. */
    transportReason(cls) {
        const { limits } = this.plan;
        switch (cls) {
            case 'step_timeout':
                return `no response within the step's deadline (limits.step_timeout_ms ${limits.step_timeout_ms} ms)`;
            case 'workflow_timeout':
                return `cancelled, or the workflow deadline ran out (limits.workflow_timeout_ms ${limits.workflow_timeout_ms} ms)`;
            case 'oversized_response':
                return `the child's response line exceeded limits.response_bytes (${limits.response_bytes} bytes)`;
            case 'early_exit':
                return 'the child exited before it answered';
            case 'malformed_response':
                return "the child's response line was not JSON";
            case 'protocol_mismatch':
                return "the child's response was not a JSON-RPC 2.0 response to this request (wrong or missing jsonrpc or id)";
            case 'missing_result':
                return "the child's response had no result object";
            case 'read_failed':
                return "reading the child's response failed";
            case 'write_failed':
                return 'writing the request to the child failed (its stdin was closed)';
            case 'request_serialization':
                return 'the request could not be serialized';
            default:
                return `failed: ${cls}`;
        }
    }
    /** The plan's open_page URL when it is a literal (a secret URL is never looked at). */
    openPageUrl() {
        const url = this.plan.steps.find((s) => s.tool === 'open_page')?.arguments.url;
        return typeof url === 'string' ? url : '';
    }
}
/** `file:line:col class step "id": reason` — the shape editors' problem matchers read. */
function diagnosticLine(file, d) {
    return `${file}:${d.line}:${d.column} ${d.failureClass} step ${JSON.stringify(d.stepId)}: ${d.reason}`;
}
/** The run-level line: `file:1:1 class: reason`. */
function runDiagnosticLine(file, run) {
    return `${file}:1:1 ${run.failureClass}: ${run.reason}`;
}
/** Every line of a run's diagnostics in the CLI's stderr form, run-level first. */
function diagnosticLines(file, diagnostics) {
    return [
        ...(diagnostics.run === null ? [] : [runDiagnosticLine(file, diagnostics.run)]),
        ...diagnostics.steps.map((d) => diagnosticLine(file, d)),
        ...diagnostics.notes.map((note) => `${file}: ${note}`),
    ];
}


/***/ })

};
