/**
 * `npm run bench`: every benchmark of the project, each printing side-by-side figures.
 * `npm run bench -- suite check` runs only the named ones (on a shared machine, the one being worked on).
 */
import { benchAction } from './action.js';
import { benchActionColdStart } from './action-cold-start.js';
import { benchAgentRunJobs } from './agent-run-jobs.js';
import { benchBenchmarkSuite } from './benchmark-suite.js';
import { benchCheckCli } from './check-cli.js';
import { benchFanOut } from './fan-out.js';
import { benchPlanValidation } from './plan-validation.js';
import { benchRealmHardening } from './realm-hardening.js';
import { benchSiteIsolation } from './site-isolation.js';
import { benchSomCompile } from './som-compile.js';
import { benchTestMode } from './test-mode.js';

const BENCHES: ReadonlyArray<readonly [string, () => string[] | Promise<string[]>]> = [
  ['validation', benchPlanValidation],
  ['check', benchCheckCli],
  ['suite', benchBenchmarkSuite],
  ['realm', benchRealmHardening],
  ['isolation', benchSiteIsolation],
  ['action', benchAction],
  ['cold-start', benchActionColdStart],
  ['test-mode', benchTestMode],
  ['jobs', benchAgentRunJobs],
  ['fan-out', benchFanOut],
  ['som', benchSomCompile],
];

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = chosen.filter((name) => !BENCHES.some(([n]) => n === name));
if (unknown.length > 0) throw new Error(`unknown bench ${unknown.join(', ')}; one of ${BENCHES.map(([n]) => n).join(', ')}`);
for (const [name, bench] of BENCHES) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  for (const line of await bench()) console.log(line);
}
