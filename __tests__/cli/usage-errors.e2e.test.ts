/**
 * Usage errors in our words: an unknown flag names itself, suggests the flag it is a typo of,
 * shows that command's usage only (not every command's), and exits 2 without starting anything.
 */
import { commandFlagNames } from '../../src/cli/help.js';
import { nearestFlag } from '../../src/cli/usage-error.js';
import { runCliInProcess } from '../helpers/cli.js';

const COMMANDS = ['agent-run', 'check', 'inspect', 'labels', 'benchmark', 'benchmark-validate'];

test.each(COMMANDS)('%s: every flag misspelled by one letter is suggested back, with that command\'s usage only', async (command) => {
  const flags = commandFlagNames(command).filter((flag) => flag !== '--help');
  expect(flags.length).toBeGreaterThan(0);
  for (const flag of flags) {
    const typo = `${flag}x`;
    const run = await runCliInProcess([command, typo]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    const [first, second, ...rest] = run.stderr.trimEnd().split('\n');
    expect(first).toBe(`error: unknown option ${typo}; did you mean ${nearestFlag(typo, flags)}?`);
    expect(nearestFlag(typo, flags)).toBe(flag);
    expect(second).toBe('usage:');
    // Node's own parseArgs wording never reaches the user, and no other command's usage is shown.
    expect(run.stderr).not.toMatch(/Unknown option|To specify a positional/);
    for (const other of COMMANDS.filter((c) => c !== command && !c.startsWith(command))) {
      expect(rest.join('\n')).not.toContain(`plasmate-action ${other} `);
    }
    expect(run.stderr).toContain(`"plasmate-action ${command} --help" explains every flag.`);
  }
});

test('an unknown flag far from every known one gets no guess', async () => {
  const run = await runCliInProcess(['check', '--frobnicate', 'plans/x.json']);
  expect(run.code).toBe(2);
  expect(run.stderr.split('\n')[0]).toBe('error: unknown option --frobnicate');
});

test('the suggestion is the nearest flag, and only within two edits', () => {
  expect(nearestFlag('--dry-runn', ['--dry-run', '--report'])).toBe('--dry-run');
  expect(nearestFlag('--jsno', ['--json', '--secret'])).toBe('--json');
  expect(nearestFlag('--markdwn', ['--markdown', '--json'])).toBe('--markdown');
  expect(nearestFlag('--xyz', ['--json'])).toBeUndefined();
});

test('an unknown command still shows every command\'s usage', async () => {
  const run = await runCliInProcess(['chek']);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('error: unknown command "chek"');
  expect(run.stderr).toContain('plasmate-action agent-run');
  expect(run.stderr).toContain('plasmate-action labels');
});
