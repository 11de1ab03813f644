export const id = 247;
export const ids = [247];
export const modules = {

/***/ 3132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ advertisesNoAnnotations),
/* harmony export */   Je: () => (/* binding */ TRUST_STATIC_TOOL_POLICY_INPUT),
/* harmony export */   Ko: () => (/* binding */ UNANNOTATED_CHILD_REASON),
/* harmony export */   SK: () => (/* binding */ testModeDispatch),
/* harmony export */   nl: () => (/* binding */ TRUST_STATIC_TOOL_POLICY_FLAG),
/* harmony export */   ou: () => (/* binding */ violatesToolPolicy)
/* harmony export */ });
/* unused harmony exports isAdvertisedReadOnly, STUB_REASONS */
/* harmony import */ var _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6883);
/**
 * The tool guard (seed 001, "beyond upstream"): after tools/list, a planned tool that the static
 * policy lets run without approval must also be advertised as harmless by the child; otherwise
 * the step is refused before any call (`tool_policy_drift`) unless the operator approved it.
 *
 * Read-only means exactly: `readOnlyHint === true` and `destructiveHint !== true`. Anything else
 * (absent annotations, a missing or false readOnlyHint, a non-boolean value) is not read-only,
 * since MCP's defaults for absent hints are the unsafe ones.
 */

function hints(annotations) {
    if (typeof annotations !== 'object' || annotations === null)
        return { readOnly: undefined, destructive: undefined };
    const record = annotations;
    return { readOnly: record.readOnlyHint, destructive: record.destructiveHint };
}
function isAdvertisedReadOnly(annotations) {
    const { readOnly, destructive } = hints(annotations);
    return readOnly === true && destructive !== true;
}
/**
 * open_page is the one tool the static policy runs without approval that upstream itself
 * advertises as not read-only (readOnlyHint false, destructiveHint false, docs/contract/engine.md §4.3): it
 * creates the runner-owned session that the runner closes. Requiring readOnlyHint for it would
 * refuse every plan against the real child (the benchmark approves only mutating steps), so for
 * open_page the guard requires an explicit `destructiveHint: false` instead. This is a
 * deliberate, documented exception; remove open_page here to apply the strict rule to it too.
 */
const SESSION_OPENERS = new Set(['open_page']);
/** Whether the step must be refused: static policy says read-only, the child says otherwise. */
function violatesToolPolicy(tool, annotations, approved) {
    if (approved || _contract_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MUTATING_TOOLS */ .Ou.has(tool))
        return false;
    if (SESSION_OPENERS.has(tool))
        return hints(annotations).destructive !== false;
    return !isAdvertisedReadOnly(annotations);
}
/**
 * Whether the child advertises no tool annotations at all: not one advertised tool carries a
 * `readOnlyHint` or `destructiveHint` (older Plasmate builds and upstream's own test fixture list
 * tools without annotations). Then the guard has nothing to verify a read-only step against: the
 * run fails with one run-level reason (UNANNOTATED_CHILD_REASON) instead of one drift per step,
 * unless the operator passed the opt-in to rely on the plan's static policy alone.
 */
function advertisesNoAnnotations(annotationsOfEveryTool) {
    for (const annotations of annotationsOfEveryTool) {
        const { readOnly, destructive } = hints(annotations);
        if (readOnly !== undefined || destructive !== undefined)
            return false;
    }
    return true;
}
/** The opt-in as each surface spells it. */
const TRUST_STATIC_TOOL_POLICY_FLAG = '--trust-static-tool-policy';
const TRUST_STATIC_TOOL_POLICY_INPUT = 'trust-static-tool-policy: true';
/** The run-level reason for a child without annotations (both spellings of the opt-in: the report may be read anywhere). */
const UNANNOTATED_CHILD_REASON = 'this child advertises no tool annotations, so read-only steps cannot be verified; upgrade Plasmate to a version that does, ' +
    `or pass \`${TRUST_STATIC_TOOL_POLICY_FLAG}\` / input \`${TRUST_STATIC_TOOL_POLICY_INPUT}\` to rely on the plan's static policy alone`;
