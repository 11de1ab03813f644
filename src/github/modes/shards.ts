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
import { join } from 'node:path';
import { writeFileAtomic } from '../../report/write.js';
import { escapeMarkdown } from '../../report/markdown.js';
import { cell, headerCells, table } from '../../report/table.js';
import { REPORT_SCHEMA } from '../../contract/report.js';
import { usageLine, type GitHubApi } from '../rest/api.js';
import { eventHeadSha } from '../event.js';
import { type Conclusion, type GateResult, type PlanGate, type PlanSource } from '../gate/gate.js';
import { SUMMARY_MARKDOWN_FILE } from '../gate/gate-summary.js';
import { executeConclusion, executionStates, readRecord, runnable, worst, type PlanExecution } from '../gate/execution-record.js';
import type { LabelingFacts } from '../gate/labels.js';
import { changedPlans, resolvePullRequest, type PullRequestTarget } from '../rest/pull-request.js';
import type { Redactor } from '../redact.js';
import { checkTitle, renderGateMarkdown, renderPlanApprovals } from '../gate/render.js';
import { addSecretNames, connect, gateEvaluator, labelingFacts, publishGate, readingNotes, type ActionOutcome } from '../session.js';
import { executionGuard, reportDirOf, staleBaseNote, withCheckRun, type ModeContext } from './context.js';
import {
  balanceShards, matrixJson, oversizedShard, shardArtifactName, SHARD_ARTIFACT_PREFIX, SHARD_MANIFEST_FILE, SHARD_MANIFEST_SCHEMA, type Shard, type ShardPlan,
} from '../gate/shard-plan.js';
import { ArtifactError, downloadArtifactZip, isSafeEntryName, listRunArtifacts, unzipBounded, type RunArtifact } from '../rest/artifacts.js';
import { agreeing, plural } from '../../report/plural.js';

/** What every one of the three jobs derives from the live pull request. */
interface LiveState {
  api: GitHubApi;
  redactor: Redactor;
  target: PullRequestTarget;
  sources: PlanSource[];
  /** Each changed plan's version at the base commit (only when asked: the aggregate's summary shows the changes). */
  bases: ReadonlyMap<string, PlanSource | null> | undefined;
  result: GateResult;
  labeling: LabelingFacts;
  /** The plans that may run (valid, every approval trusted, plan label trusted), in the gate's order. */
  planned: ShardPlan[];
  evaluate: (sources: readonly PlanSource[], labeling: LabelingFacts) => GateResult;
}

async function liveState({ inputs, run: ctx, io }: ModeContext, connected = connect(inputs, ctx, io), withBases = false): Promise<LiveState> {
  const { redactor, api } = connected;
  if (api === null) throw new Error(`mode "${inputs.mode}" needs input "github-token": the plans, labels and artifacts are read through the API`);
  const target = await resolvePullRequest(api, ctx, inputs.artifactDir);
  if (target === null) throw new Error(`mode "${inputs.mode}" shards the approved plans of a pull request, and this event has none (approvals are labels on a pull request)`);
  const { sources, bases } = await changedPlans(api, ctx.repository, target, inputs.plans, { withBases });
  const evaluate = gateEvaluator(inputs, true);
  const labeling = await labelingFacts(api, ctx.repository, target.number, target.author, true, inputs.trustAppLabels);
  const result = evaluate(sources, labeling);
  addSecretNames(redactor, result);
  const planned = result.plans.filter(runnable).map((g) => ({ path: g.file, fingerprint: g.check.plan!.fingerprint, steps: g.check.plan!.steps.length }));
  return { api, redactor, target, sources, bases, result, labeling, planned, evaluate };
}

// ---------------------------------------------------------------- plan (fan-out)

