export const id = 198;
export const ids = [198,115];
export const modules = {

/***/ 745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ TransportFailure),
/* harmony export */   iC: () => (/* binding */ SupervisedTransport)
/* harmony export */ });
/* unused harmony exports checkResponse, checkSdkEnvelope */
/* harmony import */ var _supervisor_process_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7671);
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2015);


/**
 * Upstream's runner (and its wire sequence) numbers requests from 1: the child sees
 * initialize = 1, tools/list = 2, tools/call = 3, 4, ...
 */
const FIRST_WIRE_ID = 1;
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
/**
 * The per-response checks of docs/contract/engine.md §11.2, in upstream's order: JSON, then `jsonrpc` and an
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
    if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(message) || message.jsonrpc !== '2.0')
        throw new TransportFailure('protocol_mismatch');
    const { id } = message;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || id !== wireId) {
        throw new TransportFailure('protocol_mismatch');
    }
    if ('error' in message) {
        const { error } = message;
        throw new TransportFailure('json_rpc_error', (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(error) ? { code: error.code, message: error.message } : { code: undefined, message: undefined });
    }
    if (!('result' in message) || !(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(message.result))
        throw new TransportFailure('missing_result');
    return message;
}
/** The members a JSON-RPC result response has; the SDK's Client refused any other (its schema is strict). */
const RESPONSE_MEMBERS = new Set(['jsonrpc', 'id', 'result']);
/** The one `_meta` member whose shape the SDK's `ResultSchema` checked, besides `progressToken`. */
const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';
/**
 * What the SDK's Client accepted as the response to a request, after `checkResponse`: its strict
 * `JSONRPCResultResponseSchema` (no member besides jsonrpc, id and result) and its loose
 * `ResultSchema` (`_meta`, when present, an object whose `progressToken` is a string or a safe
 * integer and whose related-task entry is an object with a string `taskId`). The Client left a
 * response it refused pending until its own timer fired, a second after the step's deadline, and
 * the step then failed as `protocol_mismatch`; the same class now comes at once.
 * __tests__/mcp/sdk-envelope.test.ts holds this to the SDK's own schemas.
 */
function checkSdkEnvelope(message) {
    for (const key of Object.keys(message)) {
        if (!RESPONSE_MEMBERS.has(key))
            throw new TransportFailure('protocol_mismatch');
    }
    const result = message.result;
    if (!Object.hasOwn(result, '_meta'))
        return;
    const meta = result._meta;
    if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(meta))
        throw new TransportFailure('protocol_mismatch');
    if (Object.hasOwn(meta, 'progressToken')) {
        const token = meta.progressToken;
        if (typeof token !== 'string' && !Number.isSafeInteger(token))
            throw new TransportFailure('protocol_mismatch');
    }
    if (Object.hasOwn(meta, RELATED_TASK_META_KEY)) {
        const task = meta[RELATED_TASK_META_KEY];
        if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(task) || typeof task.taskId !== 'string')
            throw new TransportFailure('protocol_mismatch');
    }
}
class SupervisedTransport {
    channel;
    deadline = 0;
    nextId = FIRST_WIRE_ID;
    inFlight = false;
    failed = null;
    constructor(channel) {
        this.channel = channel;
    }
    /** Sets the absolute monotonic deadline for the next request or notification (write and read together). */
    setDeadline(deadline) {
        this.deadline = deadline;
    }
    /** The first failure of a request, if any: after it the transport is unhealthy for good. */
    get failure() {
        return this.failed;
    }
    /**
     * Sends one request with the next wire id, reads the next line, checks it (`checkResponse`,
     * then `checkSdkEnvelope`) and resolves with its `result`. Any failure rejects with a
     * TransportFailure and leaves the transport failed for good.
     */
    async request(method, params) {
        this.begin();
        try {
            const id = this.nextId;
            this.nextId += 1;
            const message = { jsonrpc: '2.0', id, method, params };
            await this.write(message);
            let line;
            try {
                line = await this.channel.readLine(this.deadline);
            }
            catch (error) {
                throw processFailure(error);
            }
            const response = checkResponse(line, id);
            checkSdkEnvelope(response);
            return response.result;
        }
        catch (error) {
            throw this.fail(error);
        }
        finally {
            this.inFlight = false;
        }
    }
    /** Writes one notification; nothing is read (a notification has no response). */
    async notify(method, params) {
        this.begin();
        try {
            const message = { jsonrpc: '2.0', method, params };
            await this.write(message);
        }
        catch (error) {
            throw this.fail(error);
        }
        finally {
            this.inFlight = false;
        }
    }
    begin() {
        if (this.failed)
            throw this.failed;
        if (this.inFlight)
            throw new Error('one request in flight: the runner never pipelines');
        this.inFlight = true;
    }
    fail(error) {
        this.failed = error instanceof TransportFailure ? error : new TransportFailure('read_failed');
        return this.failed;
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
            await this.channel.write(line, this.deadline);
        }
        catch (error) {
            throw processFailure(error);
        }
    }
}


