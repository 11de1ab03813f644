/**
 * The watch's tracking issues and ledger, as text (pure; rest/drift-issues.ts reads and writes
 * them). One issue per drifted plan, found again by the marker that opens its body — the plan's
 * file as a hash, never the path itself, so no path can forge another plan's marker — and ending in
 * a machine block with the plan's history. One more issue holds the ledger (workflow/drift.ts) as
 * a JSON block. Both are read back only when the workflow token wrote them, as execution records
 * are: anyone may open an issue on a public repository, and a forged ledger would steer repairs.
 *
 * Everything from a page or a plan file is untrusted text: shown only through code spans and
 * escaped text, bounded, so no page can write markup, a mention or a link into an issue.
 */
import { createHash } from 'node:crypto';
import { printableLine } from '../../contract/text.js';
import { code, escapeInline } from '../../report/escape.js';
import { plural } from '../../report/plural.js';
import { cell, headerCells, table } from '../../report/table.js';
import { SHORT_FINGERPRINT_LENGTH } from '../../report/markdown.js';
import type { DriftFinding, DriftState } from '../../workflow/drift.js';

/** The label every watch issue carries (created by the action). */
export const DRIFT_LABEL = 'plasmate-drift';
export const DRIFT_LABEL_COLOR = 'b60205';
const ISSUE_MARKER_PREFIX = '<!-- plasmate-drift.v1 plan=';
export const LEDGER_MARKER = '<!-- plasmate-drift-ledger.v1 -->';
const BLOCK_START = '<!-- plasmate-drift-data\n';
const BLOCK_END = '\n-->';
/** Runs of a plan an issue keeps in its history, newest last. */
export const MAX_HISTORY = 10;
/** Failed steps an issue lists in full; the rest are counted. */
const MAX_FINDINGS_SHOWN = 20;
/** A path, reason or name in an issue, in characters. */
const MAX_SHOWN_CHARS = 300;
/** GitHub's bound on an issue body is 65,536 characters; the ledger stays well inside it. */
export const MAX_LEDGER_BODY_CHARS = 60_000;

/** The marker that opens a plan's tracking issue: its file as a hash. */
export function issueMarker(file: string): string {
  return `${ISSUE_MARKER_PREFIX}${createHash('sha256').update(file, 'utf8').digest('hex').slice(0, 32)} -->`;
}

export function issueTitle(file: string): string {
  return `Plasmate drift: ${printableLine(file, MAX_SHOWN_CHARS)}`;
}

/** One run of a plan as an issue's history keeps it. */
export interface HistoryEntry {
  at: string;
  fingerprint: string;
  state: DriftState;
}

/** The machine block of a tracking issue: when the plan started drifting, and its last runs. */
export interface IssueData {
  since: string;
  history: HistoryEntry[];
}

const STATES: ReadonlySet<string> = new Set<DriftState>(['healthy', 'drifted', 'unreachable', 'not run']);

/** The machine block of a body the action wrote, or null (a malformed block is no block). */
export function issueData(body: string): IssueData | null {
  const start = body.lastIndexOf(BLOCK_START);
  const end = body.indexOf(BLOCK_END, start + BLOCK_START.length);
  if (start < 0 || end < 0) return null;
  let value: unknown;
  try {
    value = JSON.parse(body.slice(start + BLOCK_START.length, end));
  } catch {
    return null;
  }
  const data = value as { v?: unknown; since?: unknown; history?: unknown };
  if (data.v !== 1 || typeof data.since !== 'string' || !Array.isArray(data.history)) return null;
  const history = data.history.flatMap((entry: unknown) => {
    if (!Array.isArray(entry) || entry.length !== 3) return [];
    const [at, fingerprint, state] = entry as unknown[];
    if (typeof at !== 'string' || typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint) || typeof state !== 'string' || !STATES.has(state)) return [];
    return [{ at: printableLine(at, 40), fingerprint, state: state as DriftState }];
  });
  return { since: printableLine(data.since, 40), history: history.slice(-MAX_HISTORY) };
}

/** What one plan's issue says. */
export interface DriftReport {
  file: string;
  name: string;
  fingerprint: string;
  state: DriftState;
  findings: readonly (DriftFinding & { reason: string | null; suggestion: string | null })[];
  runUrl: string | null;
}

/** The body of a plan's tracking issue: the marker, the verdict, each failed step, the history, the block. */
export function issueBody(report: DriftReport, data: IssueData): string {
  const file = printableLine(report.file, MAX_SHOWN_CHARS);
  const lines = [
    issueMarker(report.file),
    `**The plan ${code(file)} no longer fits the pages it drives** (${report.state === 'unreachable' ? 'a page it opens is unreachable' : 'drifted'}), found by the scheduled drift watch: a test run, reads real and every effect stubbed. Nothing was executed.`,
    '',
    `Plan ${code(printableLine(report.name, MAX_SHOWN_CHARS))}, content ${code(report.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH))}; failing since ${escapeInline(data.since)}.${report.runUrl === null ? '' : ` Latest run: ${escapeInline(report.runUrl)}`}`,
    '',
  ];
  for (const f of report.findings.slice(0, MAX_FINDINGS_SHOWN)) {
    const at = code(`${file}:${f.line}:${f.column}`);
    const why = f.reason ?? (f.failureClass === 'element_not_found' ? 'its target is not on the page the session loaded' : 'the step failed');
    lines.push(`- ${at} step ${code(f.stepId)} ${code(f.failureClass)}: ${escapeInline(printableLine(why, MAX_SHOWN_CHARS))}`);
    if (f.suggestion !== null) lines.push(`  - ${escapeInline(printableLine(f.suggestion, MAX_SHOWN_CHARS))}`);
  }
  if (report.findings.length > MAX_FINDINGS_SHOWN) lines.push(`- … and ${plural(report.findings.length - MAX_FINDINGS_SHOWN, 'more failed step')}`);
  lines.push('', '**Last runs**', '', ...table(headerCells('When', 'Content', 'Verdict'), data.history.map((h) => [
    cell.text(h.at), cell.code(h.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH)), cell.text(h.state),
  ])));
  lines.push('The watch updates this issue on each run and closes it when the plan is healthy again.', '');
  lines.push(`${BLOCK_START}${JSON.stringify({ v: 1, since: data.since, history: data.history.map((h) => [h.at, h.fingerprint, h.state]) })}${BLOCK_END}`);
  return lines.join('\n');
}

/** The history after this run: the previous one (if any) plus this run, bounded; `since` kept while it keeps failing. */
export function nextIssueData(previous: IssueData | null, run: HistoryEntry): IssueData {
  const history = [...(previous?.history ?? []), run].slice(-MAX_HISTORY);
  return { since: previous?.since ?? run.at, history };
}

/** The ledger issue's body: marker, a line for people, the ledger as a block. */
export function ledgerBody(ledgerJson: string): string {
  return [LEDGER_MARKER, '**Plasmate drift ledger.** What each plan content\'s targets were when the drift watch last saw it healthy (role and accessible name), so a moved target can be found again. Written by the action only; keep it open.', '', `${BLOCK_START}${ledgerJson}${BLOCK_END}`].join('\n');
}

/** The ledger's JSON out of a body the action wrote, or null. */
export function ledgerJsonOf(body: string): unknown {
  if (!body.startsWith(LEDGER_MARKER)) return null;
  const start = body.lastIndexOf(BLOCK_START);
  const end = body.indexOf(BLOCK_END, start + BLOCK_START.length);
  if (start < 0 || end < 0) return null;
  try {
    return JSON.parse(body.slice(start + BLOCK_START.length, end)) as unknown;
  } catch {
    return null;
  }
}
