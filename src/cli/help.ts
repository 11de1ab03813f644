/**
 * The CLI's help text: the overall usage, and per command its purpose, usage lines and one line per
 * flag (`plasmate-action COMMAND --help`, `plasmate-action help COMMAND`).
 */
import { STEP_TIMEOUT_MS } from '../contract/bounds.js';
import { SECRETS_VARIABLE, STDOUT_PATH } from './io.js';

export const USAGE = `usage:
  plasmate-action agent-run --plan FILE --report FILE [--dry-run] [--confirm-step ID]...
                            [--secret NAME]... [--allow-evaluate] [--allow-cookie-writes] [--markdown FILE] [--json]
                            [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network]
                            [--trust-static-tool-policy]
  plasmate-action agent-run --plan FILE --check-schemas [--engine ...] [--plasmate PATH] [--confirm-step ID]... [--secret NAME]...
  plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [--markdown FILE]
                            [--engine ...] [--plasmate PATH] [--allow-private-network]
  plasmate-action agent-run --report-dir DIR [--jobs N] [--dry-run|--test-mode] [options] FILE|GLOB...
  plasmate-action inspect URL [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network] [--json]
                          [--timeout-ms N]
  plasmate-action check [--markdown FILE|--json] [--secret NAME]... FILE|GLOB...
  plasmate-action labels [--json] [--secret NAME]... FILE|GLOB...
  plasmate-action watch [--ledger FILE] [--json] [--engine ...] [--plasmate PATH] [--allow-private-network] FILE|GLOB...
  plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH] [--trust-static-tool-policy]
  plasmate-action benchmark-validate --input FILE
  plasmate-action schema
  plasmate-action --version (or -V)

  --secret NAME (repeatable) and ${SECRETS_VARIABLE}=NAME,NAME together are the secret names a plan
  may reference; agent-run refuses any other (check only when a list is given).

  plasmate-action COMMAND --help (or: plasmate-action help COMMAND) explains every flag of COMMAND.`;


const ENGINE_FLAGS = [
  ['--engine auto|plasmate|reference', 'the MCP child; auto (default) runs --plasmate or a plasmate on PATH when there is one, else the bundled reference engine'],
  ['--plasmate PATH', 'the Plasmate binary to run as the child (a path, or a name on PATH); ignored with --engine reference'],
  ['--allow-private-network', 'let the child open loopback and private addresses (link-local and cloud metadata stay refused)'],
] as const;

/** The opt-in for a child that advertises no tool annotations (agent-run and benchmark). */
const TRUST_STATIC_TOOL_POLICY_HELP = [
  '--trust-static-tool-policy',
  "when the child advertises no tool annotations at all (older Plasmate), run read-only steps on the plan's static policy alone; annotations a child does advertise are still checked, and --test-mode ignores this",
] as const;

