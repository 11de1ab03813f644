/**
 * One check run per (name, head SHA), opened `in_progress` and then updated in place — on
 * re-runs too, so a required check never shows twice. Opening it is the first thing a run does,
 * and it must succeed or the run fails: whatever happens later, the newest check of this name is
 * no longer an earlier verdict. When the earlier run cannot be found or reopened, a new one is
 * created (the newest run of a name is what the pull request and branch protection read).
 * Annotations go in batches of 50 (GitHub's per-request bound), and those already on a reused run
 * are not posted again. GitHub appends annotations and cannot drop one, so when a reused run
 * carries an annotation the new verdict does not have (an approval turned a failure green), the
 * verdict goes to a new run of the same name instead, and the old one is concluded `cancelled` as
 * superseded: a `success` check never shows an earlier run's `failure` annotations. Whether the token may write checks is decided from the event (session.ts),
 * never from a 403: GitHub answers rate limits with 403 too.
 */
import type { Problem } from '../../plan/problem.js';
import { ApiError, ApiTransportError, GitHubApi, type Repository } from './api.js';
import type { Conclusion } from '../gate/gate.js';

/** GitHub's bound on `output.summary` (and `output.text`). */
export const MAX_CHECK_SUMMARY_BYTES = 65_535;
/** GitHub's bound on `output.annotations` per request; more are appended by further updates. */
export const ANNOTATIONS_PER_REQUEST = 50;
/**
 * Annotations posted per run at most (40 requests). Every problem is still in the summary and in
 * gate-summary.json; past this many, the diff view would be noise anyway.
 */
export const MAX_ANNOTATIONS = 2_000;
/** GitHub's bound on an annotation title. */
const MAX_ANNOTATION_TITLE = 255;

export interface CheckRunHandle {
  /** The run this handle writes to; `finish` moves it to a new run when it supersedes the reused one. */
  id: number;
  url: string;
  /** True when an earlier run of the same name on this SHA was found and is being updated. */
  reused: boolean;
  /** The base commit the earlier run evaluated (its `external_id`), when one was reused and said. */
  previousBaseSha: string | null;
  /** Why the earlier run could not be reused, when a new one was created instead. */
  lookupFailed: string | null;
  /** Annotations the reused run already carries (its `output.annotations_count`); 0 for a new run. */
  annotationCount: number;
  /** The earlier run this one replaced because its annotations could not be removed, when it did. */
  superseded: number | null;
}

interface CheckRunJson {
  id: number;
  name: string;
  html_url: string | null;
  status?: string;
  conclusion?: string | null;
  external_id?: string | null;
  output?: { annotations_count?: number };
}

/** The title of a run replaced by a newer one of its name (its annotations belonged to an earlier verdict). */
export const SUPERSEDED_TITLE = 'Superseded by a newer run of this check';

/**
 * The check's `external_id`: the base commit the verdict was computed against, so a later run
 * that meets another base knows the verdict it replaces was about something else.
 */
const EXTERNAL_ID_PREFIX = 'plasmate-base:';

function externalIdOf(baseSha: string | null): string {
  return `${EXTERNAL_ID_PREFIX}${baseSha ?? 'none'}`;
}

function baseOf(externalId: string | null | undefined): string | null {
  if (typeof externalId !== 'string' || !externalId.startsWith(EXTERNAL_ID_PREFIX)) return null;
  const sha = externalId.slice(EXTERNAL_ID_PREFIX.length);
  return /^[0-9a-f]{40}$/.test(sha) ? sha : null;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column: number;
  end_column: number;
  annotation_level: 'failure';
  message: string;
  title: string;
}

export function annotationsOf(problems: readonly Problem[]): Annotation[] {
  return problems.map((p) => ({
    path: p.file,
    start_line: p.line,
    end_line: p.line,
    // GitHub accepts columns only on single-line annotations, which these are.
    start_column: p.column,
    end_column: p.column,
    annotation_level: 'failure',
    message: p.message,
    title: p.rule.slice(0, MAX_ANNOTATION_TITLE),
  }));
}

function annotationKey(a: { path: string; start_line: number; start_column?: number | null; title?: string | null; message: string }): string {
  return JSON.stringify([a.path, a.start_line, a.start_column ?? null, a.title ?? '', a.message]);
}

