export const id = 990;
export const ids = [990];
export const modules = {

/***/ 990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  labelsCommand: () => (/* binding */ labelsCommand)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/plan/read.ts + 6 modules
var read = __webpack_require__(2591);
// EXTERNAL MODULE: ./src/plan/problem.ts
var problem = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/cli/json-documents.ts
var json_documents = __webpack_require__(5377);
// EXTERNAL MODULE: ./src/plan/validate.ts + 4 modules
var validate = __webpack_require__(4211);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/plan/secret-reference.ts
var secret_reference = __webpack_require__(4859);
;// CONCATENATED MODULE: ./src/plan/label-kinds.ts
/**
 * The kinds of label this action reads and writes, one row each (why each is shaped as it is:
 * approval-labels.ts). A label is `prefix` + `hashChars` base32 characters of SHA-256 over
 * `domain` and what the label is bound to; each kind has its own hash domain, so no label of one
 * kind can equal one of another.
 *
 * The prefixes are public: maintainers apply these labels by name, and repositories hold them, so
 * they never change. Their words predate the kinds' names here and do not match them
 * (`plasmate-run:` approves running a plan; `plasmate-plan:` approves all of a plan at once), which
 * is why code names a kind by its key, never by its prefix. `listedAs` is the kind's word in the
 * CLI's `labels` output, public as well.
 */
const label_kinds_LABEL_KINDS = {
    /** Approves one mutating step of one plan at one content. */
    stepApproval: { prefix: 'plasmate:', hashChars: 40, domain: 'plasmate-approval-label.v1', listedAs: 'step' },
    /** Approves running a whole plan (execute mode). */
    runApproval: { prefix: 'plasmate-run:', hashChars: 37, domain: 'plasmate-plan-approval-label.v1', listedAs: 'plan' },
    /** Approves every mutating step of a plan and its run, in one act (plan scope). */
    wholePlanApproval: { prefix: 'plasmate-plan:', hashChars: 36, domain: 'plasmate-plan-scope-label.v1', listedAs: 'scope' },
    /** Asks for a test run of a plan: reads real, every effect stubbed (docs/test-mode.md). */
    testRun: { prefix: 'plasmate-test:', hashChars: 36, domain: 'plasmate-test-run-label.v1', listedAs: 'test' },
    /**
     * Written by the action, not applied by anyone: a plan already ran for a run label (older versions
     * wrote these; records are now a comment). The hash only needs to be unambiguous per run label.
     */
    executionRecord: { prefix: 'plasmate-done:', hashChars: 36, domain: 'plasmate-execution-record.v1', listedAs: null },
};
/** The kinds a maintainer applies to approve or ask for something, in the order messages list them. */
const label_kinds_APPROVAL_LABEL_KINDS = (/* unused pure expression or super */ null && (['stepApproval', 'runApproval', 'wholePlanApproval', 'testRun']));
const KIND_PATTERNS = new Map(Object.entries(label_kinds_LABEL_KINDS).map(([kind, { prefix, hashChars }]) => [kind, new RegExp(`^${prefix}[a-z2-7]{${hashChars}}$`)]));
/** Whether `key` (a lower-cased label name) has exactly the shape of `kind`: its prefix, length and alphabet. */
function label_kinds_isLabelOfKind(kind, key) {
    return KIND_PATTERNS.get(kind).test(key);
}

;// CONCATENATED MODULE: ./src/plan/approval-labels.ts
/**
 * Approval label names, bound to plan content: a pure function of the plan (used by the action's
 * gate and the CLI's `labels` command alike, so the two cannot drift). Who may apply them, and
 * whether an applied label counts, is github/gate/labels.ts.
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
 * A fourth kind approves a *whole plan in one act* (plan scope), as one command line with several
 * `--confirm-step` flags does: `plasmate-plan:` + 36 base32 characters (180 bits) of
 * SHA-256("plasmate-plan-scope-label.v1\n" + fingerprint + "\n" + secret bindings + "\n" + the
 * sorted mutating step ids). It counts as every one of those step approvals and as the run
 * approval, so a plan costs one label of GitHub's 100 per pull request however many steps it
 * mutates with. The step-id set is hashed explicitly (the fingerprint covers it too) so the label
 * names exactly what it approves: a changed set, like any content change, voids it. 14 + 36 = 50;
 * a birthday collision costs about 2^90 SHA-256 evaluations.
 */



/** GitHub's bound on label names; the scheme stays within it. */
const MAX_LABEL_LENGTH = 50;
/** GitHub's bound on label descriptions. */
const MAX_LABEL_DESCRIPTION_LENGTH = 100;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
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
    return base32((0,external_node_crypto_.createHash)('sha256').update(input, 'utf8').digest()).slice(0, chars);
}
/** Every `{"$secret": NAME}` reference of the plan as `stepIndex:pointer=NAME`, in document order. */
function secretBindings(plan) {
    const out = [];
    plan.steps.forEach((step, i) => (0,secret_reference/* mapSecretReferences */.lP)(step.arguments, (name, pointer) => out.push(`${i}:${pointer}=${name}`)));
    return out;
}
/** The label that approves `stepId` of `plan` at exactly this content. */
function approvalLabel(plan, stepId, bindings = secretBindings(plan)) {
    // Step ids and the fingerprint cannot contain a newline, and bindings are JSON-encoded, so the input is unambiguous.
    const { prefix, hashChars, domain } = label_kinds_LABEL_KINDS.stepApproval;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${stepId}\n${JSON.stringify(bindings)}`, hashChars);
}
/** The label that approves running `plan` (every step of it) at exactly this content. */
function planApprovalLabel(plan, bindings = secretBindings(plan)) {
    const { prefix, hashChars, domain } = label_kinds_LABEL_KINDS.runApproval;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`, hashChars);
}
/**
 * The label that approves every mutating step of `plan` and running it, in one act, at exactly
 * this content and this set of mutating steps.
 */