/**
 * Why a step is stubbed in test mode (seed 001): never sent to the child, recorded instead.
 * - `mutating`: the static policy says the tool changes page or session state.
 * - `evaluate`: JavaScript cannot be classified as read-only, whatever the policy or hints say.
 * - `not_read_only`: the policy would run it, but the child does not advertise it as read-only
 *   (`readOnlyHint: true`, no `destructiveHint: true`; open_page: `destructiveHint: false`).
 * - `secret`: its arguments reference a secret, and a test run never resolves one.
 */
const STUB_REASONS = (/* unused pure expression or super */ null && (['mutating', 'evaluate', 'not_read_only', 'secret']));
/**
 * The test-mode half of the guard: whether a step runs for real or is stubbed. A call is real
 * only when both the static policy and the child's own annotations call it read-only; approvals
 * do not change this (a test run exists to be run before anyone approves).
 */
function testModeDispatch(tool, annotations, referencesSecret) {
    if (referencesSecret)
        return 'secret';
    if (tool === 'evaluate')
        return 'evaluate';
    if (_contract_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MUTATING_TOOLS */ .Ou.has(tool))
        return 'mutating';
    if (SESSION_OPENERS.has(tool))
        return hints(annotations).destructive === false ? 'real' : 'not_read_only';
    return isAdvertisedReadOnly(annotations) ? 'real' : 'not_read_only';
}


/***/ }),

/***/ 4247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLOSE_PAGE: () => (/* binding */ CLOSE_PAGE),
  MAX_ARGUMENT_DETAIL_CHARS: () => (/* binding */ MAX_ARGUMENT_DETAIL_CHARS),
  MAX_ARGUMENT_PATH_CHARS: () => (/* binding */ MAX_ARGUMENT_PATH_CHARS),
  PLACEHOLDER_SESSION_ID: () => (/* binding */ PLACEHOLDER_SESSION_ID),
  PLAN_LOCATION: () => (/* binding */ PLAN_LOCATION),
  argumentProblem: () => (/* binding */ argumentProblem),
  argumentsForValidation: () => (/* binding */ argumentsForValidation),
  readablePath: () => (/* binding */ readablePath),
  runGates: () => (/* binding */ runGates)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
// EXTERNAL MODULE: ./src/supervisor/process.ts + 5 modules
var process = __webpack_require__(7671);
;// CONCATENATED MODULE: ./src/mcp/bounded-regexp.ts
/**
 * The mitigation for a child-advertised `pattern` (untrusted input, docs/contract/engine.md §11.3).
 *
 * Problem: ajv compiles `pattern` into a JavaScript RegExp and runs it on the plan's argument
 * strings synchronously. A catastrophic pattern such as `^(a+)+$` against `aaaa…!` backtracks
 * exponentially, and while it runs the event loop is blocked: no timer fires, so no step or
 * workflow deadline could ever be enforced.
 *
 * Choice: ajv lets the caller supply the RegExp engine (`code.regExp`). Ours runs every match
 * through `vm.Script#runInContext` with a `timeout`, which V8 enforces from a watchdog thread by
 * terminating execution, and which interrupts a backtracking RegExp too. All matches of one gate
 * run share one deadline, so the total time the child's patterns can cost is bounded no matter
 * how many strings they are applied to. When the budget is spent the match throws
 * `PatternBudgetExceeded` and the gate fails closed (`tool_schema_drift`).
 *
 * Rejected alternatives: RE2 (a native dependency, and its syntax differs from JSON Schema's
 * ECMA-262 patterns), V8's experimental linear engine (a process-wide V8 flag, and it refuses
 * many ordinary patterns), a static "star height" check (heuristic: overlapping alternations
 * such as `(a|a)*` pass it), and a worker thread per gate (tens of ms per run for the same bound).
 */


