/**
 * A local GitHub API (127.0.0.1, port 0) implementing the endpoints the action calls, with
 * in-memory state the tests arrange and inspect. Every request is recorded and checked against
 * GitHub's OpenAPI description (./openapi.ts); a violation is answered 422 and kept in
 * `violations`, which every test asserts empty.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkRequest } from './openapi.js';

export const WRITE_TOKEN = 'ghs_writeTokenForTests0001';
export const READ_TOKEN = 'ghs_readOnlyTokenForTests01';
/** The base commit of every fake pull request unless it names another. */
export const BASE_SHA = 'b'.repeat(40);

export interface FakePull {
  number: number;
  author: string;
  headSha: string;
  headRef: string;
  headOwner: string;
  baseFullName: string;
  /** Absent: open. */
  state?: 'open' | 'closed';
  /** The base commit the pull request names (default BASE_SHA); the contents endpoint serves `${baseSha}:${path}` like any ref. */
  baseSha?: string;
  /** The base branch (default main). */
  baseRef?: string;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
  /** Set when an App wrote the comment acting for the user. */
  performed_via_github_app?: { slug: string; name: string } | null;
}

/** GitHub's bound on labels of one issue or pull request. */
export const MAX_ISSUE_LABELS = 100;

/** GitHub's answer to adding a label beyond the bound (actions/labeler#115: "Validation Failed … Issues cannot have more than 100 labels"). */
export const TOO_MANY_LABELS_BODY = {
  message: 'Validation Failed',
  errors: [{ resource: 'Label', code: 'custom', field: 'name', message: `Issues cannot have more than ${MAX_ISSUE_LABELS} labels` }],
  documentation_url: 'https://docs.github.com/rest/issues/labels#add-labels-to-an-issue',
};

export interface FakeFile {
  filename: string;
  status: 'added' | 'modified' | 'removed' | 'renamed';
  previous_filename?: string;
}

export interface FakeEvent {
  event: string;
  /** Null as GitHub answers for a deleted or system account. */
  actor: { login: string; type: string } | null;
  label?: { name: string };
  /** Absent only in tests of an event without a date. */
  created_at?: string;
  /** Set when an App applied the label acting for the actor (a user-to-server token). */
  performed_via_github_app?: { slug: string; name: string } | null;
}

/** GitHub's user id of `github-actions[bot]` (every workflow token's identity); every other login gets an id of its own. */
export const GITHUB_ACTIONS_BOT_ID = 41898282;

export function userId(login: string): number {
  if (login === 'github-actions[bot]') return GITHUB_ACTIONS_BOT_ID;
  let h = 7;
  for (const c of login) h = (h * 31 + c.charCodeAt(0)) % 1_000_000;
  return 100_000_000 + h;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  output: { title: string | null; summary: string | null };
  annotations: Record<string, unknown>[];
  external_id?: string | null;
}

/** The faults `failWhen` injects: every way GitHub says "not now" rather than "no". */
export const FAULTS = ['403-primary', '403-secondary', '429', '502', 'timeout'] as const;
/** `forbidden`: a 403 that is a refusal (no rate-limit header or message), for tests that it is not retried. */
export type Fault = (typeof FAULTS)[number] | 'forbidden';

/** GitHub's bound on a check run's `output.summary` and `output.text` (characters). */
export const MAX_CHECK_OUTPUT_CHARS = 65_535;
/** GitHub's bound on `output.annotations` per create or update request. */
export const MAX_ANNOTATIONS_PER_REQUEST = 50;
/** Changed files the compare API lists at most (on its first page). */
export const MAX_COMPARE_FILES = 300;

export interface RecordedRequest {
  method: string;
  route: string | null;
  path: string;
  query: Record<string, string>;
  body: unknown;
  token: string | null;
  /** The client end's port of the connection the request came on (a proxy's, when one relays it). */
  remotePort: number | undefined;
}

