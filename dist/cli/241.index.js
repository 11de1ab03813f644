export const id = 241;
export const ids = [241,828];
export const modules = {

/***/ 4359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ walkPageModel),
/* harmony export */   w: () => (/* binding */ MAX_ELEMENTS_VISITED)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2015);
// The page model's shape as the runner and the reference engine share it (the SOM of an
// open_page / navigate_to payload: regions, each with elements, each element with optional
// `children` and `shadow.elements`), and the one walk over it both sides use: the engine over its
// own SOM (src/engine/som/types.ts walkElements), the runner over a child's payload
// (src/workflow/inspect.ts pageRows, src/workflow/test-run.ts findElement).
//
// The walk takes `unknown`: a child's payload is untrusted, so every level is checked, anything
// that is not an object is skipped, and the walk is iterative (no recursion a deep model could
// exhaust) and stops after `maxVisited` nodes.

/**
 * The runner's bound on one walk over a child's page model: regions and elements visited, objects
 * or not. A real page has a few thousand; a hostile model must cost the same as any other.
 */
const MAX_ELEMENTS_VISITED = 100_000;
/**
 * Every region and element of `model`, depth-first: each element before its `children`, its
 * children before its `shadow.elements` (the order the engine registers and finds them in).
 * Unbounded unless `maxVisited` is given.
 */
function* walkPageModel(model, maxVisited = Number.POSITIVE_INFINITY) {
    if (!(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(model) || !Array.isArray(model.regions))
        return;
    let visited = 0;
    const stack = [];
    const pushReversed = (items, depth) => {
        for (let i = items.length - 1; i >= 0; i--)
            stack.push({ node: items[i], depth });
    };
    for (const region of model.regions) {
        if (visited >= maxVisited) {
            yield { kind: 'truncated' };
            return;
        }
        visited++;
        if (!(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(region))
            continue;
        const elements = Array.isArray(region.elements) ? region.elements : [];
        yield { kind: 'region', region, elements };
        pushReversed(elements, 0);
        while (stack.length > 0) {
            if (visited >= maxVisited) {
                yield { kind: 'truncated' };
                return;
            }
            visited++;
            const { node, depth } = stack.pop();
            if (!(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(node))
                continue;
            yield { kind: 'element', element: node, depth, region };
            // Pushed so that children come out before shadow elements.
            if ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(node.shadow) && Array.isArray(node.shadow.elements))
                pushReversed(node.shadow.elements, depth + 1);
            if (Array.isArray(node.children))
                pushReversed(node.children, depth + 1);
        }
    }
}


/***/ }),

/***/ 3132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ advertisesNoAnnotations),
/* harmony export */   Je: () => (/* binding */ TRUST_STATIC_TOOL_POLICY_INPUT),
/* harmony export */   Ko: () => (/* binding */ UNANNOTATED_CHILD_REASON),
/* harmony export */   SK: () => (/* binding */ testModeDispatch),
/* harmony export */   nl: () => (/* binding */ TRUST_STATIC_TOOL_POLICY_FLAG),
/* harmony export */   ou: () => (/* binding */ violatesToolPolicy)
/* harmony export */ });
/* unused harmony exports isAdvertisedReadOnly, STUB_REASONS */
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);
/**
 * The tool guard (seed 001, "beyond upstream"): after tools/list, a planned tool that the static
 * policy lets run without approval must also be advertised as harmless by the child; otherwise
 * the step is refused before any call (`tool_policy_drift`) unless the operator approved it.
 *
 * Read-only means exactly: `readOnlyHint === true` and `destructiveHint !== true`. Anything else
 * (absent annotations, a missing or false readOnlyHint, a non-boolean value) is not read-only,
 * since MCP's defaults for absent hints are the unsafe ones.
 */

