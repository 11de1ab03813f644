export const id = 150;
export const ids = [150];
export const modules = {

/***/ 150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chooseChild: () => (/* binding */ chooseChild),
  plasmateOrReference: () => (/* binding */ plasmateOrReference)
});

// UNUSED EXPORTS: plasmateCommand, referenceEngineBundle, referenceEngineCommand

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/engine/deadlines.ts
// The engine's time bounds that both the engine proper and its launcher (main.ts, which must stay
// free of jsdom and the page code) need.
/** Upstream's JS worker wall deadline, used here for page load, evaluate and scripts. */
const SCRIPT_DEADLINE_MS = 15_000;

;// CONCATENATED MODULE: ./src/engine/confinement.ts
// Confinement of the engine process (docs/engine.md, "Confinement"). jsdom runs page scripts in the
// engine's own Node process and is not a sandbox: a page that reaches the outer realm's `Function`
// gets `process`. Two independent layers stop what follows:
//   1. `--disallow-code-generation-from-strings`: the engine's realm cannot compile strings, so the
//      usual escape (`window.constructor.constructor('return process')`) throws EvalError. Page
//      realms keep their own eval/new Function, and jsdom/vm compile scripts through vm.Script,
//      which the flag does not affect.
//   2. Node's permission model: file reads only inside the engine's bundle directory, no file
//      writes, no child processes, no WASI, no inspector, and no native addons (`--no-addons` on
//      top, for Node versions whose permission model predates addon control). Worker threads are
//      allowed (`--allow-worker`): each page's renderer is one (renderers.ts); what that gives a
//      page that escaped into an engine realm is in docs/engine.md, "Renderers and the broker".
// The runner passes these flags itself (engineNodeFlags); a plain `node index.js mcp` finds itself
// unconfined by testing behaviour (confinementGaps) and starts itself again with them.




/** Set by the relauncher on the confined process, so a relaunch that is still unconfined refuses instead of looping. */
const RELAUNCHED_ENV = 'PLASMATE_ENGINE_RELAUNCHED';
/**
 * What of the caller's environment a relaunched engine keeps: the engine's own three variables and
 * the locale/time zone pages observe. Nothing else (tokens, secrets) enters the confined process.
 */
const ENGINE_ENV_NAMES = (/* unused pure expression or super */ null && ([
    'PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK',
    'PLASMATE_SUPERVISED_WORKER',
    'PLASMATE_WORKER_MEMORY_LIMIT_BYTES',
    'TZ',
    'LANG',
    'LC_ALL',
]));
/**
 * Set by the relauncher on the confined process: the file descriptor of the pipe to the launcher
 * (see launcher-watch.ts). Its close tells the engine its launcher is gone, however it died.
 */
const LAUNCHER_PIPE_ENV = 'PLASMATE_ENGINE_LAUNCHER_FD';
/** The launcher pipe is the confined child's fourth stdio entry. */
const LAUNCHER_PIPE_FD = 3;
/** How often the confined engine tells its launcher its event loop still turns. */
const ENGINE_HEARTBEAT_MS = 1_000;
/**
 * A confined engine whose event loop has not turned for this long is killed by its launcher: a page
 * script that never yields (`while (true) {}` in a timer or handler, which no vm timeout bounds).
 * The longest legitimate stall is one evaluate or page script under SCRIPT_DEADLINE_MS.
 */
const ENGINE_STALL_LIMIT_MS = 2 * SCRIPT_DEADLINE_MS;
/** Signals a relauncher passes on to the confined engine (SIGKILL/SIGSTOP cannot be caught). */
const FORWARDED_SIGNALS = (/* unused pure expression or super */ null && (['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2']));
/** Node's flag for the permission model: `--permission` where it exists (≥ 22.13, 23.5), else the experimental spelling (20, early 22). */
function permissionFlag(allowed = process.allowedNodeEnvironmentFlags) {
    return allowed.has('--permission') ? '--permission' : '--experimental-permission';
}
/**
 * Where the permission model is still experimental (`--experimental-permission`: Node 20, early
 * 22), Node prints "ExperimentalWarning: Permission is an experimental feature" on stderr at
 * start-up, before any of the engine's code runs: every MCP client of the engine would see it.
 * It is our flag's warning, so the confined process disables that warning type; nothing else is
 * silenced (other warnings and every error still reach stderr), and where the permission model is
 * stable (`--permission`) no flag is added. Likewise `--allow-worker` makes Node print a
 * SecurityWarning ("must be used with extreme caution") each time a renderer starts: the engine's
 * own choice, documented (docs/engine.md), so that warning type is disabled too. Node versions
 * without `--disable-warning` (before 20.11) keep the warnings rather than lose all warnings.
 */
