export const id = 473;
export const ids = [473];
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

/***/ 7473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Diagnostics: () => (/* binding */ Diagnostics),
  elementMissingHint: () => (/* binding */ elementMissingHint)
});

// UNUSED EXPORTS: ACTUAL_NOT_SHOWN, MAX_KEYS_SHOWN, MAX_REASON_CHARS, MAX_VALUE_CHARS, hintUrl, privateNetworkReason, secretSources, unannotatedChildReason

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

// EXTERNAL MODULE: ./src/workflow/inspect.ts + 1 modules
var inspect = __webpack_require__(334);
;// CONCATENATED MODULE: ./src/workflow/redaction.ts
/**
 * The one redaction primitive for secret values (docs/security.md, "Secrets in every spelling").
 * Child and page text can carry a value in other spellings than the one the runner sent: an engine
 * error prints a URL as the WHATWG URL parser normalized it (host lowercased, `/` added, spaces
 * and quotes percent-encoded), a serializer JSON-escapes it, a page HTML-escapes or
 * percent-encodes it, a header base64-encodes it. `secretSpellings` lists every such spelling of
 * one value; `SecretRedactor` hides all of them in text, and the same list is what the action
 * registers with the runner's masking (`core.setSecret`), so the log is masked in every spelling
 * too. Diagnostics (CLI stderr and Markdown, the check run's Why list, gate-summary.json, the
 * action's log lines and outputs) and the action's API redactor (github/redact.ts) use this class.
 *
 * Only child and page text is matched against values: text the plan's author wrote never is
 * (a redaction there would answer "is this your secret?"; github/redact.ts).
 */
/** What a hidden value becomes. */
const REDACTED = '***';
/**
 * HTML's escapes as serializers write them: text content (`&`, `<`, `>`, no-break space, as the
 * HTML serializer does), attribute values (`&`, `"`, no-break space), `&<>"` (most template
 * engines), and all five with the apostrophe in either numeric form.
 */
const HTML_ESCAPES = [
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' },
    { '&': '&amp;', '"': '&quot;', '\u00a0': '&nbsp;' },
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' },
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' },
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' },
];
function htmlEscaped(value, escapes) {
    let out = '';
    for (const char of value)
        out += Object.hasOwn(escapes, char) ? escapes[char] : char;
    return out;
}
/** The inside of a JSON string literal: as JSON.stringify writes it, and with every non-ASCII code unit and `/` escaped (as other serializers do). */
function jsonEscaped(value) {
    const plain = JSON.stringify(value).slice(1, -1);
    const ascii = plain.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return [plain, ascii, ascii.replace(/\//g, '\\/')];
}
/** Percent-escapes with lowercase hex digits (`%2f`), as some encoders write them. */
const lowerHex = (encoded) => encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
function tryEncode(encode, value) {
    try {
        return encode(value);
    }
    catch {
        // A lone surrogate cannot be percent-encoded; no child can have written that spelling.
        return undefined;
    }
}
/** The value as the WHATWG URL parser serializes it, when it parses as an absolute URL. */
function normalizedUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return [];
    }
    // Without the `/` the parser adds to an empty path too: text may print the URL either way.
    return url.href.endsWith('/') && !value.endsWith('/') ? [url.href, url.href.slice(0, -1)] : [url.href];
}
/**
 * An encoded spelling (base64, base64url, hex) shorter than this is not listed: a few characters
 * of base64 or hex occur by chance in ordinary text (ids, hashes, other base64), so hiding them
 * would blank unrelated words, and showing them gives away less than one character of the value.
 * A value of 7 or more bytes has every base64 alignment listed, one of 4 or more its hex; the
 * value itself, its case variants and its URL, JSON and HTML spellings are listed at any length.
 */
const MIN_ENCODED_SPELLING_CHARS = 8;
const BYTES_PER_BASE64_GROUP = 3;
const BITS_PER_BASE64_CHAR = 6;
const toBase64url = (base64) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/**
 * The base64 characters that depend on `bytes` alone, at each of the three byte offsets the value
 * can start at inside a longer encoded string (`user:secret` in an HTTP Basic header puts it at
 * offset 5, i.e. 2 of 3): the characters whose six bits all fall inside the value. The characters
 * at either edge mix in the neighbours' bits and differ with every neighbour, so they are left out.
 */
