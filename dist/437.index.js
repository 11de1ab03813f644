export const id = 437;
export const ids = [437];
export const modules = {

/***/ 3132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SK: () => (/* binding */ testModeDispatch),
/* harmony export */   ou: () => (/* binding */ violatesToolPolicy)
/* harmony export */ });
/* unused harmony exports isAdvertisedReadOnly, STUB_REASONS */
/* harmony import */ var _plan_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9898);
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
    if (approved || _plan_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MUTATING_TOOLS */ .Ou.has(tool))
        return false;
    if (SESSION_OPENERS.has(tool))
        return hints(annotations).destructive !== false;
    return !isAdvertisedReadOnly(annotations);
}
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
    if (_plan_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MUTATING_TOOLS */ .Ou.has(tool))
        return 'mutating';
    if (SESSION_OPENERS.has(tool))
        return hints(annotations).destructive === false ? 'real' : 'not_read_only';
    return isAdvertisedReadOnly(annotations) ? 'real' : 'not_read_only';
}


/***/ }),

/***/ 745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ TransportFailure),
/* harmony export */   iC: () => (/* binding */ SupervisedTransport)
/* harmony export */ });
/* unused harmony export checkResponse */
/* harmony import */ var _supervisor_process_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1269);

/**
 * The SDK numbers requests from 0; upstream's runner (and its wire sequence) from 1. The
 * transport adds this on the wire and removes it on the way back, so the child sees
 * initialize = 1, tools/list = 2, tools/call = 3, 4, ...
 */
const WIRE_ID_OFFSET = 1;
/**
 * A failure of the request itself, with its stable class. Carries no child data, except the
 * `error` member of a JSON-RPC error response (`rpcError`), kept raw for the diagnostics, which
 * clean, redact and bound it (src/workflow/diagnostics.ts); the v1 report never sees it.
 */
class TransportFailure extends Error {
    failureClass;
    rpcError;
    constructor(failureClass, rpcError = null) {
        super(`MCP transport: ${failureClass}`);
        this.failureClass = failureClass;
        this.rpcError = rpcError;
        this.name = 'TransportFailure';
    }
}
const PROCESS_ERROR_CLASS = {
    spawn: 'spawn_failed',
    missing_pipe: 'missing_pipe',
    write: 'write_failed',
    read: 'read_failed',
    oversized: 'oversized_response',
    early_exit: 'early_exit',
    timed_out: 'step_timeout',
};
function processFailure(error) {
    if (error instanceof _supervisor_process_js__WEBPACK_IMPORTED_MODULE_0__/* .ProcessError */ .yI)
        return new TransportFailure(PROCESS_ERROR_CLASS[error.kind]);
    return new TransportFailure('read_failed');
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The per-response checks of engine.md §11.2, in upstream's order: JSON, then `jsonrpc` and an
 * unsigned integer `id` equal to the request's, then no `error`, then a `result`. The result
 * must also be an object: MCP results are objects and the SDK rejects anything else.
 */
function checkResponse(line, wireId) {
    let message;
    try {
        message = JSON.parse(line.toString('utf8'));
    }
    catch {
        throw new TransportFailure('malformed_response');
    }
    if (!isRecord(message) || message.jsonrpc !== '2.0')
        throw new TransportFailure('protocol_mismatch');
    const { id } = message;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || id !== wireId) {
        throw new TransportFailure('protocol_mismatch');
    }
    if ('error' in message) {
        const { error } = message;
        throw new TransportFailure('json_rpc_error', isRecord(error) ? { code: error.code, message: error.message } : { code: undefined, message: undefined });
    }
    if (!('result' in message) || !isRecord(message.result))
        throw new TransportFailure('missing_result');
    return message;
}
class SupervisedTransport {
    child;
    /** Called once, when the transport closes (by `close()`, or after a failed request). */
    onclose;
    /** Never called: every failure is the rejection of the request it belongs to. */
    onerror;
    /** Called with the one response that matches the request in flight, after the checks. */
    onmessage;
    /**
     * Set before `Client.connect`: the SDK then treats the transport as already initialized and
     * leaves the lifecycle to McpConnection, which negotiates the way upstream's runner does.
     */
    sessionId;
    deadline = 0;
    inFlight = false;
    closed = false;
    failed = null;
    constructor(child) {
        this.child = child;
    }
    /** Sets the absolute monotonic deadline for the next `send` (write and read together). */
    setDeadline(deadline) {
        this.deadline = deadline;
    }
    /** The first failure of a request, if any: after it the transport is unhealthy for good. */
    get failure() {
        return this.failed;
    }
    /** Nothing to do: the child is already running; reading starts with the first request. */
    async start() { }
    /**
     * Requests: write, read the next line, check it, deliver it. Notifications: write only, with
     * no read (a notification has no response). Resolves once that is done.
     */
    async send(message) {
        if (this.failed)
            throw this.failed;
        if (this.closed)
            throw new TransportFailure('write_failed');
        if (this.inFlight)
            throw new Error('one request in flight: the runner never pipelines');
        this.inFlight = true;
        try {
            if ('method' in message && 'id' in message) {
                const wireId = Number(message.id) + WIRE_ID_OFFSET;
                await this.write({ ...message, id: wireId });
                let line;
                try {
                    line = await this.child.readLine(this.deadline);
                }
                catch (error) {
                    throw processFailure(error);
                }
                const response = checkResponse(line, wireId);
                this.onmessage?.({ ...response, id: message.id });
            }
            else if ('method' in message) {
                await this.write(message);
            }
            else {
                // A response from us would answer a server request, and none is ever delivered.
                throw new TransportFailure('request_serialization');
            }
        }
        catch (error) {
            this.failed = error instanceof TransportFailure ? error : new TransportFailure('read_failed');
            throw this.failed;
        }
        finally {
            this.inFlight = false;
        }
    }
    /** Marks the transport closed. The process itself is shut down by its owner, not here. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.onclose?.();
    }
    async write(message) {
        let line;
        try {
            line = JSON.stringify(message);
        }
        catch {
            throw new TransportFailure('request_serialization');
        }
        try {
            await this.child.write(line, this.deadline);
        }
        catch (error) {
            throw processFailure(error);
        }
    }
}


/***/ }),

/***/ 7809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ INHERITED_ENV_NAMES),
/* harmony export */   y: () => (/* binding */ buildChildEnv)
/* harmony export */ });
/**
 * The child's environment (shared/contract/engine.md §1, §12.2): start empty, restore only the
 * variables a browser child needs to find programs, temp space, CA certificates and ICU data, then
 * add the two supervision variables upstream's child reads. Nothing else of the runner's
 * environment (GITHUB_TOKEN, INPUT_*, ACTIONS_*, secrets) can reach the child this way.
 */
/** Restored from the runner's environment when set, in this order. */
const INHERITED_ENV_NAMES = [
    'PATH', 'TMPDIR', 'TMP', 'TEMP', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'PLASMATE_ICU_DATA',
    'RUST_BACKTRACE', 'SYSTEMROOT', 'WINDIR',
];
function buildChildEnv(parentEnv, memoryLimitBytes, extra = {}) {
    const env = {};
    for (const name of INHERITED_ENV_NAMES) {
        const value = parentEnv[name];
        if (value !== undefined)
            env[name] = value;
    }
    env.PLASMATE_SUPERVISED_WORKER = '1';
    env.PLASMATE_WORKER_MEMORY_LIMIT_BYTES = String(memoryLimitBytes);
    if (extra.PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK === '1')
        env.PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK = '1';
    return env;
}


/***/ }),

/***/ 1269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yI: () => (/* binding */ ProcessError),
  eA: () => (/* binding */ SupervisedProcess),
  XZ: () => (/* binding */ monotonicNow)
});

// UNUSED EXPORTS: EXIT_STATUS_SETTLE_MS

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/supervisor/address-space.ts
/**
 * The `memory_mb` ceiling, enforced by the runner itself rather than by asking the child. How it
 * is enforced depends on the child, chosen by the operator's command (never by a plan):
 *
 * - `address-space` (a Plasmate binary, and any child we know nothing about): the child is started
 *   as `prlimit --as=BYTES -- <program> <args>`, as upstream applies RLIMIT_AS to itself.
 * - `node-heap` (the reference engine, a Node child): RLIMIT_AS does not fit V8, which reserves
 *   large virtual ranges it never touches (Node needs ~736 MiB of address space just to start on
 *   Node 20, ~1152 MiB on Node 24, and every WebAssembly memory reserves 8+ GiB), so a 2 GiB
 *   ceiling killed the engine at its second step. Instead the child gets V8 heap limits
 *   (`--max-old-space-size`, `--max-semi-space-size`: half of memory_mb for the old generation)
 *   under `prlimit --data=BYTES`: RLIMIT_DATA counts only private writable memory (Linux ≥ 4.7),
 *   not PROT_NONE reservations, so it bounds what the engine commits (the heap, ArrayBuffers,
 *   malloc) — plus a fixed allowance for the code range Node 24 maps writable up front. A page's
 *   heap past the V8 limit aborts the engine (SIGABRT, "JavaScript heap out of memory"); an
 *   ArrayBuffer past the data limit fails in the page with a RangeError.
 *
 * prlimit sets the limit on itself and then execs the program in place (same pid, so the process
 * group and the group kill are unchanged), and the limit is inherited across fork and exec. Node
 * has no setrlimit of its own, and a preexec hook is not available to spawn(), so this is the
 * smallest mechanism that puts the limit in force before the child's first instruction.
 *
 * Fail closed: with memory_mb > 0 and no prlimit (or not Linux), the spawn fails rather than
 * running the child without the ceiling the plan asked for.
 */