function permissionWarningFlags(allowed = process.allowedNodeEnvironmentFlags) {
    if (!allowed.has('--disable-warning'))
        return [];
    return [...(permissionFlag(allowed) === '--experimental-permission' ? ['--disable-warning=ExperimentalWarning'] : []), '--disable-warning=SecurityWarning'];
}
/**
 * The Node flags that confine an engine whose bundle lives in `bundleDir` (an absolute, resolved
 * path). Node 20 splits `--allow-fs-read` on commas, so a directory containing one cannot be named.
 */
function engineNodeFlags(bundleDir, allowed = process.allowedNodeEnvironmentFlags) {
    if (bundleDir.includes(','))
        throw new Error(`the engine bundle directory cannot contain a comma: ${bundleDir}`);
    const dir = bundleDir.endsWith(external_node_path_.sep) ? bundleDir : `${bundleDir}${external_node_path_.sep}`;
    return [...permissionWarningFlags(allowed), permissionFlag(allowed), `--allow-fs-read=${dir}`, '--allow-worker', '--no-addons', '--disallow-code-generation-from-strings', ...TERMINABLE_CODE_FLAGS];
}
/**
 * V8 flags that keep every page script terminable. On V8 12-13 (Node 22, 24) code that Turboshaft
 * optimizes from a tight loop over an array builtin (`for (;;) new Array(n).fill(x)`) never checks
 * for interrupts, so neither a worker's heap limit (its termination), nor `worker.terminate()`, nor
 * any other interrupt reaches it: a page could pin a renderer and outgrow memory_mb. Without
 * Turboshaft V8 optimizes with its previous backend, which keeps the checks; on Node 20 Turboshaft
 * is off already and the flag changes nothing. The broker's own watches (memory-watch.ts,
 * RENDERER_EXIT_GRACE_MS) stay for what no flag can fix, such as a blocking call.
 */
const TERMINABLE_CODE_FLAGS = ['--no-turboshaft'];
/** V8 heap flags (memory_mb's, from the runner) that a launcher carries over to the engine it relaunches. */
const HEAP_FLAG = /^--max[-_](old|semi)[-_]space[-_]size=\d+$/;
function heapFlagsOf(execArgv) {
    return execArgv.filter((flag) => HEAP_FLAG.test(flag));
}
/**
 * What is missing from this process's confinement, tested by behaviour, not by reading argv: an
 * empty list means confined. `bundleDir` is the directory the engine may read.
 */
function confinementGaps(bundleDir) {
    const gaps = [];
    const permission = process.permission;
    if (permission === undefined) {
        gaps.push('permission model off');
    }
    else {
        const outside = dirname(bundleDir);
        if (permission.has('fs.read', join(outside, 'outside-the-bundle')))
            gaps.push('reads outside the bundle');
        if (permission.has('fs.read', '/proc/self/environ'))
            gaps.push('reads /proc');
        if (permission.has('fs.write'))
            gaps.push('file writes');
        if (permission.has('child'))
            gaps.push('child processes');
    }
    try {
        // Constructed only to see whether it throws; never called.
        new Function('');
        gaps.push('code generation from strings');
    }
    catch {
        // EvalError: code generation is disallowed, as required.
    }
    try {
        process.dlopen({ exports: {} }, join(bundleDir, 'no-such-addon.node'));
        gaps.push('native addons');
    }
    catch (error) {
        if (error.code !== 'ERR_DLOPEN_DISABLED')
            gaps.push('native addons');
    }
    return gaps;
}
/** The relaunched engine's environment: ENGINE_ENV_NAMES from `env`, plus the relaunch mark. */
function relaunchEnv(env) {
    const next = {};
    for (const name of ENGINE_ENV_NAMES) {
        const value = env[name];
        if (value !== undefined)
            next[name] = value;
    }
    next[RELAUNCHED_ENV] = '1';
    next[LAUNCHER_PIPE_ENV] = String(LAUNCHER_PIPE_FD);
    return next;
}
/** util-linux's setpriv on PATH, if there is one (the relauncher's parent-death signal; see relaunchConfined). */
function findSetpriv(path = process.env.PATH ?? '') {
    for (const dir of path.split(delimiter)) {
        if (dir === '')
            continue;
        const candidate = join(dir, 'setpriv');
        try {
            accessSync(candidate, constants.X_OK);
            return candidate;
        }
        catch {
            // not here
        }
    }
    return undefined;
}
/**
 * Start this engine again under engineNodeFlags (and this launcher's heap flags, so a heap limit it
 * was given still holds) with the same arguments, stdio inherited and a reduced environment; signals are forwarded and the child's exit status becomes this process's.
 * The confined engine must not outlive this launcher (MCP clients and process managers end a
 * server with SIGKILL, which cannot be forwarded): a pipe on fd LAUNCHER_PIPE_FD closes when this
 * process dies, however it dies, and the engine exits on its close (launcher-watch.ts); where
 * util-linux's setpriv exists the engine also gets SIGKILL as its parent-death signal, which reaches
 * it even in a page script that never yields. While this launcher lives, the engine's heartbeat on
 * that pipe bounds such a script: no beat for ENGINE_STALL_LIMIT_MS and the engine is killed.
 */