export async function runPlanMode(mc: ModeContext): Promise<ActionOutcome> {
  const { inputs, io } = mc;
  const reportDir = await reportDirOf(mc);
  const live = await liveState(mc);
  const shards = balanceShards(live.planned, inputs.maxShards);
  const oversized = oversizedShard(shards);
  if (oversized !== null) throw new Error(oversized);
  const held = live.result.plans.filter((p) => !runnable(p));
  const lines = [
    `## Plasmate plans: ${plural(live.planned.length, 'approved plan')} in ${plural(shards.length, 'shard')}`, '',
    held.length === 0 ? '' : `${plural(held.length, 'plan')} ${agreeing(held.length, 'is', 'are')} not sharded (invalid or awaiting approval); the aggregate job's check reports ${agreeing(held.length, 'it', 'them')}.`, '',
    ...table(headerCells('shard', 'plans', 'steps'), shards.map((s) => [cell.number(s.shard), cell.number(s.plans.length), cell.number(s.steps)])),
  ];
  const markdown = live.redactor.redact(lines.join('\n'));
  await publishGate(io, { markdown, reportDir, fullReport: '', check: null, logLine: `planned ${plural(live.planned.length, 'plan')} in ${plural(shards.length, 'shard')}` });
  return {
    conclusion: 'neutral',
    outputs: { matrix: matrixJson(shards), 'shard-count': shards.length, plans: live.result.counts.plans, 'planned-plans': live.planned.length, 'summary-markdown': join(reportDir, SUMMARY_MARKDOWN_FILE) },
    failure: null,
  };
}

// ---------------------------------------------------------------- shard

/** One plan of a shard as its manifest states it; the aggregate checks every field. */
export interface ShardManifestEntry {
  path: string;
  fingerprint: string;
  /** `executed` here (report names its file), `recorded` ran before (no report), `not_run` refused or skipped. */
  state: 'executed' | 'recorded' | 'not_run';
  outcome: 'succeeded' | 'failed' | 'interrupted' | null;
  report: string | null;
  reason: string;
}

export interface ShardManifest {
  schema: typeof SHARD_MANIFEST_SCHEMA;
  shard: number;
  head_sha: string;
  plans: ShardManifestEntry[];
}

export async function runShardMode(mc: ModeContext, shard: Shard): Promise<ActionOutcome> {
  const { inputs, run: ctx, io, env } = mc;
  const reportDir = await reportDirOf(mc);
  const live = await liveState(mc);
  const { api, target } = live;
  const headSha = target.headSha;
  // Re-verify the matrix against the live state: a changed content or a withdrawn approval does not run.
  const byFile = new Map(live.result.plans.map((p) => [p.file, p]));
  const refused = new Map<string, string>();
  const chosen: PlanGate[] = [];
  for (const entry of shard.plans) {
    const gate = byFile.get(entry.path);
    if (gate === undefined) refused.set(entry.path, 'not a plan this pull request changes at its head');
    else if (!runnable(gate)) refused.set(entry.path, 'not approved to run now (invalid, or an approval is missing or does not count)');
    else if (gate.check.plan!.fingerprint !== entry.fingerprint) refused.set(entry.path, 'its content is not the one planned (fingerprint differs)');
    else chosen.push(gate);
  }
  const { executeApprovedPlans } = await import('./approved-plans.js');
  const guard = executionGuard(mc, api, target, live.sources, live.evaluate);
  const execution = await executeApprovedPlans({ ...live.result, plans: chosen }, {
    inputs, reportDir, workspace: ctx.workspace, headSha, env, registerSecret: (v) => io.registerSecret(v), guard,
  });
  const entries: ShardManifestEntry[] = shard.plans.map((e) => {
    const base = { path: e.path, fingerprint: e.fingerprint };
    const why = refused.get(e.path);
    if (why !== undefined) return { ...base, state: 'not_run', outcome: null, report: null, reason: why };
    const ran = execution.ran.get(e.path);
    const reportPath = execution.reportPaths.get(e.path);
    if (ran !== undefined && reportPath !== undefined) return { ...base, state: 'executed', outcome: ran.outcome, report: reportPath.slice(reportDir.length + 1), reason: ran.reason };
    const gate = byFile.get(e.path)!;
    const record = readRecord(gate.planApproval!.label, live.labeling);
    if (record !== null && record.trusted) return { ...base, state: 'recorded', outcome: record.outcome, report: null, reason: record.reason };
    return { ...base, state: 'not_run', outcome: null, report: null, reason: execution.movedTo === null ? 'not run (its approval changed while the shard ran)' : 'not run (the head moved)' };
  });
  const manifest: ShardManifest = { schema: SHARD_MANIFEST_SCHEMA, shard: shard.shard, head_sha: headSha, plans: entries };
  await writeFileAtomic(join(reportDir, SHARD_MANIFEST_FILE), `${JSON.stringify(live.redactor.redactValue(manifest), null, 2)}\n`);
  const bad = entries.filter((e) => e.state === 'not_run' || e.outcome !== 'succeeded');
  const conclusion: Conclusion = bad.length === 0 ? 'success' : 'failure';
  const markdown = live.redactor.redact([
    `## Plasmate shard ${shard.shard}: ${entries.length - bad.length} of ${entries.length} plans succeeded`, '',
    `This shard posts no check run: the aggregate job posts the one gating check from every shard's artifact \`${shardArtifactName(shard.shard)}\`.`, '',
    ...table(headerCells('plan', 'state', 'outcome', 'why'), entries.map((e) => [cell.code(e.path), cell.text(e.state), e.outcome === null ? cell.markup('—') : cell.text(e.outcome), cell.text(e.reason)])),
  ].join('\n'));
  await publishGate(io, { markdown, reportDir, fullReport: '', check: null, logLine: `shard ${shard.shard}: ${entries.length - bad.length} of ${entries.length} plans succeeded → ${conclusion}` });
  return {
    conclusion,
    outputs: {
      conclusion, 'artifact-name': shardArtifactName(shard.shard), 'shard-dir': reportDir,
      'executed-plans': execution.executed, 'failed-executions': execution.failed, reports: [...execution.reportPaths.values()].join('\n'),
    },
    failure: bad.length === 0 ? null : `${bad.length} of ${entries.length} plans of shard ${shard.shard} did not succeed`,
  };
}

