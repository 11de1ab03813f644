export const id = 198;
export const ids = [198];
export const modules = {

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAggregateMode: () => (/* binding */ runAggregateMode),
  runPlanMode: () => (/* binding */ runPlanMode),
  runShardMode: () => (/* binding */ runShardMode)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/report/write.ts
var write = __webpack_require__(1693);
// EXTERNAL MODULE: ./src/report/markdown.ts
var report_markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/table.ts
var table = __webpack_require__(790);
// EXTERNAL MODULE: ./src/contract/report.ts
var contract_report = __webpack_require__(6858);
// EXTERNAL MODULE: ./src/github/rest/api.ts + 1 modules
var api = __webpack_require__(9294);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/github/gate/gate-summary.ts
var gate_summary = __webpack_require__(7653);
// EXTERNAL MODULE: ./src/github/gate/execution-record.ts
var execution_record = __webpack_require__(9787);
// EXTERNAL MODULE: ./src/github/rest/pull-request.ts + 2 modules
var pull_request = __webpack_require__(5049);
// EXTERNAL MODULE: ./src/github/gate/render.ts
var render = __webpack_require__(5635);
// EXTERNAL MODULE: ./src/github/session.ts + 3 modules
var session = __webpack_require__(4392);
// EXTERNAL MODULE: ./src/github/modes/context.ts
var context = __webpack_require__(2931);
// EXTERNAL MODULE: ./src/github/gate/shard-plan.ts
var shard_plan = __webpack_require__(9355);
// EXTERNAL MODULE: ./node_modules/fflate/esm/index.mjs
var esm = __webpack_require__(1306);
;// CONCATENATED MODULE: ./src/github/rest/artifacts.ts
/**
 * The workflow run's artifacts through the REST API (the token, via GitHubApi, the one choke
 * point): list them, download one as a zip with a bounded read, and unzip it in memory with
 * fflate under bounds on entry count, sizes and names. Nothing is written to disk, and a zip with
 * a name that could escape a directory (`../`, an absolute path, a backslash, a drive letter) or
 * that claims more bytes than allowed is refused whole: it was not made by upload-artifact from
 * our report directory.
 */

/** Artifacts per page (GitHub's maximum) and pages at most: 1,000 artifacts is 4× the largest matrix. */
const ARTIFACTS_PER_PAGE = 100;
const MAX_ARTIFACT_PAGES = 10;
/** Zip bytes downloaded per artifact at most: a shard's reports are kilobytes each; 16 MiB is ~1,000 large reports. */
const MAX_ARTIFACT_ZIP_BYTES = 16 * 1024 * 1024;
/** Entries per zip at most: one report per plan plus the manifest and summary, for the largest shard we write. */
const MAX_ZIP_ENTRIES = 6_000;
/** Uncompressed bytes per entry at most (a manifest of 5,000 plans is ~1 MB; a report far less). */
const MAX_ZIP_ENTRY_BYTES = 8 * 1024 * 1024;
/** Uncompressed bytes per zip at most: a zip bomb is refused before anything is inflated. */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** Characters of one entry name at most. */
const MAX_ENTRY_NAME_LENGTH = 255;
class ArtifactError extends Error {
    name = 'ArtifactError';
}
/** Every artifact of workflow run `runId`, in the API's order. */
async function listRunArtifacts(api, repo, runId) {
    const out = [];
    for (let page = 1;; page++) {
        if (page > MAX_ARTIFACT_PAGES)
            throw new Error(`the workflow run has more than ${MAX_ARTIFACT_PAGES * ARTIFACTS_PER_PAGE} artifacts; refusing to continue`);
        const body = await api.json('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', { ...repo, run_id: runId }, {
            query: { per_page: ARTIFACTS_PER_PAGE, page },
        });
        if (!Array.isArray(body.artifacts))
            throw new Error('GitHub API GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts did not answer with a list of artifacts');
        for (const a of body.artifacts) {
            if (typeof a.id !== 'number' || typeof a.name !== 'string')
                continue;
            out.push({ id: a.id, name: a.name, sizeInBytes: typeof a.size_in_bytes === 'number' ? a.size_in_bytes : 0, expired: a.expired === true });
        }
        const total = typeof body.total_count === 'number' ? body.total_count : 0;
        if (body.artifacts.length < ARTIFACTS_PER_PAGE || page * ARTIFACTS_PER_PAGE >= total)
            return out;
    }
}
/** The artifact's zip, read up to MAX_ARTIFACT_ZIP_BYTES (more is refused, not truncated). */
async function downloadArtifactZip(api, repo, artifact) {
    if (artifact.sizeInBytes > MAX_ARTIFACT_ZIP_BYTES)
        throw new ArtifactError(`is ${artifact.sizeInBytes} bytes, more than ${MAX_ARTIFACT_ZIP_BYTES}`);
    const stream = await api.stream('GET', '/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', { ...repo, artifact_id: artifact.id, archive_format: 'zip' });
    if (stream === null)
        throw new ArtifactError('download answered without a body');
    const chunks = [];
    let size = 0;
    const reader = stream.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > MAX_ARTIFACT_ZIP_BYTES) {
            await reader.cancel().catch(() => undefined);
            throw new ArtifactError(`download is more than ${MAX_ARTIFACT_ZIP_BYTES} bytes`);
        }
        chunks.push(value);
    }
    return concat(chunks, size);
}
/** A relative name of safe segments: no `..`, `.`, empty or `__proto__` segment, no backslash, colon or leading slash. */
function isSafeEntryName(name) {
    if (name.length === 0 || name.length > MAX_ENTRY_NAME_LENGTH)
        return false;
    const segments = name.replace(/\/$/, '').split('/');
    return segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..' && s !== '__proto__');
}
/**
 * Compressed bytes fed to the inflater at a time. Deflate expands at most ~1,032×, so one feed
 * yields at most ~4 MiB before the counters below can stop it: a zip whose headers lie about
 * sizes costs at most the bounds plus one feed, in memory and in CPU.
 */
