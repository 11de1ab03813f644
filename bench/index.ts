/** `npm run bench`: every benchmark of the project, each printing side-by-side figures. */
import { benchAction } from './action.js';
import { benchActionColdStart } from './action-cold-start.js';
import { benchAgentRunJobs } from './agent-run-jobs.js';
import { benchBenchmarkSuite } from './benchmark-suite.js';
import { benchCheckCli } from './check-cli.js';
import { benchFanOut } from './fan-out.js';
import { benchPlanValidation } from './plan-validation.js';
import { benchRealmHardening } from './realm-hardening.js';
import { benchTestMode } from './test-mode.js';

for (const line of benchPlanValidation()) console.log(line);
for (const line of await benchCheckCli()) console.log(line);
for (const line of await benchBenchmarkSuite()) console.log(line);
for (const line of await benchRealmHardening()) console.log(line);
for (const line of benchAction()) console.log(line);
for (const line of await benchActionColdStart()) console.log(line);
for (const line of await benchTestMode()) console.log(line);
for (const line of await benchAgentRunJobs()) console.log(line);
for (const line of await benchFanOut()) console.log(line);