/** Where prlimit lives when the runner's PATH does not say (util-linux on Debian/Ubuntu). */
const FALLBACK_PRLIMIT_PATHS = ['/usr/bin/prlimit', '/bin/prlimit'];
const MIB = 1024 * 1024;
/**
 * The V8 old generation gets this share of `memory_mb`: the rest of the data limit is left for
 * what V8's heap limit does not count — the young generation, code, jsdom's and Node's native
 * allocations, ArrayBuffers. Measured (bench/memory-limit.ts): the engine's peak RSS for an
 * open/type/evaluate plan is ~120-160 MiB, of which the V8 heap is well under half.
 */
const NODE_OLD_SPACE_SHARE = 0.5;
/** One V8 semi-space: memory_mb / this, in MiB, within the two bounds below (V8's own default is 16 MiB on 64-bit). */
const NODE_SEMI_SPACE_DIVISOR = 64;
const NODE_SEMI_SPACE_MIN_MB = 1;
const NODE_SEMI_SPACE_MAX_MB = 16;
/**
 * Added to `memory_mb` for a Node child's RLIMIT_DATA. Node 24 (V8 13) maps its 512 MiB code range
 * read-write-execute up front (measured: VmData 573 MiB for `node -e 0` on Node 24.22, 48 MiB on
 * Node 20.20; no flag short of --jitless shrinks it), and RLIMIT_DATA counts that reservation, so a
 * data limit of memory_mb alone kills Node 24 at start below ~600 MiB. The V8 heap flags stay the
 * bound on what a page's scripts can grow; the data limit is the backstop for off-heap memory.
 */
