/**
 * Help through the CLI (in-process): `COMMAND --help`, `COMMAND -h` and `help COMMAND` print
 * that command's usage with one explained line per flag, exit 0, even among other (invalid)
 * flags; the overall usage lists every command.
 */
import { runCliInProcess } from '../helpers/cli.js';

const cli = (...args: string[]) => runCliInProcess([...args]);

/** Every flag each command's parser accepts (src/cli/<command>.ts). */
const FLAGS: Record<string, string[]> = {
  'agent-run': ['--plan', '--report', '--report-dir', '--jobs', '--markdown', '--dry-run', '--check-schemas', '--test-mode', '--actions', '--confirm-step',
    '--allow-evaluate', '--allow-cookie-writes', '--secret', '--engine', '--plasmate', '--allow-private-network'],
  check: ['--markdown', '--json', '--secret'],
  inspect: ['--json', '--timeout-ms', '--engine', '--plasmate', '--allow-private-network'],
  labels: ['--json', '--secret'],
  benchmark: ['--output', '--markdown', '--plasmate'],
  'benchmark-validate': ['--input'],
  schema: [],
};

test.each(Object.keys(FLAGS))('%s --help: usage and one explained line per flag, exit 0', async (command) => {
  const run = await cli(command, '--help');
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('');
  expect(run.stdout).toMatch(new RegExp(`^${command}: \\S`));
  expect(run.stdout).toContain(`plasmate-action ${command}`);
  const lines = run.stdout.split('\n');
  for (const flag of FLAGS[command]!) {
    const line = lines.find((l) => new RegExp(`^  ${flag}\\b`).test(l));
    expect(line).toBeDefined();
    // The explanation: at least a few words after the flag and its argument.
    expect(line!.replace(/^ +\S+( [A-Z|.a-z]+)? +/, '').split(' ').length).toBeGreaterThanOrEqual(3);
  }
  for (const same of [await cli(command, '-h'), await cli('help', command), await cli(command, '--bogus', '--help')]) {
    expect(same.code).toBe(0);
    expect(same.stdout).toBe(run.stdout);
  }
});

test('the overall usage lists every command and how to get its help', async () => {
  for (const run of [await cli('--help'), await cli('help')]) {
    expect(run.code).toBe(0);
    for (const command of Object.keys(FLAGS)) expect(run.stdout).toContain(`plasmate-action ${command}`);
    expect(run.stdout).toContain('plasmate-action COMMAND --help');
  }
});

test('help for an unknown command is a usage error', async () => {
  const run = await cli('help', 'nope');
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('error: no help for unknown command "nope"');
});

test("a usage error points to that command's help", async () => {
  const run = await cli('check');
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/^error: check needs at least one plan file or glob\nusage:/);
  expect(run.stderr).toContain('"plasmate-action check --help" explains every flag.');
});