function relaunchConfined(entry, bundleDir, argv, setpriv = findSetpriv()) {
    const node = [process.execPath, ...heapFlagsOf(process.execArgv), ...engineNodeFlags(bundleDir), entry, ...argv];
    const [command, ...args] = setpriv === undefined ? node : [setpriv, '--pdeathsig', 'KILL', '--', ...node];
    const child = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'pipe'], env: relaunchEnv(process.env) });
    const forward = (signal) => {
        child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS)
        process.on(signal, forward);
    const stopWatchdog = watchHeartbeat(child, process.stderr);
    child.on('error', (error) => {
        stopWatchdog();
        process.stderr.write(`Error: cannot start the confined engine: ${error.message}\n`);
        process.exit(1);
    });
    child.on('exit', (code, signal) => {
        stopWatchdog();
        for (const name of FORWARDED_SIGNALS)
            process.off(name, forward);
        if (signal !== null) {
            // Die of the same signal, so the caller sees what the engine saw.
            process.kill(process.pid, signal);
            return;
        }
        process.exit(code ?? 1);
    });
}
const ENGINE_HEARTBEAT_BOUNDS = { stallLimitMs: ENGINE_STALL_LIMIT_MS, checkEveryMs: ENGINE_HEARTBEAT_MS };
/**
 * The launcher's watchdog over a confined engine's heartbeat (the LAUNCHER_PIPE_FD pipe, see
 * launcher-watch.ts): no beat for `stallLimitMs` and the engine is SIGKILLed, saying why on
 * `stderr`. It arms at the first beat: before it the engine is still loading its bundle (no page
 * script can run yet), and a slow start on a loaded machine is not a stall. `bounds` is the test
 * seam (a test waits a short limit out instead of ENGINE_STALL_LIMIT_MS); relaunchConfined uses
 * the constants. Returns the function that stops watching.
 */
function watchHeartbeat(child, stderr, bounds = ENGINE_HEARTBEAT_BOUNDS) {
    let lastBeat;
    const pipe = child.stdio[LAUNCHER_PIPE_FD];
    pipe?.on('data', () => {
        lastBeat = Date.now();
    });
    pipe?.on('error', () => undefined);
    const watchdog = setInterval(() => {
        if (lastBeat === undefined || Date.now() - lastBeat <= bounds.stallLimitMs)
            return;
        stderr.write(`Error: the engine did not respond for ${bounds.stallLimitMs} ms (a page script that never yields?); killing it\n`);
        clearInterval(watchdog);
        child.kill('SIGKILL');
    }, bounds.checkEveryMs);
    return () => clearInterval(watchdog);
}
/**
 * Take away what the engine itself never uses, so a page that still escaped finds less: signals
 * to other processes (the runner is the parent) and the environment beyond ENGINE_ENV_NAMES.
 * Called after the engine read its configuration.
 */
