export const id = 150;
export const ids = [150,828];
export const modules = {

/***/ 5828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ stubbedActionsJsonl),
/* harmony export */   gQ: () => (/* binding */ serializeTestRun),
/* harmony export */   kw: () => (/* binding */ buildTestRunReport),
/* harmony export */   renderTestRunMarkdown: () => (/* binding */ renderTestRunMarkdown)
/* harmony export */ });
/* unused harmony exports TEST_RUN_SCHEMA, MAX_SHOWN_ARGUMENTS_CHARS */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2663);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(790);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1190);



const TEST_RUN_SCHEMA = 'plasmate.agent-workflow-test-run.v1';
function buildTestRunReport(input) {
    const { steps } = input;
    const count = (predicate) => steps.filter(predicate).length;
    const summary = {
        total: steps.length,
        real: count((s) => s.mode === 'real'),
        // Stubs that were reached and recorded (one stubbed action each); a stub skipped after a failure is counted as skipped.
        stubbed: count((s) => s.mode === 'stubbed' && s.status !== 'skipped'),
        succeeded: count((s) => s.status === 'succeeded'),
        failed: count((s) => s.status === 'failed'),
        skipped: count((s) => s.status === 'skipped'),
        elements_missing: count((s) => s.failure_class === 'element_not_found'),
    };
    const passed = summary.failed === 0 && summary.skipped === 0 && input.processOutcome === 'exited:0';
    const report = {
        schema: TEST_RUN_SCHEMA,
        plan: { name: input.plan.name, fingerprint: input.plan.fingerprint },
        status: passed ? 'passed' : 'failed',
        summary,
        steps,
        stubbed_actions: input.stubbedActions,
    };
    if (input.processOutcome !== undefined)
        report.process_outcome = input.processOutcome;
    return report;
}
function serializeTestRun(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}
/** The stubbed actions as JSON Lines, one object per line in step order (empty when none). */
function stubbedActionsJsonl(report) {
    return report.stubbed_actions.map((a) => `${JSON.stringify(a)}\n`).join('');
}
/** Arguments as shown in Markdown: compact JSON, one line, bounded. */
const MAX_SHOWN_ARGUMENTS_CHARS = 160;
function argumentsLine(args) {
    const text = JSON.stringify(args);
    return text.length <= MAX_SHOWN_ARGUMENTS_CHARS ? text : `${text.slice(0, MAX_SHOWN_ARGUMENTS_CHARS - 1)}…`;
}
/** The element a stubbed action would have hit: page text (role, accessible name), so only ever escaped cells. */
function target(element) {
    if (element === undefined)
        return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('—');
    if (!element.found)
        return element.after_stubbed_navigation ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('not on the loaded page (after a stubbed navigation)') : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('**element not found**');
    return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(element.role ?? ''), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(element.name ?? ''));
}
const REASON_TEXT = {
    mutating: 'changes the page',
    evaluate: 'JavaScript',
    not_read_only: 'not advertised read-only',
    secret: 'needs a secret',
};
/**
 * The seed's order: the stubbed-action summary first, then what ran for real. `headingLevel` 3
 * stands alone (the CLI); 4 nests it in a plan's section of the check summary.
 */
function renderTestRunMarkdown(report, file, headingLevel = 3) {
    const s = report.summary;
    const icon = report.status === 'passed' ? '✅' : '❌';
    const lines = [
        `${'#'.repeat(headingLevel)} ${icon} Test run: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)} — ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(report.plan.name)}`,
        '',
        `fingerprint ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.plan.fingerprint.slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SHORT_FINGERPRINT_LENGTH */ .VR))} · status **${report.status}** · ` +
            `${s.stubbed} stubbed · ${s.real} real${s.skipped === 0 ? '' : ` · ${s.skipped} skipped`} · ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.elements_missing, 'target')} missing` +
            (report.process_outcome === undefined ? '' : ` · process ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.process_outcome)}`),
        '',
        `**Stubbed actions (${report.stubbed_actions.length})** — recorded, never sent to the browser:`,
        '',
    ];
    if (report.stubbed_actions.length === 0) {
        lines.push('None.', '');
    }
    else {
        lines.push(...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('step', 'tool', 'why stubbed', 'target', 'arguments'), report.stubbed_actions.map((a) => [
            _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.step_id), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.tool), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(REASON_TEXT[a.reason]), target(a.element), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(argumentsLine(a.arguments)),
        ])));
    }
    lines.push('**Steps**', '', ...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('#', 'step', 'tool', 'mode', 'result', 'expect'), report.steps.map((step, i) => [
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.number(i + 1),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.id),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.tool),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.mode),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.status), ...(step.failure_class === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' ('), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.failure_class), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(')')])),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.expect.replace('_', ' ')),
    ])));
    // The table's closing empty line, and one more: what the caller appends (a **Why** list) starts its own block.
    lines.push('');
    return lines.join('\n');
}