const NODE_DATA_RESERVATION_BYTES = 1024 * MIB;
class AddressSpaceLimitUnavailable extends Error {
    constructor() {
        super('memory_mb > 0 needs Linux and prlimit (util-linux) to enforce the memory ceiling');
    }
}
function isExecutable(path) {
    try {
        (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** Looks prlimit up on the runner's own PATH (never the plan's), then in the usual places. */
function findPrlimit(runnerPath) {
    const dirs = (runnerPath ?? '').split(external_node_path_.delimiter).filter((dir) => (0,external_node_path_.isAbsolute)(dir));
    for (const candidate of [...dirs.map((dir) => (0,external_node_path_.join)(dir, 'prlimit')), ...FALLBACK_PRLIMIT_PATHS]) {
        if (isExecutable(candidate))
            return candidate;
    }
    return null;
}
/** The V8 flags that bound a Node child's heap within `limitBytes` (whole MiB, at least 1). */
function nodeHeapFlags(limitBytes) {
    const mb = Math.max(1, Math.floor(limitBytes / MIB));
    const oldSpace = Math.max(1, Math.floor(mb * NODE_OLD_SPACE_SHARE));
    const semiSpace = Math.min(NODE_SEMI_SPACE_MAX_MB, Math.max(NODE_SEMI_SPACE_MIN_MB, Math.floor(mb / NODE_SEMI_SPACE_DIVISOR)));
    return [`--max-old-space-size=${oldSpace}`, `--max-semi-space-size=${semiSpace}`];
}
/**
 * The argv that starts `program args` under the ceiling, or unchanged when there is none. For
 * `node-heap`, `program` must be Node and `args` start with its own flags (the heap flags go first,
 * so the engine's confinement flags and script follow unchanged).
 */
function withMemoryCeiling(program, args, limitBytes, runnerPath, ceiling = 'address-space') {
    if (limitBytes <= 0)
        return { program, args: [...args] };
    const prlimit = process.platform === 'linux' ? findPrlimit(runnerPath) : null;
    if (prlimit === null)
        throw new AddressSpaceLimitUnavailable();
    if (ceiling === 'node-heap') {
        return { program: prlimit, args: [`--data=${limitBytes + NODE_DATA_RESERVATION_BYTES}`, '--', program, ...nodeHeapFlags(limitBytes), ...args] };
    }
    return { program: prlimit, args: [`--as=${limitBytes}`, '--', program, ...args] };
}
/** The address-space form alone (kept for callers that name it). */
function withAddressSpaceLimit(program, args, limitBytes, runnerPath) {
    return withMemoryCeiling(program, args, limitBytes, runnerPath, 'address-space');
}

;// CONCATENATED MODULE: ./src/supervisor/line-splitter.ts
/**
 * Splits a child's stdout into lines with a per-line byte bound (engine.md §12.4), parsing lazily:
 * the owner feeds one chunk, takes events one at a time, and feeds the next chunk only when this
 * splitter has nothing left. That is what lets the owner keep the pipe paused while a line waits,
 * so a flooding child is held back by the OS pipe instead of by parent memory.
 *
 * Memory held: the unparsed rest of one chunk plus at most `maxLineBytes` of a partial line.
 */
const NEWLINE = 0x0a;
class BoundedLineSplitter {
    maxLineBytes;
    pending = null;
    parts = [];
    partBytes = 0;
    discarding = false;
    terminal = null;
    terminalTaken = false;
    constructor(maxLineBytes) {
        this.maxLineBytes = maxLineBytes;
    }
    /** True while bytes of the last chunk remain unparsed: feed nothing new until it is false. */
    get hasPending() {
        return this.pending !== null;
    }
    feed(chunk) {
        if (this.pending !== null)
            throw new Error('feed() while the previous chunk is still pending');
        if (chunk.length > 0)
            this.pending = chunk;
    }
    end() {
        this.terminal ??= 'eof';
    }
    fail() {
        this.terminal ??= 'read_error';
    }
    /** The next event the buffered bytes make complete, or null when more input is needed. */
    next() {
        while (this.pending !== null) {
            const chunk = this.pending;
            const newline = chunk.indexOf(NEWLINE);
            if (newline < 0) {
                this.pending = null;
                if (this.discarding)
                    continue;
                this.parts.push(chunk);
                this.partBytes += chunk.length;
                if (this.partBytes > this.maxLineBytes)
                    return this.cut();
                continue;
            }
            const head = chunk.subarray(0, newline);
            this.pending = newline + 1 < chunk.length ? chunk.subarray(newline + 1) : null;
            if (this.discarding) {
                this.discarding = false;
                continue;
            }
            const total = this.partBytes + head.length;
            if (total > this.maxLineBytes) {
                this.resetPartial();
                return { kind: 'oversized' };
            }
            const bytes = this.parts.length === 0 ? head : Buffer.concat([...this.parts, head], total);
            this.resetPartial();
            return { kind: 'line', bytes };
        }
        if (this.terminal === null || this.terminalTaken)
            return this.terminal === null ? null : { kind: this.terminal };
        // At EOF a partial last line is still a line (upstream emits it, then Eof).
        if (this.partBytes > 0 && !this.discarding && this.terminal === 'eof') {
            const bytes = Buffer.concat(this.parts, this.partBytes);
            this.resetPartial();
            return { kind: 'line', bytes };
        }
        this.terminalTaken = true;
        return { kind: this.terminal };
    }
    cut() {
        this.resetPartial();
        this.discarding = true;
        return { kind: 'oversized' };
    }
    resetPartial() {
        this.parts = [];
        this.partBytes = 0;
    }
}

;// CONCATENATED MODULE: ./src/supervisor/registry.ts
/**
 * Every live supervised process group, so that no exit path of the runner leaves one behind:
 * normal exit, process.exit(), an uncaught exception (all three emit 'exit') and SIGINT/SIGTERM.
 * The handlers are installed while at least one group is live and removed after the last one.
 */
const live = new Set();
const TERMINATION_SIGNALS = ['SIGINT', 'SIGTERM'];
/** SIGKILL to the whole group led by `pgid`; a group that is already gone is fine. */
function killGroup(pgid) {
    try {
        process.kill(-pgid, 'SIGKILL');
    }
    catch (error) {
        if (error.code !== 'ESRCH')
            throw error;
    }
}
function killAll() {
    for (const pgid of live) {
        try {
            killGroup(pgid);
        }
        catch {
            // Keep going: one failure must not spare the other groups.
        }
    }
}
function onSignal(signal) {
    killAll();
    live.clear();
    uninstall();
    // Our listener suppressed Node's default action. If nobody else handles the signal (the CLI
    // may install its own to abort the run and still write the report), die of it as usual.
    if (process.listenerCount(signal) === 0)
        process.kill(process.pid, signal);
}
const signalHandlers = {
    SIGINT: () => onSignal('SIGINT'),
    SIGTERM: () => onSignal('SIGTERM'),
};
let installed = false;
function install() {
    if (installed)
        return;
    installed = true;
    process.on('exit', killAll);
    for (const signal of TERMINATION_SIGNALS)
        process.on(signal, signalHandlers[signal]);
}
function uninstall() {
    if (!installed)
        return;
    installed = false;
    process.off('exit', killAll);
    for (const signal of TERMINATION_SIGNALS)
        process.off(signal, signalHandlers[signal]);
}
function trackGroup(pgid) {
    live.add(pgid);
    install();
}
function untrackGroup(pgid) {
    live.delete(pgid);
    if (live.size === 0)
        uninstall();
}

;// CONCATENATED MODULE: ./src/supervisor/process.ts
/**
 * A bounded interactive child process (shared/contract/engine.md §12): no shell, its own process
 * group, one stdin writer with a one-request queue, a stdout line reader that holds at most one
 * line plus a terminal event, a bounded stderr drain, and a whole-group SIGKILL on every way out.
 *
 * Deadlines are absolute times on the monotonic clock of `monotonicNow()`.
 */







/**
 * After our SIGKILL the kernel reaps the child at once; this only bounds the wait for Node's
 * 'exit' event so that a child stuck in uninterruptible sleep cannot hold the runner forever.
 */
const EXIT_AFTER_KILL_BOUND_MS = 2_000;
/**
 * After a transport failure (no grace), how long the runner waits for the exit status of a child
 * that may already have died by itself before it kills the group. Upstream's `try_wait` reads a
 * zombie's status synchronously; Node learns it only when the event loop handles SIGCHLD and
 * fires 'exit', which can come after the stdout EOF or pipe error that ended the step. Measured
 * on a shared 2-core machine (200 children dying by SIGKILL/SIGSEGV, twice): 'exit' followed EOF
 * by 0.16 ms median, 13 / 17 ms p99, 35 / 45 ms max at load 3.5 / 16 — so 200 ms leaves a wide
 * margin, and a child that is still alive (a hang, a malformed answer) costs the failure only
 * this much more. stdin stays open meanwhile: this is not a grace for a clean exit, only time to
 * hear of a death.
 */
const EXIT_STATUS_SETTLE_MS = 200;
function monotonicNow() {
    return external_node_perf_hooks_.performance.now();
}
class ProcessError extends Error {
    kind;
    constructor(kind) {
        super(`supervised child: ${kind}`);
        this.kind = kind;
        this.name = 'ProcessError';
    }
}
/**
 * What V8 (under Node) writes to stderr when an allocation fails past its heap limit or the
 * process's memory limit, right before it aborts (Node's OOM handler: "FATAL ERROR: <where>
 * Allocation failed - JavaScript heap out of memory", or "... - process out of memory"). Only
 * whether one appeared is kept; stderr text is never reported.
 */
const OUT_OF_MEMORY_MARKERS = [
    Buffer.from('Allocation failed - JavaScript heap out of memory'),
    Buffer.from('Allocation failed - process out of memory'),
];
const LONGEST_MARKER_BYTES = Math.max(...OUT_OF_MEMORY_MARKERS.map((m) => m.length));
/**
 * Whether `pid` (our own child, not yet reaped: Node reaps it only when it fires 'exit', so the
 * pid cannot have been reused) is a zombie, i.e. already dead with its status waiting. Linux
 * only (/proc); elsewhere, or on any read error, false, and the settle wait alone decides.
 */
function isZombie(pid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
        // The state is the first field after the parenthesised command (which may contain spaces).
        const state = stat[stat.lastIndexOf(')') + 2];
        return state === 'Z' || state === 'X';
    }
    catch {
        return false;
    }
}
class SupervisedProcess {
    child;
    spec;
    pid;
    splitter;
    event = null;
    wakeReader = null;
    reading = false;
    writing = false;
    stdinError = false;
    stderrKept = [];
    stderrKeptBytes = 0;
    stderrTotalBytes = 0;
    /** The last bytes of stderr seen, so a marker split across two chunks is still found. */
    stderrTail = Buffer.alloc(0);
    outOfMemoryMarkerSeen = false;
    exitStatus = null;
    exited;
    killedByUs = false;
    outcome = null;
    constructor(child, spec) {
        this.child = child;
        this.spec = spec;
        this.pid = child.pid;
        this.splitter = new BoundedLineSplitter(spec.maxLineBytes);
        this.exited = new Promise((resolve) => {
            child.once('exit', (code, signal) => {
                this.exitStatus = { code, signal };
                resolve(this.exitStatus);
            });
        });
        child.on('error', () => {
            // After a successful spawn only kill() can fail here, and we never rely on its result.
        });
        this.attachStdout(child.stdout);
        this.attachStderr(child.stderr);
        child.stdin.on('error', () => {
            this.stdinError = true;
        });
    }
    /**
     * Starts the child: never through a shell, in a new process group (detached → setsid), with
     * exactly `spec.env`. Rejects with ProcessError `spawn` (not found, not executable, no ceiling
     * mechanism) or `missing_pipe`.
     */
    static spawn(spec) {
        let argv;
        try {
            argv = withMemoryCeiling(spec.program, spec.args, spec.memoryLimitBytes, spec.runnerPath, spec.memoryCeiling);
        }
        catch {
            return Promise.reject(new ProcessError('spawn'));
        }
        return new Promise((resolve, reject) => {
            let child;
            try {
                child = (0,external_node_child_process_.spawn)(argv.program, argv.args, {
                    env: { ...spec.env },
                    stdio: ['pipe', 'pipe', 'pipe'],
                    detached: true,
                    shell: false,
                    windowsHide: true,
                });
            }
            catch {
                reject(new ProcessError('spawn'));
                return;
            }
            const started = child;
            started.once('error', () => reject(new ProcessError('spawn')));
            started.once('spawn', () => {
                if (started.pid === undefined) {
                    reject(new ProcessError('spawn'));
                    return;
                }
                trackGroup(started.pid);
                if (!started.stdin || !started.stdout || !started.stderr) {
                    killGroup(started.pid);
                    untrackGroup(started.pid);
                    reject(new ProcessError('missing_pipe'));
                    return;
                }
                resolve(new SupervisedProcess(started, spec));
            });
        });
    }
    /**
     * Writes one line (a `\n` is appended) and waits for the OS to take it, at most until
     * `deadline`. One write at a time: while an earlier write is still unacknowledged (a child that
     * stopped reading), the queue of one is full and this fails at once with `timed_out`.
     */
    write(line, deadline) {
        if (this.writing)
            return Promise.reject(new ProcessError('timed_out'));
        if (this.stdinError || this.child.stdin.destroyed || this.child.stdin.writableEnded) {
            return Promise.reject(new ProcessError('write'));
        }
        this.writing = true;
        return new Promise((resolve, reject) => {
            let settled = false;
            const timer = setTimeout(() => {
                if (settled)
                    return;
                settled = true;
                reject(new ProcessError('timed_out'));
            }, Math.max(0, deadline - monotonicNow()));
            this.child.stdin.write(`${line}\n`, (error) => {
                this.writing = false;
                clearTimeout(timer);
                if (settled)
                    return;
                settled = true;
                if (error)
                    reject(new ProcessError('write'));
                else
                    resolve();
            });
        });
    }
    /**
     * The next stdout line (without its `\n`), waiting at most until `deadline`. Rejects with
     * `oversized`, `early_exit` (EOF), `read` or `timed_out`. There is no id correlation here.
     */
    async readLine(deadline) {
        if (this.reading)
            throw new Error('one reader at a time');
        this.reading = true;
        try {
            const event = await this.nextEvent(deadline);
            if (event === null)
                throw new ProcessError('timed_out');
            switch (event.kind) {
                case 'line': return event.bytes;
                case 'oversized': throw new ProcessError('oversized');
                case 'eof': throw new ProcessError('early_exit');
                case 'read_error': throw new ProcessError('read');
            }
        }
        finally {
            this.reading = false;
        }
    }
    /**
     * SIGKILL the whole group now (cancellation). The outcome then reads `timed_out`, unless the
     * child had already died by itself (Node has its status, or the kernel holds it as a zombie).
     */
    kill() {
        if (this.exitStatus === null && !isZombie(this.pid))
            this.killedByUs = true;
        killGroup(this.pid);
    }
    /**
     * With `graceMs` > 0, closes stdin (EOF) and waits up to that long for the child to exit by
     * itself; with 0 (after a transport failure), waits only `EXIT_STATUS_SETTLE_MS` for the status
     * of a child that already died, stdin left open. Then SIGKILLs the whole group in every case,
     * so descendants die even after a clean exit. The outcome is the child's own exit status
     * (`exited:N`, `signaled:N`) if it exited or was signalled before our kill, else `timed_out`.
     * Idempotent.
     */
    shutdown(graceMs) {
        this.outcome ??= this.finish(graceMs);
        return this.outcome;
    }
    /** How much stderr arrived and how much was kept (for tests; stderr is never reported). */
    stderrStats() {
        return { totalBytes: this.stderrTotalBytes, keptBytes: this.stderrKeptBytes };
    }
    /**
     * Whether the child's stderr carried V8's out-of-memory message. Scanned over every stderr byte
     * (not only the kept ones), so a child that filled its stderr bound first is still recognised.
     * A page can print text of its choosing to the engine's stderr, so callers pair this with the
     * abort the message precedes (see src/workflow/child-end.ts).
     */
    reportedOutOfMemory() {
        return this.outOfMemoryMarkerSeen;
    }
    async finish(graceMs) {
        if (this.exitStatus === null) {
            if (graceMs > 0) {
                this.child.stdin.end();
                await this.waitExit(graceMs);
            }
            else {
                // After a transport failure the child may already be dead (its stdout EOF or a broken
                // pipe ended the step): wait briefly for that status instead of killing over it.
                await this.waitExit(EXIT_STATUS_SETTLE_MS);
                this.child.stdin.end();
            }
        }
        // Ours is the kill only if the child was still running: not if Node has its status, nor if
        // the kernel already holds it as a zombie whose 'exit' event has not been delivered yet.
        if (this.exitStatus === null && !isZombie(this.pid))
            this.killedByUs = true;
        killGroup(this.pid);
        const status = this.exitStatus ?? (await this.waitExit(EXIT_AFTER_KILL_BOUND_MS));
        untrackGroup(this.pid);
        this.releaseStreams();
        if (status === null)
            return 'timed_out';
        // Exit status and our kill race only in one direction: a child that exited by itself first
        // keeps its own status (a kill of a zombie changes nothing).
        if (this.killedByUs && status.signal === 'SIGKILL')
            return 'timed_out';
        if (status.code !== null)
            return `exited:${status.code}`;
        const signal = status.signal === null ? 0 : external_node_os_.constants.signals[status.signal];
        return `signaled:${signal}`;
    }
    waitExit(boundMs) {
        if (this.exitStatus !== null)
            return Promise.resolve(this.exitStatus);
        return new Promise((resolve) => {
            const timer = setTimeout(() => resolve(this.exitStatus), boundMs);
            void this.exited.then((status) => {
                clearTimeout(timer);
                resolve(status);
            });
        });
    }
    releaseStreams() {
        this.child.stdin.destroy();
        this.child.stdout.destroy();
        this.child.stderr.destroy();
        this.stderrKept = [];
        this.wakeReader?.();
    }
    attachStdout(stdout) {
        // Paused mode: bytes are pulled with read() only while the event slot is empty, so whatever
        // the child writes meanwhile waits in the OS pipe (then the child blocks), not in our memory.
        // A 'data' listener would not do: Node resume()s a child's stdout when the child exits,
        // which switches a 'data' stream to flowing; a stream with a 'readable' listener stays paused.
        stdout.on('readable', () => this.pump());
        stdout.on('end', () => {
            this.splitter.end();
            this.pump();
        });
        stdout.on('error', () => {
            this.splitter.fail();
            this.pump();
        });
    }
    /** Fills the single event slot from buffered bytes, pulling one more chunk at a time. */
    pump() {
        while (this.event === null) {
            this.event = this.splitter.next();
            if (this.event !== null || this.child.stdout.destroyed)
                break;
            const chunk = this.child.stdout.read();
            if (chunk === null)
                break;
            this.splitter.feed(chunk);
        }
        if (this.event !== null)
            this.wakeReader?.();
    }
    nextEvent(deadline) {
        const take = () => {
            const event = this.event;
            if (event === null)
                return null;
            // A terminal event stays: every later read sees the same EOF or error.
            if (event.kind === 'line' || event.kind === 'oversized')
                this.event = null;
            this.pump();
            return event;
        };
        const ready = take();
        if (ready !== null)
            return Promise.resolve(ready);
        if (this.child.stdout.destroyed)
            return Promise.resolve({ kind: 'eof' });
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.wakeReader = null;
                resolve(null);
            }, Math.max(0, deadline - monotonicNow()));
            const wake = () => {
                // Unset while taking: take() pumps, and the pump must not re-enter this waker.
                this.wakeReader = null;
                const event = take() ?? (this.child.stdout.destroyed ? { kind: 'eof' } : null);
                if (event === null) {
                    this.wakeReader = wake;
                    return;
                }
                clearTimeout(timer);
                resolve(event);
            };
            this.wakeReader = wake;
        });
    }
    attachStderr(stderr) {
        stderr.on('data', (chunk) => {
            this.stderrTotalBytes += chunk.length;
            this.scanForOutOfMemory(chunk);
            const room = this.spec.maxStderrBytes - this.stderrKeptBytes;
            if (room <= 0)
                return;
            const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
            this.stderrKept.push(Buffer.from(kept));
            this.stderrKeptBytes += kept.length;
        });
        stderr.on('error', () => {
            // A broken stderr pipe changes nothing for the protocol; stderr is never reported.
        });
    }
    scanForOutOfMemory(chunk) {
        if (this.outOfMemoryMarkerSeen)
            return;
        const window = Buffer.concat([this.stderrTail, chunk]);
        if (OUT_OF_MEMORY_MARKERS.some((marker) => window.includes(marker))) {
            this.outOfMemoryMarkerSeen = true;
            this.stderrTail = Buffer.alloc(0);
            return;
        }
        this.stderrTail = Buffer.from(window.subarray(Math.max(0, window.length - (LONGEST_MARKER_BYTES - 1))));
    }
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   w: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/** The tool's name and version as evidence reports them; a test keeps the version equal to package.json's. */
const TOOL_NAME = 'plasmate-agent-workflow-action';
const TOOL_VERSION = '0.1.0';


