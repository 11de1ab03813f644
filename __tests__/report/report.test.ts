import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReport, serializeReport } from '../../src/report/build.js';
import { code, escapeMarkdown, renderChecksMarkdown, renderPlanMarkdown } from '../../src/report/markdown.js';
import { writeFileAtomic } from '../../src/report/write.js';
import { dryRun } from '../../src/workflow/dry-run.js';
import { check, openThen } from '../helpers/plans.js';

const REPORT_FIELDS = ['schema', 'plan_schema', 'protocol_version', 'workflow', 'plan_fingerprint', 'dry_run', 'trace_requested', 'status', 'summary', 'secrets', 'steps'];

describe('dry-run report (docs/contract/plan-and-report.md §5, §7)', () => {
  test.each([
    ['type-and-observe', { confirmSteps: ['type-email', 'read-email'], allowEvaluate: true, allowCookieWrites: false }],
    ['sign-in-with-secret', { confirmSteps: ['type-password', 'submit'], allowEvaluate: false, allowCookieWrites: false }],
  ])('%s matches its golden report byte for byte', async (name, approvals) => {
    const bytes = await readFile(`fixtures/plans/${name}.json`);
    const { report, check: result } = dryRun(bytes, `fixtures/plans/${name}.json`, approvals);
    expect(result.problems).toEqual([]);
    const golden = await readFile(`fixtures/reports/${name}.dry-run.json`, 'utf8');
    expect(serializeReport(report!)).toBe(golden);
  });

  test('field order, skipped steps without failure class, secrets total only, no process outcome', async () => {
    const bytes = await readFile('fixtures/plans/sign-in-with-secret.json');
    const { report } = dryRun(bytes, 'p', { confirmSteps: ['type-password', 'submit'], allowEvaluate: false, allowCookieWrites: false });
    const parsed = JSON.parse(serializeReport(report!));
    expect(Object.keys(parsed)).toEqual(REPORT_FIELDS);
    expect(Object.keys(parsed.summary)).toEqual(['total', 'succeeded', 'failed', 'skipped']);
    expect(parsed.summary).toEqual({ total: 5, succeeded: 0, failed: 0, skipped: 5 });
    expect(parsed.secrets).toEqual({ total: 1 });
    expect(parsed.steps.map((s: Record<string, unknown>) => Object.keys(s))).toEqual(Array(5).fill(['id', 'tool', 'status', 'approved']));
    expect(parsed.steps.map((s: { approved: boolean }) => s.approved)).toEqual([false, true, true, false, false]);
    expect(serializeReport(report!).endsWith('}\n')).toBe(true);
    expect(serializeReport(report!)).not.toContain('APP_PASSWORD');
  });

  test('an invalid plan yields problems and no report', () => {
    const { report, check: result } = dryRun(Buffer.from('{"schema":1}'), 'p', { confirmSteps: [], allowEvaluate: false, allowCookieWrites: false });
    expect(report).toBeNull();
    expect(result.problems.length).toBeGreaterThan(0);
  });
});

describe('status rule (docs/contract/plan-and-report.md §6.10)', () => {
  const plan = check(openThen({ id: 'c', tool: 'click' }), null).plan!;
  const base = { plan, approvedStepIds: new Set(['c']), dryRun: false, secrets: { total: 0, present: 0, missing: 0 } };

  test('succeeded only when every step succeeded and the child exited 0', () => {
    const ok = [{ status: 'succeeded' as const }, { status: 'succeeded' as const }];
    expect(buildReport({ ...base, outcomes: ok, processOutcome: 'exited:0' }).status).toBe('succeeded');
    expect(buildReport({ ...base, outcomes: ok, processOutcome: 'exited:1' }).status).toBe('failed');
    expect(buildReport({ ...base, outcomes: ok, processOutcome: 'timed_out' }).status).toBe('failed');
    const skipped = [{ status: 'succeeded' as const }, { status: 'skipped' as const, failureClass: 'fail_fast' as const }];
    expect(buildReport({ ...base, outcomes: skipped, processOutcome: 'exited:0' }).status).toBe('failed');
  });

  test('present/missing appear only outside a dry-run; process_outcome only when given', () => {
    const r = buildReport({ ...base, outcomes: [{ status: 'skipped', failureClass: 'missing_secret' }, { status: 'skipped', failureClass: 'missing_secret' }] });
    expect(r.secrets).toEqual({ total: 0, present: 0, missing: 0 });
    expect('process_outcome' in r).toBe(false);
    expect(r.steps[1]).toEqual({ id: 'c', tool: 'click', status: 'skipped', approved: true, failure_class: 'missing_secret' });
  });

  test('every declared step is accounted for', () => {
    expect(() => buildReport({ ...base, outcomes: [{ status: 'succeeded' }] })).toThrow(/2 step outcomes/);
  });
});