/***/ }),

/***/ 6902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DRIFT_LEDGER_SCHEMA: () => (/* binding */ DRIFT_LEDGER_SCHEMA),
/* harmony export */   MAX_CANDIDATES: () => (/* binding */ MAX_CANDIDATES),
/* harmony export */   MAX_LEDGER_PLANS: () => (/* binding */ MAX_LEDGER_PLANS),
/* harmony export */   MAX_NAME_CHARS: () => (/* binding */ MAX_NAME_CHARS),
/* harmony export */   candidatesFor: () => (/* binding */ candidatesFor),
/* harmony export */   classifyDrift: () => (/* binding */ classifyDrift),
/* harmony export */   emptyLedger: () => (/* binding */ emptyLedger),
/* harmony export */   parseLedger: () => (/* binding */ parseLedger),
/* harmony export */   rememberHealthy: () => (/* binding */ rememberHealthy),
/* harmony export */   suggestionText: () => (/* binding */ suggestionText)
/* harmony export */ });
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);
/* harmony import */ var _contract_page_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4359);
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2015);
/**
 * Drift: what a test run says about a plan the site may have moved under. A test run reads the
 * pages for real and stubs every effect, so it is safe to run on a schedule; this module turns
 * its record into a verdict — healthy, drifted (a target or an expectation no longer holds),
 * unreachable (a page would not open), or not run (the child or the plan's secrets stopped the run
 * before any page) — and, for a target that is gone, a repair suggestion.
 *
 * Suggestions come from a ledger: for each plan content (fingerprint) that last ran healthy, each
 * element step's target as the page had it then — role and accessible name. An element id hashes
 * the origin, role, name and position, so a redesign that only moves a button changes its id but
 * not its role and name: the element now on the page with both is the likely new target. Several
 * are ranked; none is suggested when none matches. Everything read from the page model is
 * untrusted child data: ids must have the id shape, names are cleaned and bounded.
 */



