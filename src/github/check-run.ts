/**
 * One check run per (name, head SHA), created `in_progress` and then updated in place — on
 * re-runs too, so a required check never shows twice. Annotations go in batches of 50 (GitHub's
 * per-request bound), and those already on a reused run are not posted again. A token that may not
 * write checks (fork pull requests) is reported as read-only instead of failing the step: the
 * caller falls back to the job summary, workflow annotations and the exit code.
 */
import type { Problem } from '../plan/problem.js';
import { ApiError, GitHubApi, type Repository } from './api.js';
import type { Conclusion } from './gate.js';

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
  id: number;
  url: string;
  /** True when an earlier run of the same name on this SHA was found and is being updated. */
  reused: boolean;
}

export type StartResult = { kind: 'created'; handle: CheckRunHandle } | { kind: 'read-only'; reason: string };

interface CheckRunJson {
  id: number;
  name: string;
  html_url: string | null;
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

function isReadOnly(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

export class CheckRunPublisher {
  constructor(
    private readonly api: GitHubApi,
    private readonly repo: Repository,
    private readonly name: string,
    private readonly headSha: string,
    private readonly detailsUrl: string,
  ) {}

  async start(): Promise<StartResult> {
    try {
      const found = await this.api.json<{ check_runs: CheckRunJson[] }>('GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs', { ...this.repo, ref: this.headSha }, {
        query: { check_name: this.name, filter: 'latest' },
      });
      const existing = found.check_runs.filter((r) => r.name === this.name).sort((a, b) => b.id - a.id)[0];
      if (existing !== undefined) {
        const run = await this.api.json<CheckRunJson>('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', { ...this.repo, check_run_id: existing.id }, {
          body: { status: 'in_progress', details_url: this.detailsUrl },
        });
        return { kind: 'created', handle: { id: run.id, url: run.html_url ?? '', reused: true } };
      }
      const run = await this.api.json<CheckRunJson>('POST', '/repos/{owner}/{repo}/check-runs', this.repo, {
        body: { name: this.name, head_sha: this.headSha, status: 'in_progress', details_url: this.detailsUrl },
      });
      return { kind: 'created', handle: { id: run.id, url: run.html_url ?? '', reused: false } };
    } catch (error) {
      if (isReadOnly(error)) return { kind: 'read-only', reason: error.message };
      throw error;
    }
  }

  /** Posts annotations (batches, while still in progress) and then the conclusion with the last batch. */
  async finish(handle: CheckRunHandle, result: { conclusion: Conclusion; title: string; summary: string; annotations: readonly Annotation[] }): Promise<{ posted: number }> {
    let annotations = result.annotations;
    if (handle.reused) {
      // Annotations are appended, never replaced: a re-run posts only those not already there.
      const existing = await this.api.paginate<Annotation>('/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', { ...this.repo, check_run_id: handle.id });
      const seen = new Set(existing.map(annotationKey));
      annotations = annotations.filter((a) => !seen.has(annotationKey(a)));
    }
    annotations = annotations.slice(0, MAX_ANNOTATIONS);
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
        output: last.length > 0 ? { ...output, annotations: last } : output,
      },
    });
    return { posted: annotations.length };
  }
}
