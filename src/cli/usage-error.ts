/**
 * What a usage error prints: the cause in our words (Node's parseArgs text is not shown), a
 * "did you mean" when a known flag is a small edit away, and the usage of that command only.
 */
import { commandFlagNames, commandUsage, hasCommandHelp, USAGE } from './help.js';

/** A misspelling this many edits from a known flag is suggested; farther ones are not guesses. */
const MAX_SUGGESTION_DISTANCE = 2;

/** The message of one usage error of COMMAND (undefined when no command was recognised). */
export function usageErrorText(command: string | undefined, error: Error & { code?: string }): string {
  const cause = usageCause(command, error);
  const usage = hasCommandHelp(command) ? ['usage:', ...commandUsage(command)!.map((line) => `  ${line}`)].join('\n') : USAGE;
  const more = hasCommandHelp(command) ? `\n"plasmate-action ${command} --help" explains every flag.` : '';
  return `error: ${cause}\n${usage}${more}`;
}

function usageCause(command: string | undefined, error: Error & { code?: string }): string {
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'(-[^']*)'/.exec(error.message)?.[1] ?? 'given';
    const suggestion = command === undefined ? undefined : nearestFlag(option, commandFlagNames(command));
    return `unknown option ${option}${suggestion === undefined ? '' : `; did you mean ${suggestion}?`}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return error.message.replace(/\.$/, '');
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const value = /'([^']*)'/.exec(error.message)?.[1];
    return value === undefined ? 'unexpected argument' : `unexpected argument ${JSON.stringify(value)}`;
  }
  return error.message;
}

/** The known flag closest to OPTION by edit distance, when it is close enough to be a typo. */
export function nearestFlag(option: string, known: readonly string[]): string | undefined {
  let best: { flag: string; distance: number } | undefined;
  for (const flag of known) {
    const distance = editDistance(option, flag);
    if (distance <= MAX_SUGGESTION_DISTANCE && (best === undefined || distance < best.distance)) best = { flag, distance };
  }
  return best?.flag;
}

/** Levenshtein distance: insertions, deletions and substitutions each cost one. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