const DRIFT_LEDGER_SCHEMA = 'plasmate.drift-ledger.v1';
/** Plan contents a ledger remembers at most; the least recently healthy are dropped first. */
const MAX_LEDGER_PLANS = 1_000;
/** Candidates a suggestion lists at most. */
const MAX_CANDIDATES = 5;
/** An accessible name as the ledger and a suggestion keep it, in characters. */
const MAX_NAME_CHARS = 200;
/** The shape of an element id (engine contract: `e_` and 12 hex digits); anything else on a page model is not one. */
const ELEMENT_ID = /^e_[0-9a-f]{12}$/;
/** Roles a plan's element step acts on: a same-named element of another of these may be the target re-made (a link now a button). */
const INTERACTIVE_ROLES = new Set(['link', 'button', 'text_input', 'textarea', 'select', 'checkbox', 'radio', 'details']);
/** Tools that load a page: their failing is the page being unreachable. */
const PAGE_TOOLS = new Set(['open_page', 'navigate_to']);
/** Classes of a run stopped before any page: the watch learnt nothing about the site. */
const NOT_RUN_CLASSES = new Set([
    'spawn_failed', 'missing_pipe', 'tool_schema_drift', 'argument_schema_invalid', 'tool_policy_drift', 'invalid_secret_reference', 'workflow_timeout',
]);
const emptyLedger = () => ({ schema: DRIFT_LEDGER_SCHEMA, plans: {} });
/** A ledger read from untrusted bytes (a file, a comment): anything malformed is left out, never trusted. */
function parseLedger(value) {
    const ledger = emptyLedger();
    if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value) || value.schema !== DRIFT_LEDGER_SCHEMA || !(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value.plans))
        return ledger;
    for (const [fingerprint, entry] of Object.entries(value.plans)) {
        if (!/^[0-9a-f]{64}$/.test(fingerprint) || !(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(entry) || typeof entry.file !== 'string' || typeof entry.healthy_at !== 'string' || !(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(entry.targets))
            continue;
        const targets = {};
        for (const [step, target] of Object.entries(entry.targets)) {
            if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(target) || typeof target.element_id !== 'string' || !ELEMENT_ID.test(target.element_id))
                continue;
            if (typeof target.role !== 'string' || typeof target.name !== 'string')
                continue;
            targets[step] = { element_id: target.element_id, role: cleanName(target.role), name: cleanName(target.name) };
        }
        ledger.plans[fingerprint] = { file: cleanName(entry.file), healthy_at: cleanName(entry.healthy_at), targets };
    }
    return ledger;
}
function cleanName(text) {
    return (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .printableLine */ .oy)(text, MAX_NAME_CHARS);
}
/** Remembers a healthy run's targets under its plan content, keeping the ledger bounded. */
function rememberHealthy(ledger, plan, file, record, now) {
    const targets = {};
    for (const [index, step] of record.steps.entries()) {
        const planStep = plan.steps[index];
        const elementId = planStep.arguments.element_id;
        if (!_contract_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .ELEMENT_TOOLS */ .v_.has(planStep.tool) || typeof elementId !== 'string' || step.element?.found !== true)
            continue;
        targets[planStep.id] = { element_id: elementId, role: cleanName(step.element.role ?? ''), name: cleanName(step.element.name ?? '') };
    }
    delete ledger.plans[plan.fingerprint];
    ledger.plans[plan.fingerprint] = { file, healthy_at: now.toISOString(), targets };
    const fingerprints = Object.keys(ledger.plans);
    // Insertion order is recency (the entry just written is last): drop from the front.
    for (const old of fingerprints.slice(0, Math.max(0, fingerprints.length - MAX_LEDGER_PLANS)))
        delete ledger.plans[old];
}
const looseName = (name) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
/** The elements of `pageModel` (untrusted) that may be `target`, best first, at most MAX_CANDIDATES. */
function candidatesFor(target, pageModel) {
    // Compared as both sides are kept: cleaned and bounded.
    const wanted = { role: cleanName(target.role), name: cleanName(target.name) };
    const found = [];
    for (const step of (0,_contract_page_model_js__WEBPACK_IMPORTED_MODULE_2__/* .walkPageModel */ .q)(pageModel, _contract_page_model_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ELEMENTS_VISITED */ .w)) {
        if (step.kind !== 'element')
            continue;
        const node = step.element;
        if (typeof node.id !== 'string' || !ELEMENT_ID.test(node.id) || typeof node.role !== 'string')
            continue;
        const name = cleanName(typeof node.label === 'string' && node.label !== '' ? node.label : typeof node.text === 'string' ? node.text : '');
        const role = cleanName(node.role);
        const rank = role === wanted.role && name === wanted.name ? 1
            : role === wanted.role && looseName(name) === looseName(wanted.name) ? 2
                : name !== '' && name === wanted.name && INTERACTIVE_ROLES.has(role) ? 3 : null;
        if (rank !== null)
            found.push({ element_id: node.id, role, name, rank });
    }
    return found.sort((a, b) => a.rank - b.rank).slice(0, MAX_CANDIDATES);
}
/**
 * The verdict on one test run. `missedIn`: for each step whose target was missing, the page model
 * it was looked up in (test-run.ts onElementMissing). `ledger` gives the targets to look for.
 */