function dropProcessPowers(env = process.env) {
    for (const name of Object.keys(env)) {
        if (!ENGINE_ENV_NAMES.includes(name))
            delete env[name];
    }
    const refuse = () => {
        throw new Error('the reference engine does not signal processes');
    };
    for (const name of ['kill', '_kill']) {
        Object.defineProperty(process, name, { value: refuse, writable: false, configurable: false });
    }
}

;// CONCATENATED MODULE: ./src/workflow/child.ts
/**
 * Which child a run supervises: a Plasmate binary, or the reference engine bundled with this tool
 * (run by this same Node). Either is invoked as `<program> mcp --transport stdio`, never through a
 * shell. Nothing here comes from a plan; the program comes only from the operator's flag or input.
 */




/**
 * Where the reference engine's bundle is, seen from whichever bundle is running: the action
 * (dist/index.js → dist/engine/), the CLI (dist/cli/index.js → dist/engine/) or the sources and
 * benchmarks (src/workflow/, build/bench/ → dist/engine/). The first that exists wins.
 */
const ENGINE_BUNDLE_CANDIDATES = ['./engine/index.js', '../engine/index.js', '../../dist/engine/index.js'];
function referenceEngineBundle() {
    for (const candidate of ENGINE_BUNDLE_CANDIDATES) {
        const path = (0,external_node_url_.fileURLToPath)(new URL(candidate, import.meta.url));
        if ((0,external_node_fs_.existsSync)(path))
            return path;
    }
    throw new Error('the reference engine bundle (dist/engine/index.js) is missing; run `npm run build`');
}
/**
 * The reference engine runs under this same Node with the flags that confine it (page scripts run
 * in its process: see src/engine/confinement.ts), then the argv a Plasmate binary gets. Passing
 * the flags here means one process start; the engine would otherwise start itself again confined.
 * The directory is resolved because Node checks the read permission against real paths.
 */
/** How the runner starts the real child: `<plasmate path> mcp --transport stdio`, never a shell. */
function plasmateCommand(plasmatePath) {
    return { program: plasmatePath, args: ['mcp', '--transport', 'stdio'] };
}
function referenceEngineCommand(bundle) {
    const real = (0,external_node_fs_.realpathSync)(bundle);
    // A Node child: memory_mb becomes V8 heap limits under a data-segment limit, not an address-space
    // ceiling, which V8's reservations exceed (src/supervisor/memory-ceiling.ts).
    return {
        program: process.execPath,
        args: [...engineNodeFlags((0,external_node_path_.dirname)(real)), real, 'mcp', '--transport', 'stdio'],
        memoryCeiling: 'node-heap',
    };
}
function executableOnPath(name, pathVariable) {
    for (const dir of (pathVariable ?? '').split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        const candidate = (0,external_node_path_.join)(dir, name);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // not here; keep looking
        }
    }
    return null;
}
/** `agent-run` and the action: `auto` prefers a Plasmate binary when one is named or on PATH. */
function chooseChild(engine, plasmate, cwd, pathVariable = process.env.PATH) {
    if (engine === 'reference')
        return plasmateOrReference(undefined, cwd, pathVariable);
    if (engine === 'plasmate' || plasmate !== undefined || executableOnPath('plasmate', pathVariable) !== null) {
        return plasmateOrReference(plasmate ?? 'plasmate', cwd, pathVariable);
    }
    return plasmateOrReference(undefined, cwd, pathVariable);
}
/** The named Plasmate binary (a path, or a name on PATH), or the reference engine when none is named. */
function plasmateOrReference(plasmate, cwd, pathVariable = process.env.PATH) {
    if (plasmate === undefined) {
        const bundle = referenceEngineBundle();
        const shown = (0,external_node_path_.relative)(cwd, bundle);
        return { command: referenceEngineCommand(bundle), identity: { engine: 'reference', executable: shown.startsWith('..') ? bundle : shown, path: bundle } };
    }
    const path = plasmate.includes('/') ? (0,external_node_path_.resolve)(cwd, plasmate) : executableOnPath(plasmate, pathVariable);
    if (path === null)
        throw new Error(`no executable named ${JSON.stringify(plasmate)} on PATH`);
    (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
    const absolute = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    return { command: plasmateCommand(absolute), identity: { engine: 'plasmate', executable: absolute, path: absolute } };
}


/***/ })

};

//# sourceMappingURL=150.index.js.map