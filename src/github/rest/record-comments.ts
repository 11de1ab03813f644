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
 * `plasmate-done:` labels before it. The block names the comment's own id (`"comment"`, written by
 * an edit right after the comment is created). Read back, a comment counts only when the workflow
 * token wrote it (`github-actions[bot]` with its fixed user id, not through another App), it is
 * exactly this shape, and the id it names is its own: another App, a person, or a bot quoting the
 * text into a comment of its own is ignored and reported (anyone may comment on a public
 * repository, so counting such a comment even as an untrusted record would let anyone fail any
 * pull request's check, and any installed App make a plan count as already run).
 */
import { MAX_LISTING_PAGES, type GitHubApi, type Repository } from './api.js';
import { isWorkflowToken, WORKFLOW_TOKEN_APP_SLUG, type Actor, type ExecutionRecordEntry, type IgnoredRecordComment, type RecordedOutcome } from '../gate/labels.js';
import { isLabelOfKind } from '../../plan/label-kinds.js';

export const RECORD_COMMENT_MARKER = '<!-- plasmate-execution-records.v1 -->';
const BLOCK_START = '<!-- plasmate-records\n';
const BLOCK_END = '\n-->';
/**
 * Records one comment holds at most: two per plan (started, outcome) at ~60 bytes each keeps a
 * comment far below GitHub's 65,536 characters; a job with more starts another comment.
 */
export const MAX_RECORDS_PER_COMMENT = 400;
const OUTCOMES: ReadonlySet<string> = new Set<RecordedOutcome>(['started', 'succeeded', 'failed']);

interface CommentJson {
  id: number;
  body?: string | null;
  user: { login: string; type: string; id?: number } | null;
  performed_via_github_app?: { slug?: string } | null;
}

/** The comment body for `records` (plan labels and outcomes are this action's own base32 names and words); `comment`: its own id, once known. */
export function recordCommentBody(records: readonly ExecutionRecordEntry[], comment: number | null = null): string {
  const lines = records.map((r) => `- \`${r.planLabel}\` ${r.outcome}`);
  const block = JSON.stringify({ v: 1, ...(comment === null ? {} : { comment }), records: records.map((r) => [r.planLabel, r.outcome]) });
  return [
    RECORD_COMMENT_MARKER,
    '**Plasmate execution records.** Which approved plan content ran on this pull request, and how it ended; written by the action only. Deleting this comment allows these plans to run once more.',
    '',
    ...lines,
    '',
    `${BLOCK_START}${block}${BLOCK_END}`,
  ].join('\n');
}

/** Whether a body is in the record shape at all (the marker it opens with), whoever wrote it. */
export function looksLikeRecordComment(body: string): boolean {
  return body.startsWith(RECORD_COMMENT_MARKER);
}

/** The id a record comment's block names as its own, or null (none, or not the record shape). */
export function recordCommentId(body: string): number | null {
  const start = body.lastIndexOf(BLOCK_START);
  if (parseRecordComment(body) === null || start < 0) return null;
  const id = (JSON.parse(body.slice(start + BLOCK_START.length, body.length - BLOCK_END.length)) as { comment?: unknown }).comment;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
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
  const v = value as { v?: unknown; records?: unknown; comment?: unknown };
  if (typeof value !== 'object' || value === null || v.v !== 1 || !Array.isArray(v.records) || v.records.length > MAX_RECORDS_PER_COMMENT) return null;
  if (v.comment !== undefined && typeof v.comment !== 'number') return null;
  const out: Omit<ExecutionRecordEntry, 'author'>[] = [];
  for (const r of v.records as unknown[]) {
    if (!Array.isArray(r) || r.length !== 2 || typeof r[0] !== 'string' || typeof r[1] !== 'string' || !isLabelOfKind('runApproval', r[0]) || !OUTCOMES.has(r[1])) return null;
    out.push({ planLabel: r[0], outcome: r[1] as RecordedOutcome });
  }
  return out;
}

/** Why a comment in the record shape does not count, or null when it is this workflow's own record comment. */
function distrustRecordComment(c: CommentJson, author: Actor): string | null {
  if (!isWorkflowToken(author)) return `written by ${author.login}, not by this workflow (github-actions[bot])`;
  const app = c.performed_via_github_app?.slug;
  if (app !== undefined && app !== WORKFLOW_TOKEN_APP_SLUG) return `written through the App ${app}`;
  if (parseRecordComment(c.body ?? '') === null) return 'not in the exact record shape';
  if (recordCommentId(c.body ?? '') !== c.id) return 'it does not name itself (a copy of a record comment, or one the action did not finish writing)';
  return null;
}

/** What the PR's comments hold: the records of this workflow's own record comments, and the record-shaped comments that do not count. */
export interface RecordsRead {
  records: ExecutionRecordEntry[];
  ignored: IgnoredRecordComment[];
}

/** Every record in this workflow's record comments of the pull request (a live read); other record-shaped comments are reported, never counted. */
export async function readExecutionRecords(api: GitHubApi, repo: Repository, number: number): Promise<RecordsRead> {
  // Anyone may comment: MAX_LISTING_PAGES, not MAX_PAGES, so ten thousand comments do not stop the gate (the budget bounds the cost).
  const comments = await api.paginate<CommentJson>('/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: number }, {}, MAX_LISTING_PAGES);
  const out: RecordsRead = { records: [], ignored: [] };
  for (const c of comments) {
    if (c.user === null || typeof c.body !== 'string' || !looksLikeRecordComment(c.body)) continue;
    const author: Actor = { login: c.user.login, type: c.user.type, ...(c.user.id === undefined ? {} : { id: c.user.id }) };
    const why = distrustRecordComment(c, author);
    if (why !== null) {
      out.ignored.push({ id: c.id, author: author.login, reason: why });
      continue;
    }
    for (const r of parseRecordComment(c.body) ?? []) out.records.push({ ...r, author });
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
      // Created without its id (unknown until GitHub answers), then at once edited to name itself:
      // only then does the record count, so a record is durable exactly when `write` returns.
      const created = await this.api.json<CommentJson>('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...this.repo, issue_number: this.number }, { body: { body: recordCommentBody([]) } });
      this.comment = { id: created.id, records: [] };
    }
    const records = [...this.comment.records, record];
    await this.api.request('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', { ...this.repo, comment_id: this.comment.id }, { body: { body: recordCommentBody(records, this.comment.id) } });
    this.comment.records = records;
  }
}
