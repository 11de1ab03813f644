/**
 * The CLI's entry point for main.ts and the tests: `runCli(argv, io)` dispatches one command line
 * to its command (one module per command in this folder; help.ts has the help text, io.ts the
 * shared console, exit codes and output paths). Commands are written against the injected console
 * and environment so tests run them in-process and through the bundle alike. Exit codes: 0
 * success, 1 a plan or run failed, 2 usage or setup error.
 */
import { TOOL_VERSION } from '../contract/version.js';
import { PLAN_JSON_SCHEMA } from '../plan/schema.js';
import { OutputWriteError } from '../report/write.js';
import { commandHelp, hasCommandHelp, HELP_FLAGS, USAGE } from './help.js';
import { usageErrorText } from './usage-error.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, OutputPaths, UsageError, type CliIo } from './io.js';
import { agentRunCommand } from './agent-run.js';
import { benchmarkCommand, benchmarkValidateCommand } from './benchmark.js';
import { checkCommand } from './check.js';
import { inspectCommand } from './inspect.js';


/** Runs one command line against the given console and environment; resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  // This call's own state, passed to each command (never kept on the console object or in a module).
  const outputs = new OutputPaths(io.cwd);
  // `COMMAND --help` before its own parsing, so the help never depends on the other flags being valid.
  if (hasCommandHelp(command) && rest.some((a) => HELP_FLAGS.has(a))) {
    io.out(commandHelp(command)!);
    return EXIT_OK;
  }
  try {
    switch (command) {
      // The commands load their heavy parts (MCP client, supervisor, engine choice) themselves, lazily.
      case 'agent-run':
        return await agentRunCommand(rest, io, outputs);
      case 'inspect':
        return await inspectCommand(rest, io);
      case 'check':
        return await checkCommand(rest, io, outputs);
      case 'watch':
        return await (await import('./watch.js')).watchCommand(rest, io, outputs);
      case 'labels':
        return await (await import('./labels.js')).labelsCommand(rest, io);
      case 'benchmark':
        return await benchmarkCommand(rest, io, outputs);
      case 'benchmark-validate':
        return await benchmarkValidateCommand(rest, io);
      case '--version':
      case '-V':
        // The version compiled into this bundle (contract/version.ts, kept equal to package.json's by a test).
        io.out(`plasmate-action ${TOOL_VERSION}`);
        return EXIT_OK;
      case 'schema':
        io.out(JSON.stringify(PLAN_JSON_SCHEMA, null, 2));
        return EXIT_OK;
      case 'help':
      case '--help':
      case '-h': {
        const topic = rest[0];
        if (topic === undefined) {
          io.out(USAGE);
          return EXIT_OK;
        }
        const help = commandHelp(topic);
        if (help === undefined) throw new UsageError(`no help for unknown command ${JSON.stringify(topic)}`);
        io.out(help);
        return EXIT_OK;
      }
      default:
        throw new UsageError(command === undefined ? 'no command given' : `unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(usageErrorText(command, error as Error & { code?: string }));
      return EXIT_USAGE;
    }
    if (error instanceof OutputWriteError) {
      io.err(`error: cannot write ${outputs.shown(error.path)} (${error.code}); check that its directory exists and is writable and that it is not a directory`);
      return EXIT_FAILED;
    }
    throw error;
  }
}
