/** See structure-validator.mjs. */
export function structureValidatorModule(schema: unknown): string;
