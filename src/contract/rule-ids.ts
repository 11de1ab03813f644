/**
 * Every rule id a problem may carry, once, in the order of README's table ("The plan contract, as
 * enforced"). The ids are public (editors' problem matchers, annotation titles, `--json` output),
 * so code names a rule through this table and never spells one: `RuleId` is the closed union of
 * its values, and a misspelt id is a compile error rather than a new rule.
 */
export const RULE = {
  // The document (src/plan/json.ts): bytes, encoding and strict JSON, before any rule reads it.
  planJsonSize: 'plan.json.size',
  planJsonEncoding: 'plan.json.encoding',
  planJsonSyntax: 'plan.json.syntax',
  planJsonDepth: 'plan.json.depth',
  planJsonStringSize: 'plan.json.string-size',
  planJsonNumberRange: 'plan.json.number-range',
  planJsonDuplicateKey: 'plan.json.duplicate-key',
  // The structure (the published JSON Schema) and the contract rules it cannot express.
  planFieldUnknown: 'plan.field.unknown',
  planFieldRequired: 'plan.field.required',
  planType: 'plan.type',
  planSchemaUnsupported: 'plan.schema.unsupported',
  planNameInvalid: 'plan.name.invalid',
  planStepIdInvalid: 'plan.step.id.invalid',
  planStepsMin: 'plan.steps.min',
  planStepsMax: 'plan.steps.max',
  planStepIdDuplicate: 'plan.step.id.duplicate',
  planStepToolUnknown: 'plan.step.tool.unknown',
  planStepToolRunnerOwned: 'plan.step.tool.runner_owned',
  planStepsOpenPageFirst: 'plan.steps.open_page.first',
  planStepsOpenPageCount: 'plan.steps.open_page.count',
  planLimitsRange: 'plan.limits.range',
  planLimitsInteger: 'plan.limits.integer',
  planLimitsWorkflowTimeout: 'plan.limits.workflow_timeout',
  planArgumentsSessionId: 'plan.arguments.session_id',
  planArgumentsTrace: 'plan.arguments.trace',
  planArgumentsSize: 'plan.arguments.size',
  planSecretInvalid: 'plan.secret.invalid',
  planExpectJsonPointer: 'plan.expect.json_pointer',
  planExpectEqualsWithoutPointer: 'plan.expect.equals_without_pointer',
  // The operator's policy: approvals from outside the plan, opt-ins, the secret allow-list.
  policyApprovalUnknown: 'policy.approval.unknown',
  policyApprovalDuplicate: 'policy.approval.duplicate',
  policyApprovalMissing: 'policy.approval.missing',
  /** An approval label the action does not count (who applied it, or for which content): src/github/gate.ts. */
  policyApprovalUntrusted: 'policy.approval.untrusted',
  policyOptInEvaluate: 'policy.opt_in.evaluate',
  policyOptInCookieWrites: 'policy.opt_in.cookie_writes',
  policySecretNotAllowed: 'policy.secret.not_allowed',
  policySecretReserved: 'policy.secret.reserved',
  // The action's test run (docs/test-mode.md).
  testElementNotFound: 'test.element_not_found',
  testStepFailed: 'test.step_failed',
  // Reading the file at all.
  planFileUnreadable: 'plan.file.unreadable',
} as const;

/** A rule id of the table. */
export type KnownRuleId = (typeof RULE)[keyof typeof RULE];

/**
 * The id of a schema error whose keyword the structure rules do not map (src/plan/rules.ts): the
 * published schema uses none, so none is expected, but a schema change must still yield a problem
 * with a stable id rather than none at all. Branded, so that only unmappedSchemaRule makes one and
 * a misspelt `plan.schema.…` literal is still a compile error.
 */
export type UnmappedSchemaRuleId = `plan.schema.${string}` & { readonly unmappedSchemaKeyword: true };

export function unmappedSchemaRule(keyword: string): UnmappedSchemaRuleId {
  return `plan.schema.${keyword}` as UnmappedSchemaRuleId;
}

/** Any rule id a problem carries. */
export type RuleId = KnownRuleId | UnmappedSchemaRuleId;

/** The rule families a caller asks about as a whole (a test run needs neither approvals nor opt-ins). */
export const RULE_FAMILY = {
  approval: 'policy.approval.',
  optIn: 'policy.opt_in.',
} as const;

export function inRuleFamily(rule: RuleId, family: keyof typeof RULE_FAMILY): boolean {
  return rule.startsWith(RULE_FAMILY[family]);
}
