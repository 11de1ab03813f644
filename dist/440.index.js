export const id = 440;
export const ids = [440];
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

/***/ 5704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ reportFileName)
/* harmony export */ });
/**
 * The name of a plan's report in a report directory, shared by the action's modes and the CLI's
 * many-plan runs so that both write the same files for the same plans.
 */
/** A report file name from a plan path: readable, flat, and never escaping the report directory. */
function reportFileName(index, planFile, suffix = '.report.json') {
    return `${String(index + 1).padStart(2, '0')}-${planFile.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80)}${suffix}`;
}


/***/ }),

/***/ 8341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rE: () => (/* binding */ Diagnostics)
});

// UNUSED EXPORTS: ACTUAL_NOT_SHOWN, MAX_KEYS_SHOWN, MAX_REASON_CHARS, MAX_VALUE_CHARS, elementMissingHint, hintUrl, privateNetworkReason, secretSources, unannotatedChildReason

// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
// EXTERNAL MODULE: ./src/mcp/tool-guard.ts
var tool_guard = __webpack_require__(3132);
// EXTERNAL MODULE: ./src/contract/plan.ts
var plan = __webpack_require__(6883);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var expectation = __webpack_require__(3303);
;// CONCATENATED MODULE: ./src/contract/failure-class.ts
/**
 * The stable failure classes a report may carry (docs/contract/plan-and-report.md §6), as one
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

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/contract/address-kind.ts
/**
 * What kind of IP address this is (global, loopback, private, link-local, metadata, other), as a
 * pure function both sides need: the engine's outbound policy (src/engine/network.ts) decides with
 * it, and the runner's diagnostics (src/workflow/inspect.ts) use it to tell a refusal the
 * private-network opt-in would lift. It lives in the contract so the runner never loads the engine.
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

// EXTERNAL MODULE: ./src/plan/validate.ts + 5 modules
var validate = __webpack_require__(3074);
// EXTERNAL MODULE: ./src/workflow/child-session.ts + 1 modules
var child_session = __webpack_require__(1662);
;// CONCATENATED MODULE: ./src/workflow/inspect.ts
/**
 * `plasmate-action inspect URL`: the page model a plan's `open_page` would see, as rows a plan
 * author can copy `element_id`s from. The page is opened exactly as a plan opens it — a one-step
 * plan `{open_page url}` that passes the plan contract, run by the same runner (`superviseChild`,
 * `negotiate`, `runSteps`) on the same child with the same bounds, deadlines and network policy —
 * so the ids are the ones a plan for that origin must use. Element ids hash the page's origin
 * (scheme, host, port): the same page served elsewhere has other ids (docs/contract/engine.md §9.3).
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
const str = (value) => (typeof value === 'string' ? value : '');
// ------------------------------------------------------------------ pure: page model → rows
/**
 * Every region and element of an open_page/navigate_to payload, depth-first through `children`
 * and `shadow.elements` (the order the child finds elements in, as `findElement` walks it), by
 * the contract's one walker, bounded by MAX_ELEMENTS_VISITED: the model is the child's, and a
 * hostile one must cost the same as any other.
 */
