/**
 * `mode: watch`, for `schedule` and `workflow_dispatch`: test-run every plan the `plans` globs match
 * in the checkout (reads real, every effect stubbed: nothing is executed, no secret is read), judge
 * each (workflow/drift.ts), and keep one tracking issue per plan that no longer fits its pages —
 * opened when it drifts, updated on later runs, closed when it is healthy again — plus one ledger
 * issue of the targets healthy runs saw, from which a moved target's new id is suggested. Only the
 * workflow token's own issues are read back (rest/drift-issues.ts).
 */
import { join } from 'node:path';
import { validatePlan } from '../../plan/validate.js';
import { formatProblem } from '../../plan/problem.js';
import { plural } from '../../report/plural.js';
import { reportFileName } from '../../report/file-name.js';
import { cell, headerCells, table } from '../../report/table.js';
import { chooseChild } from '../../workflow/child.js';
import { DRIFT_LEDGER_SCHEMA, emptyLedger, MAX_LEDGER_PLANS, parseLedger, suggestionText, type DriftLedger, type DriftState } from '../../workflow/drift.js';
import { watchPlan } from '../../workflow/watch.js';
import { hasCheckout, type RunContext } from '../event.js';
import { reportDirOf, type ModeContext } from './context.js';
import { localPlanSources } from '../local-plans.js';
import { connect, type ActionOutcome } from '../session.js';
import type { GitHubApi } from '../rest/api.js';
import { closeIssue, ensureDriftLabel, ledgerIssue, openIssue, ownDriftIssues, updateIssue, type OwnIssue } from '../rest/drift-issues.js';
import {
  issueBody, issueData, issueMarker, issueTitle, ledgerBody, ledgerJsonOf, MAX_LEDGER_BODY_CHARS, nextIssueData,
} from '../gate/drift-issues.js';
import { GATE_HEADING } from '../gate/render.js';

const LEDGER_TITLE = 'Plasmate drift watch: ledger';

/** One plan's line in the job summary. */
interface Watched {
  file: string;
  state: DriftState | 'invalid';
  since: string | null;
  issue: number | null;
}

