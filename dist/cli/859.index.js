export const id = 859;
export const ids = [859];
export const modules = {

/***/ 6859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chooseChild: () => (/* binding */ chooseChild),
  plasmateOrReference: () => (/* binding */ plasmateOrReference),
  referenceEngineBundle: () => (/* binding */ referenceEngineBundle)
});

// UNUSED EXPORTS: referenceEngineCommand

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/engine/confinement.ts
// Confinement of the engine process (docs/engine.md, "Confinement"). jsdom runs page scripts in the
// engine's own Node process and is not a sandbox: a page that reaches the outer realm's `Function`
// gets `process`. Two independent layers stop what follows:
//   1. `--disallow-code-generation-from-strings`: the engine's realm cannot compile strings, so the
//      usual escape (`window.constructor.constructor('return process')`) throws EvalError. Page
//      realms keep their own eval/new Function, and jsdom/vm compile scripts through vm.Script,
//      which the flag does not affect.
//   2. Node's permission model: file reads only inside the engine's bundle directory, no file
//      writes, no child processes, no workers, no WASI, no inspector, and no native addons
//      (`--no-addons` on top, for Node versions whose permission model predates addon control).
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
/** Signals a relauncher passes on to the confined engine (SIGKILL/SIGSTOP cannot be caught). */
const FORWARDED_SIGNALS = (/* unused pure expression or super */ null && (['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2']));
/** Node's flag for the permission model: `--permission` where it exists (≥ 22.13, 23.5), else the experimental spelling (20, early 22). */
function permissionFlag(allowed = process.allowedNodeEnvironmentFlags) {
    return allowed.has('--permission') ? '--permission' : '--experimental-permission';
}
/**
 * The Node flags that confine an engine whose bundle lives in `bundleDir` (an absolute, resolved
 * path). Node 20 splits `--allow-fs-read` on commas, so a directory containing one cannot be named.
 */
function engineNodeFlags(bundleDir, allowed = process.allowedNodeEnvironmentFlags) {
    if (bundleDir.includes(','))
        throw new Error(`the engine bundle directory cannot contain a comma: ${bundleDir}`);
    const dir = bundleDir.endsWith(external_node_path_.sep) ? bundleDir : `${bundleDir}${external_node_path_.sep}`;
    return [permissionFlag(allowed), `--allow-fs-read=${dir}`, '--no-addons', '--disallow-code-generation-from-strings'];
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
        if (permission.has('worker'))
            gaps.push('workers');
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
    return next;
}
/**
 * Start this engine again under engineNodeFlags with the same arguments, stdio inherited and a
 * reduced environment; signals are forwarded and the child's exit status becomes this process's.
 */
function relaunchConfined(entry, bundleDir, argv) {
    const child = spawn(process.execPath, [...engineNodeFlags(bundleDir), entry, ...argv], { stdio: 'inherit', env: relaunchEnv(process.env) });
    const forward = (signal) => {
        child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS)
        process.on(signal, forward);
    child.on('error', (error) => {
        process.stderr.write(`Error: cannot start the confined engine: ${error.message}\n`);
        process.exit(1);
    });
    child.on('exit', (code, signal) => {
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
/**
 * Freeze the engine realm's shared prototypes. A page reaches them without any code generation
 * (`Object.getPrototypeOf(Object.getPrototypeOf(document.createElement))` is the engine's
 * `Object.prototype`); a getter planted there (`then`, read whenever the engine resolves a promise
 * with an object) was handed the next `LivePage` and read what was typed into another session's
 * page. Called once jsdom is loaded and before any page runs, so library set-up is finished.
 */
function freezeEngineIntrinsics() {
    const constructors = [
        Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Date, RegExp, Promise,
        Map, Set, WeakMap, WeakSet, WeakRef, ArrayBuffer, SharedArrayBuffer, DataView,
        Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, AggregateError,
        Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
        Float32Array, Float64Array, BigInt64Array, BigUint64Array,
    ];
    const prototypes = new Set();
    for (const ctor of constructors)
        if (ctor?.prototype)
            prototypes.add(ctor.prototype);
    // Intrinsics without a global name: the typed-array base, iterators, and the function kinds.
    const typedArray = Object.getPrototypeOf(Int8Array.prototype);
    const iterator = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
    const generator = Object.getPrototypeOf(function* () { });
    const asyncGenerator = Object.getPrototypeOf(async function* () { });
    for (const extra of [
        typedArray,
        iterator,
        Object.getPrototypeOf([][Symbol.iterator]()),
        Object.getPrototypeOf(new Map()[Symbol.iterator]()),
        Object.getPrototypeOf(new Set()[Symbol.iterator]()),
        Object.getPrototypeOf(''[Symbol.iterator]()),
        Object.getPrototypeOf(/x/[Symbol.matchAll]('')),
        Object.getPrototypeOf(async function () { }),
        generator,
        generator.prototype,
        asyncGenerator,
        asyncGenerator.prototype,
        Object.getPrototypeOf(asyncGenerator.prototype),
    ]) {
        prototypes.add(extra);
    }
    for (const prototype of prototypes)
        Object.freeze(prototype);
}

// EXTERNAL MODULE: ./src/workflow/execute.ts + 2 modules
var execute = __webpack_require__(3674);
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
    return { command: (0,execute/* plasmateCommand */.xm)(absolute), identity: { engine: 'plasmate', executable: absolute, path: absolute } };
}


/***/ })

};