function pageRows(pageModel) {
    const rows = [];
    // Every element step follows the step of its region.
    let region = { id: '', role: '' };
    for (const step of walkPageModel(pageModel, MAX_ELEMENTS_VISITED)) {
        if (step.kind === 'truncated')
            return { rows, truncated: true };
        if (step.kind === 'region') {
            region = { id: printableToken(str(step.region.id), MAX_TOKEN_CHARS), role: printableToken(str(step.region.role), MAX_TOKEN_CHARS) };
            if (step.elements.length === 0) {
                rows.push({ region_id: region.id, region_role: region.role, element_id: null, role: '', name: printableLine(str(step.region.label), MAX_NAME_CHARS), html_id: null, actions: [], depth: 0 });
            }
        }
        else {
            rows.push(elementRow(step.element, step.depth, region));
        }
    }
    return { rows, truncated: false };
}
function elementRow(node, depth, region) {
    const label = str(node.label);
    const actions = Array.isArray(node.actions) ? node.actions.slice(0, MAX_ACTIONS).filter((a) => typeof a === 'string') : [];
    return {
        region_id: region.id,
        region_role: region.role,
        element_id: printableToken(str(node.id), MAX_TOKEN_CHARS),
        role: printableToken(str(node.role), MAX_TOKEN_CHARS),
        name: printableLine(label !== '' ? label : str(node.text), MAX_NAME_CHARS),
        html_id: typeof node.html_id === 'string' ? printableToken(node.html_id, MAX_TOKEN_CHARS) : null,
        actions: actions.map((a) => printableToken(a, MAX_TOKEN_CHARS)),
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
        url: printableLine(rawUrl, MAX_MESSAGE_CHARS),
        title: printableLine(str(model.title), MAX_MESSAGE_CHARS),
        origin: origin === null ? null : printableLine(origin, MAX_MESSAGE_CHARS),
        ...pageRows(pageModel),
    };
}
// ------------------------------------------------------------------ pure: rendering
const COLUMNS = (/* unused pure expression or super */ null && (['ELEMENT', 'ROLE', 'HTML_ID', 'ACTIONS', 'REGION', 'NAME']));
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
        lines.push(`(stopped after ${MAX_ELEMENTS_VISITED} nodes: the rest of the page model is not shown)`);
    return lines.join('\n');
}
/** The schema id of `inspect --json`'s document (its rows are not `open_page`'s result: docs/tools.md has that). */
const INSPECT_RESULT_SCHEMA = 'plasmate.agent-workflow-inspect.v1';
/** `--json`: the same cleaned rows, with the page they belong to. */
function renderInspectJson(page) {
    return JSON.stringify({ schema: INSPECT_RESULT_SCHEMA, url: page.url, title: page.title, origin: page.origin, truncated: page.truncated, rows: page.rows }, null, 2);
}
// ------------------------------------------------------------------ pure: the plan and the failure
/**
 * The one-step plan `{open_page url}` (with `stepTimeoutMs` as its limits.step_timeout_ms),
 * validated by the plan contract with no approval and no secret, as `agent-run` would validate it. Problems are returned formatted (they name only the
 * URL's step); the URL itself is echoed only bounded and cleaned.
 */
function inspectionPlan(url, stepTimeoutMs) {
    const bytes = new TextEncoder().encode(JSON.stringify({
        schema: 'plasmate.agent-workflow.v1',
        name: 'inspect',
        // `inspect --timeout-ms`: the plan's own step deadline, so the contract bounds it as it bounds any plan's.
        ...(stepTimeoutMs === undefined ? {} : { limits: { step_timeout_ms: stepTimeoutMs } }),
        steps: [{ id: STEP_ID, tool: 'open_page', arguments: { url } }],
    }));
    const check = validatePlan(bytes, PLAN_FILE, { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false }, new Set());
    if (check.problems.length > 0 || check.plan === null)
        return { problems: check.problems.map((p) => printableLine(formatProblem(p), MAX_MESSAGE_CHARS)) };
    return { plan: check.plan };
}
/** The child's error text of an `isError` result (first text item), cleaned and bounded; null when there is none. */
function toolErrorText(result) {
    if (result === null || result.isError !== true || !Array.isArray(result.content))
        return null;
    const first = result.content[0];
    return isRecord(first) && typeof first.text === 'string' ? printableLine(first.text, MAX_MESSAGE_CHARS) : null;
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
    const run = await superviseChild(plan, options, async (child, workflowDeadline) => {
        const negotiated = await negotiate(child, plan, { approvedStepIds: new Set(), stepArguments, workflowDeadline, signal: options.signal, handshakeTimeoutMs: options.handshakeTimeoutMs });
        if ('failureClass' in negotiated) {
            const outcome = { status: 'failed', failureClass: negotiated.failureClass };
            return { outcome, result: null, healthy: negotiated.healthy };
        }
        const observer = new OpenPageObserver();
        const ran = await runSteps({ process: child, connection: negotiated.connection, workflowDeadline }, plan, stepArguments, options.signal, observer);
        return { outcome: ran.outcomes[0], result: observer.result, healthy: ran.healthy };
    });
    if (!run.spawned)
        return failed(run.failureClass, null);
    const { outcome, result } = run.value;
    if (outcome.status !== 'succeeded' || result === null) {
        const failureClass = outcome.status !== 'stubbed' && outcome.failureClass !== undefined ? outcome.failureClass : 'missing_result';
        return failed(failureClass, run.processOutcome, result);
    }
    const payload = resultPayload(result);
    return { ok: true, page: inspectedPage(typeof payload === 'symbol' ? null : payload), processOutcome: run.processOutcome };
}

