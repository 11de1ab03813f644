/** agent-run's flags, shared by its single-plan and many-plan runs, and the combinations no run accepts. */
import type { parseArgs } from 'node:util';
import { STDOUT_PATH, UsageError } from './io.js';

/** agent-run's flags (the many-plan flags `--report-dir` and `--jobs` included). */
export const AGENT_RUN_OPTIONS = {
  plan: { type: 'string' },
  report: { type: 'string' },
  'report-dir': { type: 'string' },
  jobs: { type: 'string' },
  markdown: { type: 'string' },
  json: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  'check-schemas': { type: 'boolean', default: false },
  'test-mode': { type: 'boolean', default: false },
  actions: { type: 'string' },
  plasmate: { type: 'string' },
  engine: { type: 'string', default: 'auto' },
  'allow-private-network': { type: 'boolean', default: false },
  'trust-static-tool-policy': { type: 'boolean', default: false },
  'allow-evaluate': { type: 'boolean', default: false },
  'allow-cookie-writes': { type: 'boolean', default: false },
  'confirm-step': { type: 'string', multiple: true, default: [] as string[] },
  secret: { type: 'string', multiple: true, default: [] as string[] },
} as const;

export type AgentRunValues = ReturnType<typeof parseArgs<{ options: typeof AGENT_RUN_OPTIONS; allowPositionals: true; strict: true }>>['values'];

/** The flag combinations no run accepts, one plan or many. */
export function agentRunChecks(values: AgentRunValues): void {
  const testMode = values['test-mode'];
  if ([values['check-schemas'], values['dry-run'], testMode].filter(Boolean).length > 1) {
    throw new UsageError('--dry-run, --check-schemas and --test-mode are different runs; choose one');
  }
  if (testMode && (values['confirm-step'].length > 0 || values['allow-evaluate'] || values['allow-cookie-writes'])) {
    throw new UsageError('--test-mode takes no approvals or opt-ins: it never sends a step that would need one');
  }
  if (values.actions !== undefined && !testMode) throw new UsageError('--actions records the stubbed actions of a --test-mode run');
  if (values.json && values.markdown === STDOUT_PATH) throw new UsageError(`--json and --markdown ${STDOUT_PATH} both print on stdout; write the Markdown to a file`);
}