function planScopeLabel(plan, bindings = secretBindings(plan)) {
    const mutating = plan.steps.filter((s) => s.mutates).map((s) => s.id).sort();
    const { prefix, hashChars, domain } = label_kinds_LABEL_KINDS.wholePlanApproval;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}\n${JSON.stringify(mutating)}`, hashChars);
}
/** The label that asks for a test run of `plan` at exactly this content. */
function testRunLabel(plan, bindings = secretBindings(plan)) {
    const { prefix, hashChars, domain } = label_kinds_LABEL_KINDS.testRun;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`, hashChars);
}
/** Every approval label of the plan's mutating steps, by step id. */
function approvalLabels(plan) {
    const bindings = secretBindings(plan);
    return new Map(plan.steps.filter((s) => s.mutates).map((s) => [s.id, approvalLabel(plan, s.id, bindings)]));
}
/** A whole-plan label's description starts with what it does, by the kind's listed word. */
const DESCRIPTION_VERB = { plan: 'run', test: 'test', scope: 'approve all of' };
/**
 * `plan / step`, `run plan` for a plan label, `test plan` for a test label or `approve all of plan`
 * for a plan-scope label, shortened to GitHub's description bound, then, when `created` is given,
 * ` · created YYYY-MM-DD`: the REST label object has no creation time, so the action writes the
 * day it created the label into the description, which is how `prune-labels` knows a label's age.
 */