function classifyDrift(plan, record, missedIn, ledger) {
    if (record.status === 'passed')
        return { state: 'healthy', findings: [] };
    const findings = [];
    let unreachable = false;
    let notRun = record.steps.length > 0;
    const remembered = ledger.plans[plan.fingerprint]?.targets ?? {};
    for (const [index, step] of record.steps.entries()) {
        if (step.status !== 'skipped' || !NOT_RUN_CLASSES.has(step.failure_class ?? ''))
            notRun = false;
        if (step.status !== 'failed')
            continue;
        const planStep = plan.steps[index];
        if (PAGE_TOOLS.has(planStep.tool) && step.failure_class !== 'expectation_mismatch' && step.failure_class !== 'expectation_path_missing')
            unreachable = true;
        const at = (step.failure_class === 'element_not_found' ? planStep.argumentLocations?.get('/element_id') : undefined) ?? planStep.location;
        const finding = { step: index, stepId: planStep.id, line: at.line, column: at.column, failureClass: step.failure_class ?? 'unknown' };
        if (step.failure_class === 'element_not_found') {
            const target = remembered[planStep.id] ?? null;
            finding.remembered = target;
            finding.candidates = target === null ? [] : candidatesFor(target, missedIn.get(index) ?? null);
            const [best, next] = finding.candidates;
            const from = planStep.arguments.element_id;
            if (best !== undefined && (next === undefined || next.rank > best.rank) && typeof from === 'string') {
                finding.edit = { line: at.line, column: at.column, from, to: best.element_id };
            }
        }
        findings.push(finding);
    }
    if (notRun)
        return { state: 'not run', findings };
    return { state: unreachable ? 'unreachable' : 'drifted', findings };
}
/** A finding's suggestion in words: the exact edit, the ranked candidates, or why there is none; null when the step's target is not what failed. */
function suggestionText(file, f) {
    if (f.failureClass !== 'element_not_found')
        return null;
    if (f.remembered == null)
        return 'no suggestion: no healthy run of this plan content is in the ledger (the watch remembers targets while a plan passes)';
    const was = `${f.remembered.role} ${JSON.stringify(f.remembered.name)}`;
    if (f.edit !== undefined)
        return `suggested edit: ${file}:${f.edit.line}:${f.edit.column} "element_id": ${JSON.stringify(f.edit.from)} → ${JSON.stringify(f.edit.to)} (the ${was} now on the page)`;
    if (f.candidates === undefined || f.candidates.length === 0)
        return `no suggestion: nothing on the page now is the ${was} this step last hit`;
    return `no single suggestion for the ${was}: candidates ${f.candidates.map((c) => `${c.element_id} (${c.role} ${JSON.stringify(c.name)})`).join(', ')}`;
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


/***/ }),

/***/ 241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testRunPlan: () => (/* binding */ testRunPlan)
/* harmony export */ });
/* unused harmony exports SECRET_PLACEHOLDER, findElement */
/* harmony import */ var _contract_page_model_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4359);
/* harmony import */ var _mcp_tool_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3132);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6883);
/* harmony import */ var _report_test_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5828);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1693);
/* harmony import */ var _expectation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3303);
/* harmony import */ var _child_session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7198);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2312);
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2015);
/**
 * Step test mode (seed 001): run a validated plan with its reads real and every effect stubbed.
 * The child, supervisor, deadlines and bounds are those of an execution; the difference is one
 * decision at the runner's single dispatch point (`runSteps`): a step is sent only when both the
 * static policy and the child's advertised annotations call its tool read-only and its arguments
 * reference no secret (`testModeDispatch`). Every other step is recorded with what it would have
 * targeted and never reaches the child. No secret is ever resolved: the child gets none.
 */










/** How a secret reference appears in a stubbed action: neither its name nor a value. */
const SECRET_PLACEHOLDER = Object.freeze({ $secret: '…' });
/**
 * Stubbed steps after which the loaded page is not the one the real run would be on: open_page
 * (stubbed when its URL needs a secret) and navigate_to always, a click when it targets a link.
 */
const NAVIGATING_TOOLS = new Set(['open_page', 'navigate_to']);
/**
 * Upper bound on SOM nodes visited per lookup (the contract's walker bound): a child's page model
 * is untrusted data, and a lookup must cost the same whatever it sends (the line itself is bounded
 * by `response_bytes`). Re-exported for the tests that name it here.
 */

/**
 * Depth-first over regions → elements, `children` and `shadow.elements`, as the child itself
 * finds an element by id, by the contract's one walker: iterative and bounded, so a hostile model
 * cannot exhaust the stack.
 */