/***/ }),

/***/ 9115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ memoryDiagnostic),
/* harmony export */   u: () => (/* binding */ childEnd)
/* harmony export */ });
/** SIGABRT: what Node's out-of-memory handler ends the process with. */
const ABORT_OUTCOME = 'signaled:6';
/**
 * Out of memory needs both the abort and V8's message on stderr: the message alone can be
 * printed by a page (the engine logs page errors to stderr), the abort alone has other causes.
 */
function childEnd(processOutcome, reportedOutOfMemory) {
    return { processOutcome, outOfMemory: reportedOutOfMemory && processOutcome === ABORT_OUTCOME };
}
/** The one line the CLI prints for a child that ran out of memory, or null. No child text in it. */
function memoryDiagnostic(end, memoryMb) {
    if (end === undefined || !end.outOfMemory)
        return null;
    return memoryMb > 0
        ? `the child exceeded its memory limit (memory_mb ${memoryMb}) and was aborted (${end.processOutcome})`
        : `the child ran out of memory (no memory_mb set: the engine's own heap limit) and was aborted (${end.processOutcome})`;
}


/***/ }),

/***/ 1437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cP: () => (/* binding */ allSkipped),
  vY: () => (/* binding */ executePlan),
  Nl: () => (/* binding */ negotiate),
  xm: () => (/* binding */ plasmateCommand),
  rl: () => (/* binding */ runSteps),
  RU: () => (/* binding */ superviseChild)
});

// UNUSED EXPORTS: CLOSE_PAGE_BUDGET_MS, GATE_MATCH_BUDGET_MS, SHUTDOWN_GRACE_MS, requestDeadline, spawnChild

// EXTERNAL MODULE: ./src/plan/bounds.ts
var bounds = __webpack_require__(3002);
// EXTERNAL MODULE: ./src/report/build.ts
var build = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/report/write.ts
var write = __webpack_require__(1693);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 15 modules
var types = __webpack_require__(1402);
// EXTERNAL MODULE: ./src/supervisor/process.ts + 3 modules
var process = __webpack_require__(1269);
// EXTERNAL MODULE: ./src/report/types.ts
var report_types = __webpack_require__(2563);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var mcp_transport = __webpack_require__(745);
;// CONCATENATED MODULE: ./src/mcp/connection.ts
/**
 * The SDK `Client` on a `SupervisedTransport`: initialize (protocol 2025-11-25, the SDK's latest
 * in 1.32.2; the result is not inspected, as upstream does not), notifications/initialized, tools/list, tools/call — one at a time, each bounded by
 * the deadline the caller gives.
 *
 * Why nothing the SDK does with `outputSchema`/`structuredContent` can fail a valid upstream
 * response: `Client.listTools()` compiles every advertised outputSchema with the SDK's default
 * ajv, a draft-07 instance that ignores upstream's `"$schema": ".../draft/2020-12/schema"` and
 * reads 2020-12 keywords the draft-07 way (e.g. `items: false` beside `prefixItems`), and one
 * schema it cannot compile fails the whole listing; `Client.callTool()` then rejects a non-error
 * result without structuredContent (-32600) or one that reading rejects (-32602). The runner
 * ignores structuredContent (engine.md §11.4), so it sends tools/list and tools/call through
 * `Client.request` with the SDK's loose `ResultSchema` and never fills the output-validator
 * cache. As a second layer the client gets a validator that accepts everything, so even a future
 * call path through that cache cannot reject a response.
 */






/** What upstream's runner says in initialize (engine.md §11.1), with this project's version. */
const CLIENT_INFO = { name: 'plasmate-agent-workflow', version: version/* TOOL_VERSION */.w };
/**
 * The SDK has its own request timer (60 s by default). Ours must always fire first, so that a
 * timeout is classified by the transport; the SDK's is set this far beyond our deadline.
 */
const SDK_TIMEOUT_MARGIN_MS = 1_000;
/** Accepts every value: the runner does not rely on structuredContent (see the module comment). */
class AcceptAllValidator {
    getValidator() {
        return (input) => ({ valid: true, data: input, errorMessage: undefined });
    }
}
class McpConnection {
    client;
    transport;
    broken = false;
    constructor(client, transport) {
        this.client = client;
        this.transport = transport;
    }
    /**
     * Connects and negotiates: initialize, then notifications/initialized (written, not read).
     * Rejects with a TransportFailure: the request's own class (`protocol_mismatch` for a reply that
     * is not the awaited response, `json_rpc_error`, `missing_result`, …).
     */
    static async initialize(child, deadline) {
        const transport = new mcp_transport/* SupervisedTransport */.iC(child);
        const client = new esm_client/* Client */.K(CLIENT_INFO, { capabilities: {}, jsonSchemaValidator: new AcceptAllValidator() });
        // Upstream's runner does not inspect the initialize result (engine.md §11.2): a reply with the
        // awaited id, no error and a result is enough. The SDK's own handshake would also demand
        // capabilities, serverInfo and a protocol version it supports, refusing children upstream
        // accepts; with a session id set, `connect` only wires the transport (the SDK's reconnect
        // path), and the same two messages go out here.
        transport.sessionId = 'supervised-stdio';
        transport.setDeadline(deadline);
        try {
            await client.connect(transport);
            await client.request({ method: 'initialize', params: { protocolVersion: report_types/* PROTOCOL_VERSION */.W, capabilities: {}, clientInfo: CLIENT_INFO } }, types/* ResultSchema */.Jh, { timeout: sdkTimeout(deadline) });
            await client.notification({ method: 'notifications/initialized', params: {} });
        }
        catch (error) {
            throw asFailure(error);
        }
        return new McpConnection(client, transport);
    }
    /** False after any failed request: then no further request (not even close_page) is sent. */
    get healthy() {
        return !this.broken && this.transport.failure === null;
    }
    /** The raw tools/list result (shape-checked by the schema gate, not here). */
    listTools(deadline) {
        return this.request('tools/list', {}, deadline);
    }
    /** The raw tools/call result; `isError` results resolve normally. */
    callTool(name, args, deadline) {
        return this.request('tools/call', { name, arguments: args }, deadline);
    }
    async close() {
        await this.client.close();
    }
    async request(method, params, deadline) {
        if (this.transport.failure)
            throw this.transport.failure;
        this.transport.setDeadline(deadline);
        try {
            return (await this.client.request({ method, params }, types/* ResultSchema */.Jh, { timeout: sdkTimeout(deadline) }));
        }
        catch (error) {
            this.broken = true;
            throw asFailure(error);
        }
    }
}
function sdkTimeout(deadline) {
    return Math.max(0, deadline - (0,process/* monotonicNow */.XZ)()) + SDK_TIMEOUT_MARGIN_MS;
}
/** Our transport's classification wins; anything the SDK itself refused is a protocol mismatch. */
function asFailure(error) {
    return error instanceof mcp_transport/* TransportFailure */.Az ? error : new mcp_transport/* TransportFailure */.Az('protocol_mismatch');
}