const FEED_BYTES = 4 * 1024;
/**
 * The zip's files (directories dropped) by name, or ArtifactError naming the first bound broken.
 * Streams the entries (fflate's Unzip: local headers, deflate or stored) and counts the bytes
 * actually inflated, not the sizes the headers claim.
 */
function unzipBounded(zip) {
    let entries = 0;
    let total = 0;
    const out = new Map();
    const names = new Set();
    let failure = null;
    const unzip = new esm/* Unzip */.HJ((file) => {
        if (++entries > MAX_ZIP_ENTRIES)
            throw new ArtifactError(`has more than ${MAX_ZIP_ENTRIES} entries`);
        if (!isSafeEntryName(file.name))
            throw new ArtifactError(`has an entry with an unsafe name (${JSON.stringify(file.name.slice(0, 80))})`);
        if (names.has(file.name))
            throw new ArtifactError(`has two entries named ${JSON.stringify(file.name)}`);
        names.add(file.name);
        if (file.originalSize !== undefined && file.originalSize > MAX_ZIP_ENTRY_BYTES)
            throw new ArtifactError(`has an entry of ${file.originalSize} bytes, more than ${MAX_ZIP_ENTRY_BYTES}`);
        const chunks = [];
        let size = 0;
        file.ondata = (error, chunk, final) => {
            if (error !== null) {
                failure ??= error;
                return;
            }
            size += chunk.byteLength;
            total += chunk.byteLength;
            if (size > MAX_ZIP_ENTRY_BYTES)
                throw new ArtifactError(`has an entry of more than ${MAX_ZIP_ENTRY_BYTES} bytes`);
            if (total > MAX_UNZIPPED_BYTES)
                throw new ArtifactError(`unpacks to more than ${MAX_UNZIPPED_BYTES} bytes`);
            chunks.push(chunk);
            if (final && !file.name.endsWith('/'))
                out.set(file.name, concat(chunks, size));
        };
        file.start();
    });
    unzip.register(esm/* UnzipInflate */.mM);
    try {
        for (let at = 0; at < zip.byteLength; at += FEED_BYTES)
            unzip.push(zip.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= zip.byteLength);
    }
    catch (error) {
        if (error instanceof ArtifactError)
            throw error;
        throw new ArtifactError(`is not a readable zip (${error instanceof Error ? error.message : String(error)})`);
    }
    if (failure !== null)
        throw new ArtifactError(`is not a readable zip (${failure.message})`);
    if (entries === 0)
        throw new ArtifactError('is not a zip with entries');
    if ([...names].some((n) => !n.endsWith('/') && !out.has(n)))
        throw new ArtifactError('has an entry that ends early');
    return out;
}
function concat(chunks, size) {
    const out = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
        out.set(c, at);
        at += c.byteLength;
    }
    return out;
}

// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
;// CONCATENATED MODULE: ./src/github/modes/shards.ts
/**
 * Scaling out on GitHub Actions (docs/action.md "Scaling out"): `mode: plan` (fan-out) outputs the
 * approved plans as a matrix of shards; `mode: execute` with `shard` runs one shard's plans and
 * writes a manifest beside their reports for the workflow to upload; `mode: aggregate` (fan-in)
 * downloads every shard's artifact and posts the one gating check.
 *
 * Trust: the planned set is always derived from the live pull request (changed plan files at the
 * head SHA, live labels and their appliers), in every one of the three jobs. A shard runs only
 * plans that are still approved for the fingerprint the matrix named; the aggregate recomputes the
 * shards itself, reads artifacts as untrusted bytes (bounded unzip, schema, fingerprints, one
 * entry per planned plan) and accepts a plan only when its report and the action's own execution
 * record agree that it succeeded. Missing, rejected or failed shards conclude `failure`.
 */
















async function liveState({ inputs, run: ctx, io }, connected = (0,session/* connect */.Ng)(inputs, ctx, io), withBases = false) {
    const { redactor, api } = connected;
    if (api === null)
        throw new Error(`mode "${inputs.mode}" needs input "github-token": the plans, labels and artifacts are read through the API`);
    const target = await (0,pull_request/* resolvePullRequest */.DJ)(api, ctx, inputs.artifactDir);
    if (target === null)
        throw new Error(`mode "${inputs.mode}" shards the approved plans of a pull request, and this event has none (approvals are labels on a pull request)`);
    const { sources, bases } = await (0,pull_request/* changedPlans */.F4)(api, ctx.repository, target, inputs.plans, { withBases });
    const evaluate = (0,session/* gateEvaluator */.bK)(inputs, true);
    const labeling = await (0,session/* labelingFacts */.cY)(api, ctx.repository, target.number, target.author, true, inputs.trustAppLabels);
    const result = evaluate(sources, labeling);
    (0,session/* addSecretNames */.ms)(redactor, result);
    const planned = result.plans.filter(execution_record/* runnable */.as).map((g) => ({ path: g.file, fingerprint: g.check.plan.fingerprint, steps: g.check.plan.steps.length }));
    return { api, redactor, target, sources, bases, result, labeling, planned, evaluate };
}
// ---------------------------------------------------------------- plan (fan-out)
async function runPlanMode(mc) {
    const { inputs, io } = mc;
    const reportDir = await (0,context/* reportDirOf */.z0)(mc);
    const live = await liveState(mc);
    const shards = (0,shard_plan/* balanceShards */.y1)(live.planned, inputs.maxShards);
    const oversized = (0,shard_plan/* oversizedShard */.Wf)(shards);
    if (oversized !== null)
        throw new Error(oversized);
    const held = live.result.plans.filter((p) => !(0,execution_record/* runnable */.as)(p));
    const lines = [
        `## Plasmate plans: ${(0,plural/* plural */.LS)(live.planned.length, 'approved plan')} in ${(0,plural/* plural */.LS)(shards.length, 'shard')}`, '',
        held.length === 0 ? '' : `${(0,plural/* plural */.LS)(held.length, 'plan')} ${(0,plural/* agreeing */.HD)(held.length, 'is', 'are')} not sharded (invalid or awaiting approval); the aggregate job's check reports ${(0,plural/* agreeing */.HD)(held.length, 'it', 'them')}.`, '',
        ...(0,table/* table */.tp)((0,table/* headerCells */.bz)('shard', 'plans', 'steps'), shards.map((s) => [table/* cell */.Hn.number(s.shard), table/* cell */.Hn.number(s.plans.length), table/* cell */.Hn.number(s.steps)])),
    ];
    const markdown = live.redactor.redact(lines.join('\n'));
    await (0,session/* publishGate */.BZ)(io, { markdown, reportDir, fullReport: '', check: null, logLine: `planned ${(0,plural/* plural */.LS)(live.planned.length, 'plan')} in ${(0,plural/* plural */.LS)(shards.length, 'shard')}` });
    return {
        conclusion: 'neutral',
        outputs: { matrix: (0,shard_plan/* matrixJson */.u5)(shards), 'shard-count': shards.length, plans: live.result.counts.plans, 'planned-plans': live.planned.length, 'summary-markdown': (0,external_node_path_.join)(reportDir, gate_summary/* SUMMARY_MARKDOWN_FILE */.iu) },
        failure: null,
    };
}
async function runShardMode(mc, shard) {
    const { inputs, run: ctx, io, env } = mc;
    const reportDir = await (0,context/* reportDirOf */.z0)(mc);
    const live = await liveState(mc);
    const { api, target } = live;
    const headSha = target.headSha;
    // Re-verify the matrix against the live state: a changed content or a withdrawn approval does not run.
    const byFile = new Map(live.result.plans.map((p) => [p.file, p]));
    const refused = new Map();
    const chosen = [];
    for (const entry of shard.plans) {
        const gate = byFile.get(entry.path);
        if (gate === undefined)
            refused.set(entry.path, 'not a plan this pull request changes at its head');
        else if (!(0,execution_record/* runnable */.as)(gate))
            refused.set(entry.path, 'not approved to run now (invalid, or an approval is missing or does not count)');
        else if (gate.check.plan.fingerprint !== entry.fingerprint)
            refused.set(entry.path, 'its content is not the one planned (fingerprint differs)');
        else
            chosen.push(gate);
    }
    const { executeApprovedPlans } = await Promise.all(/* import() */[__webpack_require__.e(204), __webpack_require__.e(440), __webpack_require__.e(988)]).then(__webpack_require__.bind(__webpack_require__, 6988));
    const guard = (0,context/* executionGuard */.Ec)(mc, api, target, live.sources, live.evaluate);
    const execution = await executeApprovedPlans({ ...live.result, plans: chosen }, {
        inputs, reportDir, workspace: ctx.workspace, headSha, env, registerSecret: (v) => io.registerSecret(v), guard,
    });
    const entries = shard.plans.map((e) => {
        const base = { path: e.path, fingerprint: e.fingerprint };
        const why = refused.get(e.path);
        if (why !== undefined)
            return { ...base, state: 'not_run', outcome: null, report: null, reason: why };
        const ran = execution.ran.get(e.path);
        const reportPath = execution.reportPaths.get(e.path);
        if (ran !== undefined && reportPath !== undefined)
            return { ...base, state: 'executed', outcome: ran.outcome, report: reportPath.slice(reportDir.length + 1), reason: ran.reason };
        const gate = byFile.get(e.path);
        const record = (0,execution_record/* readRecord */.aE)(gate.planApproval.label, live.labeling);
        if (record !== null && record.trusted)
            return { ...base, state: 'recorded', outcome: record.outcome, report: null, reason: record.reason };
        return { ...base, state: 'not_run', outcome: null, report: null, reason: execution.movedTo === null ? 'not run (its approval changed while the shard ran)' : 'not run (the head moved)' };
    });
    const manifest = { schema: shard_plan/* SHARD_MANIFEST_SCHEMA */.Xb, shard: shard.shard, head_sha: headSha, plans: entries };
    await (0,write/* writeFileAtomic */.Z)((0,external_node_path_.join)(reportDir, shard_plan/* SHARD_MANIFEST_FILE */.O_), `${JSON.stringify(live.redactor.redactValue(manifest), null, 2)}\n`);
    const bad = entries.filter((e) => e.state === 'not_run' || e.outcome !== 'succeeded');
    const conclusion = bad.length === 0 ? 'success' : 'failure';
    const markdown = live.redactor.redact([
        `## Plasmate shard ${shard.shard}: ${entries.length - bad.length} of ${entries.length} plans succeeded`, '',
        `This shard posts no check run: the aggregate job posts the one gating check from every shard's artifact \`${(0,shard_plan/* shardArtifactName */.u9)(shard.shard)}\`.`, '',
        ...(0,table/* table */.tp)((0,table/* headerCells */.bz)('plan', 'state', 'outcome', 'why'), entries.map((e) => [table/* cell */.Hn.code(e.path), table/* cell */.Hn.text(e.state), e.outcome === null ? table/* cell */.Hn.markup('—') : table/* cell */.Hn.text(e.outcome), table/* cell */.Hn.text(e.reason)])),
    ].join('\n'));
    await (0,session/* publishGate */.BZ)(io, { markdown, reportDir, fullReport: '', check: null, logLine: `shard ${shard.shard}: ${entries.length - bad.length} of ${entries.length} plans succeeded → ${conclusion}` });
    return {
        conclusion,
        outputs: {
            conclusion, 'artifact-name': (0,shard_plan/* shardArtifactName */.u9)(shard.shard), 'shard-dir': reportDir,
            'executed-plans': execution.executed, 'failed-executions': execution.failed, reports: [...execution.reportPaths.values()].join('\n'),
        },
        failure: bad.length === 0 ? null : `${bad.length} of ${entries.length} plans of shard ${shard.shard} did not succeed`,
    };
}
async function runAggregateMode(mc) {
    const { inputs, run: ctx, io, env } = mc;
    const reportDir = await (0,context/* reportDirOf */.z0)(mc);
    const runId = env.GITHUB_RUN_ID ?? '';
    if (!/^\d+$/.test(runId))
        throw new Error('mode "aggregate" needs GITHUB_RUN_ID (the workflow run whose shard artifacts it reads)');
    const connected = (0,session/* connect */.Ng)(inputs, ctx, io);
    // The check opens first, on the event's head: no read before it can leave an earlier verdict standing.
    return (0,context/* withCheckRun */.GM)(mc, connected, (0,github_event/* eventHeadSha */.tE)(ctx), async (opened) => {
        const { handle } = opened;
        const notes = [];
        // The aggregate's check is the one that gates the merge: it shows each plan's changes against its base, as validate and execute do.
        const live = await liveState(mc, connected, true);
        const stale = (0,context/* staleBaseNote */.Lw)(handle, live.target);
        if (stale !== null)
            notes.push(stale);
        const states = (0,execution_record/* executionStates */.pD)(live.result, live.labeling);
        const shards = (0,shard_plan/* balanceShards */.y1)(live.planned, inputs.maxShards);
        const planned = new Map(live.planned.map((p) => [p.path, p]));
        const verdicts = new Map();
        const rows = [];
        const artifacts = await listRunArtifacts(live.api, ctx.repository, runId);
        for (const shard of shards) {
            const name = (0,shard_plan/* shardArtifactName */.u9)(shard.shard);
            const row = { shard: shard.shard, plans: shard.plans.length, artifact: name, problem: null };
            rows.push(row);
            const named = artifacts.filter((a) => a.name === name && !a.expired);
            if (named.length !== 1) {
                row.problem = named.length === 0 ? 'no artifact (the shard was cancelled, failed before uploading, or never ran)' : 'more than one artifact with this name';
                continue;
            }
            try {
                const files = unzipBounded(await downloadArtifactZip(live.api, ctx.repository, named[0]));
                const problems = verifyShard(shard, files, live.target.headSha, planned, states, verdicts);
                if (problems.length > 0)
                    row.problem = problems.join('; ');
            }
            catch (error) {
                if (!(error instanceof ArtifactError))
                    throw error;
                row.problem = `artifact rejected: it ${error.message}`;
            }
        }
        // An artifact for a shard that should not exist is someone else's upload: refuse to conclude success.
        const extra = artifacts.filter((a) => a.name.startsWith(shard_plan/* SHARD_ARTIFACT_PREFIX */.$8) && !shards.some((s) => (0,shard_plan/* shardArtifactName */.u9)(s.shard) === a.name));
        if (extra.length > 0)
            notes.push(`${(0,plural/* plural */.LS)(extra.length, 'shard artifact')} of this run ${(0,plural/* agreeing */.HD)(extra.length, 'belongs', 'belong')} to no planned shard (the planned set changed since the plan job, or an artifact was added): the check fails.`);
        for (const p of live.planned)
            if (!verdicts.has(p.path))
                verdicts.set(p.path, { ok: false, reason: 'no verified report: its shard\'s artifact is missing or was rejected' });
        // A skipped shard job is expected only when nothing was planned.
        const shardsFailed = inputs.shardsResult !== '' && inputs.shardsResult !== 'success' && !(shards.length === 0 && inputs.shardsResult === 'skipped');
        if (shardsFailed)
            notes.push(`The shard jobs ended \`${(0,report_markdown/* escapeMarkdown */.FV)(inputs.shardsResult)}\` (input \`shards-result\`): the check fails.`);
        const failedPlans = [...verdicts].filter(([, v]) => !v.ok);
        let conclusion = (0,execution_record/* executeConclusion */.XU)(live.result, states);
        const broken = failedPlans.length > 0 || rows.some((r) => r.problem !== null) || extra.length > 0 || shardsFailed;
        if (broken)
            conclusion = (0,execution_record/* worst */.QZ)(conclusion, 'failure');
        live.result.conclusion = conclusion;
        for (const [file, v] of verdicts) {
            const s = states.get(file);
            if (s !== undefined)
                states.set(file, { ...s, reason: v.ok ? `verified: ${v.reason}` : `not verified: ${v.reason}` });
        }
        const missingShards = rows.filter((r) => r.problem !== null).length;
        notes.unshift(`${(0,plural/* plural */.LS)(shards.length, 'shard')} planned for ${(0,plural/* plural */.LS)(live.planned.length, 'approved plan')}; ${live.planned.length - failedPlans.length} verified as succeeded, ${failedPlans.length} not.`);
        const shardTable = [
            '### Shards', '',
            ...(0,table/* table */.tp)((0,table/* headerCells */.bz)('shard', 'plans', 'artifact', 'result'), rows.map((r) => [
                table/* cell */.Hn.number(r.shard), table/* cell */.Hn.number(r.plans), table/* cell */.Hn.code(r.artifact), r.problem === null ? table/* cell */.Hn.markup('verified') : table/* cell */.Hn.join(table/* cell */.Hn.markup('❌ '), table/* cell */.Hn.text(r.problem)),
            ])), '',
        ].join('\n');
        notes.push(...(0,session/* readingNotes */.Ge)(live.labeling, live.sources.map((s) => s.file)), (0,api/* usageLine */.U0)(live.api.usage()));
        const markdown = live.redactor.redact(shardTable + (0,render/* renderPlanApprovals */.su)(live.result, states, true, false) + (0,render/* renderGateMarkdown */.N5)(live.result, {
            notes, approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval, removed: [], ignored: 0, bases: live.bases,
        }));
        const title = failedPlans.length > 0 || missingShards > 0 ? `${failedPlans.length} of ${live.planned.length} planned plans not verified; ${(0,render/* checkTitle */.Tq)(live.result)}` : (0,render/* checkTitle */.Tq)(live.result);
        const fullReport = `The full summary is ${gate_summary/* SUMMARY_MARKDOWN_FILE */.iu} in the report directory.`;
        await (0,session/* publishGate */.BZ)(io, {
            markdown, reportDir, fullReport, check: { opened, conclusion, title, problems: live.result.plans.flatMap((p) => p.check.problems), baseSha: live.target.baseSha }, logLine: `${title} → ${conclusion}`,
        });
        return {
            conclusion,
            outputs: {
                conclusion, plans: live.result.counts.plans, 'planned-plans': live.planned.length, 'verified-plans': live.planned.length - failedPlans.length,
                'missing-shards': missingShards, 'summary-markdown': (0,external_node_path_.join)(reportDir, gate_summary/* SUMMARY_MARKDOWN_FILE */.iu), 'check-run-id': handle?.id ?? '', 'check-run-url': handle?.url ?? '',
            },
            failure: conclusion === 'failure'
                ? `${failedPlans.length} of ${live.planned.length} planned plans not verified as succeeded; ${missingShards} of ${shards.length} shards missing or rejected`
                : conclusion === 'action_required' ? 'plans await approval' : null,
        };
    });
}
/**
 * Checks one shard's unzipped artifact against the planned shard and sets a verdict for each of
 * its plans. Artifact text never reaches the summary: problems are our own words.
 */
