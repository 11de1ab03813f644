export const id = 717;
export const ids = [717];
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

/***/ 2717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runTestRuns: () => (/* binding */ runTestRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _workflow_child_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7054);
/* harmony import */ var _workflow_test_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(241);
/* harmony import */ var _workflow_diagnosed_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2113);
/* harmony import */ var _report_file_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5704);
/* harmony import */ var _gate_test_requests_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8414);
/**
 * Running the requested test runs (test-requests.ts says which): one fresh supervised child per
 * plan, the records written to `report-dir`, each run attached to its plan. Loads the supervisor
 * and the MCP client, so gate-run.ts imports this module only when a request exists.
 */






/**
 * Test-runs each candidate, one fresh supervised child each, writes the records to `reportDir`,
 * and attaches each run to its plan (`gate.testRun`). `env` is the runner's: the child inherits
 * only the scrubbed few variables, and no secret is read from it. Returns why steps failed, by plan file.
 */
async function runTestRuns(candidates, result, inputs, reportDir, workspace, env) {
    const reasons = new Map();
    const child = (0,_workflow_child_js__WEBPACK_IMPORTED_MODULE_1__/* .chooseChild */ .Wd)(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    for (const { gate, trigger, requestedBy } of candidates) {
        const index = result.plans.indexOf(gate);
        // Beside the execution reports: flat, readable names that never leave `reportDir`.
        const recordPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, (0,_report_file_name_js__WEBPACK_IMPORTED_MODULE_5__/* .reportFileName */ .c)(index, gate.file, '.test-run.json'));
        const actionsPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, (0,_report_file_name_js__WEBPACK_IMPORTED_MODULE_5__/* .reportFileName */ .c)(index, gate.file, '.test-actions.jsonl'));
        // A test run resolves no secret: there is no value to redact, and every name is redacted.
        // No `onChildEnd` passed on: a test run's diagnostics carry no memory note.
        const { report, diagnostics } = await (0,_workflow_diagnosed_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runWithDiagnostics */ .m)(gate.check.plan, { surface: 'action', allowPrivateNetwork: inputs.allowPrivateNetwork, secretValues: [] }, (hooks) => (0,_workflow_test_run_js__WEBPACK_IMPORTED_MODULE_2__/* .testRunPlan */ .PV)(gate.check.plan, {
            child: child.command, env, allowPrivateNetwork: inputs.allowPrivateNetwork, reportPath: recordPath, actionsPath, onStepFailure: hooks.onStepFailure,
        }));
        gate.testRun = { report, trigger, requestedBy, recordPath, actionsPath };
        reasons.set(gate.file, diagnostics);
    }
    (0,_gate_test_requests_js__WEBPACK_IMPORTED_MODULE_4__/* .applyTestRuns */ .D5)(result);
    return reasons;
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

/***/ 241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PV: () => (/* binding */ testRunPlan)
/* harmony export */ });
/* unused harmony exports SECRET_PLACEHOLDER, findElement */
/* harmony import */ var _contract_page_model_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4359);
/* harmony import */ var _mcp_tool_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3132);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6883);
/* harmony import */ var _report_test_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5828);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1693);
/* harmony import */ var _expectation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3303);
/* harmony import */ var _child_session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1662);
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

//# sourceMappingURL=717.index.js.map