export const id = 406;
export const ids = [406];
export const modules = {

/***/ 2406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fileSha256: () => (/* binding */ fileSha256),
/* harmony export */   m: () => (/* binding */ collectEnvironment)
/* harmony export */ });
/* unused harmony export runnerMetadata */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
/**
 * Provenance for benchmark evidence: which tool, commit, toolchain, machine and child produced it,
 * and the GitHub runner fields when under Actions. Git is asked directly (no shell); a missing git
 * or a non-repository leaves the commit null, which the validator rejects as missing provenance.
 */






const run = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
const GIT_TIMEOUT_MS = 5_000;
async function git(args, cwd) {
    try {
        const { stdout } = await run('git', args, { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
        return stdout;
    }
    catch {
        return null;
    }
}
async function fileSha256(path) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path)).digest('hex');
}
function runnerMetadata(env) {
    const v = (name) => (env[name] === undefined || env[name] === '' ? null : env[name]);
    return {
        ci_provider: env.GITHUB_ACTIONS === 'true' ? 'github-actions' : null,
        github_repository: v('GITHUB_REPOSITORY'),
        github_run_id: v('GITHUB_RUN_ID'),
        github_run_attempt: v('GITHUB_RUN_ATTEMPT'),
        github_job: v('GITHUB_JOB'),
        github_sha: v('GITHUB_SHA'),
        runner_name: v('RUNNER_NAME'),
    };
}
async function collectEnvironment(child, repoDir, env) {
    const commit = (await git(['rev-parse', 'HEAD'], repoDir))?.trim() ?? null;
    const status = commit === null ? null : await git(['status', '--porcelain', '--untracked-files=no'], repoDir);
    return {
        tool_name: _version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_NAME */ .l,
        tool_version: _version_js__WEBPACK_IMPORTED_MODULE_5__/* .TOOL_VERSION */ .w,
        git_commit: commit !== null && /^[0-9a-f]{40}$/.test(commit) ? commit : null,
        git_dirty: status === null ? null : status.trim() !== '',
        toolchain: `node ${process.version} (v8 ${process.versions.v8})`,
        build_profile: import.meta.url.includes('/dist/') ? 'ncc bundle (dist/)' : 'TypeScript sources (tests)',
        os: `${(0,node_os__WEBPACK_IMPORTED_MODULE_3__.platform)()} ${(0,node_os__WEBPACK_IMPORTED_MODULE_3__.release)()}`,
        arch: (0,node_os__WEBPACK_IMPORTED_MODULE_3__.arch)(),
        engine: child.engine,
        child_executable: child.executable,
        child_executable_sha256: await fileSha256(child.path),
        runner: runnerMetadata(env),
    };
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


/***/ })

};