/** GitHub's bound on an issue's body. */
export const MAX_ISSUE_BODY_CHARS = 65_536;

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  state_reason: string | null;
  user: { login: string; type: string };
  /** The App that acted through the user, when one did. */
  viaApp?: string;
}

export class FakeGitHub {
  owner = 'acme';
  repo = 'flows';
  pulls = new Map<number, FakePull>();
  files = new Map<number, FakeFile[]>();
  /** `${base}...${head}` → the files the comparison changes (the compare API; GitHub lists at most 300 of them). */
  comparisons = new Map<string, FakeFile[]>();
  /** `${sha}:${path}` → bytes */
  contents = new Map<string, Buffer>();
  issueLabels = new Map<number, string[]>();
  events = new Map<number, FakeEvent[]>();
  /** login → the permission API's answer; absent = not a collaborator (404). */
  roles = new Map<string, { permission: string; role_name: string }>();
  repoLabels = new Map<string, { name: string; color: string; description: string | null }>();
  /**
   * Labels one PR may carry: GitHub's MAX_ISSUE_LABELS in every test. Only a bench that measures
   * a pull request GitHub itself could not hold (bench/fan-out.ts: 1,000 plan labels) raises it, and says so.
   */
  labelLimit = MAX_ISSUE_LABELS;
  /** Issue comments of each PR, in creation order. */
  comments = new Map<number, FakeComment[]>();
  checkRuns: FakeCheckRun[] = [];
  requests: RecordedRequest[] = [];
  violations: string[] = [];
  /** Commits of each PR (GitHub logins, null for an unlinked identity); absent: one commit by the PR's author. */
  commits = new Map<number, { author: string | null; committer: string | null }[]>();
  /** Issues that are not pull requests, by number (numbers from 500, clear of the tests' pull requests). */
  issues = new Map<number, FakeIssue>();
  private nextIssue = 500;
  /** The login the write token acts as when it labels (GitHub's workflow token). */
  tokenActor = { login: 'github-actions[bot]', type: 'Bot' };
  /** Called with every request once it is recorded and valid, before it is answered: tests change state mid-run here. */
  onRequest: (request: RecordedRequest) => void = () => undefined;
  /**
   * Requests answered with a fault, after `onRequest` (not a violation): `true` or `'502'` an
   * outage, the rate limits as GitHub answers them (primary 403, secondary 403, 429), `'timeout'`
   * no answer at all (the client's deadline ends it).
   */
  failWhen: (request: RecordedRequest) => boolean | Fault = () => false;
  /** Answer 403 to removing a label from an issue (a token or policy that may add but not remove labels). */
  forbidLabelRemoval = false;
  /** Items per page at most, whatever per_page asks: small values exercise pagination. */
  pageLimit = 100;
  /** The workflow run's artifacts (whatever run id is asked for); `zip` is what a download serves. */
  artifacts: { id: number; name: string; zip: Uint8Array; expired?: boolean }[] = [];
  /** Requests to the artifact blob host (another loopback origin, as GitHub redirects downloads to storage). */
  blobRequests: { path: string; authorization: string | undefined }[] = [];
  private server: Server | null = null;
  private blobServer: Server | null = null;
  private blobUrl = '';
  private nextId = 1000;
  url = '';

