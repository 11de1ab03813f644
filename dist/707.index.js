export const id = 707;
export const ids = [707];
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

/***/ 7707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runWatchMode: () => (/* binding */ runWatchMode)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/plan/validate.ts + 5 modules
var validate = __webpack_require__(3074);
// EXTERNAL MODULE: ./src/plan/problem.ts
var problem = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
// EXTERNAL MODULE: ./src/report/file-name.ts
var file_name = __webpack_require__(5704);
// EXTERNAL MODULE: ./src/report/table.ts
var table = __webpack_require__(790);
// EXTERNAL MODULE: ./src/workflow/child.ts + 1 modules
var workflow_child = __webpack_require__(7054);
// EXTERNAL MODULE: ./src/contract/plan.ts
var contract_plan = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/contract/page-model.ts
var page_model = __webpack_require__(4359);
// EXTERNAL MODULE: ./src/contract/text.ts
var contract_text = __webpack_require__(2015);
;// CONCATENATED MODULE: ./src/workflow/drift.ts
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
    if (!(0,contract_text/* isRecord */.u4)(value) || value.schema !== DRIFT_LEDGER_SCHEMA || !(0,contract_text/* isRecord */.u4)(value.plans))
        return ledger;
    for (const [fingerprint, entry] of Object.entries(value.plans)) {
        if (!/^[0-9a-f]{64}$/.test(fingerprint) || !(0,contract_text/* isRecord */.u4)(entry) || typeof entry.file !== 'string' || typeof entry.healthy_at !== 'string' || !(0,contract_text/* isRecord */.u4)(entry.targets))
            continue;
        const targets = {};
        for (const [step, target] of Object.entries(entry.targets)) {
            if (!(0,contract_text/* isRecord */.u4)(target) || typeof target.element_id !== 'string' || !ELEMENT_ID.test(target.element_id))
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
    return (0,contract_text/* printableLine */.oy)(text, MAX_NAME_CHARS);
}
/** Remembers a healthy run's targets under its plan content, keeping the ledger bounded. */
function rememberHealthy(ledger, plan, file, record, now) {
    const targets = {};
    for (const [index, step] of record.steps.entries()) {
        const planStep = plan.steps[index];
        const elementId = planStep.arguments.element_id;
        if (!contract_plan/* ELEMENT_TOOLS */.v_.has(planStep.tool) || typeof elementId !== 'string' || step.element?.found !== true)
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
    for (const step of (0,page_model/* walkPageModel */.q)(pageModel, page_model/* MAX_ELEMENTS_VISITED */.w)) {
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

// EXTERNAL MODULE: ./src/workflow/diagnostics.ts + 3 modules
var workflow_diagnostics = __webpack_require__(8341);
// EXTERNAL MODULE: ./src/workflow/test-run.ts
var test_run = __webpack_require__(241);
;// CONCATENATED MODULE: ./src/workflow/watch.ts



async function watchPlan(plan, file, ledger, options) {
    // A test run resolves no secret: there is no value to redact, and every name is redacted.
    const diagnostics = new workflow_diagnostics/* Diagnostics */.rE(plan, {
        surface: options.surface, allowPrivateNetwork: options.allowPrivateNetwork, secretValues: [], ...(options.signal === undefined ? {} : { cancellation: options.signal }),
    });
    const missedIn = new Map();
    const record = await (0,test_run/* testRunPlan */.PV)(plan, {
        child: options.child, env: options.env, allowPrivateNetwork: options.allowPrivateNetwork,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.reportPath === undefined ? {} : { reportPath: options.reportPath }),
        onStepFailure: diagnostics.onStepFailure,
        onElementMissing: ({ index, pageModel }) => missedIn.set(index, pageModel),
    });
    const verdict = classifyDrift(plan, record, missedIn, ledger);
    if (verdict.state === 'healthy')
        rememberHealthy(ledger, plan, file, record, options.now ?? new Date());
    return { record, verdict, reasons: new Map(diagnostics.steps.map((d) => [d.index, d])), run: diagnostics.runReason(record) };
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/github/modes/context.ts
var context = __webpack_require__(2931);
// EXTERNAL MODULE: ./src/github/local-plans.ts
var local_plans = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/github/session.ts + 3 modules
var session = __webpack_require__(4392);
// EXTERNAL MODULE: ./src/github/rest/api.ts + 1 modules
var rest_api = __webpack_require__(9294);
// EXTERNAL MODULE: ./src/github/gate/labels.ts
var labels = __webpack_require__(5652);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/github/gate/drift-issues.ts
/**
 * The watch's tracking issues and ledger, as text (pure; rest/drift-issues.ts reads and writes
 * them). One issue per drifted plan, found again by the marker that opens its body — the plan's
 * file as a hash, never the path itself, so no path can forge another plan's marker — and ending in
 * a machine block with the plan's history. One more issue holds the ledger (workflow/drift.ts) as
 * a JSON block. Both are read back only when the workflow token wrote them, as execution records
 * are: anyone may open an issue on a public repository, and a forged ledger would steer repairs.
 *
 * Everything from a page or a plan file is untrusted text: shown only through code spans and
 * escaped text, bounded, so no page can write markup, a mention or a link into an issue.
 */






/** The label every watch issue carries (created by the action). */
const DRIFT_LABEL = 'plasmate-drift';
const DRIFT_LABEL_COLOR = 'b60205';
const ISSUE_MARKER_PREFIX = '<!-- plasmate-drift.v1 plan=';
const LEDGER_MARKER = '<!-- plasmate-drift-ledger.v1 -->';
const BLOCK_START = '<!-- plasmate-drift-data\n';
const BLOCK_END = '\n-->';
/** Runs of a plan an issue keeps in its history, newest last. */
const MAX_HISTORY = 10;
/** Failed steps an issue lists in full; the rest are counted. */
const MAX_FINDINGS_SHOWN = 20;
/** A path, reason or name in an issue, in characters. */
const MAX_SHOWN_CHARS = 300;
/** GitHub's bound on an issue body is 65,536 characters; the ledger stays well inside it. */
const MAX_LEDGER_BODY_CHARS = 60_000;
/** The marker that opens a plan's tracking issue: its file as a hash. */
function issueMarker(file) {
    return `${ISSUE_MARKER_PREFIX}${(0,external_node_crypto_.createHash)('sha256').update(file, 'utf8').digest('hex').slice(0, 32)} -->`;
}
function issueTitle(file) {
    return `Plasmate drift: ${(0,contract_text/* printableLine */.oy)(file, MAX_SHOWN_CHARS)}`;
}
const STATES = new Set(['healthy', 'drifted', 'unreachable', 'not run']);
/** The machine block of a body the action wrote, or null (a malformed block is no block). */
function issueData(body) {
    const start = body.lastIndexOf(BLOCK_START);
    const end = body.indexOf(BLOCK_END, start + BLOCK_START.length);
    if (start < 0 || end < 0)
        return null;
    let value;
    try {
        value = JSON.parse(body.slice(start + BLOCK_START.length, end));
    }
    catch {
        return null;
    }
    const data = value;
    if (data.v !== 1 || typeof data.since !== 'string' || !Array.isArray(data.history))
        return null;
    const history = data.history.flatMap((entry) => {
        if (!Array.isArray(entry) || entry.length !== 3)
            return [];
        const [at, fingerprint, state] = entry;
        if (typeof at !== 'string' || typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint) || typeof state !== 'string' || !STATES.has(state))
            return [];
        return [{ at: (0,contract_text/* printableLine */.oy)(at, 40), fingerprint, state: state }];
    });
    return { since: (0,contract_text/* printableLine */.oy)(data.since, 40), history: history.slice(-MAX_HISTORY) };
}
/** The body of a plan's tracking issue: the marker, the verdict, each failed step, the history, the block. */
function issueBody(report, data) {
    const file = (0,contract_text/* printableLine */.oy)(report.file, MAX_SHOWN_CHARS);
    const lines = [
        issueMarker(report.file),
        `**The plan ${(0,report_escape/* code */.aY)(file)} no longer fits the pages it drives** (${report.state === 'unreachable' ? 'a page it opens is unreachable' : 'drifted'}), found by the scheduled drift watch: a test run, reads real and every effect stubbed. Nothing was executed.`,
        '',
        `Plan ${(0,report_escape/* code */.aY)((0,contract_text/* printableLine */.oy)(report.name, MAX_SHOWN_CHARS))}, content ${(0,report_escape/* code */.aY)(report.fingerprint.slice(0, markdown/* SHORT_FINGERPRINT_LENGTH */.VR))}; failing since ${(0,report_escape/* escapeInline */.VV)(data.since)}.${report.runUrl === null ? '' : ` Latest run: ${(0,report_escape/* escapeInline */.VV)(report.runUrl)}`}`,
        '',
    ];
    for (const f of report.findings.slice(0, MAX_FINDINGS_SHOWN)) {
        const at = (0,report_escape/* code */.aY)(`${file}:${f.line}:${f.column}`);
        const why = f.reason ?? (f.failureClass === 'element_not_found' ? 'its target is not on the page the session loaded' : 'the step failed');
        lines.push(`- ${at} step ${(0,report_escape/* code */.aY)(f.stepId)} ${(0,report_escape/* code */.aY)(f.failureClass)}: ${(0,report_escape/* escapeInline */.VV)((0,contract_text/* printableLine */.oy)(why, MAX_SHOWN_CHARS))}`);
        if (f.suggestion !== null)
            lines.push(`  - ${(0,report_escape/* escapeInline */.VV)((0,contract_text/* printableLine */.oy)(f.suggestion, MAX_SHOWN_CHARS))}`);
    }
    if (report.findings.length > MAX_FINDINGS_SHOWN)
        lines.push(`- … and ${(0,plural/* plural */.LS)(report.findings.length - MAX_FINDINGS_SHOWN, 'more failed step')}`);
    lines.push('', '**Last runs**', '', ...(0,table/* table */.tp)((0,table/* headerCells */.bz)('When', 'Content', 'Verdict'), data.history.map((h) => [
        table/* cell */.Hn.text(h.at), table/* cell */.Hn.code(h.fingerprint.slice(0, markdown/* SHORT_FINGERPRINT_LENGTH */.VR)), table/* cell */.Hn.text(h.state),
    ])));
    lines.push('The watch updates this issue on each run and closes it when the plan is healthy again.', '');
    lines.push(`${BLOCK_START}${JSON.stringify({ v: 1, since: data.since, history: data.history.map((h) => [h.at, h.fingerprint, h.state]) })}${BLOCK_END}`);
    return lines.join('\n');
}
/** The history after this run: the previous one (if any) plus this run, bounded; `since` kept while it keeps failing. */
function nextIssueData(previous, run) {
    const history = [...(previous?.history ?? []), run].slice(-MAX_HISTORY);
    return { since: previous?.since ?? run.at, history };
}
/** The ledger issue's body: marker, a line for people, the ledger as a block. */
function ledgerBody(ledgerJson) {
    return [LEDGER_MARKER, '**Plasmate drift ledger.** What each plan content\'s targets were when the drift watch last saw it healthy (role and accessible name), so a moved target can be found again. Written by the action only; keep it open.', '', `${BLOCK_START}${ledgerJson}${BLOCK_END}`].join('\n');
}
/** The ledger's JSON out of a body the action wrote, or null. */
function ledgerJsonOf(body) {
    if (!body.startsWith(LEDGER_MARKER))
        return null;
    const start = body.lastIndexOf(BLOCK_START);
    const end = body.indexOf(BLOCK_END, start + BLOCK_START.length);
    if (start < 0 || end < 0)
        return null;
    try {
        return JSON.parse(body.slice(start + BLOCK_START.length, end));
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/github/rest/drift-issues.ts
/**
 * The watch's issues through the REST API: list the open issues labelled `plasmate-drift` that the
 * workflow token wrote (anyone may open an issue with that label and marker on a public
 * repository; only the action's own count), create the label, open, update and close a plan's
 * tracking issue, and read and write the ledger issue. Bodies are gate/drift-issues.ts's.
 */



/** An issue (not a pull request) the workflow token opened itself, not another App acting through a bot. */
function writtenByWorkflowToken(issue) {
    if (issue.pull_request !== undefined || issue.user === null)
        return false;
    const app = issue.performed_via_github_app?.slug;
    if (app !== undefined && app !== labels/* WORKFLOW_TOKEN_APP_SLUG */.a8)
        return false;
    return (0,labels/* isWorkflowToken */.bP)({ login: issue.user.login, type: issue.user.type, ...(issue.user.id === undefined ? {} : { id: issue.user.id }) });
}
/** The open `plasmate-drift` issues the workflow token wrote (pull requests and everyone else's left out), oldest first. */
async function ownDriftIssues(api, repo) {
    const issues = await api.paginate('/repos/{owner}/{repo}/issues', repo, { labels: DRIFT_LABEL, state: 'open', sort: 'created', direction: 'asc' }, rest_api/* MAX_PAGES */.Y0);
    return issues.filter(writtenByWorkflowToken).map((i) => ({ number: i.number, body: i.body ?? '' }));
}
/** Creates the `plasmate-drift` label; one that exists already (422) is fine. */
async function ensureDriftLabel(api, repo) {
    try {
        await api.request('POST', '/repos/{owner}/{repo}/labels', repo, {
            body: { name: DRIFT_LABEL, color: DRIFT_LABEL_COLOR, description: 'A plan the drift watch found no longer fitting its pages (opened by the action)' }, repeatable: true,
        });
    }
    catch (error) {
        if (!(error instanceof rest_api/* ApiError */.hD && error.status === 422))
            throw error;
    }
}
async function openIssue(api, repo, title, body) {
    const created = await api.json('POST', '/repos/{owner}/{repo}/issues', repo, { body: { title, body, labels: [DRIFT_LABEL] } });
    return created.number;
}
async function updateIssue(api, repo, number, title, body) {
    await api.request('PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', { ...repo, issue_number: number }, { body: { title, body }, repeatable: true });
}
/** A comment saying why, then the issue closed as completed. */
async function closeIssue(api, repo, number, comment) {
    await api.request('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: number }, { body: { body: comment } });
    await api.request('PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', { ...repo, issue_number: number }, { body: { state: 'closed', state_reason: 'completed' }, repeatable: true });
}
/** The action's own ledger issue among its watch issues, if any. */
function ledgerIssue(issues) {
    return issues.find((i) => i.body.startsWith(LEDGER_MARKER)) ?? null;
}

// EXTERNAL MODULE: ./src/github/gate/render.ts
var render = __webpack_require__(5635);
;// CONCATENATED MODULE: ./src/github/modes/watch.ts
/**
 * `mode: watch`, for `schedule` and `workflow_dispatch`: test-run every plan the `plans` globs match
 * in the checkout (reads real, every effect stubbed: nothing is executed, no secret is read), judge
 * each (workflow/drift.ts), and keep one tracking issue per plan that no longer fits its pages —
 * opened when it drifts, updated on later runs, closed when it is healthy again — plus one ledger
 * issue of the targets healthy runs saw, from which a moved target's new id is suggested. Only the
 * workflow token's own issues are read back (rest/drift-issues.ts).
 */
















const LEDGER_TITLE = 'Plasmate drift watch: ledger';
async function runWatchMode(mc) {
    const { inputs, run: ctx, io, env } = mc;
    const reportDir = await (0,context/* reportDirOf */.z0)(mc);
    const { redactor, api } = (0,session/* connect */.Ng)(inputs, ctx, io);
    const sources = await (0,local_plans/* localPlanSources */.L)(inputs.plans, ctx.workspace);
    // Without a checkout the globs match nothing, and a watch that watched nothing must not pass.
    if (sources.length === 0) {
        throw new Error(inputs.plans.length === 0 || !(0,github_event/* hasCheckout */.tp)(ctx.workspace)
            ? 'mode "watch" test-runs the plans the "plans" globs match in the checkout: give "plans" and run actions/checkout before this step'
            : `the "plans" globs matched no file in ${ctx.workspace}`);
    }
    const notes = [];
    if (api === null)
        notes.push('No `github-token`: no tracking issue was opened or updated, and no ledger kept (repair suggestions need one).');
    const issues = api === null ? [] : await ownDriftIssues(api, ctx.repository);
    const ledgerOwn = ledgerIssue(issues);
    const ledger = ledgerOwn === null ? emptyLedger() : parseLedger(ledgerJsonOf(ledgerOwn.body));
    const child = (0,workflow_child/* chooseChild */.Wd)(inputs.engine, inputs.plasmatePath ?? undefined, ctx.workspace);
    const now = new Date();
    const watched = [];
    if (api !== null)
        await ensureDriftLabel(api, ctx.repository);
    for (const [index, source] of sources.entries()) {
        const check = source.bytes === null ? null : (0,validate/* validatePlan */.Oo)(source.bytes, source.file, null);
        if (check === null || check.plan === null || check.problems.length > 0) {
            for (const p of check?.problems ?? [])
                io.info(redactor.redact(`invalid: ${(0,problem/* formatProblem */.Vw)(p)}`));
            if (check === null)
                io.info(redactor.redact(`invalid: ${source.file}: ${source.error ?? 'unreadable'}`));
            watched.push({ file: source.file, state: 'invalid', since: null, issue: null });
            continue;
        }
        const plan = check.plan;
        for (const name of plan.secretNames)
            redactor.addName(name);
        const { verdict, reasons } = await watchPlan(plan, source.file, ledger, {
            child: child.command, env, allowPrivateNetwork: inputs.allowPrivateNetwork, surface: 'action', now,
            reportPath: (0,external_node_path_.join)(reportDir, (0,file_name/* reportFileName */.c)(index, source.file, '.test-run.json')),
        });
        const own = issues.find((i) => i.body.startsWith(issueMarker(source.file))) ?? null;
        const entry = { file: source.file, state: verdict.state, since: null, issue: own?.number ?? null };
        watched.push(entry);
        io.info(redactor.redact(`watch: ${verdict.state} ${source.file}`));
        if (api === null || verdict.state === 'not run')
            continue;
        if (verdict.state === 'healthy') {
            if (own !== null) {
                await closeIssue(api, ctx.repository, own.number, redactor.redact(`The plan is healthy again: its test run at content \`${plan.fingerprint.slice(0, 12)}\` passed${ctx.runUrl === null ? '' : ` (${ctx.runUrl})`}. Closing.`));
                entry.issue = null;
            }
            continue;
        }
        const data = nextIssueData(own === null ? null : issueData(own.body), { at: now.toISOString(), fingerprint: plan.fingerprint, state: verdict.state });
        entry.since = data.since;
        const body = redactor.redact(issueBody({
            file: source.file, name: plan.name, fingerprint: plan.fingerprint, state: verdict.state, runUrl: ctx.runUrl,
            findings: verdict.findings.map((f) => ({ ...f, reason: reasons.get(f.step)?.reason ?? null, suggestion: suggestionText(source.file, f) })),
        }, data));
        const title = redactor.redact(issueTitle(source.file));
        if (own === null)
            entry.issue = await openIssue(api, ctx.repository, title, body);
        else
            await updateIssue(api, ctx.repository, own.number, title, body);
    }
    if (api !== null)
        await writeLedger(api, ctx, ledger, ledgerOwn);
    const healthy = watched.filter((w) => w.state === 'healthy').length;
    const drifted = watched.filter((w) => w.state === 'drifted' || w.state === 'unreachable').length;
    const summary = [
        `## ${render/* GATE_HEADING */.tz}: drift watch`, '',
        `${(0,plural/* plural */.LS)(watched.length, 'plan')} test-run (reads real, every effect stubbed; nothing executed): ${healthy} healthy, ${drifted} drifted or unreachable, ${watched.length - healthy - drifted} invalid or not run.`, '',
        ...(0,table/* table */.tp)((0,table/* headerCells */.bz)('Plan', 'Verdict', 'Failing since', 'Issue'), watched.map((w) => [
            table/* cell */.Hn.code(w.file), table/* cell */.Hn.text(w.state), w.since === null ? table/* cell */.Hn.markup('—') : table/* cell */.Hn.text(w.since), w.issue === null ? table/* cell */.Hn.markup('—') : table/* cell */.Hn.join(table/* cell */.Hn.markup('#'), table/* cell */.Hn.number(w.issue)),
        ])),
        ...notes.map((n) => `${n}\n`),
    ].join('\n');
    await io.writeJobSummary(redactor.redact(summary));
    const conclusion = healthy === watched.length ? 'success' : 'failure';
    return {
        conclusion,
        outputs: { conclusion, plans: watched.length, 'healthy-plans': healthy, 'drifted-plans': drifted },
        failure: conclusion === 'success' ? null : `${(0,plural/* plural */.LS)(watched.length - healthy, 'plan')} of ${watched.length} ${watched.length - healthy === 1 ? 'is' : 'are'} not healthy: ${watched.filter((w) => w.state !== 'healthy').map((w) => `${w.file} (${w.state})`).slice(0, 10).join(', ')}`,
    };
}
/** The ledger into its issue, the least recently healthy plans dropped until it fits one body. */
async function writeLedger(api, ctx, ledger, own) {
    let body = ledgerBody(JSON.stringify(ledger));
    for (let keep = Math.min(Object.keys(ledger.plans).length, MAX_LEDGER_PLANS); body.length > MAX_LEDGER_BODY_CHARS && keep > 0; keep = Math.floor(keep * 0.9)) {
        const kept = Object.entries(ledger.plans).slice(-keep);
        body = ledgerBody(JSON.stringify({ schema: DRIFT_LEDGER_SCHEMA, plans: Object.fromEntries(kept) }));
    }
    if (own === null)
        await openIssue(api, ctx.repository, LEDGER_TITLE, body);
    else if (own.body !== body)
        await updateIssue(api, ctx.repository, own.number, LEDGER_TITLE, body);
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

//# sourceMappingURL=707.index.js.map