function findElement(pageModel, elementId) {
    for (const step of (0,_contract_page_model_js__WEBPACK_IMPORTED_MODULE_8__/* .walkPageModel */ .q)(pageModel, _contract_page_model_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_ELEMENTS_VISITED */ .w)) {
        if (step.kind !== 'element' || step.element.id !== elementId)
            continue;
        const node = step.element;
        const name = typeof node.label === 'string' && node.label !== '' ? node.label : typeof node.text === 'string' ? node.text : '';
        return { role: typeof node.role === 'string' ? node.role : '', name };
    }
    return null;
}
function referencesSecret(args) {
    let found = false;
    (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(args, () => {
        found = true;
        return null;
    });
    return found;
}
function shownArguments(args) {
    return (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(args, () => ({ ...SECRET_PLACEHOLDER }));
}
/**
 * What each step would do, decided once the child's annotations are known, and the evidence of
 * every stub. Owned by one test run; `send` is the pre-call check runSteps asks at dispatch.
 */
class TestModeDispatcher {
    plan;
    decisions;
    stubs = new Map();
    /** Per stubbed element step, the URL of the page model its element was looked up in (never recorded). */
    lookedUpOn = new Map();
    /** Per stubbed element step whose element was not found, the page model it was looked up in (never recorded). */
    missedIn = new Map();
    pageModel = null;
    navigatedAway = false;
    constructor(plan, decisions) {
        this.plan = plan;
        this.decisions = decisions;
    }
    send(index) {
        const decision = this.decisions[index];
        if (decision === 'real')
            return true;
        const step = this.plan.steps[index];
        const stub = { reason: decision };
        const elementId = step.arguments.element_id;
        if (_contract_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .ELEMENT_TOOLS */ .v_.has(step.tool) && typeof elementId === 'string') {
            const found = findElement(this.pageModel, elementId);
            this.lookedUpOn.set(index, (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_9__/* .isRecord */ .u4)(this.pageModel) && typeof this.pageModel.url === 'string' ? this.pageModel.url : null);
            stub.element = found !== null
                ? { found: true, role: found.role, name: found.name }
                : this.navigatedAway ? { found: false, after_stubbed_navigation: true } : { found: false };
            if (found === null)
                this.missedIn.set(index, this.pageModel);
            if (step.tool === 'click' && found?.role === 'link')
                this.navigatedAway = true;
        }
        if (NAVIGATING_TOOLS.has(step.tool))
            this.navigatedAway = true;
        this.stubs.set(index, stub);
        return false;
    }
    observe(_index, result) {
        const payload = (0,_expectation_js__WEBPACK_IMPORTED_MODULE_5__/* .resultPayload */ .wO)(result);
        // The most recent page model the session returned (open_page, or any real read that returns one).
        if (result.isError !== true && (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_9__/* .isRecord */ .u4)(payload) && Array.isArray(payload.regions)) {
            this.pageModel = payload;
            this.navigatedAway = false;
        }
    }
}
/**
 * Runs `plan` in test mode and returns its record (also written when paths are given). Never
 * throws for anything the child does; the child's whole process group is gone when it returns.
 */
async function testRunPlan(plan, options) {
    const { outcomes, decisions, stubs, lookedUpOn, missedIn, processOutcome } = await run(plan, options);
    const steps = plan.steps.map((step, i) => {
        const outcome = outcomes[i];
        const decision = decisions?.[i] ?? null;
        const stub = stubs.get(i);
        const row = {
            id: step.id,
            tool: step.tool,
            mode: decision === 'real' || decision === null ? 'real' : 'stubbed',
            status: outcome.status,
            expect: 'not_evaluated',
        };
        if (outcome.status === 'stubbed') {
            if (stub?.element?.found === false && stub.element.after_stubbed_navigation === undefined) {
                row.status = 'failed';
                row.failure_class = 'element_not_found';
                options.onElementMissing?.({ index: i, pageUrl: lookedUpOn?.get(i) ?? null, pageModel: missedIn?.get(i) ?? null });
            }
        }
        else {
            if (outcome.failureClass !== undefined)
                row.failure_class = outcome.failureClass;
            if (outcome.status === 'succeeded')
                row.expect = 'passed';
            else if (isExpectationClass(outcome.failureClass))
                row.expect = 'failed';
        }
        if (stub !== undefined) {
            row.stub_reason = stub.reason;
            if (stub.element !== undefined)
                row.element = stub.element;
        }
        return row;
    });
    const stubbedActions = [];
    for (const [i, stub] of [...stubs].sort(([a], [b]) => a - b)) {
        const step = plan.steps[i];
        const action = {
            step_id: step.id,
            tool: step.tool,
            reason: stub.reason,
            arguments: shownArguments(step.arguments),
            needs_secret: stub.reason === 'secret',
        };
        if (stub.element !== undefined)
            action.element = stub.element;
        stubbedActions.push(action);
    }
    const report = (0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_3__/* .buildTestRunReport */ .kw)({
        plan: { name: plan.name, fingerprint: plan.fingerprint },
        steps,
        stubbedActions,
        ...(processOutcome === undefined ? {} : { processOutcome }),
    });
    if (options.reportPath !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Z)(options.reportPath, (0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeTestRun */ .gQ)(report));
    if (options.actionsPath !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Z)(options.actionsPath, (0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_3__/* .stubbedActionsJsonl */ .Br)(report));
    return report;
}
const EXPECTATION_CLASSES = new Set([
    'tool_error_expectation', 'expectation_path_missing', 'expectation_mismatch',
]);
function isExpectationClass(cls) {
    return cls !== undefined && EXPECTATION_CLASSES.has(cls);
}
async function run(plan, options) {
    const skipped = (failureClass) => (0,_child_session_js__WEBPACK_IMPORTED_MODULE_6__/* .allSkipped */ .cP)(plan, failureClass);
    const none = new Map();
    // Secrets are never resolved: the schema gate sees masked values and disregards errors under them.
    let masked;
    try {
        masked = plan.steps.map((step) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_7__/* .maskSecrets */ .Q)(step.arguments));
    }
    catch {
        return { outcomes: skipped('invalid_secret_reference'), decisions: null, stubs: none };
    }
    if (options.signal?.aborted)
        return { outcomes: skipped('workflow_timeout'), decisions: null, stubs: none };
    // Approvals play no part in a test run: the guard's approval exemption is moot, because the
    // dispatcher below applies the stricter rule to every step.
    const everyStep = new Set(plan.steps.map((s) => s.id));
    const run = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_6__/* .superviseChild */ .RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_6__/* .negotiate */ .Nl)(child, plan, {
            approvedStepIds: everyStep, stepArguments: masked.map((m) => m.masked), workflowDeadline, signal: options.signal,
            ignoredPointers: masked.map((m) => m.secretPointers), trustStaticToolPolicy: false, handshakeTimeoutMs: options.handshakeTimeoutMs,
        });
        if ('failureClass' in negotiated)
            return { outcomes: skipped(negotiated.failureClass), decisions: null, stubs: none, healthy: negotiated.healthy };
        const tools = negotiated.gates.tools;
        const decisions = plan.steps.map((step) => (0,_mcp_tool_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .testModeDispatch */ .SK)(step.tool, tools.get(step.tool)?.annotations, referencesSecret(step.arguments)));
        const dispatcher = new TestModeDispatcher(plan, decisions);
        const ran = await (0,_child_session_js__WEBPACK_IMPORTED_MODULE_6__/* .runSteps */ .rl)({ process: child, connection: negotiated.connection, workflowDeadline }, plan, masked.map((m) => m.masked), options.signal, dispatcher, options.onStepFailure);
        return { outcomes: ran.outcomes, decisions, stubs: dispatcher.stubs, lookedUpOn: dispatcher.lookedUpOn, missedIn: dispatcher.missedIn, healthy: ran.healthy };
    });
    if (!run.spawned)
        return { outcomes: skipped(run.failureClass), decisions: null, stubs: none };
    const { outcomes, decisions, stubs, lookedUpOn, missedIn } = run.value;
    return { outcomes, decisions, stubs, ...(lookedUpOn === undefined ? {} : { lookedUpOn }), ...(missedIn === undefined ? {} : { missedIn }), processOutcome: run.processOutcome };
}