  /**
   * `prefix` serves the API under a path, as GitHub Enterprise Server does (`/api/v3`); a request
   * outside it is a violation. `url` is origin plus prefix; a test may point it at another name of
   * the same loopback socket (Link headers are built from it).
   */
  async start(prefix = ''): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.violations.push(`server error: ${String(error)}`);
        send(res, 500, { message: 'fake server error' });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}${prefix}`;
    this.blobServer = createServer((req, res) => {
      this.blobRequests.push({ path: req.url ?? '', authorization: req.headers.authorization });
      const artifact = this.artifacts.find((a) => `/blob/${a.id}.zip` === req.url);
      if (artifact === undefined) return send(res, 404, { message: 'no such blob' });
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': artifact.zip.byteLength });
      res.end(artifact.zip);
    });
    await new Promise<void>((resolve) => this.blobServer!.listen(0, '127.0.0.1', resolve));
    this.blobUrl = `http://127.0.0.1:${(this.blobServer!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    // A request held by a `timeout` fault whose client has not yet given up must not hold the server open.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    await new Promise<void>((resolve) => this.blobServer?.close(() => resolve()) ?? resolve());
  }

  /** An artifact of the run, as upload-artifact leaves it. */
  addArtifact(name: string, zip: Uint8Array): void {
    this.artifacts.push({ id: this.nextId++, name, zip });
  }

  fullName(): string {
    return `${this.owner}/${this.repo}`;
  }

  /** A `labeled` event plus the live label, as GitHub records one application. */
  applyLabel(pr: number, name: string, actor: { login: string; type?: string }, at = new Date().toISOString()): void {
    const labels = this.issueLabels.get(pr) ?? [];
    if (!labels.some((l) => l.toLowerCase() === name.toLowerCase())) {
      // GitHub's bound holds in every test: an arrangement beyond it is a test bug.
      if (labels.length >= this.labelLimit) throw new Error(`pull request #${pr} cannot have more than ${this.labelLimit} labels`);
      labels.push(name);
    }
    this.issueLabels.set(pr, labels);
    const events = this.events.get(pr) ?? [];
    events.push({ event: 'labeled', actor: { login: actor.login, type: actor.type ?? 'User' }, label: { name }, created_at: at });
    this.events.set(pr, events);
  }

  /** An `unlabeled` event and the live label gone, as when someone removes a label. */
  removeLabel(pr: number, name: string, actor: { login: string; type?: string }): void {
    this.issueLabels.set(pr, (this.issueLabels.get(pr) ?? []).filter((l) => l.toLowerCase() !== name.toLowerCase()));
    const events = this.events.get(pr) ?? [];
    events.push({ event: 'unlabeled', actor: { login: actor.login, type: actor.type ?? 'User' }, label: { name }, created_at: new Date().toISOString() });
    this.events.set(pr, events);
  }

  /** A comment on the PR by `user` (a person, or the token's bot when the action writes). */
  addComment(pr: number, body: string, user: { login: string; type?: string }): FakeComment {
    const at = new Date().toISOString();
    const comment = { id: this.nextId++, body, user: { login: user.login, type: user.type ?? 'User' }, created_at: at, updated_at: at };
    this.comments.set(pr, [...(this.comments.get(pr) ?? []), comment]);
    return comment;
  }

  /** An issue opened by `user` (the token's bot when the action writes; anyone else as a forger would). */
  openIssue(title: string, body: string, labels: readonly string[], user: { login: string; type?: string }, viaApp?: string): FakeIssue {
    if (body.length > MAX_ISSUE_BODY_CHARS) throw new Error(`an issue body has at most ${MAX_ISSUE_BODY_CHARS} characters`);
    const issue: FakeIssue = { number: this.nextIssue++, title, body, labels: [...labels], state: 'open', state_reason: null, user: { login: user.login, type: user.type ?? 'User' }, ...(viaApp === undefined ? {} : { viaApp }) };
    this.issues.set(issue.number, issue);
    return issue;
  }

  /** The newest check run of `name` on `sha`: the one a pull request and branch protection read. */
  newestCheck(name: string, sha: string): FakeCheckRun | undefined {
    return this.checkRuns.filter((r) => r.name === name && r.head_sha === sha).sort((a, b) => b.id - a.id)[0];
  }

  requestsTo(method: string, route: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.route === route);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const prefix = new URL(this.url).pathname.replace(/\/+$/, '');
    if (!url.pathname.startsWith(`${prefix}/`)) {
      this.violations.push(`${req.method} ${url.pathname}: outside the API prefix ${prefix}`);
      return send(res, 404, { message: 'Not Found' });
    }
    const pathname = url.pathname.slice(prefix.length);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        this.violations.push(`${req.method} ${url.pathname}: body is not JSON`);
        return send(res, 400, { message: 'Problems parsing JSON' });
      }
    }
    const auth = req.headers.authorization ?? '';
    // GitHub takes a token as `Bearer X` or `token X` (Octokit sends the latter).
    const scheme = /^(?:Bearer|token) (.+)$/.exec(auth);
    const token = scheme === null ? null : scheme[1]!;
    const { matched, violations } = checkRequest(req.method ?? 'GET', pathname, url.searchParams, body);
    this.requests.push({ method: req.method ?? 'GET', route: matched?.template ?? null, path: pathname, query: Object.fromEntries(url.searchParams), body, token, remotePort: req.socket.remotePort });
    if (violations.length > 0) {
      this.violations.push(...violations);
      return send(res, 422, { message: 'Validation Failed', errors: violations });
    }
    if (token !== WRITE_TOKEN && token !== READ_TOKEN) return send(res, 401, { message: 'Bad credentials' });
    const p = matched!.params;
    const key = `${req.method} ${matched!.template}`;
    const writes = req.method !== 'GET';
    if (writes && token === READ_TOKEN) return send(res, 403, { message: 'Resource not accessible by integration' });
    if (p.owner !== this.owner || p.repo !== this.repo) return send(res, 404, { message: 'Not Found' });
    const recorded = this.requests[this.requests.length - 1]!;
    this.onRequest(recorded);
    const fault = this.failWhen(recorded);
    if (fault !== false) return this.fault(res, fault === true ? '502' : fault);
    const b = (body ?? {}) as Record<string, unknown>;
    switch (key) {
      case 'GET /repos/{owner}/{repo}/pulls/{pull_number}': {
        const pr = this.pulls.get(Number(p.pull_number));
        return pr === undefined ? send(res, 404, { message: 'Not Found' }) : send(res, 200, this.pullJson(pr));
      }
      case 'GET /repos/{owner}/{repo}/pulls': {
        const head = url.searchParams.get('head');
        const state = url.searchParams.get('state') ?? 'open';
        const list = [...this.pulls.values()].filter((pr) => (head === null || `${pr.headOwner}:${pr.headRef}` === head) && (state === 'all' || (pr.state ?? 'open') === state));
        return this.page(url, res, list.map((pr) => this.pullJson(pr)));
      }
      case 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits': {
        const pr = this.pulls.get(Number(p.pull_number));
        if (pr === undefined) return send(res, 404, { message: 'Not Found' });
        const commits = this.commits.get(pr.number) ?? [{ author: pr.author, committer: pr.author }];
        const user = (login: string | null) => (login === null ? null : { login, id: 1, type: 'User' });
        // GitHub lists at most 250 commits of a pull request.
        return this.page(url, res, commits.slice(0, 250).map((c, i) => ({
          sha: String(i).padStart(40, 'c'), author: user(c.author), committer: user(c.committer),
          commit: { message: `commit ${i}`, author: { name: c.author ?? 'someone', email: 'x@example.test', date: '2026-01-01T00:00:00Z' }, committer: { name: c.committer ?? 'someone', email: 'x@example.test', date: '2026-01-01T00:00:00Z' } },
        })));
      }
      case 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls':
        return this.page(url, res, [...this.pulls.values()].filter((pr) => pr.headSha === p.commit_sha).map((pr) => this.pullJson(pr)));
      case 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels': {
        const names = ((b.labels ?? []) as unknown[]).map((l) => (typeof l === 'string' ? l : String((l as { name: string }).name)));
        const issue = Number(p.issue_number);
        const after = new Set([...(this.issueLabels.get(issue) ?? []), ...names].map((n) => n.toLowerCase()));
        if (after.size > this.labelLimit) return send(res, 422, TOO_MANY_LABELS_BODY);
        for (const name of names) {
          if (!this.repoLabels.has(name.toLowerCase())) this.repoLabels.set(name.toLowerCase(), { name, color: 'ededed', description: null });
          this.applyLabel(Number(p.issue_number), name, this.tokenActor);
        }
        return send(res, 200, (this.issueLabels.get(Number(p.issue_number)) ?? []).map((name, i) => ({ id: i + 1, name, color: 'ededed', default: false })));
      }
      case 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files':
        return this.page(url, res, (this.files.get(Number(p.pull_number)) ?? []).map((f) => ({ sha: '0'.repeat(40), additions: 1, deletions: 0, changes: 1, ...f })));
      case 'GET /repos/{owner}/{repo}/compare/{basehead}': {
        const files = this.comparisons.get(p.basehead!);
        if (files === undefined) return send(res, 404, { message: 'Not Found' });
        const [base, head] = p.basehead!.split('...');
        // Files only on the first page, and at most MAX_COMPARE_FILES of them whatever the comparison changes.
        const page = Number(url.searchParams.get('page') ?? 1);
        return send(res, 200, {
          url: `${this.url}/repos/${this.fullName()}/compare/${p.basehead}`, html_url: `https://github.example/${this.fullName()}/compare/${p.basehead}`,
          status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1,
          base_commit: { sha: base }, merge_base_commit: { sha: base }, commits: [{ sha: head }],
          files: page === 1 ? files.slice(0, MAX_COMPARE_FILES).map((f) => ({ sha: '0'.repeat(40), additions: 1, deletions: 0, changes: 1, ...f })) : [],
        });
      }
      case 'GET /repos/{owner}/{repo}/contents/{path}': {
        const bytes = this.contents.get(`${url.searchParams.get('ref')}:${p.path}`);
        if (bytes === undefined) return send(res, 404, { message: 'Not Found' });
        if (!String(req.headers.accept).includes('raw')) this.violations.push('contents requested without the raw media type');
        res.writeHead(200, { 'content-type': 'application/vnd.github.raw+json' });
        return void res.end(bytes);
      }
      case 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}': {
        if (this.forbidLabelRemoval) return send(res, 403, { message: 'Resource not accessible by integration' });
        const issue = Number(p.issue_number);
        const present = (this.issueLabels.get(issue) ?? []).some((l) => l.toLowerCase() === p.name!.toLowerCase());
        if (!present) return send(res, 404, { message: 'Label does not exist' });
        this.removeLabel(issue, p.name!, this.tokenActor);
        return send(res, 200, (this.issueLabels.get(issue) ?? []).map((name, i) => ({ id: i + 1, node_id: `L${i}`, url: '', name, description: null, color: 'ededed', default: false })));
      }
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels':
        return this.page(url, res, (this.issueLabels.get(Number(p.issue_number)) ?? []).map((name, i) => ({ id: i + 1, name, color: '5319e7', default: false })));
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments':
        return this.page(url, res, (this.comments.get(Number(p.issue_number)) ?? []).map((c) => this.commentJson(c)));
      case 'GET /repos/{owner}/{repo}/issues': {
        const state = url.searchParams.get('state') ?? 'open';
        const wanted = (url.searchParams.get('labels') ?? '').split(',').filter((l) => l !== '');
        const listed = [...this.issues.values()]
          .filter((i) => state === 'all' || i.state === state)
          .filter((i) => wanted.every((w) => i.labels.some((l) => l.toLowerCase() === w.toLowerCase())));
        return this.page(url, res, listed.map((i) => this.issueJson(i)));
      }
      case 'POST /repos/{owner}/{repo}/issues': {
        if (String(b.body ?? '').length > MAX_ISSUE_BODY_CHARS) return send(res, 422, { message: 'Validation Failed', errors: [{ resource: 'Issue', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }] });
        return send(res, 201, this.issueJson(this.openIssue(String(b.title), String(b.body ?? ''), (b.labels as string[] | undefined) ?? [], this.tokenActor)));
      }
      case 'PATCH /repos/{owner}/{repo}/issues/{issue_number}': {
        const issue = this.issues.get(Number(p.issue_number));
        if (issue === undefined) return send(res, 404, { message: 'Not Found' });
        if (b.body !== undefined && String(b.body).length > MAX_ISSUE_BODY_CHARS) return send(res, 422, { message: 'Validation Failed' });
        if (b.title !== undefined) issue.title = String(b.title);
        if (b.body !== undefined) issue.body = String(b.body);
        if (b.state !== undefined) issue.state = b.state === 'closed' ? 'closed' : 'open';
        if (b.state_reason !== undefined) issue.state_reason = String(b.state_reason);
        return send(res, 200, this.issueJson(issue));
      }
      case 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': {
        const issue = Number(p.issue_number);
        if (!this.pulls.has(issue) && !this.issues.has(issue)) return send(res, 404, { message: 'Not Found' });
        return send(res, 201, this.commentJson(this.addComment(issue, String(b.body), this.tokenActor)));
      }
      case 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': {
        const comment = [...this.comments.values()].flat().find((c) => c.id === Number(p.comment_id));
        if (comment === undefined) return send(res, 404, { message: 'Not Found' });
        comment.body = String(b.body);
        comment.updated_at = new Date().toISOString();
        return send(res, 200, this.commentJson(comment));
      }
      case 'GET /repos/{owner}/{repo}/labels':
        return this.page(url, res, [...this.repoLabels.values()].map((l, i) => ({ id: i + 1, node_id: `L${i}`, url: '', default: false, ...l })));
      case 'PATCH /repos/{owner}/{repo}/labels/{name}': {
        const label = this.repoLabels.get(p.name!.toLowerCase());
        if (label === undefined) return send(res, 404, { message: 'Not Found' });
        if (typeof b.description === 'string') label.description = b.description;
        return send(res, 200, { id: 1, node_id: 'L', url: '', default: false, ...label });
      }
      case 'DELETE /repos/{owner}/{repo}/labels/{name}': {
        const key = p.name!.toLowerCase();
        if (!this.repoLabels.has(key)) return send(res, 404, { message: 'Not Found' });
        this.repoLabels.delete(key);
        // Deleting a repository label removes it from every issue and pull request.
        for (const [issue, labels] of this.issueLabels) this.issueLabels.set(issue, labels.filter((l) => l.toLowerCase() !== key));
        res.writeHead(204);
        return void res.end();
      }
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}/events':
        // Ids grow with time, as GitHub's do; actors carry their account ids.
        return this.page(url, res, (this.events.get(Number(p.issue_number)) ?? []).map((e, i) => ({ id: i + 1, ...e, actor: e.actor === null ? null : { ...e.actor, id: userId(e.actor.login) } })));
      case 'GET /repos/{owner}/{repo}/collaborators/{username}/permission': {
        const role = this.roles.get(p.username!);
        return role === undefined ? send(res, 404, { message: 'Not Found' }) : send(res, 200, { ...role, user: { login: p.username } });
      }
      case 'POST /repos/{owner}/{repo}/labels': {
        const name = String(b.name);
        if (this.repoLabels.has(name.toLowerCase())) return send(res, 422, { message: 'Validation Failed', errors: [{ code: 'already_exists' }] });
        const label = { name, color: String(b.color ?? 'ededed'), description: (b.description as string | undefined) ?? null };
        this.repoLabels.set(name.toLowerCase(), label);
        return send(res, 201, label);
      }
      case 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs': {
        const name = url.searchParams.get('check_name');
        const runs = this.checkRuns.filter((r) => r.head_sha === p.ref && (name === null || r.name === name));
        return send(res, 200, { total_count: runs.length, check_runs: runs.map((r) => this.runJson(r)) });
      }
      case 'POST /repos/{owner}/{repo}/check-runs': {
        const refused = this.checkUpdateRefusal(b);
        if (refused !== null) {
          this.violations.push(refused);
          return send(res, 422, { message: 'Validation Failed', errors: [refused] });
        }
        const run: FakeCheckRun = {
          id: this.nextId++, name: String(b.name), head_sha: String(b.head_sha), status: String(b.status ?? 'queued'), conclusion: null,
          details_url: (b.details_url as string | undefined) ?? null, output: { title: null, summary: null }, annotations: [],
        };
        this.checkRuns.push(run);
        this.applyUpdate(run, b);
        return send(res, 201, this.runJson(run));
      }
      case 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}': {
        const run = this.checkRuns.find((r) => r.id === Number(p.check_run_id));
        if (run === undefined) return send(res, 404, { message: 'Not Found' });
        const refused = this.checkUpdateRefusal(b);
        if (refused !== null) {
          this.violations.push(refused);
          return send(res, 422, { message: 'Validation Failed', errors: [refused] });
        }
        this.applyUpdate(run, b);
        return send(res, 200, this.runJson(run));
      }
      case 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations': {
        const run = this.checkRuns.find((r) => r.id === Number(p.check_run_id));
        return run === undefined ? send(res, 404, { message: 'Not Found' }) : this.page(url, res, run.annotations);
      }
      case 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts': {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.pageLimit);
        const page = Number(url.searchParams.get('page') ?? 1);
        const name = url.searchParams.get('name');
        const all = this.artifacts.filter((a) => name === null || a.name === name);
        return send(res, 200, {
          total_count: all.length,
          artifacts: all.slice((page - 1) * perPage, page * perPage).map((a) => ({
            id: a.id, node_id: `A${a.id}`, name: a.name, size_in_bytes: a.zip.byteLength, url: `${this.url}/repos/${this.fullName()}/actions/artifacts/${a.id}`,
            archive_download_url: `${this.url}/repos/${this.fullName()}/actions/artifacts/${a.id}/zip`, expired: a.expired === true,
            created_at: '2026-01-01T00:00:00Z', expires_at: '2026-04-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
            workflow_run: { id: Number(p.run_id), head_sha: 'f'.repeat(40) },
          })),
        });
      }
      case 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}': {
        const artifact = this.artifacts.find((a) => a.id === Number(p.artifact_id));
        if (artifact === undefined || p.archive_format !== 'zip') return send(res, 404, { message: 'Not Found' });
        if (artifact.expired === true) return send(res, 410, { message: 'Artifact has expired' });
        // GitHub answers with a redirect to short-lived storage on another host.
        res.writeHead(302, { location: `${this.blobUrl}/blob/${artifact.id}.zip` });
        return void res.end();
      }
      default:
        this.violations.push(`the fake server does not implement ${key}`);
        return send(res, 501, { message: 'not implemented by the fake' });
    }
  }

  /** A fault as GitHub answers it (headers and messages from its documentation and observed answers). */
  private fault(res: ServerResponse, fault: Fault): void {
    const reset = String(Math.ceil(Date.now() / 1_000) + 30);
    switch (fault) {
      case '403-primary':
        res.writeHead(403, { 'content-type': 'application/json', 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '1000', 'x-ratelimit-reset': reset });
        return void res.end(JSON.stringify({ message: 'API rate limit exceeded for installation ID 1.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' }));
      case '403-secondary':
        res.writeHead(403, { 'content-type': 'application/json', 'retry-after': '20' });
        return void res.end(JSON.stringify({ message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits' }));
      case '429':
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '5' });
        return void res.end(JSON.stringify({ message: 'Too Many Requests' }));
      case '502':
        return send(res, 502, { message: 'Server Error' });
      case 'forbidden':
        return send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' });
      case 'timeout':
        // No answer: the connection stays open until the client gives up.
        return;
    }
  }

  /**
   * GitHub's semantics: a conclusion completes the run; status `in_progress` reopens it (no
   * conclusion); `action_required` needs details_url; annotations append, at most 50 per request;
   * a summary over 65,535 characters is refused (`refusal` is the 422 to answer, or null).
   */
  private checkUpdateRefusal(b: Record<string, unknown>): string | null {
    const output = b.output as { summary?: unknown; text?: unknown; annotations?: unknown[] } | undefined;
    if (output === undefined) return null;
    for (const field of ['summary', 'text'] as const) {
      const value = output[field];
      if (typeof value === 'string' && value.length > MAX_CHECK_OUTPUT_CHARS) return `output.${field} is longer than ${MAX_CHECK_OUTPUT_CHARS} characters`;
    }
    if ((output.annotations?.length ?? 0) > MAX_ANNOTATIONS_PER_REQUEST) return `more than ${MAX_ANNOTATIONS_PER_REQUEST} annotations in one request`;
    return null;
  }

  private applyUpdate(run: FakeCheckRun, b: Record<string, unknown>): void {
    if (typeof b.details_url === 'string') run.details_url = b.details_url;
    if (typeof b.status === 'string') {
      run.status = b.status;
      if (b.status !== 'completed') run.conclusion = null;
    }
    if (typeof b.external_id === 'string') run.external_id = b.external_id;
    if (typeof b.conclusion === 'string') {
      run.conclusion = b.conclusion;
      run.status = 'completed';
      if (b.conclusion === 'action_required' && run.details_url === null) this.violations.push('action_required without details_url');
    }
    const output = b.output as { title?: string; summary: string; annotations?: Record<string, unknown>[] } | undefined;
    if (output !== undefined) {
      run.output = { title: output.title ?? null, summary: output.summary };
      for (const a of output.annotations ?? []) {
        if ((a.start_column !== undefined || a.end_column !== undefined) && a.start_line !== a.end_line) this.violations.push('annotation columns on a multi-line annotation');
        run.annotations.push(a);
      }
    }
  }

  private runJson(run: FakeCheckRun): Record<string, unknown> {
    return {
      id: run.id, name: run.name, head_sha: run.head_sha, status: run.status, conclusion: run.conclusion, details_url: run.details_url, external_id: run.external_id ?? null,
      html_url: `https://github.example/${this.fullName()}/runs/${run.id}`, output: { ...run.output, annotations_count: run.annotations.length },
    };
  }

  private issueJson(i: FakeIssue): Record<string, unknown> {
    return {
      id: i.number + 100_000, node_id: `I${i.number}`, number: i.number, title: i.title, body: i.body, state: i.state, state_reason: i.state_reason,
      labels: i.labels.map((name, n) => ({ id: n + 1, name, color: 'b60205', default: false })),
      user: { login: i.user.login, id: userId(i.user.login), type: i.user.type },
      performed_via_github_app: i.viaApp === undefined ? null : { slug: i.viaApp },
    };
  }

  private commentJson(c: FakeComment): Record<string, unknown> {
    return { id: c.id, node_id: `C${c.id}`, body: c.body, user: { login: c.user.login, id: userId(c.user.login), type: c.user.type }, created_at: c.created_at, updated_at: c.updated_at, performed_via_github_app: c.performed_via_github_app ?? null };
  }

  private pullJson(pr: FakePull): Record<string, unknown> {
    return {
      number: pr.number, state: pr.state ?? 'open', user: { login: pr.author, type: 'User' },
      head: { sha: pr.headSha, ref: pr.headRef, repo: { full_name: `${pr.headOwner}/${this.repo}` } },
      base: { sha: pr.baseSha ?? BASE_SHA, ref: pr.baseRef ?? 'main', repo: { full_name: pr.baseFullName } },
      labels: (this.issueLabels.get(pr.number) ?? []).map((name) => ({ name })),
    };
  }

  private page(url: URL, res: ServerResponse, items: unknown[]): void {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.pageLimit);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    // GitHub's Link header: next and last while there are more pages, first and prev after the first.
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const to = (n: number, rel: string) => {
      const u = new URL(url);
      u.searchParams.set('page', String(n));
      return `<${u.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (page > 1) links.push(to(page - 1, 'prev'));
    if (page < last) links.push(to(page + 1, 'next'), to(last, 'last'));
    if (page > 1) links.push(to(1, 'first'));
    if (links.length > 0) headers.link = links.join(', ');
    res.writeHead(200, headers);
    res.end(JSON.stringify(slice));
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