function isTransport(error: unknown): boolean {
  return error instanceof ApiTransportError;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class CheckRunPublisher {
  constructor(
    private readonly api: GitHubApi,
    private readonly repo: Repository,
    private readonly name: string,
    private readonly headSha: string,
    private readonly detailsUrl: string,
  ) {}

  /**
   * Reopens this name's newest run on the SHA `in_progress`, or creates one. A failed lookup or
   * reopening is not fatal (a new run replaces the old one as the newest); a failed creation is.
   */
  async start(): Promise<CheckRunHandle> {
    let lookupFailed: string | null = null;
    try {
      const found = await this.api.json<{ check_runs: CheckRunJson[] }>('GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs', { ...this.repo, ref: this.headSha }, {
        query: { check_name: this.name, filter: 'latest' },
      });
      const existing = found.check_runs.filter((r) => r.name === this.name).sort((a, b) => b.id - a.id)[0];
      if (existing !== undefined) {
        const run = await this.api.json<CheckRunJson>('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', { ...this.repo, check_run_id: existing.id }, {
          body: { status: 'in_progress', details_url: this.detailsUrl },
        });
        // Reopened means no conclusion left standing; anything else is replaced by a new run.
        if (run.status === 'in_progress' && (run.conclusion ?? null) === null) {
          const annotationCount = run.output?.annotations_count ?? existing.output?.annotations_count;
          // A count GitHub did not give is read as "some": the annotations are then listed before the verdict is posted.
          return { id: run.id, url: run.html_url ?? '', reused: true, previousBaseSha: baseOf(existing.external_id), lookupFailed: null, annotationCount: typeof annotationCount === 'number' ? annotationCount : Number.MAX_SAFE_INTEGER, superseded: null };
        }
        lookupFailed = `the earlier check run answered ${String(run.status)} / ${String(run.conclusion)} when reopened`;
      }
    } catch (error) {
      if (!(error instanceof ApiError) && !isTransport(error)) throw error;
      lookupFailed = reason(error);
    }
    const run = await this.create();
    return { id: run.id, url: run.html_url ?? '', reused: false, previousBaseSha: null, lookupFailed, annotationCount: 0, superseded: null };
  }

  private async create(): Promise<CheckRunJson> {
    return this.api.json<CheckRunJson>('POST', '/repos/{owner}/{repo}/check-runs', this.repo, {
      body: { name: this.name, head_sha: this.headSha, status: 'in_progress', details_url: this.detailsUrl },
      repeatable: true,
    });
  }

  /**
   * Moves the handle to a new in-progress run of this name (the newest, so the one the pull request
   * reads), then concludes the old one `cancelled` as superseded, pointing at the new one. The old
   * one's conclusion no longer gates anything, so failing to close it does not fail the run.
   */
  private async supersede(handle: CheckRunHandle): Promise<void> {
    const old = handle.id;
    const run = await this.create();
    handle.id = run.id;
    handle.url = run.html_url ?? '';
    handle.reused = false;
    handle.annotationCount = 0;
    handle.superseded = old;
    const summary = `This run's annotations belonged to an earlier verdict, and GitHub cannot remove a check run's annotations, so this check's verdict is in a newer run of the same name${handle.url === '' ? '' : `: ${handle.url}`}.`;
    await this.api.request('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', { ...this.repo, check_run_id: old }, {
      body: { conclusion: 'cancelled', completed_at: new Date().toISOString(), output: { title: SUPERSEDED_TITLE, summary } },
    }).catch(() => undefined);
  }

  /** Posts annotations (batches, while still in progress) and then the conclusion with the last batch. */
  async finish(handle: CheckRunHandle, result: { conclusion: Conclusion; title: string; summary: string; annotations: readonly Annotation[]; baseSha?: string | null; stopped?: boolean }): Promise<{ posted: number }> {
    let annotations = result.annotations.slice(0, MAX_ANNOTATIONS);
    // A run stopped by an error (`stopped`) concludes `failure` in one request: the API may be what failed.
    if (handle.reused && handle.annotationCount > 0 && result.stopped !== true) {
      // Annotations are appended, never replaced: a re-run posts only those not already there, and
      // a verdict that no longer has one of them goes to a new run.
      const existing = await this.api.paginate<Annotation>('/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', { ...this.repo, check_run_id: handle.id });
      const wanted = new Set(annotations.map(annotationKey));
      if (existing.some((a) => !wanted.has(annotationKey(a)))) await this.supersede(handle);
      else {
        const seen = new Set(existing.map(annotationKey));
        annotations = annotations.filter((a) => !seen.has(annotationKey(a)));
      }
    }
    const output = { title: result.title, summary: result.summary };
    const route = '/repos/{owner}/{repo}/check-runs/{check_run_id}';
    const params = { ...this.repo, check_run_id: handle.id };
    let sent = 0;
    while (annotations.length - sent > ANNOTATIONS_PER_REQUEST) {
      await this.api.request('PATCH', route, params, { body: { output: { ...output, annotations: annotations.slice(sent, sent + ANNOTATIONS_PER_REQUEST) } } });
      sent += ANNOTATIONS_PER_REQUEST;
    }
    const last = annotations.slice(sent);
    await this.api.request('PATCH', route, params, {
      body: {
        conclusion: result.conclusion,
        completed_at: new Date().toISOString(),
        details_url: this.detailsUrl,
        ...(result.baseSha === undefined ? {} : { external_id: externalIdOf(result.baseSha) }),
        output: last.length > 0 ? { ...output, annotations: last } : output,
      },
    });
    return { posted: annotations.length };
  }
}
