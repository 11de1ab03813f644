export const id = 38;
export const ids = [38];
export const modules = {

/***/ 4038:
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
;// CONCATENATED MODULE: ./src/contract/engine-flags.ts
// The Node flags that confine the reference engine (docs/engine.md, "Confinement"; why each one,
// src/engine/confinement.ts). Both sides start a confined engine with them: the runner when it
// spawns the child (src/workflow/child.ts) and an unconfined engine when it relaunches itself. They
// live in the contract so the runner never loads the engine to know how to start it.

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
 * is off already and the flag changes nothing. The broker's own watches (src/engine/memory-watch.ts,
 * RENDERER_EXIT_GRACE_MS) stay for what no flag can fix, such as a blocking call.
 */
const TERMINABLE_CODE_FLAGS = ['--no-turboshaft'];

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

//# sourceMappingURL=38.index.js.map