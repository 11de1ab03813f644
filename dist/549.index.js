export const id = 549;
export const ids = [549,262];
export const modules = {

/***/ 9262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cq: () => (/* binding */ reportFileName),
/* harmony export */   runApprovedPlans: () => (/* binding */ runApprovedPlans)
/* harmony export */ });
/* unused harmony exports executionEnvironment, executeApprovedPlans */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/* harmony import */ var _supervisor_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7809);
/* harmony import */ var _workflow_child_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6859);
/* harmony import */ var _workflow_execute_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9910);
/* harmony import */ var _execution_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3239);
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
    for (const name of _supervisor_env_js__WEBPACK_IMPORTED_MODULE_5__/* .INHERITED_ENV_NAMES */ .o)
        if (env[name] !== undefined)
            out[name] = env[name];
    for (const name of plan.secretNames)
        if (allowed.has(name) && !(0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .isReservedSecretName */ .qr)(name) && env[name] !== undefined)
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
    const states = (0,_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .executionStates */ .pD)(result, live.labeling);
    for (const [file, ran] of execution.ran)
        states.set(file, ran);
    result.conclusion = (0,_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .executeConclusion */ .XU)(result, states);
    return { result, states, execution };
}
/** Runs each plan `runnable` in `result`, re-checking the live state before each one. */
async function executeApprovedPlans(result, inputs, reportDir, workspace, headSha, env, registerSecret, guard) {
    const summary = { executed: 0, failed: 0, reportPaths: new Map(), ran: new Map(), movedTo: null };
    const candidates = result.plans.filter(_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .runnable */ .as);
    if (candidates.length === 0)
        return summary;
    const child = (0,_workflow_child_js__WEBPACK_IMPORTED_MODULE_2__/* .chooseChild */ .Wd)(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    for (const gate of candidates) {
        const live = await guard.recheck();
        if (live.headSha !== headSha) {
            summary.movedTo = live.headSha;
            break;
        }
        const now = live.result.plans.find((p) => p.file === gate.file);
        if (now === undefined || !(0,_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .runnable */ .as)(now) || now.planApproval.label !== gate.planApproval.label)
            continue;
        if ((0,_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .readRecord */ .aE)(now.planApproval.label, live.labeling) !== null)
            continue;
        const plan = now.check.plan;
        const planLabel = now.planApproval.label;
        // At most once: the record exists before the child starts.
        await guard.record((0,_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .recordLabel */ .Gn)(planLabel, 'started'));
        // Secrets are read only here, for a plan a maintainer approved to run with them.
        const planEnv = executionEnvironment(plan, env, inputs.secrets);
        for (const name of plan.secretNames)
            if (planEnv[name] !== undefined && planEnv[name] !== '')
                registerSecret(planEnv[name]);
        const reportPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(reportDir, reportFileName(result.plans.indexOf(gate), gate.file));
        const report = await (0,_workflow_execute_js__WEBPACK_IMPORTED_MODULE_3__/* .executePlan */ .vY)(plan, new Set(now.approvals.confirmSteps), {
            child: child.command,
            env: planEnv,
            secrets: inputs.secrets,
            allowPrivateNetwork: inputs.allowPrivateNetwork,
            reportPath,
        });
        gate.report = report;
        const outcome = report.status === 'succeeded' ? 'succeeded' : 'failed';
        await guard.record((0,_execution_record_js__WEBPACK_IMPORTED_MODULE_4__/* .recordLabel */ .Gn)(planLabel, outcome));
        summary.executed++;
        summary.reportPaths.set(gate.file, reportPath);
        summary.ran.set(gate.file, { state: 'executed', outcome, trusted: true, reason: `ran in this job (${outcome})` });
        if (outcome !== 'succeeded')
            summary.failed++;
    }
    return summary;
}


/***/ }),