/***/ }),

/***/ 7671:
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/supervisor/runner-tool.ts
/**
 * Where the runner finds the util-linux tools it starts a child through (prlimit, setpriv): on the
 * runner's own PATH (never a plan's), absolute entries only, then in the usual places.
 */


/** util-linux's directories on Debian/Ubuntu and most other distributions. */
const FALLBACK_DIRS = ['/usr/bin', '/bin'];
function isExecutable(path) {
    try {
        (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The first executable `name` on the runner's PATH or in FALLBACK_DIRS, or null. */
function findRunnerTool(name, runnerPath) {
    const dirs = (runnerPath ?? '').split(external_node_path_.delimiter).filter((dir) => (0,external_node_path_.isAbsolute)(dir));
    for (const dir of [...dirs, ...FALLBACK_DIRS]) {
        const candidate = (0,external_node_path_.join)(dir, name);
        if (isExecutable(candidate))
            return candidate;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/supervisor/memory-ceiling.ts
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
 * V8 isolates a reference engine holds at once while it runs one plan: the broker, the renderer of
 * the page, the warm spare renderer, and a renderer being ended after a cross-origin navigation
 * (docs/engine.md, "Renderers and the broker"). Each renderer is a worker with its own isolate.
 */
const ENGINE_ISOLATES = 4;
/**
 * What one isolate maps up front that RLIMIT_DATA counts. Node 24 (V8 13) maps a 512 MiB code
 * range read-write-execute per isolate (measured on Node 24.22: VmData 573 MiB for `node -e 0`,
 * +527 MiB for each worker; 48 MiB on Node 20.20; no flag short of --jitless shrinks it), so a
 * data limit of memory_mb alone kills Node 24 at start below ~600 MiB, and an engine's renderers
 * fail to start under a one-isolate allowance.
 */
const ISOLATE_DATA_RESERVATION_BYTES = 640 * MIB;
/**
 * Added to `memory_mb` for a Node child's RLIMIT_DATA. The V8 heap flags (and each renderer's
 * heap limits) stay the bound on what a page's scripts can grow; the data limit is the backstop
 * for off-heap memory.
 */
const NODE_DATA_RESERVATION_BYTES = ENGINE_ISOLATES * ISOLATE_DATA_RESERVATION_BYTES;
class AddressSpaceLimitUnavailable extends Error {
    constructor() {
        super('memory_mb > 0 needs Linux and prlimit (util-linux) to enforce the memory ceiling');
    }
}
/** Looks prlimit up on the runner's own PATH (never the plan's), then in the usual places. */
function findPrlimit(runnerPath) {
    return findRunnerTool('prlimit', runnerPath);
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

;// CONCATENATED MODULE: ./src/supervisor/parent-death.ts
/**
 * No supervised child outlives its runner, even a runner killed by SIGKILL (which runs no exit
 * handler, so the registry's group kill never happens). The child is started as
 * `setpriv --pdeathsig KILL -- <program> <args>` (util-linux): setpriv sets PR_SET_PDEATHSIG on
 * itself and execs the program in place (same pid, so the process group and the group kill are
 * unchanged), and the kernel SIGKILLs it when its parent dies — even while a page script spins and
 * the child reads nothing. Checked on this machine (util-linux 2.38): the setting survives the
 * exec chain `setpriv → prlimit → node` (exec keeps it; only a set-uid/set-gid or file-capability
 * exec clears it, and none of these is one).
 *
 * Two kernel facts bound what this covers:
 * - The signal fires when the *thread* that forked the child ends, not the process: spawning from
 *   a worker thread would kill the child when that worker ends. The runner spawns only from its
 *   main thread (process.ts is its one spawn), whose end is the process's end.
 * - The setting is cleared in a fork's child, so a child's own children (a Plasmate binary may
 *   start helpers) do not inherit it: they die with the process group when the runner ends
 *   normally or by SIGINT/SIGTERM (registry.ts), but after a SIGKILL of the runner they are
 *   reparented and end only when they notice their parent is gone (docs/security.md).
 *
 * Without setpriv (or one too old for `--pdeathsig`, util-linux < 2.33; or not Linux) the child
 * is started as before, and the pipe from the runner is what ends it: its stdin, whose EOF the
 * reference engine and Plasmate exit on. That needs the child's event loop to turn, so a child
 * stuck in a script that never yields lives on until something else kills it (docs/security.md).
 */


/** The signal the kernel sends the child when the runner dies: one it cannot catch. */
const PARENT_DEATH_SIGNAL = 'KILL';
/** How long the one-time probe of setpriv's options may take. */
const SETPRIV_PROBE_TIMEOUT_MS = 5_000;
/** Probed once per setpriv path: whether it has `--pdeathsig`. */
const pdeathsigSupport = new Map();
function supportsPdeathsig(setpriv) {
    let known = pdeathsigSupport.get(setpriv);
    if (known === undefined) {
        try {
            const help = (0,external_node_child_process_.execFileSync)(setpriv, ['--help'], { encoding: 'utf8', timeout: SETPRIV_PROBE_TIMEOUT_MS, stdio: ['ignore', 'pipe', 'ignore'] });
            known = help.includes('--pdeathsig');
        }
        catch {
            known = false;
        }
        pdeathsigSupport.set(setpriv, known);
    }
    return known;
}
/** A setpriv that can set the parent-death signal (runner's PATH, then the usual places), or null. */
function findParentDeathSetpriv(runnerPath) {
    if (process.platform !== 'linux')
        return null;
    const setpriv = findRunnerTool('setpriv', runnerPath);
    return setpriv !== null && supportsPdeathsig(setpriv) ? setpriv : null;
}
/** `program args` started under `setpriv` so that it is SIGKILLed when the runner dies; unchanged when `setpriv` is null. */
function withParentDeathSignal(argv, setpriv) {
    if (setpriv === null)
        return argv;
    return { program: setpriv, args: ['--pdeathsig', PARENT_DEATH_SIGNAL, '--', argv.program, ...argv.args] };
}

;// CONCATENATED MODULE: ./src/supervisor/line-splitter.ts
/**
 * Splits a child's stdout into lines with a per-line byte bound (docs/contract/engine.md §12.4), parsing lazily:
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
 * A bounded interactive child process (docs/contract/engine.md §12): no shell, its own process
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
/** Whether `program` is what spawn would run: a path to an executable, or an executable name on `pathVariable` (the child's PATH, as spawn looks it up). */
function isExecutableProgram(program, pathVariable) {
    const candidates = program.includes('/') ? [program] : (pathVariable ?? '').split(external_node_path_.delimiter).filter((dir) => dir !== '').map((dir) => (0,external_node_path_.join)(dir, program));
    return candidates.some((candidate) => {
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            return (0,external_node_fs_.statSync)(candidate).isFile();
        }
        catch {
            return false;
        }
    });
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
     * exactly `spec.env`, under the memory ceiling and killed when the runner dies (parent-death.ts;
     * this is the runner's one spawn, on its main thread, as the parent-death signal needs). Rejects with ProcessError `spawn` (not found, not executable, no ceiling
     * mechanism) or `missing_pipe`.
     */
    static spawn(spec) {
        let argv;
        try {
            // Through a wrapper (prlimit, setpriv) a missing program would surface only as the wrapper's
            // failed exec, an early exit: find it first, so it stays a spawn failure as when started directly.
            if (!isExecutableProgram(spec.program, spec.env.PATH))
                throw new ProcessError('spawn');
            const limited = withMemoryCeiling(spec.program, spec.args, spec.memoryLimitBytes, spec.runnerPath, spec.memoryCeiling);
            // Outermost, so the setting is in force from the first exec on and prlimit's exec keeps it.
            argv = withParentDeathSignal(limited, spec.parentDeathSignal === false ? null : findParentDeathSetpriv(spec.runnerPath));
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
                await this.waitExit(this.spec.exitStatusSettleMs ?? EXIT_STATUS_SETTLE_MS);
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

/***/ 9115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   memoryDiagnostic: () => (/* binding */ memoryDiagnostic),
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

/***/ 7198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cP: () => (/* binding */ allSkipped),
  Nl: () => (/* binding */ negotiate),
  rl: () => (/* binding */ runSteps),
  RU: () => (/* binding */ superviseChild)
});

// UNUSED EXPORTS: CLOSE_PAGE_BUDGET_MS, GATE_MATCH_BUDGET_MS, SHUTDOWN_GRACE_MS, requestDeadline, spawnChild

// EXTERNAL MODULE: ./src/contract/bounds.ts
var bounds = __webpack_require__(3457);
// EXTERNAL MODULE: ./src/contract/report.ts
var report = __webpack_require__(6858);
// EXTERNAL MODULE: ./src/contract/version.ts
var version = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var mcp_transport = __webpack_require__(745);
;// CONCATENATED MODULE: ./src/mcp/connection.ts
/**
 * The runner's MCP client on a `SupervisedTransport`: initialize (protocol 2025-11-25; the result
 * is not inspected, as upstream does not), notifications/initialized, tools/list, tools/call —
 * one at a time, each bounded by the deadline the caller gives.
 *
 * Why not the SDK's `Client` (its load and per-message cost were most of a run's start-up): the runner sends four kinds of
 * message strictly one at a time and correlates a response by reading the very next line, which
 * the transport already does with every check (wire id, line size, deadline, the contract's
 * classes). The Client added nothing to that but cost: loading it evaluates the SDK's zod schemas
 * (most of the CLI's start-up before the first byte reached the child) and its request path
 * (zod parsing of every message, a timer, a handler map) most of the per-step time. The SDK stays
 * what it is good at here: the message types (type-only imports, nothing loaded at run time), and
 * its schemas are the oracle the envelope check is tested against (__tests__/mcp/sdk-envelope.test.ts).
 *
 * Nothing checks `outputSchema`/`structuredContent`: the runner ignores structuredContent
 * (docs/contract/engine.md §11.4), so no valid upstream response can fail on it (the SDK's `listTools()` and
 * `callTool()` would have compiled 2020-12 outputSchemas the draft-07 way and refused some).
 */



/** What upstream's runner says in initialize (docs/contract/engine.md §11.1), with this project's version. */
const CLIENT_INFO = { name: 'plasmate-agent-workflow', version: version/* TOOL_VERSION */.w };
class McpConnection {
    transport;
    constructor(transport) {
        this.transport = transport;
    }
    /**
     * Connects and negotiates: initialize, then notifications/initialized (written, not read).
     * Rejects with a TransportFailure: the request's own class (`protocol_mismatch` for a reply that
     * is not the awaited response, `json_rpc_error`, `missing_result`, …).
     */
    static async initialize(channel, deadline) {
        const transport = new mcp_transport/* SupervisedTransport */.iC(channel);
        transport.setDeadline(deadline);
        // Upstream's runner does not inspect the initialize result (docs/contract/engine.md §11.2): a reply with the
        // awaited id, no error and a result is enough. (The SDK's own handshake would also demand
        // capabilities, serverInfo and a protocol version it supports, refusing children upstream accepts.)
        await transport.request('initialize', { protocolVersion: report/* PROTOCOL_VERSION */.W, capabilities: {}, clientInfo: CLIENT_INFO });
        await transport.notify('notifications/initialized', {});
        return new McpConnection(transport);
    }
    /** False after any failed request: then no further request (not even close_page) is sent. */
    get healthy() {
        return this.transport.failure === null;
    }
    /** The raw tools/list result (shape-checked by the schema gate, not here). */
    listTools(deadline) {
        return this.request('tools/list', {}, deadline);
    }
    /** The raw tools/call result; `isError` results resolve normally. */
    callTool(name, args, deadline) {
        return this.request('tools/call', { name, arguments: args }, deadline);
    }
    request(method, params, deadline) {
        this.transport.setDeadline(deadline);
        return this.transport.request(method, params);
    }
}

;// CONCATENATED MODULE: ./src/supervisor/env.ts
/**
 * The child's environment (docs/contract/engine.md §1, §12.2): start empty, restore only the
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

// EXTERNAL MODULE: ./src/supervisor/process.ts + 5 modules
var process = __webpack_require__(7671);
// EXTERNAL MODULE: ./src/workflow/expectation.ts
var workflow_expectation = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/workflow/child-end.ts
var child_end = __webpack_require__(9115);
;// CONCATENATED MODULE: ./src/workflow/child-session.ts
/**
 * The supervised child session every runner mode shares (docs/contract/plan-and-report.md §6): spawn with the
 * scrubbed environment and the plan's bounds, the workflow deadline, initialize → tools/list →
 * the gates (`negotiate`), the steps through one dispatch point (`runSteps`), close_page, and the
 * shutdown that tells a child's own death from ours (`superviseChild`). Execution (execute.ts),
 * the schema check, test runs, inspect and the benchmark are each a few lines over this.
 */







/** close_page gets this long whatever is left of the workflow; its result is ignored (docs/contract/plan-and-report.md §6.9). */
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
        env: buildChildEnv(options.env, memoryLimitBytes, options.allowPrivateNetwork ? { PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } : {}),
        maxLineBytes: plan.limits.response_bytes,
        maxStderrBytes: plan.limits.stderr_bytes,
        memoryLimitBytes,
        ...(options.child.memoryCeiling === undefined ? {} : { memoryCeiling: options.child.memoryCeiling }),
        runnerPath: options.env.PATH,
    });
}
const allSkipped = (plan, failureClass) => plan.steps.map(() => ({ status: 'skipped', failureClass }));
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
/**
 * initialize → notifications/initialized → tools/list → the gates. Shared with checkSchemas.
 * A failed initialize keeps its transport class; any failure of tools/list is `tool_schema_drift`.
 */
async function negotiate(child, plan, options) {
    const { approvedStepIds, stepArguments, workflowDeadline, signal, ignoredPointers, trustStaticToolPolicy = false } = options;
    const handshakeTimeoutMs = options.handshakeTimeoutMs ?? plan.limits.step_timeout_ms;
    // The gates (and ajv, most of what a run loads) are needed only once tools/list is in: loaded
    // while the child starts and answers initialize, not before it is spawned (so loading them adds nothing to start-up).
    const gatesModule = Promise.all(/* import() */[__webpack_require__.e(463), __webpack_require__.e(247)]).then(__webpack_require__.bind(__webpack_require__, 4247));
    gatesModule.catch(() => { }); // awaited below; a rejection is handled there, not left unhandled
    let deadline = requestDeadline(handshakeTimeoutMs, workflowDeadline);
    let connection;
    try {
        connection = await McpConnection.initialize(child, deadline);
    }
    catch (error) {
        return { failureClass: failureOf(error, deadline, workflowDeadline, signal), healthy: false };
    }
    deadline = requestDeadline(handshakeTimeoutMs, workflowDeadline);
    let toolsResult;
    try {
        toolsResult = await connection.listTools(deadline);
    }
    catch (error) {
        const cls = failureOf(error, deadline, workflowDeadline, signal);
        return { failureClass: cls === 'workflow_timeout' ? cls : 'tool_schema_drift', healthy: false };
    }
    const { runGates } = await gatesModule;
    const gates = runGates({
        plan, approvedStepIds, toolsResult, stepArguments,
        ...(ignoredPointers ? { ignoredPointers } : {}),
        matchDeadline: Math.min((0,process/* monotonicNow */.XZ)() + GATE_MATCH_BUDGET_MS, workflowDeadline),
        trustStaticToolPolicy,
    });
    if (gates.failureClass !== null)
        return { failureClass: gates.failureClass, healthy: connection.healthy, gates };
    return { connection, gates };
}
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
        // A page that loaded opened a session even when the step's expectation failed: with fail_fast
        // false the later steps use it instead of failing missing_session, and close_page ends it
        // below. With fail_fast the run stops here and nothing would use it, so the calls stay those of
        // a stopped run (no close_page; the child is shut down next), as the benchmark's evidence
        // records them. An error result opened nothing, unless the step expected that error (then its
        // session_id decides, as before).
        const keepsSession = expectation === null || (result.isError !== true && !plan.limits.fail_fast);
        if (isOpen && keepsSession)
            sessionId = (0,workflow_expectation/* sessionIdOf */.P0)(result, bounds/* MAX_SESSION_ID_BYTES */.YS);
        if (expectation !== null) {
            fail(expectation, plan.limits.fail_fast, { result });
            continue;
        }
        if (isOpen) {
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
/* harmony export */   DH: () => (/* binding */ walkPointer),
/* harmony export */   P0: () => (/* binding */ sessionIdOf),
/* harmony export */   Q7: () => (/* binding */ evaluateExpectation),
/* harmony export */   cj: () => (/* binding */ resolvePointer),
/* harmony export */   sj: () => (/* binding */ ABSENT),
/* harmony export */   wO: () => (/* binding */ resultPayload)
/* harmony export */ });
/* unused harmony export jsonEqual */
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2015);

const ABSENT = Symbol('absent');
/** The parsed first text item, or ABSENT when there is none or it is not JSON. */
function resultPayload(result) {
    const { content } = result;
    if (!Array.isArray(content) || !(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(content[0]) || typeof content[0].text !== 'string')
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
    const walked = walkPointer(document, pointer);
    return walked.complete ? walked.value : ABSENT;
}
/**
 * How far a pointer resolves: the longest prefix of it (as written, `""` for the document) that
 * names a value, that value, and whether the prefix is the whole pointer. A pointer that does not
 * start with `/` resolves no token.
 */
function walkPointer(document, pointer) {
    if (pointer === '')
        return { prefix: '', value: document, complete: true };
    if (!pointer.startsWith('/'))
        return { prefix: '', value: document, complete: false };
    let current = document;
    let prefix = '';
    for (const raw of pointer.slice(1).split('/')) {
        const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
        if (Array.isArray(current)) {
            if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= current.length)
                return { prefix, value: current, complete: false };
            current = current[Number(token)];
        }
        else if ((0,_contract_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(current) && Object.hasOwn(current, token)) {
            current = current[token];
        }
        else {
            return { prefix, value: current, complete: false };
        }
        prefix += `/${raw}`;
    }
    return { prefix, value: current, complete: true };
}
/** JSON equality: same type, arrays in order, objects by key set regardless of key order. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a)) {
        return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
    }
    if ((0,_contract_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(a) && (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(b)) {
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
    if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(payload) || typeof payload.session_id !== 'string')
        return null;
    const bytes = Buffer.byteLength(payload.session_id, 'utf8');
    return bytes >= 1 && bytes <= maxBytes ? payload.session_id : null;
}



/***/ })

};

//# sourceMappingURL=198.index.js.map