class PatternBudgetExceeded extends Error {
    constructor() {
        super('an advertised pattern exceeded the matching budget');
        this.name = 'PatternBudgetExceeded';
    }
}
/** vm's timeout is whole milliseconds and must be positive. */
const MIN_MATCH_TIMEOUT_MS = 1;
const sandbox = external_node_vm_default().createContext(Object.create(null));
const matchScript = new (external_node_vm_default()).Script('pattern.test(subject)');
/** An ajv RegExp engine whose matches all stop at `deadline` (monotonic ms). */
function boundedRegExpEngine(deadline) {
    const engine = (source, flags) => {
        const pattern = new RegExp(source, flags);
        const bounded = {
            test(subject) {
                const remaining = Math.floor(deadline - (0,process/* monotonicNow */.XZ)());
                if (remaining < MIN_MATCH_TIMEOUT_MS)
                    throw new PatternBudgetExceeded();
                const scope = sandbox;
                scope.pattern = pattern;
                scope.subject = subject;
                try {
                    return matchScript.runInContext(sandbox, { timeout: remaining }) === true;
                }
                catch (error) {
                    if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
                        throw new PatternBudgetExceeded();
                    throw error;
                }
                finally {
                    delete scope.pattern;
                    delete scope.subject;
                }
            },
            // ajv keys its cache of pattern objects by this string.
            toString: () => pattern.toString(),
        };
        return bounded;
    };
    return Object.assign(engine, { code: 'boundedRegExp' });
}

// EXTERNAL MODULE: ./src/contract/text.ts
var contract_text = __webpack_require__(2015);
;// CONCATENATED MODULE: ./src/mcp/schema-gate.ts
/**
 * The advertised-schema gate (docs/contract/plan-and-report.md §6.5, docs/contract/engine.md §11.3), the schema half:
 * read the tools/list result, pre-check each used inputSchema against a closed keyword list
 * (fail closed: anything not listed is drift), then validate arguments with ajv against a
 * *closed* copy of the schema. Pure functions plus one small validator class; no I/O.
 */



/**
 * Subschema nesting accepted (properties → items → properties …). Upstream replaces a schema
 * deeper than 16 levels with a placeholder before advertising it, so a real schema never gets
 * here deeper; the bound also keeps the recursive pre-check far from the stack limit.
 */
