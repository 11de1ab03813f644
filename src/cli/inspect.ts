/**
 * `plasmate-action inspect URL`: opens the page as a plan's open_page would (same child, supervisor, bounds and
 * network policy) and prints every region and element with its id. Exit 1 when the page could
 * not be opened; SIGINT/SIGTERM cancel as they cancel agent-run.
 */
import { parseArgs } from 'node:util';
import { RESPONSE_BYTES, STEP_TIMEOUT_MS } from '../contract/bounds.js';
import { EXIT_FAILED, EXIT_OK, parseEngine, UsageError, withCancellation, type CliIo } from './io.js';

export async function inspectCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      plasmate: { type: 'string' },
      engine: { type: 'string', default: 'auto' },
      'allow-private-network': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'timeout-ms': { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError(`inspect takes exactly one URL (got ${positionals.length})`);
  const engine = parseEngine(values.engine);
  const inspect = await import('../workflow/inspect.js');
  const timeoutMs = values['timeout-ms'] === undefined ? undefined : parseTimeoutMs(values['timeout-ms']);
  const built = inspect.inspectionPlan(positionals[0]!, timeoutMs);
  if ('problems' in built) throw new UsageError(`the URL is not one a plan's open_page accepts: ${built.problems.join('; ')}`);
  const { chooseChild } = await import('../workflow/child.js');
  const child = chooseChild(engine, values.plasmate, io.cwd, io.env.PATH ?? '');
  const allowPrivateNetwork = values['allow-private-network'];
  return withCancellation(async (signal) => {
    const outcome = await inspect.inspectPage(built.plan, { child: child.command, env: io.env, allowPrivateNetwork, signal });
    if (outcome.ok) {
      io.out(values.json ? inspect.renderInspectJson(outcome.page) : inspect.renderInspectTable(outcome.page));
      return EXIT_OK;
    }
    const ended = `child ${outcome.processOutcome ?? 'not started'}`;
    io.err(signal.aborted ? `error: cancelled; the page was not inspected (${ended})`
      : outcome.error !== null ? `error: open_page failed (${ended}): ${outcome.error}`
        : `error: the page could not be opened: ${outcome.failureClass} (${ended})`);
    if (outcome.failureClass === 'step_timeout' && !signal.aborted) {
      const limit = built.plan.limits.step_timeout_ms;
      io.err(limit < STEP_TIMEOUT_MS.max
        ? `hint: the child did not answer within ${limit} ms; give more time with --timeout-ms (at most ${STEP_TIMEOUT_MS.max})`
        : `hint: the child did not answer within ${limit} ms, the longest a plan's step may take`);
    }
    if (outcome.failureClass === 'oversized_response') {
      io.err(`hint: the page model is larger than a plan's default limits.response_bytes (${RESPONSE_BYTES.default} bytes); a plan for this page needs a larger limits.response_bytes (at most ${RESPONSE_BYTES.max})`);
    }
    if (outcome.privateNetworkHint) {
      io.err('hint: the child refuses loopback and private addresses unless the operator opts in; for a page on this machine or your network, add --allow-private-network (link-local and cloud metadata addresses stay refused)');
    }
    return EXIT_FAILED;
  });
}

/** `--timeout-ms N`: a whole number of milliseconds within a plan's limits.step_timeout_ms range. */
function parseTimeoutMs(text: string): number {
  const value = /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : NaN;
  if (!(value >= STEP_TIMEOUT_MS.min && value <= STEP_TIMEOUT_MS.max)) {
    throw new UsageError(`--timeout-ms must be a whole number of milliseconds from ${STEP_TIMEOUT_MS.min} to ${STEP_TIMEOUT_MS.max} (a plan's limits.step_timeout_ms; got ${JSON.stringify(text)})`);
  }
  return value;
}