/***/ }),

/***/ 3150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   watchPlan: () => (/* binding */ watchPlan)
/* harmony export */ });
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7473);
/* harmony import */ var _drift_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6902);
/* harmony import */ var _test_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);



async function watchPlan(plan, file, ledger, options) {
    // A test run resolves no secret: there is no value to redact, and every name is redacted.
    const diagnostics = new _diagnostics_js__WEBPACK_IMPORTED_MODULE_0__.Diagnostics(plan, {
        surface: options.surface, allowPrivateNetwork: options.allowPrivateNetwork, secretValues: [], ...(options.signal === undefined ? {} : { cancellation: options.signal }),
    });
    const missedIn = new Map();
    const record = await (0,_test_run_js__WEBPACK_IMPORTED_MODULE_2__.testRunPlan)(plan, {
        child: options.child, env: options.env, allowPrivateNetwork: options.allowPrivateNetwork,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.reportPath === undefined ? {} : { reportPath: options.reportPath }),
        onStepFailure: diagnostics.onStepFailure,
        onElementMissing: ({ index, pageModel }) => missedIn.set(index, pageModel),
    });
    const verdict = (0,_drift_js__WEBPACK_IMPORTED_MODULE_1__.classifyDrift)(plan, record, missedIn, ledger);
    if (verdict.state === 'healthy')
        (0,_drift_js__WEBPACK_IMPORTED_MODULE_1__.rememberHealthy)(ledger, plan, file, record, options.now ?? new Date());
    return { record, verdict, reasons: new Map(diagnostics.steps.map((d) => [d.index, d])), run: diagnostics.runReason(record) };
}


/***/ })

};

//# sourceMappingURL=150.index.js.map