/**
 * Execution records off the label budget: execute mode records "this plan content ran on this
 * pull request, with this outcome" in a pull-request comment the action writes, not in a label
 * (GitHub allows 100 labels on a pull request; a record label per plan halved how many plans one
 * pull request could run). Threat analysis: docs/security.md, "Execution records".
 *
 * One comment per job that runs plans: created at the job's first record, then edited by that
 * job alone (so concurrent jobs — shards, overlapping `labeled` runs — never overwrite each
 * other's records). Its body opens with RECORD_COMMENT_MARKER, lists the records for people, and
 * ends with the machine-readable block:
 *
 *   <!-- plasmate-records
 *   {"v":1,"records":[["plasmate-run:…","started"],["plasmate-run:…","succeeded"]]}
 *   -->
 *
 * keyed by the plan's run label (a pure function of its content and secret bindings), like the
 * `plasmate-done:` labels before it. Read back, a comment counts only when a bot wrote it (the
 * workflow token comments as `github-actions[bot]`) and it is exactly this shape; a person's
 * comment carrying the marker is ignored (anyone may comment on a public repository, so counting
 * it as an untrusted record would let anyone fail any pull request's check).
 */
import type { GitHubApi, Repository } from './api.js';
import { isBot, type Actor, type ExecutionRecordEntry, type RecordedOutcome } from './labels.js';
import { PLAN_LABEL_HASH_CHARS, PLAN_LABEL_PREFIX } from '../plan/approval-labels.js';

export const RECORD_COMMENT_MARKER = '<!-- plasmate-execution-records.v1 -->';
const BLOCK_START = '<!-- plasmate-records\n';
const BLOCK_END = '\n-->';
/**
 * Records one comment holds at most: two per plan (started, outcome) at ~60 bytes each keeps a
 * comment far below GitHub's 65,536 characters; a job with more starts another comment.
 */
export const MAX_RECORDS_PER_COMMENT = 400;
const OUTCOMES: ReadonlySet<string> = new Set<RecordedOutcome>(['started', 'succeeded', 'failed']);
const RUN_LABEL = new RegExp(`^${PLAN_LABEL_PREFIX}[a-z2-7]{${PLAN_LABEL_HASH_CHARS}}$`);

interface CommentJson {
  id: number;
  body?: string | null;
  user: { login: string; type: string } | null;
}

/** The comment body for `records` (plan labels and outcomes are this action's own base32 names and words). */
export function recordCommentBody(records: readonly ExecutionRecordEntry[]): string {
  const lines = records.map((r) => `- \`${r.planLabel}\` ${r.outcome}`);
  const block = JSON.stringify({ v: 1, records: records.map((r) => [r.planLabel, r.outcome]) });
  return [
    RECORD_COMMENT_MARKER,
    '**Plasmate execution records.** Which approved plan content ran on this pull request, and how it ended; written by the action only. Deleting this comment allows these plans to run once more.',
    '',
    ...lines,
    '',
    `${BLOCK_START}${block}${BLOCK_END}`,
  ].join('\n');
}

/** The records of a comment body in exactly the shape recordCommentBody writes, or null for any other body. */
export function parseRecordComment(body: string): Omit<ExecutionRecordEntry, 'author'>[] | null {
  if (!body.startsWith(`${RECORD_COMMENT_MARKER}\n`) || !body.endsWith(BLOCK_END)) return null;
  const start = body.lastIndexOf(BLOCK_START);
  if (start < 0) return null;
  let value: unknown;
  try {
    value = JSON.parse(body.slice(start + BLOCK_START.length, body.length - BLOCK_END.length));
  } catch {
    return null;
  }
  const v = value as { v?: unknown; records?: unknown };
  if (typeof value !== 'object' || value === null || v.v !== 1 || !Array.isArray(v.records) || v.records.length > MAX_RECORDS_PER_COMMENT) return null;
  const out: Omit<ExecutionRecordEntry, 'author'>[] = [];
  for (const r of v.records as unknown[]) {
    if (!Array.isArray(r) || r.length !== 2 || typeof r[0] !== 'string' || typeof r[1] !== 'string' || !RUN_LABEL.test(r[0]) || !OUTCOMES.has(r[1])) return null;
    out.push({ planLabel: r[0], outcome: r[1] as RecordedOutcome });
  }
  return out;
}

/** Every record in bot-written record comments of the pull request (a live read; persons' comments are ignored). */
export async function readExecutionRecords(api: GitHubApi, repo: Repository, number: number): Promise<ExecutionRecordEntry[]> {
  const comments = await api.paginate<CommentJson>('/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: number });
  const out: ExecutionRecordEntry[] = [];
  for (const c of comments) {
    if (c.user === null || typeof c.body !== 'string') continue;
    const author: Actor = { login: c.user.login, type: c.user.type };
    if (!isBot(author)) continue;
    for (const r of parseRecordComment(c.body) ?? []) out.push({ ...r, author });
  }
  return out;
}

/**
 * Writes this job's records: the first creates the job's comment, each later one edits it (the
 * job is its only writer). A record is durable when `write` returns, so `started` exists before
 * the child starts.
 */
export class RecordCommentWriter {
  private comment: { id: number; records: ExecutionRecordEntry[] } | null = null;

  constructor(private readonly api: GitHubApi, private readonly repo: Repository, private readonly number: number) {}

  async write(planLabel: string, outcome: RecordedOutcome): Promise<void> {
    const record: ExecutionRecordEntry = { planLabel: planLabel.toLowerCase(), outcome, author: { login: '', type: 'Bot' } };
    if (this.comment === null || this.comment.records.length === MAX_RECORDS_PER_COMMENT) {
      const created = await this.api.json<CommentJson>('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...this.repo, issue_number: this.number }, { body: { body: recordCommentBody([record]) } });
      this.comment = { id: created.id, records: [record] };
      return;
    }
    const records = [...this.comment.records, record];
    await this.api.request('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', { ...this.repo, comment_id: this.comment.id }, { body: { body: recordCommentBody(records) } });
    this.comment.records = records;
  }
}