const MAX_SCHEMA_DEPTH = 16;
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
/** Annotations: shape-checked, never enforced (format included: an annotation only). */
const ANNOTATIONS = {
    title: (v) => typeof v === 'string',
    description: (v) => typeof v === 'string',
    default: () => true,
    examples: (v) => Array.isArray(v),
    deprecated: (v) => typeof v === 'boolean',
    readOnly: (v) => typeof v === 'boolean',
    writeOnly: (v) => typeof v === 'boolean',
};
const isCount = (v) => Number.isSafeInteger(v) && v >= 0;
const isFiniteNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const NUMERIC = {
    minimum: isFiniteNumber,
    maximum: isFiniteNumber,
    exclusiveMinimum: isFiniteNumber,
    exclusiveMaximum: isFiniteNumber,
    multipleOf: (v) => isFiniteNumber(v) && v > 0,
};
/** Keywords that fit each type, besides `type`, `enum`, `const` and the annotations. */
const TYPE_KEYWORDS = {
    string: {
        minLength: isCount,
        maxLength: isCount,
        pattern: isCompilablePattern,
        format: (v) => typeof v === 'string',
    },
    number: NUMERIC,
    integer: NUMERIC,
    array: {
        items: () => true, // checked recursively
        minItems: isCount,
        maxItems: isCount,
        uniqueItems: (v) => typeof v === 'boolean',
    },
    object: {
        properties: () => true, // checked recursively
        required: (v) => Array.isArray(v) && v.every((n) => typeof n === 'string') && new Set(v).size === v.length,
        additionalProperties: (v) => typeof v === 'boolean',
        minProperties: isCount,
        maxProperties: isCount,
    },
    boolean: {},
    null: {},
};
/** Keywords kept in the closed copy that ajv enforces (annotations and format are dropped). */
const ENFORCED = new Set([
    'type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum',
    'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems',
    'required', 'minProperties', 'maxProperties',
]);
function isCompilablePattern(value) {
    if (typeof value !== 'string')
        return false;
    try {
        new RegExp(value, 'u');
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The tools/list result as the gate needs it: `tools` an array of `{name, inputSchema}` with
 * unique string names. Returns the problem text instead when the listing is unusable.
 */
function readToolList(result) {
    if (!(0,contract_text/* isRecord */.u4)(result) || !Array.isArray(result.tools))
        return 'tools/list result has no tools array';
    const tools = new Map();
    for (const entry of result.tools) {
        if (!(0,contract_text/* isRecord */.u4)(entry) || typeof entry.name !== 'string')
            return 'a listed tool has no string name';
        if (tools.has(entry.name))
            return `tool ${JSON.stringify(entry.name)} is listed twice`;
        if (!(0,contract_text/* isRecord */.u4)(entry.inputSchema))
            return `tool ${JSON.stringify(entry.name)} has no inputSchema object`;
        tools.set(entry.name, { name: entry.name, inputSchema: entry.inputSchema, annotations: entry.annotations });
    }
    return tools;
}
/**
 * The fail-closed keyword pre-check. Returns null when the schema is acceptable, else the first
 * problem as `<schema path>: <what>` (the path is within the schema, never argument data).
 */
function precheckSchema(schema, path = '', depth = 0) {
    const at = path === '' ? '(root)' : path;
    if (depth > MAX_SCHEMA_DEPTH)
        return `${at}: nested deeper than ${MAX_SCHEMA_DEPTH} levels`;
    if (!(0,contract_text/* isRecord */.u4)(schema))
        return `${at}: a schema must be an object`;
    const { type } = schema;
    if (typeof type !== 'string' || !TYPES.includes(type)) {
        return `${at}: "type" must be one of ${TYPES.join(', ')} (a single string)`;
    }
    const fitting = TYPE_KEYWORDS[type];
    for (const [keyword, value] of Object.entries(schema)) {
        if (keyword === 'type' || keyword === 'const')
            continue;
        if (keyword === 'enum') {
            if (!Array.isArray(value) || value.length === 0)
                return `${at}: "enum" must be a non-empty array`;
            continue;
        }
        const annotation = ANNOTATIONS[keyword];
        if (annotation) {
            if (!annotation(value))
                return `${at}: annotation "${keyword}" has the wrong shape`;
            continue;
        }
        const check = Object.hasOwn(fitting, keyword) ? fitting[keyword] : undefined;
        if (!check)
            return `${at}: keyword "${keyword}" is not allowed for type ${type}`;
        if (!check(value))
            return `${at}: "${keyword}" has an invalid value`;
    }
    if (type === 'object') {
        if (!(0,contract_text/* isRecord */.u4)(schema.properties))
            return `${at}: an object schema must have "properties"`;
        for (const [name, sub] of Object.entries(schema.properties)) {
            const problem = precheckSchema(sub, `${path}/properties/${name}`, depth + 1);
            if (problem)
                return problem;
        }
    }
    if (type === 'array' && 'items' in schema) {
        const problem = precheckSchema(schema.items, `${path}/items`, depth + 1);
        if (problem)
            return problem;
    }
    return null;
}
/**
 * A copy of a pre-checked schema for validating plan arguments: every object closed
 * (`additionalProperties: false`, so an unknown key is `argument_schema_invalid` even where the
 * server would ignore it), annotations and `format` dropped.
 */
function closedCopy(schema) {
    const copy = {};
    for (const [keyword, value] of Object.entries(schema)) {
        if (ENFORCED.has(keyword))
            copy[keyword] = value;
    }
    if (schema.type === 'object') {
        const properties = schema.properties;
        copy.properties = Object.fromEntries(Object.entries(properties).map(([name, sub]) => [name, closedCopy(sub)]));
        copy.additionalProperties = false;
    }
    if (schema.type === 'array' && (0,contract_text/* isRecord */.u4)(schema.items))
        copy.items = closedCopy(schema.items);
    return copy;
}
/** Characters kept of one advertised string (a property name, an enum value, a pattern) in a message. */
const MAX_ADVERTISED_TEXT_CHARS = 48;
/** Characters of enum values or accepted property names listed in one message; the rest are counted. */
const MAX_LISTED_CHARS = 100;
/**
 * Untrusted text made safe for one message line (`printableLine`): an advertised text could
 * otherwise rewrite what the reader sees on the line.
 */
function advertisedText(text, max = MAX_ADVERTISED_TEXT_CHARS) {
    return (0,contract_text/* printableLine */.oy)(text, max);
}
/** An advertised property name, as one token: a space in a path segment would read as two names. */
function advertisedName(name) {
    return (0,contract_text/* printableToken */.rL)(name, MAX_ADVERTISED_TEXT_CHARS);
}
/** A JSON value of the schema (an enum member, a const), shown as JSON, cleaned and cut. */
function advertisedValue(value) {
    let json;
    try {
        json = JSON.stringify(value) ?? 'null';
    }
    catch {
        json = '?';
    }
    return advertisedText(json);
}
/** `a, b, c` while it fits MAX_LISTED_CHARS (the first item always), then `(and N more)`. */
function listed(items) {
    let shown = items[0] ?? '';
    let count = items.length === 0 ? 0 : 1;
    while (count < items.length && shown.length + 2 + items[count].length <= MAX_LISTED_CHARS)
        shown += `, ${items[count++]}`;
    return count < items.length ? `${shown} (and ${items.length - count} more)` : shown;
}
const A_TYPE = {
    object: 'an object', array: 'an array', string: 'a string', number: 'a number', integer: 'an integer', boolean: 'a boolean', null: 'null',
};
/** A finite number of the schema (pre-checked), or `?` for anything else ajv might hand over. */
function bound(value) {
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : '?';
}
function plural(value, one, many) {
    return `${bound(value)} ${value === 1 ? one : many}`;
}
/** The schema node an error's `schemaPath` (`#/properties/a/items/required`) names, minus the keyword. */
function schemaAt(root, schemaPath) {
    const segments = schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1);
    let node = root;
    for (const raw of segments) {
        if (raw === '')
            continue;
        const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        node = (0,contract_text/* isRecord */.u4)(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
    }
    return (0,contract_text/* isRecord */.u4)(node) ? node : null;
}
/** ajv's error as an ArgumentError: only `params` and the closed schema are read, never `data`. */
function describeError(error, schema) {
    const { instancePath, keyword } = error;
    const params = error.params;
    const out = { instancePath, keyword };
    switch (keyword) {
        case 'required':
            out.property = advertisedName(String(params.missingProperty));
            break;
        case 'additionalProperties': {
            out.property = String(params.additionalProperty);
            const properties = schemaAt(schema, error.schemaPath)?.properties;
            const names = (0,contract_text/* isRecord */.u4)(properties) ? Object.keys(properties).map((name) => advertisedName(name)) : [];
            out.allowed = names.length === 0 ? 'accepts no properties' : `accepts only ${listed(names)}`;
            break;
        }
        case 'enum': {
            const values = Array.isArray(params.allowedValues) ? params.allowedValues.map(advertisedValue) : [];
            out.allowed = `must be one of ${listed(values)}`;
            break;
        }
        case 'const':
            out.allowed = `must be exactly ${advertisedValue(params.allowedValue)}`;
            break;
        case 'type':
            out.allowed = `must be ${A_TYPE[String(params.type)] ?? advertisedText(String(params.type))}`;
            break;
        case 'maxLength':
            out.allowed = `must be at most ${plural(params.limit, 'character', 'characters')} long`;
            break;
        case 'minLength':
            out.allowed = `must be at least ${plural(params.limit, 'character', 'characters')} long`;
            break;
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum': {
            const comparison = ['<', '<=', '>', '>='].includes(String(params.comparison)) ? String(params.comparison) : '?';
            out.allowed = `must be ${comparison} ${bound(params.limit)}`;
            break;
        }
        case 'multipleOf':
            out.allowed = `must be a multiple of ${bound(params.multipleOf)}`;
            break;
        case 'pattern':
            out.allowed = `must match the pattern /${advertisedText(String(params.pattern))}/`;
            break;
        case 'minItems':
            out.allowed = `must have at least ${plural(params.limit, 'item', 'items')}`;
            break;
        case 'maxItems':
            out.allowed = `must have at most ${plural(params.limit, 'item', 'items')}`;
            break;
        case 'uniqueItems':
            // ajv names the equal items' indices; which items equal each other is a fact about the
            // values (one may be a secret), so only the rule is shown.
            out.allowed = 'must not contain equal items';
            break;
        case 'minProperties':
            out.allowed = `must have at least ${plural(params.limit, 'property', 'properties')}`;
            break;
        case 'maxProperties':
            out.allowed = `must have at most ${plural(params.limit, 'property', 'properties')}`;
            break;
        default:
            break;
    }
    return out;
}
/** JSON equality as ajv's `uniqueItems` sees it (objects by their keys and values, in any order). */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a)) {
        const other = b;
        return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
    }
    const left = a;
    const right = b;
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]));
}
/**
 * The meta-schema's one rule the pre-check does not apply: `enum` items are unique. ajv refused
 * such a schema at compile when it still validated schemas, so the gate refuses it the same way.
 */