// ---------------------------------------------------------------- aggregate (fan-in)

/** One planned plan's verdict: accepted only when a report and the execution record agree it succeeded. */
interface Verdict {
  ok: boolean;
  reason: string;
}

interface ShardRow {
  shard: number;
  plans: number;
  artifact: string;
  problem: string | null;
}

export async function runAggregateMode(mc: ModeContext): Promise<ActionOutcome> {
  const { inputs, run: ctx, io, env } = mc;
  const reportDir = await reportDirOf(mc);
  const runId = env.GITHUB_RUN_ID ?? '';
  if (!/^\d+$/.test(runId)) throw new Error('mode "aggregate" needs GITHUB_RUN_ID (the workflow run whose shard artifacts it reads)');
  const connected = connect(inputs, ctx, io);
  // The check opens first, on the event's head: no read before it can leave an earlier verdict standing.
  return withCheckRun(mc, connected, eventHeadSha(ctx), async (opened) => {
    const { handle } = opened;
    const notes: string[] = [];
    // The aggregate's check is the one that gates the merge: it shows each plan's changes against its base, as validate and execute do.
    const live = await liveState(mc, connected, true);
    const stale = staleBaseNote(handle, live.target);
    if (stale !== null) notes.push(stale);
    const states = executionStates(live.result, live.labeling);
    const shards = balanceShards(live.planned, inputs.maxShards);
    const planned = new Map(live.planned.map((p) => [p.path, p]));
    const verdicts = new Map<string, Verdict>();
    const rows: ShardRow[] = [];
    const artifacts = await listRunArtifacts(live.api, ctx.repository, runId);
    for (const shard of shards) {
      const name = shardArtifactName(shard.shard);
      const row: ShardRow = { shard: shard.shard, plans: shard.plans.length, artifact: name, problem: null };
      rows.push(row);
      const named = artifacts.filter((a) => a.name === name && !a.expired);
      if (named.length !== 1) {
        row.problem = named.length === 0 ? 'no artifact (the shard was cancelled, failed before uploading, or never ran)' : 'more than one artifact with this name';
        continue;
      }
      try {
        const files = unzipBounded(await downloadArtifactZip(live.api, ctx.repository, named[0]!));
        const problems = verifyShard(shard, files, live.target.headSha, planned, states, verdicts);
        if (problems.length > 0) row.problem = problems.join('; ');
      } catch (error) {
        if (!(error instanceof ArtifactError)) throw error;
        row.problem = `artifact rejected: it ${error.message}`;
      }
    }
    // An artifact for a shard that should not exist is someone else's upload: refuse to conclude success.
    const extra = artifacts.filter((a: RunArtifact) => a.name.startsWith(SHARD_ARTIFACT_PREFIX) && !shards.some((s) => shardArtifactName(s.shard) === a.name));
    if (extra.length > 0) notes.push(`${plural(extra.length, 'shard artifact')} of this run ${agreeing(extra.length, 'belongs', 'belong')} to no planned shard (the planned set changed since the plan job, or an artifact was added): the check fails.`);
    for (const p of live.planned) if (!verdicts.has(p.path)) verdicts.set(p.path, { ok: false, reason: 'no verified report: its shard\'s artifact is missing or was rejected' });
    // A skipped shard job is expected only when nothing was planned.
    const shardsFailed = inputs.shardsResult !== '' && inputs.shardsResult !== 'success' && !(shards.length === 0 && inputs.shardsResult === 'skipped');
    if (shardsFailed) notes.push(`The shard jobs ended \`${escapeMarkdown(inputs.shardsResult)}\` (input \`shards-result\`): the check fails.`);

    const failedPlans = [...verdicts].filter(([, v]) => !v.ok);
    let conclusion = executeConclusion(live.result, states);
    const broken = failedPlans.length > 0 || rows.some((r) => r.problem !== null) || extra.length > 0 || shardsFailed;
    if (broken) conclusion = worst(conclusion, 'failure');
    live.result.conclusion = conclusion;
    for (const [file, v] of verdicts) {
      const s = states.get(file);
      if (s !== undefined) states.set(file, { ...s, reason: v.ok ? `verified: ${v.reason}` : `not verified: ${v.reason}` });
    }
    const missingShards = rows.filter((r) => r.problem !== null).length;
    notes.unshift(`${plural(shards.length, 'shard')} planned for ${plural(live.planned.length, 'approved plan')}; ${live.planned.length - failedPlans.length} verified as succeeded, ${failedPlans.length} not.`);
    const shardTable = [
      '### Shards', '',
      ...table(headerCells('shard', 'plans', 'artifact', 'result'), rows.map((r) => [
        cell.number(r.shard), cell.number(r.plans), cell.code(r.artifact), r.problem === null ? cell.markup('verified') : cell.join(cell.markup('❌ '), cell.text(r.problem)),
      ])), '',
    ].join('\n');
    notes.push(...readingNotes(live.labeling, live.sources.map((s) => s.file)), usageLine(live.api.usage()));
    const markdown = live.redactor.redact(shardTable + renderPlanApprovals(live.result, states, true, false) + renderGateMarkdown(live.result, {
      notes, approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval, removed: [], ignored: 0, bases: live.bases,
    }));
    const title = failedPlans.length > 0 || missingShards > 0 ? `${failedPlans.length} of ${live.planned.length} planned plans not verified; ${checkTitle(live.result)}` : checkTitle(live.result);
    const fullReport = `The full summary is ${SUMMARY_MARKDOWN_FILE} in the report directory.`;
    await publishGate(io, {
      markdown, reportDir, fullReport, check: { opened, conclusion, title, problems: live.result.plans.flatMap((p) => p.check.problems), baseSha: live.target.baseSha }, logLine: `${title} → ${conclusion}`,
    });
    return {
      conclusion,
      outputs: {
        conclusion, plans: live.result.counts.plans, 'planned-plans': live.planned.length, 'verified-plans': live.planned.length - failedPlans.length,
        'missing-shards': missingShards, 'summary-markdown': join(reportDir, SUMMARY_MARKDOWN_FILE), 'check-run-id': handle?.id ?? '', 'check-run-url': handle?.url ?? '',
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
function verifyShard(
  shard: Shard,
  files: ReadonlyMap<string, Uint8Array>,
  headSha: string,
  planned: ReadonlyMap<string, ShardPlan>,
  states: ReadonlyMap<string, PlanExecution>,
  verdicts: Map<string, Verdict>,
): string[] {
  const problems: string[] = [];
  const manifest = parseJson(files.get(SHARD_MANIFEST_FILE)) as Partial<ShardManifest> | null;
  if (manifest === null || manifest.schema !== SHARD_MANIFEST_SCHEMA || !Array.isArray(manifest.plans)) return [`no valid ${SHARD_MANIFEST_FILE}`];
  if (manifest.shard !== shard.shard) return [`its ${SHARD_MANIFEST_FILE} is for another shard`];
  if (manifest.head_sha !== headSha) return ['it ran on another head commit'];
  const mine = new Set(shard.plans.map((p) => p.path));
  const seen = new Set<string>();
  const reports = new Set<string>();
  for (const raw of manifest.plans as unknown[]) {
    const e = raw as Partial<ShardManifestEntry> | null;
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
    if (typeof e!.report === 'string' && reports.has(e!.report)) {
      problems.push('it names one report for two plans');
      verdicts.set(path, { ok: false, reason: 'its report is another plan\'s' });
      continue;
    }
    if (typeof e!.report === 'string') reports.add(e!.report);
    verdicts.set(path, verifyEntry(e!, planned.get(path)!, files, states.get(path)));
  }
  return problems;
}

function verifyEntry(e: Partial<ShardManifestEntry>, plan: ShardPlan, files: ReadonlyMap<string, Uint8Array>, state: PlanExecution | undefined): Verdict {
  if (e.fingerprint !== plan.fingerprint) return { ok: false, reason: 'the shard reports another content (fingerprint differs)' };
  // The action's own execution record (its comment, or an older record label) is the second witness: a report alone never makes a success.
  const recorded = state?.state === 'recorded' && state.trusted ? state.outcome : null;
  if (e.state === 'recorded') {
    return recorded === 'succeeded' ? { ok: true, reason: 'ran earlier on this pull request (succeeded)' } : { ok: false, reason: 'the shard says it ran earlier, and the execution record does not show a success' };
  }
  if (e.state !== 'executed') return { ok: false, reason: 'the shard did not run it' };
  if (typeof e.report !== 'string' || !isSafeEntryName(e.report)) return { ok: false, reason: 'the shard names no report file' };
  const report = parseJson(files.get(e.report));
  const why = reportProblem(report, plan.fingerprint);
  if (why !== null) return { ok: false, reason: why };
  const status = (report as { status: string }).status;
  if (status !== e.outcome) return { ok: false, reason: 'the manifest and the report disagree on the outcome' };
  if (recorded !== status) return { ok: false, reason: `the report says ${status}, the execution record says ${recorded ?? 'nothing'}` };
  return status === 'succeeded' ? { ok: true, reason: 'ran in a shard (succeeded)' } : { ok: false, reason: 'ran in a shard and failed' };
}

/** The execution report's shape (plasmate.agent-workflow-report.v1) as execute mode writes it, or why not. */
function reportProblem(report: unknown, fingerprint: string): string | null {
  if (report === null || typeof report !== 'object' || Array.isArray(report)) return 'its report is missing or not JSON';
  const r = report as Record<string, unknown>;
  if (r.schema !== REPORT_SCHEMA) return 'its report has another schema';
  if (r.plan_fingerprint !== fingerprint) return 'its report is for another content (fingerprint differs)';
  if (r.dry_run !== false) return 'its report is not of an execution';
  if (r.status !== 'succeeded' && r.status !== 'failed') return 'its report has no outcome';
  const s = r.summary as Record<string, unknown> | null;
  const steps = r.steps;
  if (s === null || typeof s !== 'object' || !Array.isArray(steps) || s.total !== steps.length) return 'its report\'s summary does not match its steps';
  const failedSteps = steps.filter((step) => (step as { status?: unknown } | null)?.status === 'failed').length;
  if (r.status === 'succeeded' && (failedSteps > 0 || s.failed !== 0)) return 'its report says succeeded with failed steps';
  return null;
}

function parseJson(bytes: Uint8Array | undefined): unknown {
  if (bytes === undefined) return null;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}