// EXTERNAL MODULE: ./src/supervisor/env.ts
var env = __webpack_require__(7809);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
;// CONCATENATED MODULE: ./src/mcp/bounded-regexp.ts
/**
 * The mitigation for a child-advertised `pattern` (untrusted input, engine.md §11.3).
 *
 * Problem: ajv compiles `pattern` into a JavaScript RegExp and runs it on the plan's argument
 * strings synchronously. A catastrophic pattern such as `^(a+)+$` against `aaaa…!` backtracks
 * exponentially, and while it runs the event loop is blocked: no timer fires, so no step or
 * workflow deadline could ever be enforced.
 *
 * Choice: ajv lets the caller supply the RegExp engine (`code.regExp`). Ours runs every match
 * through `vm.Script#runInContext` with a `timeout`, which V8 enforces from a watchdog thread by
 * terminating execution, and which interrupts a backtracking RegExp too. All matches of one gate
 * run share one deadline, so the total time the child's patterns can cost is bounded no matter
 * how many strings they are applied to. When the budget is spent the match throws
 * `PatternBudgetExceeded` and the gate fails closed (`tool_schema_drift`).
 *
 * Rejected alternatives: RE2 (a native dependency, and its syntax differs from JSON Schema's
 * ECMA-262 patterns), V8's experimental linear engine (a process-wide V8 flag, and it refuses
 * many ordinary patterns), a static "star height" check (heuristic: overlapping alternations
 * such as `(a|a)*` pass it), and a worker thread per gate (tens of ms per run for the same bound).
 */


class PatternBudgetExceeded extends Error {
    constructor() {
        super('an advertised pattern exceeded the matching budget');
        this.name = 'PatternBudgetExceeded';
    }
}
/** vm's timeout is whole milliseconds and must be positive. */
const MIN_MATCH_TIMEOUT_MS = 1;
const sandbox = external_node_vm_default().createContext(Object.create(null));
const matchScript = new (external_node_vm_default()).Script('pattern.test(subject)');
/** An ajv RegExp engine whose matches all stop at `deadline` (monotonic ms). */
function boundedRegExpEngine(deadline) {
    const engine = (source, flags) => {
        const pattern = new RegExp(source, flags);
        const bounded = {
            test(subject) {
                const remaining = Math.floor(deadline - (0,process/* monotonicNow */.XZ)());
                if (remaining < MIN_MATCH_TIMEOUT_MS)
                    throw new PatternBudgetExceeded();
                const scope = sandbox;
                scope.pattern = pattern;
                scope.subject = subject;
                try {
                    return matchScript.runInContext(sandbox, { timeout: remaining }) === true;
                }
                catch (error) {
                    if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
                        throw new PatternBudgetExceeded();
                    throw error;
                }
                finally {
                    delete scope.pattern;
                    delete scope.subject;
                }
            },
            // ajv keys its cache of pattern objects by this string.
            toString: () => pattern.toString(),
        };
        return bounded;
    };
    return Object.assign(engine, { code: 'boundedRegExp' });
}

;// CONCATENATED MODULE: ./src/mcp/schema-gate.ts
/**
 * The advertised-schema gate (plan-and-report.md §6.5, engine.md §11.3), the schema half:
 * read the tools/list result, pre-check each used inputSchema against a closed keyword list
 * (fail closed: anything not listed is drift), then validate arguments with ajv against a
 * *closed* copy of the schema. Pure functions plus one small validator class; no I/O.
 */


/**
 * Subschema nesting accepted (properties → items → properties …). Upstream replaces a schema
 * deeper than 16 levels with a placeholder before advertising it, so a real schema never gets
 * here deeper; the bound also keeps the recursive pre-check far from the stack limit.
 */
const MAX_SCHEMA_DEPTH = 16;
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
/** Annotations: shape-checked, never enforced (format included: an annotation only). */
const ANNOTATIONS = {
    title: (v) => typeof v === 'string',
    description: (v) => typeof v === 'string',
    default: () => true,
    examples: (v) => Array.isArray(v),
    deprecated: (v) => typeof v === 'boolean',
    readOnly: (v) => typeof v === 'boolean',
    writeOnly: (v) => typeof v === 'boolean',
};
const isCount = (v) => Number.isSafeInteger(v) && v >= 0;
const isFiniteNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const NUMERIC = {
    minimum: isFiniteNumber,
    maximum: isFiniteNumber,
    exclusiveMinimum: isFiniteNumber,
    exclusiveMaximum: isFiniteNumber,
    multipleOf: (v) => isFiniteNumber(v) && v > 0,
};
/** Keywords that fit each type, besides `type`, `enum`, `const` and the annotations. */
const TYPE_KEYWORDS = {
    string: {
        minLength: isCount,
        maxLength: isCount,
        pattern: isCompilablePattern,
        format: (v) => typeof v === 'string',
    },
    number: NUMERIC,
    integer: NUMERIC,
    array: {
        items: () => true, // checked recursively
        minItems: isCount,
        maxItems: isCount,
        uniqueItems: (v) => typeof v === 'boolean',
    },
    object: {
        properties: () => true, // checked recursively
        required: (v) => Array.isArray(v) && v.every((n) => typeof n === 'string') && new Set(v).size === v.length,
        additionalProperties: (v) => typeof v === 'boolean',
        minProperties: isCount,
        maxProperties: isCount,
    },
    boolean: {},
    null: {},
};
/** Keywords kept in the closed copy that ajv enforces (annotations and format are dropped). */
const ENFORCED = new Set([
    'type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum',
    'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems',
    'required', 'minProperties', 'maxProperties',
]);
function isCompilablePattern(value) {
    if (typeof value !== 'string')
        return false;
    try {
        new RegExp(value, 'u');
        return true;
    }
    catch {
        return false;
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The tools/list result as the gate needs it: `tools` an array of `{name, inputSchema}` with
 * unique string names. Returns the problem text instead when the listing is unusable.
 */
function readToolList(result) {
    if (!isRecord(result) || !Array.isArray(result.tools))
        return 'tools/list result has no tools array';
    const tools = new Map();
    for (const entry of result.tools) {
        if (!isRecord(entry) || typeof entry.name !== 'string')
            return 'a listed tool has no string name';
        if (tools.has(entry.name))
            return `tool ${JSON.stringify(entry.name)} is listed twice`;
        if (!isRecord(entry.inputSchema))
            return `tool ${JSON.stringify(entry.name)} has no inputSchema object`;
        tools.set(entry.name, { name: entry.name, inputSchema: entry.inputSchema, annotations: entry.annotations });
    }
    return tools;
}
/**
 * The fail-closed keyword pre-check. Returns null when the schema is acceptable, else the first
 * problem as `<schema path>: <what>` (the path is within the schema, never argument data).
 */
function precheckSchema(schema, path = '', depth = 0) {
    const at = path === '' ? '(root)' : path;
    if (depth > MAX_SCHEMA_DEPTH)
        return `${at}: nested deeper than ${MAX_SCHEMA_DEPTH} levels`;
    if (!isRecord(schema))
        return `${at}: a schema must be an object`;
    const { type } = schema;
    if (typeof type !== 'string' || !TYPES.includes(type)) {
        return `${at}: "type" must be one of ${TYPES.join(', ')} (a single string)`;
    }
    const fitting = TYPE_KEYWORDS[type];
    for (const [keyword, value] of Object.entries(schema)) {
        if (keyword === 'type' || keyword === 'const')
            continue;
        if (keyword === 'enum') {
            if (!Array.isArray(value) || value.length === 0)
                return `${at}: "enum" must be a non-empty array`;
            continue;
        }
        const annotation = ANNOTATIONS[keyword];
        if (annotation) {
            if (!annotation(value))
                return `${at}: annotation "${keyword}" has the wrong shape`;
            continue;
        }
        const check = Object.hasOwn(fitting, keyword) ? fitting[keyword] : undefined;
        if (!check)
            return `${at}: keyword "${keyword}" is not allowed for type ${type}`;
        if (!check(value))
            return `${at}: "${keyword}" has an invalid value`;
    }
    if (type === 'object') {
        if (!isRecord(schema.properties))
            return `${at}: an object schema must have "properties"`;
        for (const [name, sub] of Object.entries(schema.properties)) {
            const problem = precheckSchema(sub, `${path}/properties/${name}`, depth + 1);
            if (problem)
                return problem;
        }
    }
    if (type === 'array' && 'items' in schema) {
        const problem = precheckSchema(schema.items, `${path}/items`, depth + 1);
        if (problem)
            return problem;
    }
    return null;
}
/**
 * A copy of a pre-checked schema for validating plan arguments: every object closed
 * (`additionalProperties: false`, so an unknown key is `argument_schema_invalid` even where the
 * server would ignore it), annotations and `format` dropped.
 */
function closedCopy(schema) {
    const copy = {};
    for (const [keyword, value] of Object.entries(schema)) {
        if (ENFORCED.has(keyword))
            copy[keyword] = value;
    }
    if (schema.type === 'object') {
        const properties = schema.properties;
        copy.properties = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, closedCopy(sub)]));
        copy.additionalProperties = false;
    }
    if (schema.type === 'array' && isRecord(schema.items))
        copy.items = closedCopy(schema.items);
    return copy;
}
/** Characters kept of one advertised string (a property name, an enum value, a pattern) in a message. */
const MAX_ADVERTISED_TEXT_CHARS = 48;
/** Characters of enum values or accepted property names listed in one message; the rest are counted. */
const MAX_LISTED_CHARS = 100;
/**
 * C0/C1 controls, and the format characters that reorder or break a terminal line (bidi
 * overrides and isolates, marks, line/paragraph separators): an advertised text could otherwise
 * rewrite what the reader sees on the line.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** Untrusted text made safe for one message line: controls replaced, cut to `max` characters (code points). */