function enumHasDuplicates(schema) {
    const values = schema.enum;
    if (Array.isArray(values) && values.some((value, i) => values.slice(0, i).some((earlier) => jsonEqual(earlier, value))))
        return true;
    if ((0,contract_text/* isRecord */.u4)(schema.properties) && Object.values(schema.properties).some((sub) => (0,contract_text/* isRecord */.u4)(sub) && enumHasDuplicates(sub)))
        return true;
    return (0,contract_text/* isRecord */.u4)(schema.items) && enumHasDuplicates(schema.items);
}
/**
 * Compiles closed copies with ajv (strict, every error collected) using the bounded RegExp
 * engine, so that all pattern matching of one gate run ends by `deadline`. A match past the
 * budget throws `PatternBudgetExceeded` out of `check`.
 */
class ArgumentValidator {
    ajv;
    constructor(deadline) {
        this.ajv = new ajv.Ajv({
            strict: true,
            // A required name that has no property schema is not ours to reject: upstream accepts it.
            strictRequired: false,
            allErrors: true,
            validateFormats: false,
            // Only closed copies are compiled, built from pre-checked keywords whose values precheckSchema
            // has already shape-checked: with the one rule it leaves out (`enumHasDuplicates`, checked in
            // `compile`), they always conform to ajv's draft-07 meta-schema (__tests__/mcp/
            // schema-gate-meta.test.ts). Validating them against it again compiled that meta-schema on
            // every run, about half of the gate's cost at a cold start.
            validateSchema: false,
            code: { regExp: boundedRegExpEngine(deadline) },
        });
    }
    /** Throws (ajv's compile error) when even the pre-checked copy cannot be compiled. */
    compile(inputSchema) {
        const closed = closedCopy(inputSchema);
        if (enumHasDuplicates(closed))
            throw new Error('schema is invalid: an enum has duplicate items');
        const validate = this.ajv.compile(closed);
        return (args) => {
            if (validate(args))
                return { valid: true };
            const errors = (validate.errors ?? []).map((error) => describeError(error, closed));
            return { valid: false, errors };
        };
    }
}