function labelDescription(planName, stepId, kind = label_kinds_LABEL_KINDS.runApproval.listedAs, created) {
    const text = stepId !== null ? `${planName} / ${stepId}` : `${DESCRIPTION_VERB[kind]} ${planName}`;
    return created === undefined ? shortened(text, MAX_LABEL_DESCRIPTION_LENGTH) : datedDescription(text, created);
}
/** `text` shortened so that ` · created YYYY-MM-DD` fits after it within GitHub's description bound. */
function datedDescription(text, created) {
    const suffix = `${CREATED_MARK}${created.toISOString().slice(0, 10)}`;
    return shortened(text, MAX_LABEL_DESCRIPTION_LENGTH - suffix.length) + suffix;
}
function shortened(text, bound) {
    return text.length <= bound ? text : `${text.slice(0, bound - 1)}…`;
}
const CREATED_MARK = ' · created ';
const CREATED_PATTERN = / · created (\d{4}-\d{2}-\d{2})$/;
/** The creation day `labelDescription` wrote into a description (UTC midnight), or null when it carries none. */
function labelCreatedAt(description) {
    const match = description === null ? null : CREATED_PATTERN.exec(description);
    if (match === null)
        return null;
    const date = new Date(`${match[1]}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : date;
}
/** The approval kind whose prefix `key` (lower-cased) starts with, if any. */
function approvalKindOf(key) {
    return APPROVAL_LABEL_KINDS.find((kind) => key.startsWith(LABEL_KINDS[kind].prefix));
}
function isApprovalLabelName(name) {
    return approvalKindOf(name.toLowerCase()) !== undefined;
}
/** Whether a name of one of the approval kinds' prefixes has that kind's exact length and alphabet. */
function isWellFormedLabel(key) {
    return isLabelOfKind(approvalKindOf(key) ?? 'stepApproval', key);
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/labels.ts
/**
 * `plasmate-action labels PLAN…`: every label the action would compute for each plan, so an author
 * can see (and a maintainer can create) them before the action runs. The labels come from the same
 * functions the gate uses (github/gate/labels.ts), so they cannot drift from what the action expects.
 * Plans are validated against the same secret allow-list the action applies (its `secrets` input,
 * here `--secret NAME` and PLASMATE_SECRETS; neither given = the input's empty default): a plan the
 * action would refuse for a secret it may not use gets its problem here too, not labels.
 */








/** Prints each plan's labels (tab-separated, or `--json`); an unreadable or invalid plan's problems go to stderr and exit 1. */
async function labelsCommand(args, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: [...args],
        options: { json: { type: 'boolean', default: false }, secret: { type: 'string', multiple: true, default: [] } },
        strict: true,
        allowPositionals: true,
    });
    if (positionals.length === 0) {
        io.err('error: labels needs at least one plan file or glob');
        return cli_io/* EXIT_USAGE */.Ri;
    }
    // The action always validates against its list (empty unless its `secrets` input names some), so
    // no list here means the empty one, not "any secret": the labels printed are those it computes.
    const secrets = (0,cli_io/* cliSecretAllowList */.aR)(values.secret, io.env) ?? new Set();
    const files = await (0,read/* expandPlanPatterns */.BQ)(positionals, io.cwd);
    if (files.unmatched.length > 0) {
        for (const pattern of files.unmatched)
            io.err(`error: no file matches ${JSON.stringify(pattern)}`);
        return cli_io/* EXIT_USAGE */.Ri;
    }
    const plans = [];
    const invalid = [];
    for (const file of files.paths) {
        let check;
        try {
            check = (0,validate/* validatePlan */.Oo)(await (0,read/* readContainedPlanFile */.H_)(io.cwd, file), file, null, secrets);
        }
        catch (error) {
            check = (0,read/* unreadablePlanCheck */.bs)(file, (0,read/* readFailureReason */.tM)(error));
        }
        if (check.plan === null || check.problems.length > 0) {
            for (const p of check.problems)
                io.err((0,problem/* formatProblem */.Vw)(p));
            invalid.push({ file, problems: check.problems.map(json_documents/* jsonProblem */.Io) });
            continue;
        }
        const plan = check.plan;
        const bindings = secretBindings(plan);
        const labels = [...approvalLabels(plan)].map(([step, label]) => ({ kind: 'step', step, label, description: labelDescription(plan.name, step) }));
        // The plan-scope label approves every mutating step and running the plan in one act (the gate offers it beside the step labels).
        labels.push({ kind: 'scope', step: null, label: planScopeLabel(plan, bindings), description: labelDescription(plan.name, null, 'scope') });
        labels.push({ kind: 'plan', step: null, label: planApprovalLabel(plan, bindings), description: labelDescription(plan.name, null) });
        labels.push({ kind: 'test', step: null, label: testRunLabel(plan, bindings), description: labelDescription(plan.name, null, 'test') });
        plans.push({ file, name: plan.name, fingerprint: plan.fingerprint, labels });
    }
    if (values.json) {
        io.out(JSON.stringify({ schema: json_documents/* LABELS_RESULT_SCHEMA */.aM, plans, invalid }, null, 2));
    }
    else {
        for (const p of plans)
            for (const l of p.labels)
                io.out([p.file, l.kind, l.step ?? '-', l.label, l.description].join('\t'));
        for (const p of invalid)
            io.out(`invalid\t${p.file}\t${(0,plural/* plural */.LS)(p.problems.length, 'problem')}`);
    }
    return invalid.length === 0 ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILED */.hj;
}


/***/ })

};

//# sourceMappingURL=990.index.js.map