describe('atomic write', () => {
  test('replaces the file whole and leaves no temp file behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'report-'));
    const path = join(dir, 'nested', 'report.json');
    await writeFileAtomic(path, 'first\n');
    await writeFileAtomic(path, 'second\n');
    expect(await readFile(path, 'utf8')).toBe('second\n');
    expect(await readdir(join(dir, 'nested'))).toEqual(['report.json']);
  });

  test('a failed write leaves the previous file intact and no temp file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'report-'));
    const path = join(dir, 'report.json');
    await writeFile(path, 'previous\n');
    // A directory where the target should be makes rename fail after the temp file was written.
    const blocked = join(dir, 'blocked');
    await (await import('node:fs/promises')).mkdir(join(blocked, 'x'), { recursive: true });
    await expect(writeFileAtomic(blocked, 'new\n')).rejects.toThrow();
    expect(await readFile(path, 'utf8')).toBe('previous\n');
    expect((await readdir(dir)).sort()).toEqual(['blocked', 'report.json']);
  });
});

describe('Markdown rendering', () => {
  test('plan name, path, short fingerprint, step table, secrets count, problems with locations', async () => {
    const bytes = await readFile('fixtures/plans/sign-in-with-secret.json');
    const approvals = { confirmSteps: ['submit'], allowEvaluate: false, allowCookieWrites: false };
    const { check: result, report } = dryRun(bytes, 'fixtures/plans/sign-in-with-secret.json', approvals);
    const md = renderPlanMarkdown({ check: result, approvals, report });
    expect(md).toContain('### ⏸️ `fixtures/plans/sign-in-with-secret.json` — sign in with a secret');
    expect(md).toContain(`fingerprint \`${result.plan!.fingerprint.slice(0, 12)}\``);
    expect(md).toContain('secrets referenced: 1');
    // What each step does: origin and path, the element, a secret as {"$secret":"…"} (never its name).
    expect(md).toContain('| 2 | `type-password` | `type_text` | types a secret `{"$secret":"…"}` into `e_5d1f0c9a2b7e` | yes | **missing** | — | — |');
    expect(md).toContain('| 3 | `submit` | `click` | clicks `e_0b9c7d2e4f61` | yes | approved | — | — |');
    expect(md).toContain('| 1 | `open-login` | `open_page` | opens `https://app.example.test` path `/login` | no | not needed | — | — |');
    // Only what GFM reads as markup is escaped: the message reads as written.
    expect(md).toContain('- `fixtures/plans/sign-in-with-secret.json:8:5` `policy.approval.missing` step "type-password" (type_text) changes the page and needs its own approval');
    expect(md).not.toContain('APP_PASSWORD');
  });

  test('opt-in state is shown per step', () => {
    const result = check(openThen({ id: 'ev', tool: 'evaluate', arguments: { expression: '1' } }), null);
    const denied = renderPlanMarkdown({ check: result, approvals: { confirmSteps: ['ev'], allowEvaluate: false, allowCookieWrites: false }, report: null });
    expect(denied).toContain('evaluate (**not granted**)');
    const unknown = renderPlanMarkdown({ check: result, approvals: null, report: null });
    expect(unknown).toContain('| needs approval | evaluate |');
  });

  test('hostile paths and keys cannot inject markup or mentions', () => {
    const result = check('{"schema":"plasmate.agent-workflow.v1","name":"n","steps":[{"id":"o","tool":"open_page"}],"<img src=x> @admin [x](http://e)|":1}', null);
    const md = renderChecksMarkdown([{ check: { ...result, file: 'plans/`rm -rf`|<b>.json' }, approvals: null, report: null }], 'Plans @everyone');
    // What GitHub makes of it is asserted on rendered HTML in gfm.test.ts; here, the source text.
    expect(md).toContain('\\<img src=x\\> @\u200badmin \\[x\\](http\\://e)\\|');
    expect(md).toContain('``plans/`rm -rf`|<b>.json``');
    expect(md).toContain('## Plans @\u200beveryone');
    expect(code('a`b\nc')).toBe('``a`b c``');
    expect(escapeMarkdown('a|b*c')).toBe('a\\|b\\*c');
  });

  test('a plan that cannot be read still shows its problems', () => {
    const result = check('{"schema":', null);
    const md = renderChecksMarkdown([{ check: result, approvals: null, report: null }], 'Plans');
    expect(md).toContain('1 plan checked: 1 invalid.');
    expect(md).toContain('`plan.json.syntax`');
  });
});

test('a plan with no problem is validated whether or not approvals were evaluated', () => {
  const result = check(openThen({ id: 'c', tool: 'click' }), { confirmSteps: ['c'], allowEvaluate: false, allowCookieWrites: false });
  expect(result.problems).toEqual([]);
  expect(renderPlanMarkdown({ check: result, approvals: { confirmSteps: ['c'], allowEvaluate: false, allowCookieWrites: false }, report: null })).toContain('status **validated**');
});
