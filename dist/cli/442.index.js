export const id = 442;
export const ids = [442,241,828];
export const modules = {

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
 * advertises as not read-only (readOnlyHint false, destructiveHint false, engine.md §4.3): it
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
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4285);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(790);


const TEST_RUN_SCHEMA = 'plasmate.agent-workflow-test-run.v1';
function buildTestRunReport(input) {
    const { steps } = input;
    const count = (predicate) => steps.filter(predicate).length;
    const summary = {
        total: steps.length,
        real: count((s) => s.mode === 'real'),
        stubbed: count((s) => s.mode === 'stubbed'),
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
            `${s.stubbed} stubbed · ${s.real} real · ${s.elements_missing} target${s.elements_missing === 1 ? '' : 's'} missing` +
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

/***/ 8442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_ACTIONS: () => (/* binding */ MAX_ACTIONS),
  MAX_INDENT_DEPTH: () => (/* binding */ MAX_INDENT_DEPTH),
  MAX_MESSAGE_CHARS: () => (/* binding */ MAX_MESSAGE_CHARS),
  MAX_NAME_CHARS: () => (/* binding */ MAX_NAME_CHARS),
  MAX_TOKEN_CHARS: () => (/* binding */ MAX_TOKEN_CHARS),
  inspectPage: () => (/* binding */ inspectPage),
  inspectedPage: () => (/* binding */ inspectedPage),
  inspectionPlan: () => (/* binding */ inspectionPlan),
  oneLine: () => (/* binding */ oneLine),
  oneToken: () => (/* binding */ oneToken),
  pageRows: () => (/* binding */ pageRows),
  privateNetworkRefusal: () => (/* binding */ privateNetworkRefusal),
  renderInspectJson: () => (/* binding */ renderInspectJson),
  renderInspectTable: () => (/* binding */ renderInspectTable),
  toolErrorText: () => (/* binding */ toolErrorText)
});

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/engine/address-kind.ts
/**
 * What kind of IP address this is (global, loopback, private, link-local, metadata, other), as a
 * pure function: the outbound policy (network.ts) decides with it, and the runner's diagnostics
 * use it to tell a refusal the private-network opt-in would lift — without loading the fetcher.
 */

/**
 * Metadata and host-agent addresses: the common link-local ones (all of link-local is refused
 * anyway), and those outside it: AWS IMDS and its DNS over IPv6, GCE's IPv6 metadata server, Alibaba Cloud, Oracle Cloud's legacy address, and
 * Azure's WireServer (a public-looking address only the host answers).
 */