// EXTERNAL MODULE: ./src/workflow/redaction.ts
var redaction = __webpack_require__(5320);
// EXTERNAL MODULE: ./src/plan/secret-reference.ts
var secret_reference = __webpack_require__(4859);
// EXTERNAL MODULE: ./src/contract/text.ts
var contract_text = __webpack_require__(2015);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
;// CONCATENATED MODULE: ./src/workflow/diagnostics.ts
/**
 * Diagnostics that say why: one bounded, redacted, inert reason per failed step (and one for a
 * run that never reached its steps), carried beside the report — never inside the v1 report,
 * which stays upstream-identical. The evidence comes from the runner's `onStepFailure` seam
 * (child-session.ts) and is untrusted child or page text: the child's part of a reason has the values
 * of the plan's secrets replaced in every spelling (redaction.ts) and their names replaced, the whole reason has every secret name
 * replaced (plan text is never matched against a value: see `planText`), and each is made one
 * line with control and bidi characters replaced (`printableLine`) and cut to MAX_REASON_CHARS.
 *
 * Where a grant lifts the failure, the reason names it as the surface spells it: a CLI flag
 * (`--allow-private-network`) or the action's input (`allow-private-network: true`).
 */










/** A reason is at most this many characters (code points), whatever the child sent. */
const MAX_REASON_CHARS = 300;
/** An expected or actual JSON value inside a reason is cut to this many characters, so both fit. */
const MAX_VALUE_CHARS = 100;
/** A missing pointer's reason lists at most this many keys of the object where it stopped resolving. */
const MAX_KEYS_SHOWN = 12;
/** The private-network refusal, with the grant as the surface names it. */
function privateNetworkReason(surface) {
    return surface === 'cli'
        ? 'address blocked: use --allow-private-network for servers the job started itself'
        : 'address blocked: set the action input allow-private-network: true for servers the job started itself';
}
/** A child without tool annotations, with the opt-in as the surface names it. */
function unannotatedChildReason(surface) {
    const optIn = surface === 'cli' ? `pass ${tool_guard/* TRUST_STATIC_TOOL_POLICY_FLAG */.nl}` : `set the action input ${tool_guard/* TRUST_STATIC_TOOL_POLICY_INPUT */.Je}`;
    return 'this child advertises no tool annotations, so read-only steps cannot be verified; upgrade Plasmate to a version that does, ' +
        `or ${optIn} to rely on the plan's static policy alone`;
}
/** Where a plan's secrets come from, as the surface names it (no name of a secret). */
function secretSources(surface) {
    return surface === 'cli'
        ? 'the runner environment, for names allowed by --secret NAME or PLASMATE_SECRETS'
        : "the job's environment (env: from secrets), for names allowed by the action input secrets";
}
/**
 * What a mismatch shows instead of the actual value when the step's arguments carried a secret:
 * a page that received the value can hand it back transformed (reversed, hashed, re-encoded) past
 * any spelling redaction knows, so nothing of that answer is echoed.
 */
