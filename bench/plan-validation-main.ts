/**
 * The in-process plan validation figures alone (bench/plan-validation.ts), without the rest of
 * `npm run bench`: `npx ncc build bench/plan-validation-main.ts -o build/bench-validation --target es2022`,
 * then `node build/bench-validation/index.js`. Built from two trees, the two bundles give a
 * before/after figure of validatePlan when run alternately.
 */
import { benchPlanValidation } from './plan-validation.js';

for (const line of benchPlanValidation()) console.log(line);