const METADATA_ADDRESSES = new Set([
    '169.254.169.254', // link-local anyway; named so the refusal says what it is
    '169.254.170.2', // AWS ECS task metadata and credentials
    'fd00:ec2::254',
    'fd00:ec2::253',
    'fd20:ce::254',
    '100.100.100.200',
    '192.0.0.192',
    '168.63.129.16',
]);
function parseV4(text) {
    const parts = text.split('.');
    if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255))
        return undefined;
    return parts.map(Number);
}
function parseV6(text) {
    let body = text.toLowerCase();
    const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
    if (tail?.[1]) {
        const v4 = parseV4(tail[1]);
        if (v4 === undefined)
            return undefined;
        body = `${body.slice(0, -tail[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
    }
    const halves = body.split('::');
    if (halves.length > 2)
        return undefined;
    const split = (half) => (half === undefined || half === '' ? [] : half.split(':'));
    const head = split(halves[0]);
    const rest = split(halves[1]);
    const missing = 8 - head.length - rest.length;
    if (halves.length === 1 ? missing !== 0 : missing < 1)
        return undefined;
    const groups = [...head, ...new Array(halves.length === 2 ? missing : 0).fill('0'), ...rest];
    if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)))
        return undefined;
    return groups.map((g) => parseInt(g, 16));
}
function parseAddress(address) {
    // A zone (`fe80::1%eth0`) names an interface, not a different address.
    const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    if ((0,external_node_net_.isIP)(text) === 4) {
        const octets = parseV4(text);
        return octets && { family: 4, octets };
    }
    if ((0,external_node_net_.isIP)(text) === 6) {
        const groups = parseV6(text);
        return groups && { family: 6, groups };
    }
    return undefined;
}
const v4Of = (hi, lo) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
/** Teredo obfuscates the client's IPv4 address: the last 32 bits are it XOR 0xffffffff (RFC 4380). */
const TEREDO_OBFUSCATION = 0xffff;
/**
 * The IPv4 addresses an IPv6 address carries to an IPv4 host, every form that reaches one: mapped
 * (::ffff:a.b.c.d), translated (::ffff:0:a.b.c.d, RFC 2765), compatible (::a.b.c.d), NAT64
 * (64:ff9b::/96 and the local-use 64:ff9b:1::/48, RFC 8215), 6to4 (2002:AABB:CCDD::/48, RFC 3056),
 * Teredo (2001:0::/32: the server in bits 32–63, the client in the last 32 bits, obfuscated;
 * RFC 4380) and ISATAP (any prefix with the interface id 0:5efe or 200:5efe, RFC 5214). Empty when
 * it carries none. `translation` is true for the first four forms, whose address *is* the IPv4 host
 * (their IPv6 prefix has no kind of its own); the others are IPv6 addresses that also carry one.
 */
function embeddedV4(groups) {
    const g = (i) => groups[i] ?? 0;
    const zeros = (from, to) => groups.slice(from, to).every((group) => group === 0);
    const found = [];
    const mapped = zeros(0, 5) && g(5) === 0xffff;
    const translated = zeros(0, 4) && g(4) === 0xffff && g(5) === 0;
    const compatible = zeros(0, 6) && (g(6) !== 0 || g(7) > 1);
    const nat64 = g(0) === 0x64 && g(1) === 0xff9b && (zeros(2, 6) || g(2) === 1);
    const translation = mapped || translated || compatible || nat64;
    const isatap = (g(4) === 0 || g(4) === 0x200) && g(5) === 0x5efe;
    if (translation || isatap)
        found.push(v4Of(g(6), g(7)));
    if (g(0) === 0x2002)
        found.push(v4Of(g(1), g(2)));
    if (g(0) === 0x2001 && g(1) === 0) {
        found.push(v4Of(g(6) ^ TEREDO_OBFUSCATION, g(7) ^ TEREDO_OBFUSCATION));
        found.push(v4Of(g(2), g(3)));
    }
    return { translation, addresses: found };
}
function v4Kind(octets) {
    const [a = 0, b = 0, c = 0] = octets;
    if (METADATA_ADDRESSES.has(octets.join('.')))
        return 'metadata';
    if (a === 169 && b === 254)
        return 'link-local';
    if (a === 127)
        return 'loopback';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168))
        return 'private';
    if (a === 100 && b >= 64 && b <= 127)
        return 'private'; // shared (CGNAT) space, as private networks use it
    if (a === 0 || a >= 224)
        return 'other';
    if (a === 192 && b === 0 && (c === 0 || c === 2))
        return 'other';
    if (a === 198 && (b === 18 || b === 19))
        return 'other';
    if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113))
        return 'other';
    return 'global';
}
function v6Kind(groups) {
    // An address that carries IPv4 addresses is as reachable as the least global of them: a 6to4 or
    // Teredo address of 127.0.0.1 or 169.254.169.254 reaches that host through a relay.
    const embedded = embeddedV4(groups);
    const refused = embedded.addresses.map(v4Kind).find((kind) => kind !== 'global');
    if (refused !== undefined)
        return refused;
    if (embedded.translation)
        return 'global';
    const canonical = groups.map((g) => g.toString(16)).join(':');
    for (const known of METADATA_ADDRESSES) {
        const parsed = (0,external_node_net_.isIP)(known) === 6 ? parseV6(known) : undefined;
        if (parsed && parsed.map((g) => g.toString(16)).join(':') === canonical)
            return 'metadata';
    }
    const first = groups[0] ?? 0;
    if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1)
        return 'loopback';
    if ((first & 0xffc0) === 0xfe80)
        return 'link-local';
    if ((first & 0xfe00) === 0xfc00)
        return 'private'; // unique local
    if ((first & 0xe000) === 0x2000 && !(first === 0x2001 && groups[1] === 0x0db8))
        return 'global';
    return 'other';
}
/** Classify an IP address (v4, v6, bracketed, with a zone); anything unparsable is `other`. */
function addressKind(address) {
    const parsed = parseAddress(address);
    if (parsed === undefined)
        return 'other';
    return parsed.family === 4 ? v4Kind(parsed.octets) : v6Kind(parsed.groups);
}
/** Is this address globally routable (and not a metadata service)? */
function isGlobalIp(address) {
    return addressKind(address) === 'global';
}

// EXTERNAL MODULE: ./src/plan/problem.ts
var problem = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/plan/validate.ts + 4 modules
var validate = __webpack_require__(4211);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var expectation = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/workflow/execute.ts + 2 modules
var execute = __webpack_require__(3674);
// EXTERNAL MODULE: ./src/workflow/test-run.ts
var test_run = __webpack_require__(241);
;// CONCATENATED MODULE: ./src/workflow/inspect.ts
/**
 * `plasmate-action inspect URL`: the page model a plan's `open_page` would see, as rows a plan
 * author can copy `element_id`s from. The page is opened exactly as a plan opens it — a one-step
 * plan `{open_page url}` that passes the plan contract, run by the same runner (`superviseChild`,
 * `negotiate`, `runSteps`) on the same child with the same bounds, deadlines and network policy —
 * so the ids are the ones a plan for that origin must use. Element ids hash the page's origin
 * (scheme, host, port): the same page served elsewhere has other ids (engine.md §9.3).
 *
 * Two halves: pure functions from the child's payload to rows and text (`pageRows`,
 * `renderInspectTable`, …), and one I/O function (`inspectPage`). Everything in the payload is
 * untrusted page or child text: every string shown is one bounded line with control characters
 * replaced, so it cannot move the cursor, recolour or clear the terminal, or forge a row.
 */






/** An accessible name is shown up to this many characters: enough to tell elements apart. */
const MAX_NAME_CHARS = 80;
/**
 * Ids, roles, `html_id`s and action names are shown up to this many characters. Real ids are
 * 14 characters (`e_` + 12 hex) plus a collision suffix; anything longer is a child's invention.
 */
const MAX_TOKEN_CHARS = 64;
/** At most this many actions per element (upstream has five kinds). */
const MAX_ACTIONS = 8;
/** Nested elements are indented by depth, at most this many levels, so nesting cannot push the table away. */
const MAX_INDENT_DEPTH = 8;
/** The child's error text (page-influenced) and the page URL and title are shown up to this many characters. */
const MAX_MESSAGE_CHARS = 300;
/** The plan file name problems are reported under: the URL is the only part that comes from the user. */
const PLAN_FILE = 'inspect';
const STEP_ID = 'open';
// ------------------------------------------------------------------ pure: cleaning
/**
 * Characters a terminal or a reader would act on rather than show: C0, DEL and C1 controls
 * (ESC and CSI start escape sequences), the bidirectional embeddings, overrides and isolates
 * and the directional marks (they reorder what is displayed).
 */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Whitespace that breaks or moves a line: collapsed to one space in names. */
const LINE_BREAKING_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029\s]+/gu;
function bounded(text, maxChars) {
    // Slice in UTF-16 units first (cheap on a long string; 2 units per code point at most, plus one
    // more point to know it was cut), then by code points so a pair is never split.
    const units = maxChars * 2 + 2;
    const points = Array.from(text.length > units ? text.slice(0, units) : text);
    return points.length > maxChars ? `${points.slice(0, maxChars - 1).join('')}…` : points.join('');
}
/** Untrusted text as one bounded line: whitespace runs become one space, controls become `?`. */
function oneLine(text, maxChars) {
    return bounded(text.replace(CONTROL, '?').replace(LINE_BREAKING_SPACE, ' ').trim(), maxChars);
}
/** Untrusted text as one bounded token without spaces (ids, roles, html ids, action names). */
function oneToken(text, maxChars = MAX_TOKEN_CHARS) {
    return bounded(text.replace(CONTROL, '?').replace(LINE_BREAKING_SPACE, '?'), maxChars);
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const str = (value) => (typeof value === 'string' ? value : '');
/**
 * Every region and element of an open_page/navigate_to payload, depth-first through `children`
 * and `shadow.elements` (the order the child finds elements in, as `findElement` walks it).
 * Iterative and bounded by MAX_ELEMENTS_VISITED: the model is the child's, and a hostile one
 * must cost the same as any other.
 */
function pageRows(pageModel) {
    const rows = [];
    if (!isRecord(pageModel) || !Array.isArray(pageModel.regions))
        return { rows, truncated: false };
    let visited = 0;
    for (const rawRegion of pageModel.regions) {
        if (visited >= test_run/* MAX_ELEMENTS_VISITED */.wo)
            return { rows, truncated: true };
        visited++;
        if (!isRecord(rawRegion))
            continue;
        const region = { id: oneToken(str(rawRegion.id)), role: oneToken(str(rawRegion.role)) };
        const elements = Array.isArray(rawRegion.elements) ? rawRegion.elements : [];
        if (elements.length === 0) {
            rows.push({ region_id: region.id, region_role: region.role, element_id: null, role: '', name: oneLine(str(rawRegion.label), MAX_NAME_CHARS), html_id: null, actions: [], depth: 0 });
            continue;
        }
        const stack = [];
        pushReversed(stack, elements, 0, region);
        while (stack.length > 0) {
            if (visited >= test_run/* MAX_ELEMENTS_VISITED */.wo)
                return { rows, truncated: true };
            visited++;
            const { node, depth } = stack.pop();
            if (!isRecord(node))
                continue;
            rows.push(elementRow(node, depth, region));
            // Pushed so that children come out before shadow elements, as the child's own walk visits them.
            if (isRecord(node.shadow) && Array.isArray(node.shadow.elements))
                pushReversed(stack, node.shadow.elements, depth + 1, region);
            if (Array.isArray(node.children))
                pushReversed(stack, node.children, depth + 1, region);
        }
    }
    return { rows, truncated: false };
}
function pushReversed(stack, items, depth, region) {
    for (let i = items.length - 1; i >= 0; i--)
        stack.push({ node: items[i], depth, region });
}
function elementRow(node, depth, region) {
    const label = str(node.label);
    const actions = Array.isArray(node.actions) ? node.actions.slice(0, MAX_ACTIONS).filter((a) => typeof a === 'string') : [];
    return {
        region_id: region.id,
        region_role: region.role,
        element_id: oneToken(str(node.id)),
        role: oneToken(str(node.role)),
        name: oneLine(label !== '' ? label : str(node.text), MAX_NAME_CHARS),
        html_id: typeof node.html_id === 'string' ? oneToken(node.html_id) : null,
        actions: actions.map((a) => oneToken(a)),
        depth,
    };
}
/** The page's URL, title, origin and rows, from the open_page payload. */
function inspectedPage(pageModel) {
    const model = isRecord(pageModel) ? pageModel : {};
    const rawUrl = str(model.url);
    let origin = null;
    try {
        origin = new URL(rawUrl).origin;
    }
    catch {
        // The child's URL does not parse: there is no origin to name.
    }
    return {
        url: oneLine(rawUrl, MAX_MESSAGE_CHARS),
        title: oneLine(str(model.title), MAX_MESSAGE_CHARS),
        origin: origin === null ? null : oneLine(origin, MAX_MESSAGE_CHARS),
        ...pageRows(pageModel),
    };
}
// ------------------------------------------------------------------ pure: rendering
const COLUMNS = ['ELEMENT', 'ROLE', 'HTML_ID', 'ACTIONS', 'REGION', 'NAME'];
/**
 * The page as a plain table: one row per element, the id first (what a plan author copies),
 * nested elements indented. The first four cells never contain a space, so `awk '$3 == "buy"'`
 * finds an element by its HTML id; the accessible name is last, so no page text can shift another
 * column. Columns are separated by at least two spaces; an empty cell is `-`.
 */
function renderInspectTable(page) {
    const cells = page.rows.map((row) => [
        row.element_id === null ? '-' : `${'  '.repeat(Math.min(row.depth, MAX_INDENT_DEPTH))}${row.element_id}`,
        row.role === '' ? '-' : row.role,
        row.html_id === null || row.html_id === '' ? '-' : row.html_id,
        row.actions.length === 0 ? '-' : row.actions.join(','),
        `${row.region_id} (${row.region_role})`,
        JSON.stringify(row.name),
    ]);
    const widths = COLUMNS.map((title, i) => Math.max(title.length, ...cells.map((c) => Array.from(c[i]).length)));
    const line = (row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i] - Array.from(cell).length))).join('  ').trimEnd();
    const lines = [
        `page   ${page.url}  ${JSON.stringify(page.title)}`,
        page.origin === null
            ? 'origin unknown (the child reported no parsable URL)'
            : `origin ${page.origin} — element ids are bound to it: the same page on another scheme, host or port has other ids`,
        '',
        line(COLUMNS),
        ...cells.map(line),
    ];
    if (page.rows.length === 0)
        lines.push('(the page model has no regions)');
    if (page.truncated)
        lines.push(`(stopped after ${test_run/* MAX_ELEMENTS_VISITED */.wo} nodes: the rest of the page model is not shown)`);
    return lines.join('\n');
}
/** `--json`: the same cleaned rows, with the page they belong to. */
function renderInspectJson(page) {
    return JSON.stringify({ url: page.url, title: page.title, origin: page.origin, truncated: page.truncated, rows: page.rows }, null, 2);
}
// ------------------------------------------------------------------ pure: the plan and the failure
/**
 * The one-step plan `{open_page url}`, validated by the plan contract with no approval and no
 * secret, as `agent-run` would validate it. Problems are returned formatted (they name only the
 * URL's step); the URL itself is echoed only bounded and cleaned.
 */
function inspectionPlan(url) {
    const bytes = new TextEncoder().encode(JSON.stringify({
        schema: 'plasmate.agent-workflow.v1',
        name: 'inspect',
        steps: [{ id: STEP_ID, tool: 'open_page', arguments: { url } }],
    }));
    const check = (0,validate/* validatePlan */.Oo)(bytes, PLAN_FILE, { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false }, new Set());
    if (check.problems.length > 0 || check.plan === null)
        return { problems: check.problems.map((p) => oneLine((0,problem/* formatProblem */.Vw)(p), MAX_MESSAGE_CHARS)) };
    return { plan: check.plan };
}
/** The child's error text of an `isError` result (first text item), cleaned and bounded; null when there is none. */
function toolErrorText(result) {
    if (result === null || result.isError !== true || !Array.isArray(result.content))
        return null;
    const first = result.content[0];
    return isRecord(first) && typeof first.text === 'string' ? oneLine(first.text, MAX_MESSAGE_CHARS) : null;
}
/** An address in the child's refusal text (`… address 127.0.0.1 is not globally routable`). */
const REFUSED_ADDRESS = /\baddress \[?([0-9A-Fa-f.:]+?)\]?(?=[\s:,]|$)/g;
/**
 * Whether a refusal is the one `--allow-private-network` lifts: the child blocked the URL
 * (`Outbound URL blocked`) and the address it names, or the URL's own host, is loopback or
 * private (`localhost` counts). Link-local and metadata targets stay refused with the opt-in,
 * so they get no hint.
 */
function privateNetworkRefusal(errorText, url) {
    if (!errorText.includes('Outbound URL blocked'))
        return false;
    const candidates = [...errorText.matchAll(REFUSED_ADDRESS)].map((m) => m[1]);
    try {
        const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
        if (host === 'localhost' || host.endsWith('.localhost'))
            return true;
        candidates.push(host);
    }
    catch {
        // No host to look at; the message's addresses decide.
    }
    return candidates.some((address) => {
        const kind = addressKind(address);
        return kind === 'loopback' || kind === 'private';
    });
}
/** Keeps the open_page result; every step (there is one) is sent. */
class OpenPageObserver {
    result = null;
    send() {
        return true;
    }
    observe(_index, result) {
        this.result = result;
    }
}
/**
 * Opens `plan` (from `inspectionPlan`) on the supervised child, keeps its page model, closes the
 * session with close_page and shuts the child down. Never throws for anything the child does;
 * the child's whole process group is gone when it returns, also after cancellation.
 */
async function inspectPage(plan, options) {
    const url = str(plan.steps[0].arguments.url);
    const stepArguments = plan.steps.map((s) => s.arguments);
    const failed = (failureClass, processOutcome, result = null) => {
        const error = toolErrorText(result);
        return { ok: false, failureClass, error, processOutcome, privateNetworkHint: !options.allowPrivateNetwork && error !== null && privateNetworkRefusal(error, url) };
    };
    if (options.signal?.aborted)
        return failed('workflow_timeout', null);
    const run = await (0,execute/* superviseChild */.RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,execute/* negotiate */.Nl)(child, plan, new Set(), stepArguments, workflowDeadline, options.signal);
        if ('failureClass' in negotiated) {
            const outcome = { status: 'failed', failureClass: negotiated.failureClass };
            return { outcome, result: null, healthy: negotiated.healthy };
        }
        const observer = new OpenPageObserver();
        const ran = await (0,execute/* runSteps */.rl)({ process: child, connection: negotiated.connection, workflowDeadline }, plan, stepArguments, options.signal, observer);
        return { outcome: ran.outcomes[0], result: observer.result, healthy: ran.healthy };
    });
    if (!run.spawned)
        return failed(run.failureClass, null);
    const { outcome, result } = run.value;
    if (outcome.status !== 'succeeded' || result === null) {
        const failureClass = outcome.status !== 'stubbed' && outcome.failureClass !== undefined ? outcome.failureClass : 'missing_result';
        return failed(failureClass, run.processOutcome, result);
    }
    const payload = (0,expectation/* resultPayload */.wO)(result);
    return { ok: true, page: inspectedPage(typeof payload === 'symbol' ? null : payload), processOutcome: run.processOutcome };
}


/***/ }),

/***/ 241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testRunPlan: () => (/* binding */ testRunPlan),
/* harmony export */   wo: () => (/* binding */ MAX_ELEMENTS_VISITED)
/* harmony export */ });
/* unused harmony exports SECRET_PLACEHOLDER, findElement */
/* harmony import */ var _mcp_tool_guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3132);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/* harmony import */ var _report_test_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5828);
/* harmony import */ var _report_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1693);
/* harmony import */ var _expectation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3303);
/* harmony import */ var _execute_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3674);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2312);
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
        const payload = (0,_expectation_js__WEBPACK_IMPORTED_MODULE_4__/* .resultPayload */ .wO)(result);
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
    const report = (0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_2__/* .buildTestRunReport */ .kw)({
        plan: { name: plan.name, fingerprint: plan.fingerprint },
        steps,
        stubbedActions,
        ...(processOutcome === undefined ? {} : { processOutcome }),
    });
    if (options.reportPath !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(options.reportPath, (0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeTestRun */ .gQ)(report));
    if (options.actionsPath !== undefined)
        await (0,_report_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Z)(options.actionsPath, (0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_2__/* .stubbedActionsJsonl */ .Br)(report));
    return report;
}
const EXPECTATION_CLASSES = new Set([
    'tool_error_expectation', 'expectation_path_missing', 'expectation_mismatch',
]);
function isExpectationClass(cls) {
    return cls !== undefined && EXPECTATION_CLASSES.has(cls);
}
async function run(plan, options) {
    const skipped = (failureClass) => (0,_execute_js__WEBPACK_IMPORTED_MODULE_5__/* .allSkipped */ .cP)(plan, failureClass);
    const none = new Map();
    // Secrets are never resolved: the schema gate sees masked values and disregards errors under them.
    let masked;
    try {
        masked = plan.steps.map((step) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .maskSecrets */ .Q)(step.arguments));
    }
    catch {
        return { outcomes: skipped('invalid_secret_reference'), decisions: null, stubs: none };
    }
    if (options.signal?.aborted)
        return { outcomes: skipped('workflow_timeout'), decisions: null, stubs: none };
    // Approvals play no part in a test run: the guard's approval exemption is moot, because the
    // dispatcher below applies the stricter rule to every step.
    const everyStep = new Set(plan.steps.map((s) => s.id));
    const run = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_5__/* .superviseChild */ .RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_5__/* .negotiate */ .Nl)(child, plan, everyStep, masked.map((m) => m.masked), workflowDeadline, options.signal, masked.map((m) => m.secretPointers));
        if ('failureClass' in negotiated)
            return { outcomes: skipped(negotiated.failureClass), decisions: null, stubs: none, healthy: negotiated.healthy };
        const tools = negotiated.gates.tools;
        const decisions = plan.steps.map((step) => (0,_mcp_tool_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .testModeDispatch */ .SK)(step.tool, tools.get(step.tool)?.annotations, referencesSecret(step.arguments)));
        const dispatcher = new TestModeDispatcher(plan, decisions);
        const ran = await (0,_execute_js__WEBPACK_IMPORTED_MODULE_5__/* .runSteps */ .rl)({ process: child, connection: negotiated.connection, workflowDeadline }, plan, masked.map((m) => m.masked), options.signal, dispatcher, options.onStepFailure);
        return { outcomes: ran.outcomes, decisions, stubs: dispatcher.stubs, healthy: ran.healthy };
    });
    if (!run.spawned)
        return { outcomes: skipped(run.failureClass), decisions: null, stubs: none };
    const { outcomes, decisions, stubs } = run.value;
    return { outcomes, decisions, stubs, processOutcome: run.processOutcome };
}


/***/ })

};
