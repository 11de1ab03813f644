export const id = 334;
export const ids = [334];
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

/***/ 334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INSPECT_RESULT_SCHEMA: () => (/* binding */ INSPECT_RESULT_SCHEMA),
  MAX_ACTIONS: () => (/* binding */ MAX_ACTIONS),
  MAX_INDENT_DEPTH: () => (/* binding */ MAX_INDENT_DEPTH),
  MAX_MESSAGE_CHARS: () => (/* binding */ MAX_MESSAGE_CHARS),
  MAX_NAME_CHARS: () => (/* binding */ MAX_NAME_CHARS),
  MAX_TOKEN_CHARS: () => (/* binding */ MAX_TOKEN_CHARS),
  inspectPage: () => (/* binding */ inspectPage),
  inspectedPage: () => (/* binding */ inspectedPage),
  inspectionPlan: () => (/* binding */ inspectionPlan),
  pageRows: () => (/* binding */ pageRows),
  privateNetworkRefusal: () => (/* binding */ privateNetworkRefusal),
  renderInspectJson: () => (/* binding */ renderInspectJson),
  renderInspectTable: () => (/* binding */ renderInspectTable),
  toolErrorText: () => (/* binding */ toolErrorText)
});

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

// EXTERNAL MODULE: ./src/plan/problem.ts
var problem = __webpack_require__(6824);
// EXTERNAL MODULE: ./src/plan/validate.ts + 4 modules
var validate = __webpack_require__(4211);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var expectation = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/workflow/child-session.ts + 2 modules
var child_session = __webpack_require__(7198);
// EXTERNAL MODULE: ./src/contract/page-model.ts
var page_model = __webpack_require__(4359);
// EXTERNAL MODULE: ./src/contract/text.ts
var contract_text = __webpack_require__(2015);
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
    for (const step of (0,page_model/* walkPageModel */.q)(pageModel, page_model/* MAX_ELEMENTS_VISITED */.w)) {
        if (step.kind === 'truncated')
            return { rows, truncated: true };
        if (step.kind === 'region') {
            region = { id: (0,contract_text/* printableToken */.rL)(str(step.region.id), MAX_TOKEN_CHARS), role: (0,contract_text/* printableToken */.rL)(str(step.region.role), MAX_TOKEN_CHARS) };
            if (step.elements.length === 0) {
                rows.push({ region_id: region.id, region_role: region.role, element_id: null, role: '', name: (0,contract_text/* printableLine */.oy)(str(step.region.label), MAX_NAME_CHARS), html_id: null, actions: [], depth: 0 });
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
        element_id: (0,contract_text/* printableToken */.rL)(str(node.id), MAX_TOKEN_CHARS),
        role: (0,contract_text/* printableToken */.rL)(str(node.role), MAX_TOKEN_CHARS),
        name: (0,contract_text/* printableLine */.oy)(label !== '' ? label : str(node.text), MAX_NAME_CHARS),
        html_id: typeof node.html_id === 'string' ? (0,contract_text/* printableToken */.rL)(node.html_id, MAX_TOKEN_CHARS) : null,
        actions: actions.map((a) => (0,contract_text/* printableToken */.rL)(a, MAX_TOKEN_CHARS)),
        depth,
    };
}
/** The page's URL, title, origin and rows, from the open_page payload. */
function inspectedPage(pageModel) {
    const model = (0,contract_text/* isRecord */.u4)(pageModel) ? pageModel : {};
    const rawUrl = str(model.url);
    let origin = null;
    try {
        origin = new URL(rawUrl).origin;
    }
    catch {
        // The child's URL does not parse: there is no origin to name.
    }
    return {
        url: (0,contract_text/* printableLine */.oy)(rawUrl, MAX_MESSAGE_CHARS),
        title: (0,contract_text/* printableLine */.oy)(str(model.title), MAX_MESSAGE_CHARS),
        origin: origin === null ? null : (0,contract_text/* printableLine */.oy)(origin, MAX_MESSAGE_CHARS),
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
        lines.push(`(stopped after ${page_model/* MAX_ELEMENTS_VISITED */.w} nodes: the rest of the page model is not shown)`);
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
    const check = (0,validate/* validatePlan */.Oo)(bytes, PLAN_FILE, { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false }, new Set());
    if (check.problems.length > 0 || check.plan === null)
        return { problems: check.problems.map((p) => (0,contract_text/* printableLine */.oy)((0,problem/* formatProblem */.Vw)(p), MAX_MESSAGE_CHARS)) };
    return { plan: check.plan };
}
/** The child's error text of an `isError` result (first text item), cleaned and bounded; null when there is none. */
function toolErrorText(result) {
    if (result === null || result.isError !== true || !Array.isArray(result.content))
        return null;
    const first = result.content[0];
    return (0,contract_text/* isRecord */.u4)(first) && typeof first.text === 'string' ? (0,contract_text/* printableLine */.oy)(first.text, MAX_MESSAGE_CHARS) : null;
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
    const run = await (0,child_session/* superviseChild */.RU)(plan, options, async (child, workflowDeadline) => {
        const negotiated = await (0,child_session/* negotiate */.Nl)(child, plan, { approvedStepIds: new Set(), stepArguments, workflowDeadline, signal: options.signal, handshakeTimeoutMs: options.handshakeTimeoutMs });
        if ('failureClass' in negotiated) {
            const outcome = { status: 'failed', failureClass: negotiated.failureClass };
            return { outcome, result: null, healthy: negotiated.healthy };
        }
        const observer = new OpenPageObserver();
        const ran = await (0,child_session/* runSteps */.rl)({ process: child, connection: negotiated.connection, workflowDeadline }, plan, stepArguments, options.signal, observer);
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


/***/ })

};

//# sourceMappingURL=334.index.js.map