function advertisedText(text, max = MAX_ADVERTISED_TEXT_CHARS) {
    const clean = text.replace(UNPRINTABLE, '?');
    const points = Array.from(clean);
    return points.length > max ? `${points.slice(0, max).join('')}…` : clean;
}
/** A JSON value of the schema (an enum member, a const), shown as JSON, cleaned and cut. */
function advertisedValue(value) {
    let json;
    try {
        json = JSON.stringify(value) ?? 'null';
    }
    catch {
        json = '?';
    }
    return advertisedText(json);
}
/** `a, b, c` while it fits MAX_LISTED_CHARS (the first item always), then `(and N more)`. */
function listed(items) {
    let shown = items[0] ?? '';
    let count = items.length === 0 ? 0 : 1;
    while (count < items.length && shown.length + 2 + items[count].length <= MAX_LISTED_CHARS)
        shown += `, ${items[count++]}`;
    return count < items.length ? `${shown} (and ${items.length - count} more)` : shown;
}
const A_TYPE = {
    object: 'an object', array: 'an array', string: 'a string', number: 'a number', integer: 'an integer', boolean: 'a boolean', null: 'null',
};
/** A finite number of the schema (pre-checked), or `?` for anything else ajv might hand over. */
function bound(value) {
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : '?';
}
function plural(value, one, many) {
    return `${bound(value)} ${value === 1 ? one : many}`;
}
/** The schema node an error's `schemaPath` (`#/properties/a/items/required`) names, minus the keyword. */
function schemaAt(root, schemaPath) {
    const segments = schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1);
    let node = root;
    for (const raw of segments) {
        if (raw === '')
            continue;
        const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        node = isRecord(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
    }
    return isRecord(node) ? node : null;
}
/** ajv's error as an ArgumentError: only `params` and the closed schema are read, never `data`. */
function describeError(error, schema) {
    const { instancePath, keyword } = error;
    const params = error.params;
    const out = { instancePath, keyword };
    switch (keyword) {
        case 'required':
            out.property = advertisedText(String(params.missingProperty));
            break;
        case 'additionalProperties': {
            out.property = String(params.additionalProperty);
            const properties = schemaAt(schema, error.schemaPath)?.properties;
            const names = isRecord(properties) ? Object.keys(properties).map((name) => advertisedText(name)) : [];
            out.allowed = names.length === 0 ? 'accepts no properties' : `accepts only ${listed(names)}`;
            break;
        }
        case 'enum': {
            const values = Array.isArray(params.allowedValues) ? params.allowedValues.map(advertisedValue) : [];
            out.allowed = `must be one of ${listed(values)}`;
            break;
        }
        case 'const':
            out.allowed = `must be exactly ${advertisedValue(params.allowedValue)}`;
            break;
        case 'type':
            out.allowed = `must be ${A_TYPE[String(params.type)] ?? advertisedText(String(params.type))}`;
            break;
        case 'maxLength':
            out.allowed = `must be at most ${plural(params.limit, 'character', 'characters')} long`;
            break;
        case 'minLength':
            out.allowed = `must be at least ${plural(params.limit, 'character', 'characters')} long`;
            break;
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum': {
            const comparison = ['<', '<=', '>', '>='].includes(String(params.comparison)) ? String(params.comparison) : '?';
            out.allowed = `must be ${comparison} ${bound(params.limit)}`;
            break;
        }
        case 'multipleOf':
            out.allowed = `must be a multiple of ${bound(params.multipleOf)}`;
            break;
        case 'pattern':
            out.allowed = `must match the pattern /${advertisedText(String(params.pattern))}/`;
            break;
        case 'minItems':
            out.allowed = `must have at least ${plural(params.limit, 'item', 'items')}`;
            break;
        case 'maxItems':
            out.allowed = `must have at most ${plural(params.limit, 'item', 'items')}`;
            break;
        case 'uniqueItems':
            // ajv names the equal items' indices; which items equal each other is a fact about the
            // values (one may be a secret), so only the rule is shown.
            out.allowed = 'must not contain equal items';
            break;
        case 'minProperties':
            out.allowed = `must have at least ${plural(params.limit, 'property', 'properties')}`;
            break;
        case 'maxProperties':
            out.allowed = `must have at most ${plural(params.limit, 'property', 'properties')}`;
            break;
        default:
            break;
    }
    return out;
}
/**
 * Compiles closed copies with ajv (strict, every error collected) using the bounded RegExp
 * engine, so that all pattern matching of one gate run ends by `deadline`. A match past the
 * budget throws `PatternBudgetExceeded` out of `check`.
 */
class ArgumentValidator {
    ajv;
    constructor(deadline) {
        this.ajv = new ajv.Ajv({
            strict: true,
            // A required name that has no property schema is not ours to reject: upstream accepts it.
            strictRequired: false,
            allErrors: true,
            validateFormats: false,
            code: { regExp: boundedRegExpEngine(deadline) },
        });
    }
    /** Throws (ajv's compile error) when even the pre-checked copy cannot be compiled. */
    compile(inputSchema) {
        const closed = closedCopy(inputSchema);
        const validate = this.ajv.compile(closed);
        return (args) => {
            if (validate(args))
                return { valid: true };
            const errors = (validate.errors ?? []).map((error) => describeError(error, closed));
            return { valid: false, errors };
        };
    }
}


// EXTERNAL MODULE: ./src/mcp/tool-guard.ts
var tool_guard = __webpack_require__(3132);
;// CONCATENATED MODULE: ./src/workflow/gates.ts


/** What the runner injects for validation only (engine.md §11.3), in place of the real session. */
const PLACEHOLDER_SESSION_ID = 'validated-session-placeholder';
/** The runner-owned tool that must be advertised even though no plan names it. */
const CLOSE_PAGE = 'close_page';
/** The location of a problem that concerns the whole listing, not a step (validation's plan-wide form). */
const PLAN_LOCATION = { line: 1, column: 1 };
/** Characters of a readable argument path kept in a message; a longer one keeps its end. */
const MAX_ARGUMENT_PATH_CHARS = 64;
/**
 * Characters of an argument problem's detail: the path, what the schema allows (cut to fit) and
 * the keyword. The CLI's printable() cuts at 200 too; staying within it keeps the keyword shown.
 */