function hints(annotations) {
    if (typeof annotations !== 'object' || annotations === null)
        return { readOnly: undefined, destructive: undefined };
    const record = annotations;
    return { readOnly: record.readOnlyHint, destructive: record.destructiveHint };
}
function isAdvertisedReadOnly(annotations) {
    const { readOnly, destructive } = hints(annotations);
    return readOnly === true && destructive !== true;
}
/**
 * open_page is the one tool the static policy runs without approval that upstream itself
 * advertises as not read-only (readOnlyHint false, destructiveHint false, docs/contract/engine.md §4.3): it
 * creates the runner-owned session that the runner closes. Requiring readOnlyHint for it would
 * refuse every plan against the real child (the benchmark approves only mutating steps), so for
 * open_page the guard requires an explicit `destructiveHint: false` instead. This is a
 * deliberate, documented exception; remove open_page here to apply the strict rule to it too.
 */
const SESSION_OPENERS = new Set(['open_page']);
/** Whether the step must be refused: static policy says read-only, the child says otherwise. */
function violatesToolPolicy(tool, annotations, approved) {
    if (approved || _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MUTATING_TOOLS */ .Ou.has(tool))
        return false;
    if (SESSION_OPENERS.has(tool))
        return hints(annotations).destructive !== false;
    return !isAdvertisedReadOnly(annotations);
}
/**
 * Whether the child advertises no tool annotations at all: not one advertised tool carries a
 * `readOnlyHint` or `destructiveHint` (older Plasmate builds and upstream's own test fixture list
 * tools without annotations). Then the guard has nothing to verify a read-only step against: the
 * run fails with one run-level reason (UNANNOTATED_CHILD_REASON) instead of one drift per step,
 * unless the operator passed the opt-in to rely on the plan's static policy alone.
 */
function advertisesNoAnnotations(annotationsOfEveryTool) {
    for (const annotations of annotationsOfEveryTool) {
        const { readOnly, destructive } = hints(annotations);
        if (readOnly !== undefined || destructive !== undefined)
            return false;
    }
    return true;
}
/** The opt-in as each surface spells it. */
const TRUST_STATIC_TOOL_POLICY_FLAG = '--trust-static-tool-policy';
const TRUST_STATIC_TOOL_POLICY_INPUT = 'trust-static-tool-policy: true';
/** The run-level reason for a child without annotations (both spellings of the opt-in: the report may be read anywhere). */
const UNANNOTATED_CHILD_REASON = 'this child advertises no tool annotations, so read-only steps cannot be verified; upgrade Plasmate to a version that does, ' +
    `or pass \`${TRUST_STATIC_TOOL_POLICY_FLAG}\` / input \`${TRUST_STATIC_TOOL_POLICY_INPUT}\` to rely on the plan's static policy alone`;
/**
 * Why a step is stubbed in test mode (seed 001): never sent to the child, recorded instead.
 * - `mutating`: the static policy says the tool changes page or session state.
 * - `evaluate`: JavaScript cannot be classified as read-only, whatever the policy or hints say.
 * - `not_read_only`: the policy would run it, but the child does not advertise it as read-only
 *   (`readOnlyHint: true`, no `destructiveHint: true`; open_page: `destructiveHint: false`).
 * - `secret`: its arguments reference a secret, and a test run never resolves one.
 */
const STUB_REASONS = (/* unused pure expression or super */ null && (['mutating', 'evaluate', 'not_read_only', 'secret']));
/**
 * The test-mode half of the guard: whether a step runs for real or is stubbed. A call is real
 * only when both the static policy and the child's own annotations call it read-only; approvals
 * do not change this (a test run exists to be run before anyone approves).
 */
function testModeDispatch(tool, annotations, referencesSecret) {
    if (referencesSecret)
        return 'secret';
    if (tool === 'evaluate')
        return 'evaluate';
    if (_contract_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MUTATING_TOOLS */ .Ou.has(tool))
        return 'mutating';
    if (SESSION_OPENERS.has(tool))
        return hints(annotations).destructive === false ? 'real' : 'not_read_only';
    return isAdvertisedReadOnly(annotations) ? 'real' : 'not_read_only';
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=241.index.js.map