// EXTERNAL MODULE: ./src/mcp/tool-guard.ts
var tool_guard = __webpack_require__(3132);
;// CONCATENATED MODULE: ./src/workflow/gates.ts


/** What the runner injects for validation only (docs/contract/engine.md §11.3), in place of the real session. */
const PLACEHOLDER_SESSION_ID = 'validated-session-placeholder';
/** The runner-owned tool that must be advertised even though no plan names it. */
const CLOSE_PAGE = 'close_page';
/** The location of a problem that concerns the whole listing, not a step (validation's plan-wide form). */
const PLAN_LOCATION = { line: 1, column: 1 };
/** Characters of a readable argument path kept in a message; a longer one keeps its end. */
const MAX_ARGUMENT_PATH_CHARS = 64;
/**
 * Characters of an argument problem's detail: the path, what the schema allows (cut to fit) and
 * the keyword. The CLI's printable() cuts at 200 too; staying within it keeps the keyword shown.
 */
const MAX_ARGUMENT_DETAIL_CHARS = 200;
const GATE_ORDER = ['tool_schema_drift', 'argument_schema_invalid', 'tool_policy_drift'];
/** The arguments the child would receive, as the gate validates them. */
function argumentsForValidation(plan, index, args) {
    const step = plan.steps[index];
    return step.tool === 'open_page' ? { ...args, trace: plan.trace } : { ...args, session_id: PLACEHOLDER_SESSION_ID };
}
function ignored(pointer, ignoredPointers) {
    return ignoredPointers.some((p) => pointer === p || pointer.startsWith(`${p}/`));
}
function unescapeSegment(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function pointerSegments(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/**
 * `arguments.cookies[0].name`: a reader's path through the arguments as validated. Array indices
 * are told from numeric keys by the arguments' shape (structure, not values); other keys are
 * cleaned and cut like any untrusted text. A path longer than MAX_ARGUMENT_PATH_CHARS keeps its end.
 */
function readablePath(args, segments) {
    let out = 'arguments';
    let node = args;
    for (const segment of segments) {
        if (Array.isArray(node) && /^(?:0|[1-9][0-9]*)$/.test(segment)) {
            out += `[${segment}]`;
            node = node[Number(segment)];
            continue;
        }
        out += IDENTIFIER.test(segment) && segment.length <= 64 ? `.${segment}` : `[${JSON.stringify(advertisedText(segment))}]`;
        node = typeof node === 'object' && node !== null && !Array.isArray(node) && Object.hasOwn(node, segment)
            ? node[segment]
            : undefined;
    }
    const points = Array.from(out);
    return points.length > MAX_ARGUMENT_PATH_CHARS ? `…${points.slice(-(MAX_ARGUMENT_PATH_CHARS - 1)).join('')}` : out;
}
/** The plan location of the value at `pointer`, else of its nearest enclosing value that the plan wrote, else the step. */
function locate(step, pointer) {
    const locations = step.argumentLocations;
    if (locations !== undefined) {
        for (let p = pointer;; p = p.slice(0, p.lastIndexOf('/'))) {
            const found = locations.get(p);
            if (found !== undefined)
                return found;
            if (p === '')
                break;
        }
    }
    return step.location;
}
/** The message and location of one argument error; the path names the offending value (a missing one for `required`). */
function argumentProblem(step, args, error) {
    const segments = pointerSegments(error.instancePath);
    const named = error.property !== undefined && (error.keyword === 'required' || error.keyword === 'additionalProperties');
    const path = readablePath(args, named ? [...segments, error.property] : segments);
    const keyword = advertisedText(error.keyword);
    let what;
    if (error.keyword === 'required')
        what = 'is missing';
    else if (error.keyword === 'additionalProperties')
        what = `is not accepted; the tool ${error.allowed ?? 'accepts other properties'}`;
    else
        what = error.allowed ?? `fails "${keyword}"`;
    // An unknown key is located at its value; a missing property at the object that lacks it.
    const at = error.keyword === 'additionalProperties' && error.property !== undefined
        ? `${error.instancePath}/${error.property.replace(/~/g, '~0').replace(/\//g, '~1')}`
        : error.instancePath;
    const suffix = ` (${keyword})`;
    const room = MAX_ARGUMENT_DETAIL_CHARS - Array.from(path).length - 1 - Array.from(suffix).length;
    return { detail: `${path} ${advertisedText(what, Math.max(room, 1))}${suffix}`, location: locate(step, at) };
}
function runGates(input) {
    const { plan } = input;
    const problems = [];
    const listing = readToolList(input.toolsResult);
    if (typeof listing === 'string') {
        return { failureClass: 'tool_schema_drift', problems: [{ failureClass: 'tool_schema_drift', stepId: null, tool: null, detail: listing, location: PLAN_LOCATION }], tools: null, unannotatedChild: false };
    }
    if (!listing.has(CLOSE_PAGE)) {
        problems.push({ failureClass: 'tool_schema_drift', stepId: null, tool: CLOSE_PAGE, detail: 'close_page is not advertised', location: PLAN_LOCATION });
    }
    // Each used schema once: pre-check, then compile (a compile failure is drift too).
    const validator = new ArgumentValidator(input.matchDeadline);
    const compiled = new Map();
    const usable = (tool, step) => {
        const { id: stepId, location } = step;
        if (!compiled.has(tool.name)) {
            const problem = precheckSchema(tool.inputSchema);
            if (problem !== null) {
                problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: `inputSchema ${problem}`, location });
                compiled.set(tool.name, null);
            }
            else {
                try {
                    compiled.set(tool.name, validator.compile(tool.inputSchema));
                }
                catch {
                    problems.push({ failureClass: 'tool_schema_drift', stepId, tool: tool.name, detail: 'inputSchema does not compile', location });
                    compiled.set(tool.name, null);
                }
            }
        }
        return compiled.get(tool.name) !== null;
    };
    let budgetSpent = false;
    plan.steps.forEach((step, i) => {
        const tool = listing.get(step.tool);
        if (!tool) {
            problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: `${step.tool} is not advertised`, location: step.location });
            return;
        }
        if (!usable(tool, step) || budgetSpent)
            return;
        const check = compiled.get(tool.name);
        const args = argumentsForValidation(plan, i, input.stepArguments[i]);
        let outcome;
        try {
            outcome = check(args);
        }
        catch (error) {
            if (!(error instanceof PatternBudgetExceeded))
                throw error;
            budgetSpent = true;
            problems.push({ failureClass: 'tool_schema_drift', stepId: step.id, tool: step.tool, detail: 'an advertised pattern exceeded the matching budget', location: step.location });
            return;
        }
        if (outcome.valid)
            return;
        const skip = input.ignoredPointers?.[i] ?? [];
        for (const error of outcome.errors) {
            if (ignored(error.instancePath, skip))
                continue;
            problems.push({ failureClass: 'argument_schema_invalid', stepId: step.id, tool: step.tool, ...argumentProblem(step, args, error) });
        }
    });
    const unannotatedChild = (0,tool_guard/* advertisesNoAnnotations */.A4)(Array.from(listing.values(), (t) => t.annotations));
    const unverifiable = plan.steps.filter((step) => {
        const tool = listing.get(step.tool);
        return tool !== undefined && (0,tool_guard/* violatesToolPolicy */.ou)(step.tool, tool.annotations, input.approvedStepIds.has(step.id));
    });
    if (unannotatedChild && unverifiable.length > 0) {
        // Nothing to verify against: one run-level problem rather than a drift for every step, which
        // would blame the steps for what the child lacks. The opt-in drops the check for this child.
        if (input.trustStaticToolPolicy !== true) {
            problems.push({ failureClass: 'tool_policy_drift', stepId: null, tool: null, detail: tool_guard/* UNANNOTATED_CHILD_REASON */.Ko, location: PLAN_LOCATION });
        }
    }
    else {
        for (const step of unverifiable) {
            problems.push({
                failureClass: 'tool_policy_drift', stepId: step.id, tool: step.tool,
                detail: `${step.tool} runs without approval but the child does not advertise it as read-only`,
                location: step.location,
            });
        }
    }
    const failureClass = GATE_ORDER.find((cls) => problems.some((p) => p.failureClass === cls)) ?? null;
    return { failureClass, problems, tools: listing, unannotatedChild };
}


/***/ })

};

//# sourceMappingURL=247.index.js.map