const MAX_ARGUMENT_DETAIL_CHARS = 200;
const GATE_ORDER = ['tool_schema_drift', 'argument_schema_invalid', 'tool_policy_drift'];
/** The arguments the child would receive, as the gate validates them. */
function argumentsForValidation(plan, index, args) {
    const step = plan.steps[index];
    return step.tool === 'open_page' ? { ...args, trace: plan.trace } : { ...args, session_id: PLACEHOLDER_SESSION_ID };
}
function ignored(pointer, ignoredPointers) {
    return ignoredPointers.some((p) => pointer === p || pointer.startsWith(`${p}/`));
}
function unescapeSegment(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function pointerSegments(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/**
 * `arguments.cookies[0].name`: a reader's path through the arguments as validated. Array indices
 * are told from numeric keys by the arguments' shape (structure, not values); other keys are
 * cleaned and cut like any untrusted text. A path longer than MAX_ARGUMENT_PATH_CHARS keeps its end.
 */
function readablePath(args, segments) {
    let out = 'arguments';
    let node = args;
    for (const segment of segments) {
        if (Array.isArray(node) && /^(?:0|[1-9][0-9]*)$/.test(segment)) {
            out += `[${segment}]`;
            node = node[Number(segment)];
            continue;
        }
        out += IDENTIFIER.test(segment) && segment.length <= 64 ? `.${segment}` : `[${JSON.stringify(advertisedText(segment))}]`;
        node = typeof node === 'object' && node !== null && !Array.isArray(node) && Object.hasOwn(node, segment)
            ? node[segment]
            : undefined;
    }
    const points = Array.from(out);
    return points.length > MAX_ARGUMENT_PATH_CHARS ? `…${points.slice(-(MAX_ARGUMENT_PATH_CHARS - 1)).join('')}` : out;
}
/** The plan location of the value at `pointer`, else of its nearest enclosing value that the plan wrote, else the step. */
function locate(step, pointer) {
    const locations = step.argumentLocations;
    if (locations !== undefined) {
        for (let p = pointer;; p = p.slice(0, p.lastIndexOf('/'))) {
            const found = locations.get(p);
            if (found !== undefined)
                return found;
            if (p === '')
                break;
        }
    }
    return step.location;
}
/** The message and location of one argument error; the path names the offending value (a missing one for `required`). */
function argumentProblem(step, args, error) {
    const segments = pointerSegments(error.instancePath);
    const named = error.property !== undefined && (error.keyword === 'required' || error.keyword === 'additionalProperties');
    const path = readablePath(args, named ? [...segments, error.property] : segments);
    const keyword = advertisedText(error.keyword);
    let what;
    if (error.keyword === 'required')
        what = 'is missing';
    else if (error.keyword === 'additionalProperties')
        what = `is not accepted; the tool ${error.allowed ?? 'accepts other properties'}`;
    else
        what = error.allowed ?? `fails "${keyword}"`;
    // An unknown key is located at its value; a missing property at the object that lacks it.
    const at = error.keyword === 'additionalProperties' && error.property !== undefined
        ? `${error.instancePath}/${error.property.replace(/~/g, '~0').replace(/\//g, '~1')}`
        : error.instancePath;
    const suffix = ` (${keyword})`;
    const room = MAX_ARGUMENT_DETAIL_CHARS - Array.from(path).length - 1 - Array.from(suffix).length;
    return { detail: `${path} ${advertisedText(what, Math.max(room - 1, 1))}${suffix}`, location: locate(step, at) };
}
function runGates(input) {
    const { plan } = input;
    const problems = [];
    const listing = readToolList(input.toolsResult);
    if (typeof listing === 'string') {
        return { failureClass: 'tool_schema_drift', problems: [{ failureClass: 'tool_schema_drift', stepId: null, tool: null, detail: listing, location: PLAN_LOCATION }], tools: null };
    }
    if (!listing.has(CLOSE_PAGE)) {
        problems.push({ failureClass: 'tool_schema_drift', stepId: null, tool: CLOSE_PAGE, detail: 'close_page is not advertised', location: PLAN_LOCATION });
    }
    // Each used schema once: pre-check, then compile (a compile failure is drift too).
    const validator = new ArgumentValidator(input.matchDeadline);
    const compiled = new Map();
    const usable = (tool, step) => {
        const { id: stepId, location } = step;
        if (!compiled.has(tool.name)) {
            const problem = precheckSchema(tool.inputSchema);
            if (problem !== null) {
                problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: `inputSchema ${problem}`, location });
                compiled.set(tool.name, null);
            }
            else {
                try {
                    compiled.set(tool.name, validator.compile(tool.inputSchema));
                }
                catch {
                    problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: 'inputSchema does not compile', location });
                    compiled.set(tool.name, null);
                }
            }
        }
        return compiled.get(tool.name) !== null;
    };
    let budgetSpent = false;
    plan.steps.forEach((step, i) => {
        const tool = listing.get(step.tool);
        if (!tool) {
            problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: `${step.tool} is not advertised`, location: step.location });
            return;
        }
        if (!usable(tool, step) || budgetSpent)
            return;
        const check = compiled.get(tool.name);
        const args = argumentsForValidation(plan, i, input.stepArguments[i]);
        let outcome;
        try {
            outcome = check(args);
        }
        catch (error) {
            if (!(error instanceof PatternBudgetExceeded))
                throw error;
            budgetSpent = true;
            problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: 'an advertised pattern exceeded the matching budget', location: step.location });
            return;
        }
        if (outcome.valid)
            return;
        const skip = input.ignoredPointers?.[i] ?? [];
        for (const error of outcome.errors) {
            if (ignored(error.instancePath, skip))
                continue;
            problems.push({ failureClass: 'argument_schema_invalid', stepId: step.id, tool: step.tool, ...argumentProblem(step, args, error) });
        }
    });
    plan.steps.forEach((step) => {
        const tool = listing.get(step.tool);
        if (tool && (0,tool_guard/* violatesToolPolicy */.ou)(step.tool, tool.annotations, input.approvedStepIds.has(step.id))) {
            problems.push({
                failureClass: 'tool_policy_drift', stepId: step.id, tool: step.tool,
                detail: `${step.tool} runs without approval but the child does not advertise it as read-only`,
                location: step.location,
            });
        }
    });
    const failureClass = GATE_ORDER.find((cls) => problems.some((p) => p.failureClass === cls)) ?? null;
    return { failureClass, problems, tools: listing };
}

// EXTERNAL MODULE: ./src/workflow/expectation.ts
var workflow_expectation = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/workflow/secrets.ts
var workflow_secrets = __webpack_require__(2312);
// EXTERNAL MODULE: ./src/workflow/child-end.ts
var child_end = __webpack_require__(9115);
;// CONCATENATED MODULE: ./src/workflow/execute.ts
/**
 * Supervised execution of a validated plan (plan-and-report.md §6): secrets, spawn, initialize,
 * tools/list, the gates, the steps, cleanup, and the report — written atomically on every path
 * that reaches a report.
 */











/** close_page gets this long whatever is left of the workflow; its result is ignored (§6.9). */
const CLOSE_PAGE_BUDGET_MS = 1_000;
/** How long a healthy child may take to exit after stdin EOF before it counts as timed out. */
const SHUTDOWN_GRACE_MS = 500;
/**
 * The whole budget for matching child-advertised patterns during the gate, so a catastrophic
 * pattern costs at most this (see src/mcp/bounded-regexp.ts). Ordinary patterns on ≤ 64 KiB of
 * arguments take microseconds.
 */
const GATE_MATCH_BUDGET_MS = 500;
const MIB = 1024 * 1024;
/** How the CLI starts the real child: `<plasmate path> mcp --transport stdio`, never a shell. */
function plasmateCommand(plasmatePath) {
    return { program: plasmatePath, args: ['mcp', '--transport', 'stdio'] };
}
/** Maps a failure before or during a request to its class, honouring the workflow deadline and cancellation. */
function failureOf(error, requestDeadline, workflowDeadline, signal) {
    if (signal?.aborted)
        return 'workflow_timeout';
    const cls = error instanceof mcp_transport/* TransportFailure */.Az ? error.failureClass : 'read_failed';
    return cls === 'step_timeout' && requestDeadline >= workflowDeadline ? 'workflow_timeout' : cls;
}
function requestDeadline(stepTimeoutMs, workflowDeadline) {
    return Math.min((0,process/* monotonicNow */.XZ)() + stepTimeoutMs, workflowDeadline);
}
/** Starts the child with the scrubbed environment and the plan's bounds. Rejects with ProcessError. */
function spawnChild(plan, options) {
    const memoryLimitBytes = plan.limits.memory_mb * MIB;
    return process/* SupervisedProcess */.eA.spawn({
        program: options.child.program,
        args: options.child.args,
        env: (0,env/* buildChildEnv */.y)(options.env, memoryLimitBytes, options.allowPrivateNetwork ? { PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } : {}),
        maxLineBytes: plan.limits.response_bytes,
        maxStderrBytes: plan.limits.stderr_bytes,
        memoryLimitBytes,
        ...(options.child.memoryCeiling === undefined ? {} : { memoryCeiling: options.child.memoryCeiling }),
        runnerPath: options.env.PATH,
    });
}
/**
 * Executes a validated plan and returns its report (also written to `reportPath` when given).
 * Never throws for anything the child does; every child process group is gone when it returns.
 */
async function executePlan(plan, approvedStepIds, options) {
    const { outcomes, counts, processOutcome } = await runPlan(plan, approvedStepIds, options);
    const report = (0,build/* buildReport */.F)({
        plan, approvedStepIds, dryRun: false, outcomes,
        secrets: { total: counts.total, present: counts.present, missing: counts.missing },
        ...(processOutcome === undefined ? {} : { processOutcome }),
    });
    if (options.reportPath !== undefined)
        await (0,write/* writeFileAtomic */.Z)(options.reportPath, (0,build/* serializeReport */.x)(report));
    return report;
}
const allSkipped = (plan, failureClass) => plan.steps.map(() => ({ status: 'skipped', failureClass }));
/** An execution sends every step, so a stub here is a defect of ours, never a report row. */
function executedOutcome(outcome) {
    if (outcome.status === 'stubbed')
        throw new Error('a step was stubbed during execution');
    return outcome;
}
/**
 * One supervised child for one run: spawns it, lets cancellation kill its whole group, runs
 * `body` under the workflow deadline (which starts once the child exists), and shuts it down —
 * with the exit grace only when `body` left the connection healthy and nothing was cancelled
 * (without it, `shutdown` still waits a moment for the status of a child that died by itself, so
 * `process_outcome` is its own `exited:N` / `signaled:N`, and `timed_out` only when we killed it).
 * A defect of ours thrown by `body` still kills the group before it goes on. Execution, the
 * schema check, test runs, inspect and the benchmark all supervise their child through this one
 * function.
 */
