/** `npm run bench`: every benchmark of the project, each printing side-by-side figures. */
import { benchPlanValidation } from './plan-validation.js';

for (const line of benchPlanValidation()) console.log(line);