const ACTUAL_NOT_SHOWN = "(not shown: the step's arguments carry a secret)";
/** Whether any `{"$secret": NAME}` reference sits in a step's arguments. */
function carriesSecret(args) {
    let found = false;
    try {
        (0,secret_reference/* mapSecretReferences */.lP)(args, () => {
            found = true;
            return '';
        });
    }
    catch {
        // A malformed reference never reaches a run; if one did, treat it as a secret.
        return true;
    }
    return found;
}
/** Replaces every occurrence of each needle, longest first, so one containing a shorter one is hidden whole. */
function redactAll(text, needles) {
    let out = text;
    for (const needle of needles)
        out = out.split(needle).join(redaction/* REDACTED */.XF);
    return out;
}
/** The first text item of a result, raw (the diagnostics clean it). */
function firstText(result) {
    if (result === undefined || !Array.isArray(result.content))
        return null;
    const first = result.content[0];
    return (0,contract_text/* isRecord */.u4)(first) && typeof first.text === 'string' ? first.text : null;
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
    /** Secret values, in every spelling: redacted in child text. */
    values;
    /** Secret names, longest first: redacted everywhere. */
    names;
    constructor(plan, options) {
        this.plan = plan;
        this.options = options;
        this.values = new redaction/* SecretRedactor */.pE(options.secretValues);
        this.names = [...new Set(plan.secretNames)].filter((v) => v !== '').sort((a, b) => b.length - a.length);
    }
    hideSecrets(text) {
        return redactAll(this.values.redact(text), this.names);
    }
    /**
     * Child or page text → one redacted, inert line of at most `max` characters. Redacted before
     * cleaning (a value with a line break matches only then) and after (cleaning never forms a new
     * match, but the second pass costs nothing), and always before the cut, so a cut value never shows half.
     */
    childText(text, max = MAX_REASON_CHARS) {
        return (0,contract_text/* printableLine */.oy)(this.hideSecrets((0,contract_text/* printableLine */.oy)(this.hideSecrets(text), Number.MAX_SAFE_INTEGER)), max);
    }
    /**
     * Plan text (the expected value, a pointer): names redacted, values deliberately not — matching
     * a value inside text the plan's author wrote would answer "is this your secret?" (redact.ts).
     */
    planText(text, max = MAX_REASON_CHARS) {
        return (0,contract_text/* printableLine */.oy)(redactAll(text, this.names), max);
    }
    /** Set when the run was refused because the child advertises no tool annotations. */
    unannotatedChild = false;
    /** Hand to the runner's `onUnannotatedChild`: the run-level reason then says what the child lacks and the opt-in. */
    onUnannotatedChild = () => {
        this.unannotatedChild = true;
    };
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
                return `nothing was run: ${missing} of ${(0,plural/* plural */.LS)(total, 'secret')} the plan references ${(0,plural/* agreeing */.HD)(missing, 'is', 'are')} missing; secrets come from ${secretSources(surface)}`;
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
                if (this.unannotatedChild)
                    return `nothing was run: ${unannotatedChildReason(surface)}`;
                return "nothing was run: the child's tool annotations contradict the static tool policy";
            case 'workflow_timeout':
                return `nothing was run: ${this.deadlineOrCancel('before the first step')}`;
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
                if (!this.options.allowPrivateNetwork && privateNetworkRefusal(text, this.openPageUrl())) {
                    return `${privateNetworkReason(this.options.surface)} (the tool said: ${this.childText(text)})`;
                }
                const said = `the tool returned an error: ${this.childText(text)}`;
                // An id read on one origin is never found on another (ids hash the origin): say so when the plan moved.
                const ranOn = plan/* ELEMENT_TOOLS */.v_.has(step.tool) && ELEMENT_NOT_FOUND.test(text) ? staticPageUrl(this.plan, failure.index) : null;
                const start = hintUrl(this.openPageUrl());
                const page = ranOn === null ? null : hintUrl(ranOn);
                return page !== null && start !== null && page.origin !== start.origin ? `${said}; ${elementMissingHint(this.plan, ranOn)}` : said;
            }
            case 'expectation_path_missing': {
                const pointer = step.expect.json_pointer ?? '';
                const payload = result === undefined ? expectation/* ABSENT */.sj : (0,expectation/* resultPayload */.wO)(result);
                return payload === expectation/* ABSENT */.sj
                    ? `the result's first text item is not JSON, so expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)} cannot be read`
                    : `the result has no value at expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)}; ${this.deepestValue(payload, pointer)}`;
            }
            case 'expectation_mismatch': {
                const pointer = step.expect.json_pointer ?? '';
                const payload = result === undefined ? expectation/* ABSENT */.sj : (0,expectation/* resultPayload */.wO)(result);
                const actual = payload === expectation/* ABSENT */.sj ? expectation/* ABSENT */.sj : (0,expectation/* resolvePointer */.cj)(payload, pointer);
                const shownActual = actual === expectation/* ABSENT */.sj ? '(absent)'
                    : carriesSecret(step.arguments) ? ACTUAL_NOT_SHOWN : this.childText(json(actual), MAX_VALUE_CHARS);
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
                return this.deadlineOrCancel('before this step answered');
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
    /**
     * What the result has where the pointer stops resolving: the keys of an object (child text,
     * redacted and cut), an array's length, or a scalar's type, so the author sees the member they
     * meant. The prefix is the author's own pointer text.
     */
    deepestValue(payload, pointer) {
        const { prefix, value } = (0,expectation/* walkPointer */.DH)(payload, pointer);
        const at = prefix === '' ? 'the result' : `${this.planText(json(prefix), MAX_VALUE_CHARS)}`;
        if (Array.isArray(value)) {
            return value.length === 0 ? `${at} is an empty array` : `${at} is an array of ${value.length} (indexes 0 to ${value.length - 1})`;
        }
        if ((0,contract_text/* isRecord */.u4)(value)) {
            const keys = Object.keys(value);
            if (keys.length === 0)
                return `${at} is an empty object`;
            const shown = keys.slice(0, MAX_KEYS_SHOWN).map((key) => json(key)).join(', ');
            const more = keys.length > MAX_KEYS_SHOWN ? `, and ${keys.length - MAX_KEYS_SHOWN} more` : '';
            return `${at} has the keys ${this.childText(shown + more, MAX_REASON_CHARS / 2)}`;
        }
        return `${at} is ${value === null ? 'null' : `a ${typeof value}`}, which has no members`;
    }
    /** A `workflow_timeout` as what it was: the run's cancellation, or the plan's own deadline. */
    deadlineOrCancel(when) {
        const deadline = `limits.workflow_timeout_ms (${this.plan.limits.workflow_timeout_ms} ms)`;
        return this.options.cancellation?.aborted === true ? `the run was cancelled (a stop signal or a cancelled job) ${when}` : `the workflow deadline ${deadline} ran out ${when}`;
    }
    /** The plan's open_page URL when it is a literal (a secret URL is never looked at). */
    openPageUrl() {
        const url = this.plan.steps.find((s) => s.tool === 'open_page')?.arguments.url;
        return typeof url === 'string' ? url : '';
    }
}
/** The child's words for an id its page model does not have (`Element not found: <id>`, `… in DOM`; docs/contract/engine.md §6). */
const ELEMENT_NOT_FOUND = /^Element not found\b/;
/** How much of a URL an element hint shows. */
const MAX_HINT_URL_CHARS = 200;
/**
 * A page URL as a hint shows it: its origin and path only (userinfo, query and fragment may carry
 * tokens), as one cleaned, bounded line; null when it is not an http(s) URL.
 */
function hintUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return null;
    return { origin: (0,contract_text/* printableLine */.oy)(parsed.origin, MAX_HINT_URL_CHARS), shown: (0,contract_text/* printableLine */.oy)(`${parsed.origin}${parsed.pathname}`, MAX_HINT_URL_CHARS) };
}
/** The page a step runs on as far as the plan says: the last literal navigate_to URL before it, else open_page's. */
function staticPageUrl(plan, index) {
    for (let i = index - 1; i >= 0; i--) {
        const step = plan.steps[i];
        if (step.tool === 'navigate_to' || step.tool === 'open_page')
            return typeof step.arguments.url === 'string' ? step.arguments.url : null;
    }
    return null;
}
/**
 * What to do about an element id a page does not have. Element ids hash the page's origin with
 * the element (docs/contract/engine.md §9.3), so ids read on one origin are never found on another.
 * `pageUrl`: the page the id was looked for on (child or plan text; shown cleaned, origin and path
 * only), null when unknown.
 */
function elementMissingHint(plan, pageUrl) {
    const open = plan.steps.find((s) => s.tool === 'open_page')?.arguments.url;
    const start = typeof open === 'string' ? hintUrl(open) : null;
    const page = pageUrl === null ? null : hintUrl(pageUrl);
    if (page === null)
        return "run inspect on the page's URL to list its element ids";
    if (start !== null && page.origin !== start.origin) {
        return `element ids are bound to the origin — run inspect on ${page.shown} (the page is on ${page.origin}, the plan's open_page on ${start.origin})`;
    }
    return `run inspect on ${page.shown} to list its element ids`;
}


/***/ })

};

//# sourceMappingURL=440.index.js.map