function verifyShard(shard, files, headSha, planned, states, verdicts) {
    const problems = [];
    const manifest = parseJson(files.get(shard_plan/* SHARD_MANIFEST_FILE */.O_));
    if (manifest === null || manifest.schema !== shard_plan/* SHARD_MANIFEST_SCHEMA */.Xb || !Array.isArray(manifest.plans))
        return [`no valid ${shard_plan/* SHARD_MANIFEST_FILE */.O_}`];
    if (manifest.shard !== shard.shard)
        return [`its ${shard_plan/* SHARD_MANIFEST_FILE */.O_} is for another shard`];
    if (manifest.head_sha !== headSha)
        return ['it ran on another head commit'];
    const mine = new Set(shard.plans.map((p) => p.path));
    const seen = new Set();
    const reports = new Set();
    for (const raw of manifest.plans) {
        const e = raw;
        const path = typeof e?.path === 'string' ? e.path : null;
        if (path === null || !mine.has(path)) {
            problems.push('it reports a plan not planned for this shard');
            continue;
        }
        if (seen.has(path)) {
            problems.push('it reports a plan twice');
            verdicts.set(path, { ok: false, reason: 'reported twice' });
            continue;
        }
        seen.add(path);
        // One report witnesses one plan: a second entry pointing at the same file proves nothing.
        if (typeof e.report === 'string' && reports.has(e.report)) {
            problems.push('it names one report for two plans');
            verdicts.set(path, { ok: false, reason: 'its report is another plan\'s' });
            continue;
        }
        if (typeof e.report === 'string')
            reports.add(e.report);
        verdicts.set(path, verifyEntry(e, planned.get(path), files, states.get(path)));
    }
    return problems;
}
function verifyEntry(e, plan, files, state) {
    if (e.fingerprint !== plan.fingerprint)
        return { ok: false, reason: 'the shard reports another content (fingerprint differs)' };
    // The action's own execution record (its comment, or an older record label) is the second witness: a report alone never makes a success.
    const recorded = state?.state === 'recorded' && state.trusted ? state.outcome : null;
    if (e.state === 'recorded') {
        return recorded === 'succeeded' ? { ok: true, reason: 'ran earlier on this pull request (succeeded)' } : { ok: false, reason: 'the shard says it ran earlier, and the execution record does not show a success' };
    }
    if (e.state !== 'executed')
        return { ok: false, reason: 'the shard did not run it' };
    if (typeof e.report !== 'string' || !isSafeEntryName(e.report))
        return { ok: false, reason: 'the shard names no report file' };
    const report = parseJson(files.get(e.report));
    const why = reportProblem(report, plan.fingerprint);
    if (why !== null)
        return { ok: false, reason: why };
    const status = report.status;
    if (status !== e.outcome)
        return { ok: false, reason: 'the manifest and the report disagree on the outcome' };
    if (recorded !== status)
        return { ok: false, reason: `the report says ${status}, the execution record says ${recorded ?? 'nothing'}` };
    return status === 'succeeded' ? { ok: true, reason: 'ran in a shard (succeeded)' } : { ok: false, reason: 'ran in a shard and failed' };
}
/** The execution report's shape (plasmate.agent-workflow-report.v1) as execute mode writes it, or why not. */
function reportProblem(report, fingerprint) {
    if (report === null || typeof report !== 'object' || Array.isArray(report))
        return 'its report is missing or not JSON';
    const r = report;
    if (r.schema !== contract_report/* REPORT_SCHEMA */.D)
        return 'its report has another schema';
    if (r.plan_fingerprint !== fingerprint)
        return 'its report is for another content (fingerprint differs)';
    if (r.dry_run !== false)
        return 'its report is not of an execution';
    if (r.status !== 'succeeded' && r.status !== 'failed')
        return 'its report has no outcome';
    const s = r.summary;
    const steps = r.steps;
    if (s === null || typeof s !== 'object' || !Array.isArray(steps) || s.total !== steps.length)
        return 'its report\'s summary does not match its steps';
    const failedSteps = steps.filter((step) => step?.status === 'failed').length;
    if (r.status === 'succeeded' && (failedSteps > 0 || s.failed !== 0))
        return 'its report says succeeded with failed steps';
    return null;
}
function parseJson(bytes) {
    if (bytes === undefined)
        return null;
    try {
        return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    }
    catch {
        return null;
    }
}


/***/ })

};

//# sourceMappingURL=198.index.js.map