function base64Cores(bytes) {
    const cores = [];
    for (let offset = 0; offset < BYTES_PER_BASE64_GROUP; offset++) {
        const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(BYTES_PER_BASE64_GROUP)]);
        const encoded = padded.toString('base64');
        const first = Math.ceil((offset * 8) / BITS_PER_BASE64_CHAR);
        const end = Math.floor(((offset + bytes.length) * 8) / BITS_PER_BASE64_CHAR);
        if (end > first)
            cores.push(encoded.slice(first, end));
    }
    return cores;
}
/**
 * The value's UTF-8 bytes in base64 and base64url: whole (padded and not) and as the aligned
 * cores. Matched case-sensitively (base64 is).
 */
function base64Spellings(value) {
    const bytes = Buffer.from(value, 'utf8');
    const standard = bytes.toString('base64');
    const forms = [standard, standard.replace(/=+$/, '')];
    for (const core of base64Cores(bytes))
        forms.push(core);
    const spellings = [...forms, ...forms.map(toBase64url), bytes.toString('base64url').padEnd(standard.length, '=')];
    return spellings.filter((spelling) => spelling.length >= MIN_ENCODED_SPELLING_CHARS);
}
/** The value's UTF-8 bytes in hex, both cases (matched case-insensitively, like the text spellings). */
function hexSpellings(value) {
    const hex = Buffer.from(value, 'utf8').toString('hex');
    return hex.length >= MIN_ENCODED_SPELLING_CHARS ? [hex, hex.toUpperCase()] : [];
}
/** The spellings matched whatever their letters' case: all but base64's. */
function textSpellings(value) {
    // Upper- and lowercased as well as matched without regard to case: a full case mapping can
    // change a value's length (`ß` → `SS`), which case-insensitive matching does not see.
    const bases = new Set([value, value.toUpperCase(), value.toLowerCase()]);
    for (const encode of [encodeURIComponent, encodeURI]) {
        const encoded = tryEncode(encode, value);
        if (encoded !== undefined)
            bases.add(encoded).add(lowerHex(encoded));
    }
    // application/x-www-form-urlencoded, as URLSearchParams and HTML forms write a value.
    bases.add(new URLSearchParams([['', value]]).toString().slice(1));
    for (const href of normalizedUrl(value))
        bases.add(href);
    const spellings = new Set(bases);
    for (const base of bases) {
        for (const escaped of jsonEscaped(base))
            spellings.add(escaped);
        for (const escapes of HTML_ESCAPES)
            spellings.add(htmlEscaped(base, escapes));
    }
    for (const hex of hexSpellings(value))
        spellings.add(hex);
    spellings.delete('');
    return spellings;
}
const longestFirst = (a, b) => b.length - a.length;
/**
 * Every spelling of `value` child or page text can carry, distinct, longest first (so a spelling
 * containing a shorter one is hidden whole). Empty for an empty value. This is also what the
 * runner's masking (`core.setSecret`, which matches case-sensitively) is given: the value as
 * written, upper- and lowercased, and hex in both cases are listed, other mixed-case spellings
 * only `SecretRedactor` finds.
 */
function secretSpellings(value) {
    if (value === '')
        return [];
    return [...new Set([...textSpellings(value), ...base64Spellings(value)])].sort(longestFirst);
}
/** `spelling` as a regular expression of itself (Unicode mode: only syntax characters are escaped). */
function literalPattern(spelling) {
    return spelling.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
/** Hides each registered value, in every spelling, in text: without regard to case except in base64. */
class SecretRedactor {
    matchers = [];
    constructor(values = []) {
        for (const value of values)
            this.add(value);
    }
    /** A value that must never be shown (empty values are ignored). */
    add(value) {
        if (value === '')
            return;
        const known = new Set(this.matchers.map((m) => m.spelling));
        const next = [];
        const exact = new Set(base64Spellings(value));
        for (const spelling of textSpellings(value))
            if (!known.has(spelling))
                next.push({ spelling, pattern: new RegExp(literalPattern(spelling), 'giu') });
        for (const spelling of exact)
            if (!known.has(spelling))
                next.push({ spelling, pattern: new RegExp(literalPattern(spelling), 'gu') });
        this.matchers = [...this.matchers, ...next].sort((a, b) => longestFirst(a.spelling, b.spelling));
    }
    /** Every spelling registered so far, longest first (what the runner's masking must know too). */
    allSpellings() {
        return this.matchers.map((m) => m.spelling);
    }
    /** `text` with every spelling of every value replaced by REDACTED. */
    redact(text) {
        let out = text;
        for (const { pattern } of this.matchers)
            out = out.replace(pattern, REDACTED);
        return out;
    }
}

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
        out = out.split(needle).join(REDACTED);
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
        this.values = new SecretRedactor(options.secretValues);
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
                if (!this.options.allowPrivateNetwork && (0,inspect.privateNetworkRefusal)(text, this.openPageUrl())) {
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

//# sourceMappingURL=473.index.js.map