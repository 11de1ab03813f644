/**
 * The repository's small conventions: `.node-version` is the Node major `engines` starts at, and
 * Dependabot watches both kinds of pin this repository has (npm packages, actions by SHA).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const yaml = createRequire(join(process.cwd(), 'package.json'))('js-yaml') as { safeLoad(text: string): unknown };

const read = (path: string) => readFileSync(path, 'utf8');

test('.node-version names the major of package.json\'s engines range', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  expect(read('.node-version')).toBe(`${/^>=(\d+)\./.exec(engines)?.[1]}\n`);
});

test('dependabot.yml updates npm and the workflows\' actions, weekly, at the root', () => {
  const config = yaml.safeLoad(read('.github/dependabot.yml')) as { version: number; updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string } }[] };
  expect(config.version).toBe(2);
  expect(config.updates.map((u) => [u['package-ecosystem'], u.directory, u.schedule.interval])).toEqual([['npm', '/', 'weekly'], ['github-actions', '/', 'weekly']]);
  // Every action a workflow uses is pinned by SHA, the form Dependabot's github-actions updates.
  const uses = ['ci.yml', 'release.yml'].flatMap((f) => [...read(`.github/workflows/${f}`).matchAll(/uses: (\S+)/g)].map((m) => m[1] ?? ''));
  expect(uses.filter((u) => !u.startsWith('./') && !/@[0-9a-f]{40}$/.test(u))).toEqual([]);
});
