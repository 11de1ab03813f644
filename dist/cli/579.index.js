export const id = 579;
export const ids = [579];
export const modules = {

/***/ 2579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Diagnostics: () => (/* binding */ Diagnostics),
  diagnosticLines: () => (/* binding */ diagnosticLines)
});

// UNUSED EXPORTS: MAX_REASON_CHARS, MAX_VALUE_CHARS, REDACTED_TEXT, diagnosticLine, privateNetworkReason, runDiagnosticLine, secretSources

// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var expectation = __webpack_require__(3303);
;// CONCATENATED MODULE: ./src/workflow/failure-class.ts
/**
 * The stable failure classes a report may carry (shared/contract/plan-and-report.md §6), as one
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
var inspect = __webpack_require__(8442);
;// CONCATENATED MODULE: ./src/workflow/diagnostics.ts
/**
 * Diagnostics that say why: one bounded, redacted, inert reason per failed step (and one for a
 * run that never reached its steps), carried beside the report — never inside the v1 report,
 * which stays upstream-identical. The evidence comes from the runner's `onStepFailure` seam
 * (execute.ts) and is untrusted child or page text: the child's part of a reason has the values
 * of the plan's secrets and their names replaced, the whole reason has every secret name
 * replaced (plan text is never matched against a value: see `planText`), and each is made one
 * line with control and bidi characters replaced (`oneLine`) and cut to MAX_REASON_CHARS.
 *
 * Where a grant lifts the failure, the reason names it as the surface spells it: a CLI flag
 * (`--allow-private-network`) or the action's input (`allow-private-network: true`).
 */




/** A reason is at most this many characters (code points), whatever the child sent. */
const MAX_REASON_CHARS = 300;
/** An expected or actual JSON value inside a reason is cut to this many characters, so both fit. */
const MAX_VALUE_CHARS = 100;
/** What a secret value or name in a reason is replaced with. */
const REDACTED_TEXT = '***';
/** The private-network refusal, with the grant as the surface names it. */
function privateNetworkReason(surface) {
    return surface === 'cli'
        ? 'address blocked: use --allow-private-network for servers the job started itself'
        : 'address blocked: set the action input allow-private-network: true for servers the job started itself';
}
/** Where a plan's secrets come from, as the surface names it (no name of a secret). */
function secretSources(surface) {
    return surface === 'cli'
        ? 'the runner environment, for names allowed by --secret NAME or PLASMATE_SECRETS'
        : "the job's environment (env: from secrets), for names allowed by the action input secrets";
}
/** Replaces every occurrence of each needle, longest first, so one containing a shorter one is hidden whole. */
function redactAll(text, needles) {
    let out = text;
    for (const needle of needles)
        out = out.split(needle).join(REDACTED_TEXT);
    return out;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The first text item of a result, raw (the diagnostics clean it). */
function firstText(result) {
    if (result === undefined || !Array.isArray(result.content))
        return null;
    const first = result.content[0];
    return isRecord(first) && typeof first.text === 'string' ? first.text : null;
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
    /** Secret values and names, longest first: redacted in child text. */
    secrets;
    /** Secret names only, longest first: redacted everywhere. */
    names;
    constructor(plan, options) {
        this.plan = plan;
        this.options = options;
        const longestFirst = (items) => [...new Set(items)].filter((v) => v !== '').sort((a, b) => b.length - a.length);
        this.secrets = longestFirst([...options.secretValues, ...plan.secretNames]);
        this.names = longestFirst(plan.secretNames);
    }
    /**
     * Child or page text → one redacted, inert line of at most `max` characters. Redacted before
     * cleaning (a value with a line break matches only then) and after (cleaning never forms a new
     * match, but the second pass costs nothing), and always before the cut, so a cut value never shows half.
     */
    childText(text, max = MAX_REASON_CHARS) {
        return (0,inspect.oneLine)(redactAll((0,inspect.oneLine)(redactAll(text, this.secrets), Number.MAX_SAFE_INTEGER), this.secrets), max);
    }
    /**
     * Plan text (the expected value, a pointer): names redacted, values deliberately not — matching
     * a value inside text the plan's author wrote would answer "is this your secret?" (redact.ts).
     */
    planText(text, max = MAX_REASON_CHARS) {
        return (0,inspect.oneLine)(redactAll(text, this.names), max);
    }
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
                return `nothing was run: ${missing} of ${total} secret${total === 1 ? '' : 's'} the plan references ${missing === 1 ? 'is' : 'are'} missing; secrets come from ${secretSources(surface)}`;
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
                return "nothing was run: the child's tool annotations contradict the static tool policy";
            case 'workflow_timeout':
                return `nothing was run: cancelled, or limits.workflow_timeout_ms (${this.plan.limits.workflow_timeout_ms} ms) ran out before the first step`;
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
                return `the tool returned an error: ${this.childText(text)}`;
            }
            case 'expectation_path_missing': {
                const pointer = step.expect.json_pointer ?? '';
                const payload = result === undefined ? expectation/* ABSENT */.sj : (0,expectation/* resultPayload */.wO)(result);
                return payload === expectation/* ABSENT */.sj
                    ? `the result's first text item is not JSON, so expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)} cannot be read`
                    : `the result has no value at expect.json_pointer ${this.planText(json(pointer), MAX_VALUE_CHARS)}`;
            }
            case 'expectation_mismatch': {
                const pointer = step.expect.json_pointer ?? '';
                const payload = result === undefined ? expectation/* ABSENT */.sj : (0,expectation/* resultPayload */.wO)(result);
                const actual = payload === expectation/* ABSENT */.sj ? expectation/* ABSENT */.sj : (0,expectation/* resolvePointer */.cj)(payload, pointer);
                const shownActual = actual === expectation/* ABSENT */.sj ? '(absent)' : this.childText(json(actual), MAX_VALUE_CHARS);
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
                return `cancelled, or the workflow deadline ran out (limits.workflow_timeout_ms ${limits.workflow_timeout_ms} ms)`;
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
    /** The plan's open_page URL when it is a literal (a secret URL is never looked at). */
    openPageUrl() {
        const url = this.plan.steps.find((s) => s.tool === 'open_page')?.arguments.url;
        return typeof url === 'string' ? url : '';
    }
}
/** `file:line:col class step "id": reason` — the shape editors' problem matchers read. */
function diagnosticLine(file, d) {
    return `${file}:${d.line}:${d.column} ${d.failureClass} step ${JSON.stringify(d.stepId)}: ${d.reason}`;
}
/** The run-level line: `file:1:1 class: reason`. */
function runDiagnosticLine(file, run) {
    return `${file}:1:1 ${run.failureClass}: ${run.reason}`;
}
/** Every line of a run's diagnostics in the CLI's stderr form, run-level first. */
function diagnosticLines(file, diagnostics) {
    return [
        ...(diagnostics.run === null ? [] : [runDiagnosticLine(file, diagnostics.run)]),
        ...diagnostics.steps.map((d) => diagnosticLine(file, d)),
        ...diagnostics.notes.map((note) => `${file}: ${note}`),
    ];
}


/***/ })

};