/** One entry per command: what it does, its usage lines, and one line per flag. */
const COMMAND_HELP: Record<string, { summary: string; usage: string[]; flags: ReadonlyArray<readonly [string, string]> }> = {
  'agent-run': {
    summary: 'validate a plan, then run it against the MCP child (or dry-run, check schemas, or test-run it) and write its report',
    usage: [
      'plasmate-action agent-run --plan FILE --report FILE [options]',
      'plasmate-action agent-run --plan FILE --check-schemas [options]',
      'plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [options]',
      'plasmate-action agent-run --report-dir DIR [--jobs N] [--dry-run|--check-schemas|--test-mode] [options] FILE|GLOB...',
    ],
    flags: [
      ['--plan FILE', 'the plan to run (a regular file; required unless the plans are given as FILE|GLOB...)'],
      ['FILE|GLOB...', 'several plans, read and globbed as check does; each runs as --plan would, its report in --report-dir'],
      ['--report-dir DIR', 'with FILE|GLOB...: the directory of the per-plan reports, named as the action names them (required unless --check-schemas)'],
      ['--jobs N', 'with FILE|GLOB...: run up to N plans at once (default 1; more than the cores available is lowered to them, with a note)'],
      ['--report FILE', 'where to write the JSON report (required unless --check-schemas; with --test-mode, the test-run record)'],
      ['--markdown FILE', `also write the Markdown summary to FILE; "${STDOUT_PATH}" prints it on stdout and the status line on stderr`],
      ['--json', 'print one JSON document on stdout (each plan: outcome, report, step counts, located problems and failures as objects); the status lines go to stderr'],
      ['--dry-run', 'validate and write a report without starting the child'],
      ['--check-schemas', "start the child and check every step against its advertised tools; no tool is called"],
      ['--test-mode', 'run reads for real and stub every effect; takes no approvals (see docs/test-mode.md)'],
      ['--actions FILE', 'with --test-mode: write the stubbed actions as JSON lines'],
      ['--confirm-step ID', 'approve the mutating step ID (repeatable); with several plans, in every plan that has a step ID'],
      ['--confirm-step PLAN:STEP', 'approve STEP of the plan PLAN only (a file or glob as given, or a plan as the run names it); split at the last ":", which no step id contains'],
      ['--allow-evaluate', 'grant the evaluate opt-in to steps that need it'],
      ['--allow-cookie-writes', 'grant the cookie-writes opt-in to steps that need it'],
      ['--secret NAME', `allow the plan to reference the secret NAME (repeatable; also ${SECRETS_VARIABLE})`],
      ...ENGINE_FLAGS,
      TRUST_STATIC_TOOL_POLICY_HELP,
    ],
  },
  watch: {
    summary: 'test-run plans to see whether the pages they drive still match them: healthy, drifted, unreachable or not run, with a suggested edit for a target that moved; exit 1 unless every plan is healthy',
    usage: ['plasmate-action watch [--ledger FILE] [--json] [options] FILE|GLOB...'],
    flags: [
      ['FILE|GLOB...', 'the plans to watch (read and globbed as check does); each is test-run: reads real, every effect stubbed'],
      ['--ledger FILE', "what healthy runs saw of each target (role and accessible name), read first and rewritten; a moved target's suggestion needs it"],
      ['--json', 'print one JSON document on stdout (each plan with its state and failed steps, candidates and suggested edits); the plain lines go to stderr'],
      ...ENGINE_FLAGS,
    ],
  },
  check: {
    summary: 'validate plans without running them; exit 1 when any is invalid or unreadable',
    usage: ['plasmate-action check [--markdown FILE|--json] [--secret NAME]... FILE|GLOB...'],
    flags: [
      ['FILE|GLOB...', 'the plans to check (regular files inside the working directory; globs expand, sorted)'],
      ['--markdown FILE', `also write a Markdown summary to FILE; "${STDOUT_PATH}" prints it on stdout and the plain lines on stderr`],
      ['--json', 'print one JSON document on stdout (each plan valid or not, with its located problems); the plain lines go to stderr'],
      ['--secret NAME', `the secret names plans may reference (repeatable; also ${SECRETS_VARIABLE}); without a list only reserved names are refused`],
    ],
  },
  inspect: {
    summary: 'open a page as a plan would and list its regions and elements with their ids',
    usage: ['plasmate-action inspect URL [options]'],
    flags: [
      ['URL', 'the page to open (an http or https URL a plan\'s open_page accepts)'],
      ['--json', 'print the same rows as one JSON document (schema plasmate.agent-workflow-inspect.v1); the result open_page gives a plan is described in docs/tools.md'],
      ['--timeout-ms N', `how long each request to the child (its start, open_page) may take: a plan's limits.step_timeout_ms, ${STEP_TIMEOUT_MS.min}-${STEP_TIMEOUT_MS.max} (default ${STEP_TIMEOUT_MS.default})`],
      ...ENGINE_FLAGS,
    ],
  },
  labels: {
    summary: 'print the approval, plan and test labels of each plan exactly as the action computes them; exit 1 when a plan is invalid',
    usage: ['plasmate-action labels [--json] [--secret NAME]... FILE|GLOB...'],
    flags: [
      ['FILE|GLOB...', 'the plans whose labels to print'],
      ['--json', 'print one JSON document instead of tab-separated lines (file, kind, step, label, description), invalid plans with their located problems'],
      ['--secret NAME', `a secret name the action's "secrets" input allows (repeatable; also ${SECRETS_VARIABLE}); without any, as with that input empty, a plan that references a secret is invalid`],
    ],
  },
  benchmark: {
    summary: 'run the benchmark tasks and write the evidence (JSON) and its Markdown summary; exit 2 when the gate fails',
    usage: ['plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH] [--trust-static-tool-policy]'],
    flags: [
      ['--output FILE', 'where to write the JSON evidence (required)'],
      ['--markdown FILE', `where to write the Markdown summary (default: the output path with .md); "${STDOUT_PATH}" prints it on stdout`],
      ['--plasmate PATH', 'the Plasmate binary to benchmark (default: the bundled reference engine)'],
      TRUST_STATIC_TOOL_POLICY_HELP,
    ],
  },
  'benchmark-validate': {
    summary: 'check benchmark evidence written by `benchmark` as upstream\'s validator does (docs/benchmark.md); exit 1 unless it is intact evidence of a passing run',
    usage: ['plasmate-action benchmark-validate --input FILE'],
    flags: [['--input FILE', 'the evidence to validate (required; a regular file)']],
  },
  schema: {
    summary: 'print the JSON Schema of a plan',
    usage: ['plasmate-action schema'],
    flags: [],
  },
};

/** The help of one command: its purpose, usage, and one line per flag. */
export function commandHelp(command: string): string | undefined {
  if (!hasCommandHelp(command)) return undefined;
  const help = COMMAND_HELP[command]!;
  const width = Math.max(0, ...help.flags.map(([flag]) => flag.length));
  const flags = help.flags.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`);
  return [`${command}: ${help.summary}`, '', 'usage:', ...help.usage.map((u) => `  ${u}`), ...(flags.length === 0 ? [] : ['', 'flags:', ...flags, '  --help, -h'.padEnd(width + 2) + '  print this help'])].join('\n');
}

/** The flags that ask for a command's help wherever they stand among its arguments. */
export const HELP_FLAGS: ReadonlySet<string> = new Set(['--help', '-h']);

/** Whether COMMAND is a command with its own help (so a usage error can point to it). */
export function hasCommandHelp(command: string | undefined): command is string {
  return command !== undefined && Object.hasOwn(COMMAND_HELP, command);
}

/** The usage lines of one command (what a usage error of that command shows instead of every command's). */
export function commandUsage(command: string): readonly string[] | undefined {
  return hasCommandHelp(command) ? COMMAND_HELP[command]!.usage : undefined;
}

/** The long flag names COMMAND accepts, as its help lists them (`--engine auto|…` → `--engine`). */
export function commandFlagNames(command: string): readonly string[] {
  if (!hasCommandHelp(command)) return [];
  const names = COMMAND_HELP[command]!.flags.flatMap(([flag]) => flag.split(/[\s,]+/).filter((word) => word.startsWith('--')));
  return [...new Set([...names, '--help'])];
}