/***/ 4549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTestRuns: () => (/* binding */ runTestRuns)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/workflow/child.ts + 1 modules
var workflow_child = __webpack_require__(6859);
// EXTERNAL MODULE: ./src/mcp/tool-guard.ts
var tool_guard = __webpack_require__(3132);
// EXTERNAL MODULE: ./src/plan/secret-reference.ts
var secret_reference = __webpack_require__(4859);
// EXTERNAL MODULE: ./src/report/test-run.ts
var test_run = __webpack_require__(5828);
// EXTERNAL MODULE: ./src/report/write.ts
var write = __webpack_require__(1693);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var expectation = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/workflow/execute.ts + 10 modules
var execute = __webpack_require__(9910);
// EXTERNAL MODULE: ./src/workflow/secrets.ts
var secrets = __webpack_require__(2312);
;// CONCATENATED MODULE: ./src/workflow/test-run.ts
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
/** Tools whose `element_id` argument names a SOM element of the session's page. */
const ELEMENT_TOOLS = new Set(['click', 'type_text', 'select_option', 'toggle', 'clear', 'scroll']);
/**
 * Stubbed steps after which the loaded page is not the one the real run would be on: open_page
 * (stubbed when its URL needs a secret) and navigate_to always, a click when it targets a link.
 */
const NAVIGATING_TOOLS = new Set(['open_page', 'navigate_to']);
/**
 * Upper bound on SOM nodes visited per lookup: a child's page model is untrusted data, and a
 * lookup must cost the same whatever it sends (the line itself is bounded by `response_bytes`).
 */
const MAX_ELEMENTS_VISITED = 100_000;
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Depth-first over regions → elements, `children` and `shadow.elements`, as the child itself
 * finds an element by id; iterative and bounded, so a hostile model cannot exhaust the stack.
 */
function findElement(pageModel, elementId) {
    if (!isRecord(pageModel) || !Array.isArray(pageModel.regions))
        return null;
    const stack = [];
    for (let i = pageModel.regions.length - 1; i >= 0; i--) {
        const region = pageModel.regions[i];
        if (isRecord(region) && Array.isArray(region.elements))
            pushReversed(stack, region.elements);
    }
    let visited = 0;
    while (stack.length > 0 && visited < MAX_ELEMENTS_VISITED) {
        const node = stack.pop();
        visited++;
        if (!isRecord(node))
            continue;
        if (node.id === elementId) {
            const name = typeof node.label === 'string' && node.label !== '' ? node.label : typeof node.text === 'string' ? node.text : '';
            return { role: typeof node.role === 'string' ? node.role : '', name };
        }
        const shadow = isRecord(node.shadow) && Array.isArray(node.shadow.elements) ? node.shadow.elements : [];
        pushReversed(stack, shadow);
        if (Array.isArray(node.children))
            pushReversed(stack, node.children);
    }
    return null;
}
function pushReversed(stack, items) {
    for (let i = items.length - 1; i >= 0; i--)
        stack.push(items[i]);
}
function referencesSecret(args) {
    let found = false;
    (0,secret_reference/* mapSecretReferences */.lP)(args, () => {
        found = true;
        return null;
    });
    return found;
}
function shownArguments(args) {
    return (0,secret_reference/* mapSecretReferences */.lP)(args, () => ({ ...SECRET_PLACEHOLDER }));
}
/**
 * What each step would do, decided once the child's annotations are known, and the evidence of
 * every stub. Owned by one test run; `send` is the pre-call check runSteps asks at dispatch.
 */
