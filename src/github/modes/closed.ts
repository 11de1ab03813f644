/**
 * The label lifecycle's two runs (rest/label-lifecycle.ts): a closed pull request is not gated
 * (nothing of it can merge or run any more), its labels are cleaned up instead; and
 * `prune-labels`, after any run.
 */
import { code } from '../../report/markdown.js';
import { plural } from '../../report/plural.js';
import { field } from '../event.js';
import { GATE_HEADING } from '../gate/render.js';
import { deleteClosedPullRequestLabels, pruneRepositoryLabels } from '../rest/label-lifecycle.js';
import { connect, type ActionOutcome } from '../session.js';
import type { ModeContext } from './context.js';

/** `pull_request` `closed`: delete this action's labels the PR carried that no other open PR carries. */
export async function runClosed({ inputs, run: ctx, io }: ModeContext): Promise<ActionOutcome> {
  const { api } = connect(inputs, ctx, io);
  if (api === null) throw new Error(`input "github-token" is required on ${ctx.eventName} events: a closed pull request's labels are deleted through the API`);
  const number = field<number>(ctx.payload, 'pull_request', 'number');
  if (typeof number !== 'number') throw new Error(`the ${ctx.eventName} payload has no pull_request.number`);
  const cleanup = await deleteClosedPullRequestLabels(api, ctx.repository, number);
  const line = `Pull request #${number} is closed: deleted ${plural(cleanup.deleted.length, 'label')} of this action that no open pull request carries from the repository${cleanup.stopped === null ? '' : ` (stopped: ${cleanup.stopped})`}.`;
  const list = cleanup.deleted.map((name) => `- ${code(name)}`);
  await io.writeJobSummary([`## ${GATE_HEADING}`, '', line, '', ...list, ''].join('\n'));
  io.info(line);
  return { conclusion: 'neutral', outputs: { conclusion: 'neutral' }, failure: null };
}

/** `prune-labels`: after any run, delete this action's unused labels older than a week. */
export async function runPrune({ inputs, run: ctx, io }: ModeContext): Promise<void> {
  const { api } = connect(inputs, ctx, io);
  if (api === null) {
    io.warning('prune-labels needs input "github-token": no label was pruned');
    return;
  }
  const pruned = await pruneRepositoryLabels(api, ctx.repository, new Date());
  io.info(`prune-labels: deleted ${plural(pruned.deleted.length, 'unused label')} older than a week, dated ${plural(pruned.dated.length, 'undated label')}${pruned.stopped === null ? '' : ` (stopped: ${pruned.stopped})`}`);
}