export async function runWatchMode(mc: ModeContext): Promise<ActionOutcome> {
  const { inputs, run: ctx, io, env } = mc;
  const reportDir = await reportDirOf(mc);
  const { redactor, api } = connect(inputs, ctx, io);
  const sources = await localPlanSources(inputs.plans, ctx.workspace);
  // Without a checkout the globs match nothing, and a watch that watched nothing must not pass.
  if (sources.length === 0) {
    throw new Error(inputs.plans.length === 0 || !hasCheckout(ctx.workspace)
      ? 'mode "watch" test-runs the plans the "plans" globs match in the checkout: give "plans" and run actions/checkout before this step'
      : `the "plans" globs matched no file in ${ctx.workspace}`);
  }
  const notes: string[] = [];
  if (api === null) notes.push('No `github-token`: no tracking issue was opened or updated, and no ledger kept (repair suggestions need one).');
  const issues = api === null ? [] : await ownDriftIssues(api, ctx.repository);
  const ledgerOwn = ledgerIssue(issues);
  const ledger: DriftLedger = ledgerOwn === null ? emptyLedger() : parseLedger(ledgerJsonOf(ledgerOwn.body));
  const child = chooseChild(inputs.engine, inputs.plasmatePath ?? undefined, ctx.workspace);
  const now = new Date();
  const watched: Watched[] = [];
  if (api !== null) await ensureDriftLabel(api, ctx.repository);

  for (const [index, source] of sources.entries()) {
    const check = source.bytes === null ? null : validatePlan(source.bytes, source.file, null);
    if (check === null || check.plan === null || check.problems.length > 0) {
      for (const p of check?.problems ?? []) io.info(redactor.redact(`invalid: ${formatProblem(p)}`));
      if (check === null) io.info(redactor.redact(`invalid: ${source.file}: ${source.error ?? 'unreadable'}`));
      watched.push({ file: source.file, state: 'invalid', since: null, issue: null });
      continue;
    }
    const plan = check.plan;
    for (const name of plan.secretNames) redactor.addName(name);
    const { verdict, reasons } = await watchPlan(plan, source.file, ledger, {
      child: child.command, env, allowPrivateNetwork: inputs.allowPrivateNetwork, surface: 'action', now,
      reportPath: join(reportDir, reportFileName(index, source.file, '.test-run.json')),
    });
    const own = issues.find((i) => i.body.startsWith(issueMarker(source.file))) ?? null;
    const entry: Watched = { file: source.file, state: verdict.state, since: null, issue: own?.number ?? null };
    watched.push(entry);
    io.info(redactor.redact(`watch: ${verdict.state} ${source.file}`));
    if (api === null || verdict.state === 'not run') continue;
    if (verdict.state === 'healthy') {
      if (own !== null) {
        await closeIssue(api, ctx.repository, own.number, redactor.redact(`The plan is healthy again: its test run at content \`${plan.fingerprint.slice(0, 12)}\` passed${ctx.runUrl === null ? '' : ` (${ctx.runUrl})`}. Closing.`));
        entry.issue = null;
      }
      continue;
    }
    const data = nextIssueData(own === null ? null : issueData(own.body), { at: now.toISOString(), fingerprint: plan.fingerprint, state: verdict.state });
    entry.since = data.since;
    const body = redactor.redact(issueBody({
      file: source.file, name: plan.name, fingerprint: plan.fingerprint, state: verdict.state, runUrl: ctx.runUrl,
      findings: verdict.findings.map((f) => ({ ...f, reason: reasons.get(f.step)?.reason ?? null, suggestion: suggestionText(source.file, f) })),
    }, data));
    const title = redactor.redact(issueTitle(source.file));
    if (own === null) entry.issue = await openIssue(api, ctx.repository, title, body);
    else await updateIssue(api, ctx.repository, own.number, title, body);
  }
  if (api !== null) await writeLedger(api, ctx, ledger, ledgerOwn);

  const healthy = watched.filter((w) => w.state === 'healthy').length;
  const drifted = watched.filter((w) => w.state === 'drifted' || w.state === 'unreachable').length;
  const summary = [
    `## ${GATE_HEADING}: drift watch`, '',
    `${plural(watched.length, 'plan')} test-run (reads real, every effect stubbed; nothing executed): ${healthy} healthy, ${drifted} drifted or unreachable, ${watched.length - healthy - drifted} invalid or not run.`, '',
    ...table(headerCells('Plan', 'Verdict', 'Failing since', 'Issue'), watched.map((w) => [
      cell.code(w.file), cell.text(w.state), w.since === null ? cell.markup('—') : cell.text(w.since), w.issue === null ? cell.markup('—') : cell.join(cell.markup('#'), cell.number(w.issue)),
    ])),
    ...notes.map((n) => `${n}\n`),
  ].join('\n');
  await io.writeJobSummary(redactor.redact(summary));
  const conclusion = healthy === watched.length ? 'success' : 'failure';
  return {
    conclusion,
    outputs: { conclusion, plans: watched.length, 'healthy-plans': healthy, 'drifted-plans': drifted },
    failure: conclusion === 'success' ? null : `${plural(watched.length - healthy, 'plan')} of ${watched.length} ${watched.length - healthy === 1 ? 'is' : 'are'} not healthy: ${watched.filter((w) => w.state !== 'healthy').map((w) => `${w.file} (${w.state})`).slice(0, 10).join(', ')}`,
  };
}

/** The ledger into its issue, the least recently healthy plans dropped until it fits one body. */
async function writeLedger(api: GitHubApi, ctx: RunContext, ledger: DriftLedger, own: OwnIssue | null): Promise<void> {
  let body = ledgerBody(JSON.stringify(ledger));
  for (let keep = Math.min(Object.keys(ledger.plans).length, MAX_LEDGER_PLANS); body.length > MAX_LEDGER_BODY_CHARS && keep > 0; keep = Math.floor(keep * 0.9)) {
    const kept = Object.entries(ledger.plans).slice(-keep);
    body = ledgerBody(JSON.stringify({ schema: DRIFT_LEDGER_SCHEMA, plans: Object.fromEntries(kept) }));
  }
  if (own === null) await openIssue(api, ctx.repository, LEDGER_TITLE, body);
  else if (own.body !== body) await updateIssue(api, ctx.repository, own.number, LEDGER_TITLE, body);
}