async function superviseChild(plan, options, body) {
    let child;
    try {
        child = await spawnChild(plan, options);
    }
    catch (error) {
        return { spawned: false, failureClass: error instanceof process/* ProcessError */.yI && error.kind === 'missing_pipe' ? 'missing_pipe' : 'spawn_failed' };
    }
    const workflowDeadline = (0,process/* monotonicNow */.XZ)() + plan.limits.workflow_timeout_ms;
    const onAbort = () => child.kill();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let value;
    try {
        value = await body(child, workflowDeadline);
    }
    catch (error) {
        await child.shutdown(0);
        throw error;
    }
    finally {
        options.signal?.removeEventListener('abort', onAbort);
    }
    const processOutcome = await child.shutdown(value.healthy && !options.signal?.aborted ? SHUTDOWN_GRACE_MS : 0);
    options.onChildEnd?.((0,child_end/* childEnd */.u)(processOutcome, child.reportedOutOfMemory()));
    return { spawned: true, value, processOutcome };
}
async function runPlan(plan, approvedStepIds, options) {
    const secrets = (0,workflow_secrets/* resolveStepSecrets */.O)(plan, options.env, options.secrets);
    const { counts } = secrets;
    if (!secrets.ok)
        return { outcomes: allSkipped(plan, secrets.failureClass), counts };
    if (options.signal?.aborted)
        return { outcomes: allSkipped(plan, 'workflow_timeout'), counts };
    const run = await superviseChild(plan, options, async (child, workflowDeadline) => {
        const started = await negotiate(child, plan, approvedStepIds, secrets.stepArguments, workflowDeadline, options.signal);
        if ('failureClass' in started)
            return { outcomes: allSkipped(plan, started.failureClass), healthy: started.healthy };
        const ran = await runSteps({ process: child, connection: started.connection, workflowDeadline }, plan, secrets.stepArguments, options.signal, SEND_EVERY_STEP, options.onStepFailure);
        return { outcomes: ran.outcomes.map(executedOutcome), healthy: ran.healthy };
    });
    if (!run.spawned)
        return { outcomes: allSkipped(plan, run.failureClass), counts };
    return { outcomes: run.value.outcomes, counts, processOutcome: run.processOutcome };
}
/**
 * initialize → notifications/initialized → tools/list → the gates. Shared with checkSchemas.
 * A failed initialize keeps its transport class; any failure of tools/list is `tool_schema_drift`.
 */
async function negotiate(child, plan, approvedStepIds, stepArguments, workflowDeadline, signal, ignoredPointers) {
    let deadline = requestDeadline(plan.limits.step_timeout_ms, workflowDeadline);
    let connection;
    try {
        connection = await McpConnection.initialize(child, deadline);
    }
    catch (error) {
        return { failureClass: failureOf(error, deadline, workflowDeadline, signal), healthy: false };
    }
    deadline = requestDeadline(plan.limits.step_timeout_ms, workflowDeadline);
    let toolsResult;
    try {
        toolsResult = await connection.listTools(deadline);
    }
    catch (error) {
        const cls = failureOf(error, deadline, workflowDeadline, signal);
        return { failureClass: cls === 'workflow_timeout' ? cls : 'tool_schema_drift', healthy: false };
    }
    const gates = runGates({
        plan, approvedStepIds, toolsResult, stepArguments,
        ...(ignoredPointers ? { ignoredPointers } : {}),
        matchDeadline: Math.min((0,process/* monotonicNow */.XZ)() + GATE_MATCH_BUDGET_MS, workflowDeadline),
    });
    if (gates.failureClass !== null)
        return { failureClass: gates.failureClass, healthy: connection.healthy, gates };
    return { connection, gates };
}
/** Execution: every step that reaches the dispatch point is sent (the gates already ran). */
const SEND_EVERY_STEP = { send: () => true };
/**
 * Runs the steps in order through one dispatch point. Returns one outcome per step and whether
 * the connection is still healthy; close_page is sent for an opened session on every path that
 * leaves the connection usable.
 */
async function runSteps(session, plan, stepArguments, signal, dispatcher, onStepFailure) {
    const { connection, workflowDeadline } = session;
    const outcomes = [];
    let sessionId = null;
    let stopped = false;
    for (const [i, step] of plan.steps.entries()) {
        if (stopped) {
            outcomes.push({ status: 'skipped', failureClass: 'fail_fast' });
            continue;
        }
        const fail = (failureClass, stop, evidence = {}) => {
            outcomes.push({ status: 'failed', failureClass });
            stopped = stop;
            onStepFailure?.({ index: i, failureClass, ...evidence });
        };
        if (signal?.aborted || (0,process/* monotonicNow */.XZ)() >= workflowDeadline) {
            fail('workflow_timeout', true);
            continue;
        }
        // The pre-call check comes before the session check: a stub is never sent, so it needs none.
        if (!dispatcher.send(i)) {
            outcomes.push({ status: 'stubbed' });
            continue;
        }
        const isOpen = step.tool === 'open_page';
        if (!isOpen && sessionId === null) {
            fail('missing_session', plan.limits.fail_fast);
            continue;
        }
        const args = isOpen ? { ...stepArguments[i], trace: plan.trace } : { ...stepArguments[i], session_id: sessionId };
        const deadline = requestDeadline(plan.limits.step_timeout_ms, workflowDeadline);
        let result;
        try {
            result = await connection.callTool(step.tool, args, deadline);
        }
        catch (error) {
            // Transport-level: always stops the run, whatever fail_fast says.
            fail(failureOf(error, deadline, workflowDeadline, signal), true, { error });
            continue;
        }
        dispatcher.observe?.(i, result);
        const expectation = (0,workflow_expectation/* evaluateExpectation */.Q7)(result, step.expect);
        if (expectation !== null) {
            fail(expectation, plan.limits.fail_fast, { result });
            continue;
        }
        if (isOpen) {
            sessionId = (0,workflow_expectation/* sessionIdOf */.P0)(result, bounds/* MAX_SESSION_ID_BYTES */.YS);
            if (sessionId === null) {
                fail('invalid_session', plan.limits.fail_fast, { result });
                continue;
            }
        }
        outcomes.push({ status: 'succeeded' });
    }
    if (sessionId !== null && connection.healthy && !signal?.aborted) {
        try {
            await connection.callTool('close_page', { session_id: sessionId }, (0,process/* monotonicNow */.XZ)() + CLOSE_PAGE_BUDGET_MS);
        }
        catch {
            // Its result is ignored; a failure only means no grace at shutdown (healthy turns false).
        }
    }
    return { outcomes, healthy: connection.healthy };
}


/***/ }),

/***/ 3303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P0: () => (/* binding */ sessionIdOf),
/* harmony export */   Q7: () => (/* binding */ evaluateExpectation),
/* harmony export */   cj: () => (/* binding */ resolvePointer),
/* harmony export */   sj: () => (/* binding */ ABSENT),
/* harmony export */   wO: () => (/* binding */ resultPayload)
/* harmony export */ });
/* unused harmony export jsonEqual */
const ABSENT = Symbol('absent');
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The parsed first text item, or ABSENT when there is none or it is not JSON. */
function resultPayload(result) {
    const { content } = result;
    if (!Array.isArray(content) || !isRecord(content[0]) || typeof content[0].text !== 'string')
        return ABSENT;
    try {
        return JSON.parse(content[0].text);
    }
    catch {
        return ABSENT;
    }
}
/** RFC 6901: "" is the whole document; array indexes are canonical decimal numbers. */
function resolvePointer(document, pointer) {
    if (pointer === '')
        return document;
    if (!pointer.startsWith('/'))
        return ABSENT;
    let current = document;
    for (const raw of pointer.slice(1).split('/')) {
        const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
        if (Array.isArray(current)) {
            if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= current.length)
                return ABSENT;
            current = current[Number(token)];
        }
        else if (isRecord(current) && Object.hasOwn(current, token)) {
            current = current[token];
        }
        else {
            return ABSENT;
        }
    }
    return current;
}
/** JSON equality: same type, arrays in order, objects by key set regardless of key order. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a)) {
        return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
    }
    if (isRecord(a) && isRecord(b)) {
        const keys = Object.keys(a);
        return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
    }
    return false;
}
/** Null when the result meets the expectation, else the failure class. */
function evaluateExpectation(result, expect) {
    const isError = result.isError === true;
    if (isError !== expect.is_error)
        return 'tool_error_expectation';
    if (expect.json_pointer === null)
        return null;
    const payload = resultPayload(result);
    const value = payload === ABSENT ? ABSENT : resolvePointer(payload, expect.json_pointer);
    if (value === ABSENT)
        return 'expectation_path_missing';
    if (expect.equals !== null && expect.equals !== undefined && !jsonEqual(value, expect.equals)) {
        return 'expectation_mismatch';
    }
    return null;
}
/** The open_page payload's `session_id`: a string of 1..maxBytes UTF-8 bytes, else null. */
function sessionIdOf(result, maxBytes) {
    const payload = resultPayload(result);
    if (!isRecord(payload) || typeof payload.session_id !== 'string')
        return null;
    const bytes = Buffer.byteLength(payload.session_id, 'utf8');
    return bytes >= 1 && bytes <= maxBytes ? payload.session_id : null;
}



/***/ }),

/***/ 2312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ resolveStepSecrets),
/* harmony export */   Q: () => (/* binding */ maskSecrets)
/* harmony export */ });
/* harmony import */ var _plan_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3002);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4859);
/**
 * Secret resolution for execution (plan-and-report.md §3): `{"$secret": NAME}` objects in step
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
                if (Buffer.byteLength(secret, 'utf8') > _plan_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SECRET_VALUE_BYTES */ .mo)
                    throw new TooLarge('secret');
                return secret;
            });
            if (Buffer.byteLength(JSON.stringify(resolved), 'utf8') > _plan_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ARGUMENTS_BYTES */ .Mm)
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


/***/ })

};