class TestModeDispatcher {
    plan;
    decisions;
    stubs = new Map();
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
        if (ELEMENT_TOOLS.has(step.tool) && typeof elementId === 'string') {
            const found = findElement(this.pageModel, elementId);
            stub.element = found !== null
                ? { found: true, role: found.role, name: found.name }
                : this.navigatedAway ? { found: false, after_stubbed_navigation: true } : { found: false };
            if (step.tool === 'click' && found?.role === 'link')
                this.navigatedAway = true;
        }
        if (NAVIGATING_TOOLS.has(step.tool))
            this.navigatedAway = true;
        this.stubs.set(index, stub);
        return false;
    }
    observe(_index, result) {
        const payload = (0,expectation/* resultPayload */.wO)(result);
        // The most recent page model the session returned (open_page, or any real read that returns one).
        if (result.isError !== true && isRecord(payload) && Array.isArray(payload.regions)) {
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
    const { outcomes, decisions, stubs, processOutcome } = await run(plan, options);
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
    const report = (0,test_run/* buildTestRunReport */.kw)({
        plan: { name: plan.name, fingerprint: plan.fingerprint },
        steps,
        stubbedActions,
        ...(processOutcome === undefined ? {} : { processOutcome }),
    });
    if (options.reportPath !== undefined)
        await (0,write/* writeFileAtomic */.Z)(options.reportPath, (0,test_run/* serializeTestRun */.gQ)(report));
    if (options.actionsPath !== undefined)
        await (0,write/* writeFileAtomic */.Z)(options.actionsPath, (0,test_run/* stubbedActionsJsonl */.Br)(report));
    return report;
}
const EXPECTATION_CLASSES = new Set([
    'tool_error_expectation', 'expectation_path_missing', 'expectation_mismatch',
]);
function isExpectationClass(cls) {
    return cls !== undefined && EXPECTATION_CLASSES.has(cls);
}
async function run(plan, options) {
    const skipped = (failureClass) => (0,execute/* allSkipped */.cP)(plan, failureClass);
    const none = new Map();
    // Secrets are never resolved: the schema gate sees masked values and disregards errors under them.
    let masked;
    try {
        masked = plan.steps.map((step) => (0,secrets/* maskSecrets */.Q)(step.arguments));
    }
    catch {
        return { outcomes: skipped('invalid_secret_reference'), decisions: null, stubs: none };
    }
    if (options.signal?.aborted)
        return { outcomes: skipped('workflow_timeout'), decisions: null, stubs: none };
    // Approvals play no part in a test run: the guard's approval exemption is moot, because the
    // dispatcher below applies the stricter rule to every step.
    const everyStep = new Set(plan.steps.map((s) => s.id));
    const run = await (0,execute/* superviseChild */.RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,execute/* negotiate */.Nl)(child, plan, everyStep, masked.map((m) => m.masked), workflowDeadline, options.signal, masked.map((m) => m.secretPointers));
        if ('failureClass' in negotiated)
            return { outcomes: skipped(negotiated.failureClass), decisions: null, stubs: none, healthy: negotiated.healthy };
        const tools = negotiated.gates.tools;
        const decisions = plan.steps.map((step) => (0,tool_guard/* testModeDispatch */.SK)(step.tool, tools.get(step.tool)?.annotations, referencesSecret(step.arguments)));
        const dispatcher = new TestModeDispatcher(plan, decisions);
        const ran = await (0,execute/* runSteps */.rl)({ process: child, connection: negotiated.connection, workflowDeadline }, plan, masked.map((m) => m.masked), options.signal, dispatcher);
        return { outcomes: ran.outcomes, decisions, stubs: dispatcher.stubs, healthy: ran.healthy };
    });
    if (!run.spawned)
        return { outcomes: skipped(run.failureClass), decisions: null, stubs: none };
    const { outcomes, decisions, stubs } = run.value;
    return { outcomes, decisions, stubs, processOutcome: run.processOutcome };
}

// EXTERNAL MODULE: ./src/github/execute-mode.ts
var execute_mode = __webpack_require__(9262);
// EXTERNAL MODULE: ./src/github/test-requests.ts
var test_requests = __webpack_require__(8962);
;// CONCATENATED MODULE: ./src/github/test-runs.ts
/**
 * Running the requested test runs (test-requests.ts says which): one fresh supervised child per
 * plan, the records written to `report-dir`, each run attached to its plan. Loads the supervisor
 * and the MCP client, so run.ts imports this module only when a request exists.
 */





/**
 * Test-runs each candidate, one fresh supervised child each, writes the records to `reportDir`,
 * and attaches each run to its plan (`gate.testRun`). `env` is the runner's: the child inherits
 * only the scrubbed few variables, and no secret is read from it.
 */
async function runTestRuns(candidates, result, inputs, reportDir, workspace, env) {
    const child = (0,workflow_child/* chooseChild */.Wd)(inputs.engine, inputs.plasmatePath ?? undefined, workspace);
    for (const { gate, trigger, requestedBy } of candidates) {
        const index = result.plans.indexOf(gate);
        // Beside the execution reports: flat, readable names that never leave `reportDir`.
        const recordPath = (0,external_node_path_.join)(reportDir, (0,execute_mode/* reportFileName */.cq)(index, gate.file, '.test-run.json'));
        const actionsPath = (0,external_node_path_.join)(reportDir, (0,execute_mode/* reportFileName */.cq)(index, gate.file, '.test-actions.jsonl'));
        const report = await testRunPlan(gate.check.plan, { child: child.command, env, allowPrivateNetwork: inputs.allowPrivateNetwork, reportPath: recordPath, actionsPath });
        gate.testRun = { report, trigger, requestedBy, recordPath, actionsPath };
    }
    (0,test_requests/* applyTestRuns */.D5)(result);
}


/***/ })

};
