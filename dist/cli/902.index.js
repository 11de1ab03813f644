export const id = 902;
export const ids = [902];
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


/***/ })

};

//# sourceMappingURL=902.index.js.map