/**
 * GitHub's published OpenAPI description (@octokit/openapi) as a request checker: every request
 * the fake server receives must name a real path and method, use declared query parameters, and
 * carry a body that validates against the operation's request-body schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGE = join(process.cwd(), 'node_modules/@octokit/openapi');
const DESCRIPTION = join(PACKAGE, 'generated/api.github.com.deref.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
}

interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  operations: Record<string, Operation>;
  /** Path segments of the template; a `{path}` route matches this many or more. */
  segments: number;
  spans: boolean;
}

let routes: Route[] | null = null;
/**
 * The routes that can match a path of n segments, in the order of `routes`: the description has
 * ~1,000 paths, and trying every pattern on every request cost more than the request itself.
 */
const routesBySegments = new Map<number, Route[]>();
const segmentCount = (path: string): number => path.split('/').length;
// OpenAPI 3.0 schemas: `nullable` is an ajv keyword; examples and x-* are ignored with strict off;
// formats are not checked (no ajv-formats here), types, enums, required fields and bounds are.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, logger: false });
const validators = new Map<string, ValidateFunction>();

type Paths = Record<string, Record<string, Operation>>;

/**
 * OpenAPI 3.0's `nullable: true` beside no `type` (the issues API's `milestone` is a `oneOf` that
 * is nullable) is legal there, but ajv's `nullable` keyword needs a `type` next to it. The same
 * meaning in plain JSON Schema: the schema, or null.
 */
function nullableAsAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsAnyOf);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = nullableAsAnyOf(value);
  if (out.nullable === true && out.type === undefined) {
    const { nullable: _nullable, ...rest } = out;
    return { anyOf: [rest, { type: 'null' }] };
  }
  return out;
}

/**
 * What the checker reads of the description: per path and method, the parameters' names and
 * places and the JSON request body. The dereferenced description is 73 MB (3–4 s to read and
 * parse, in every test file that starts a fake GitHub); this extract of it is written once per
 * package version under build/ and read by every later file.
 */
function requestDescription(): Paths {
  const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string };
  const cache = join(process.cwd(), 'build', `openapi-requests-${version}.json`);
  try {
    return JSON.parse(readFileSync(cache, 'utf8')) as Paths;
  } catch {
    // Not extracted yet (or a partial file from elsewhere): extract it below.
  }
  const doc = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as { paths: Paths };
  const paths: Paths = {};
  for (const [template, item] of Object.entries(doc.paths)) {
    paths[template] = {};
    for (const method of METHODS) {
      const op = item[method];
      if (op === undefined) continue;
      const json = op.requestBody?.content['application/json'];
      paths[template][method] = {
        parameters: (op.parameters ?? []).map(({ name, in: where }) => ({ name, in: where })),
        ...(op.requestBody === undefined ? {} : { requestBody: { required: op.requestBody.required, content: json === undefined ? {} : { 'application/json': json } } }),
      };
    }
  }
  // Written to a unique name and renamed: two workers extracting at once leave one whole file.
  mkdirSync(join(process.cwd(), 'build'), { recursive: true });
  const partial = `${cache}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(paths));
  renameSync(partial, cache);
  return paths;
}

function loadRoutes(): Route[] {
  if (routes !== null) return routes;
  routes = Object.entries(requestDescription()).map(([template, operations]) => {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
      names.push(name);
      // The contents API's `path` spans directories; every other parameter is one segment.
      return name === 'path' ? '(.+)' : '([^/]+)';
    });
    return { template, pattern: new RegExp(`^${source}$`), names, operations, segments: segmentCount(template), spans: names.includes('path') };
  });
  // Literal routes before parameterised ones of the same shape.
  routes.sort((a, b) => a.names.length - b.names.length);
  return routes;
}

function candidateRoutes(pathname: string): Route[] {
  const n = segmentCount(pathname);
  let found = routesBySegments.get(n);
  if (found === undefined) {
    found = loadRoutes().filter((r) => (r.spans ? n >= r.segments : n === r.segments));
    routesBySegments.set(n, found);
  }
  return found;
}

export interface Matched {
  template: string;
  params: Record<string, string>;
}

/** The operation for a request, and every way the request breaks the description. */
export function checkRequest(method: string, pathname: string, query: URLSearchParams, body: unknown): { matched: Matched | null; violations: string[] } {
  const m = method.toLowerCase();
  for (const route of candidateRoutes(pathname)) {
    const hit = route.pattern.exec(pathname);
    if (hit === null) continue;
    const op = route.operations[m];
    if (op === undefined) continue;
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(hit[i + 1]!)]));
    const violations: string[] = [];
    const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    for (const key of query.keys()) if (!declared.has(key)) violations.push(`${method} ${route.template}: undeclared query parameter ${key}`);
    const schema = op.requestBody?.content['application/json']?.schema;
    if (body !== undefined) {
      if (schema === undefined) violations.push(`${method} ${route.template}: takes no JSON body`);
      else {
        const key = `${m} ${route.template}`;
        let validate = validators.get(key);
        if (validate === undefined) {
          validate = ajv.compile(nullableAsAnyOf(schema) as object);
          validators.set(key, validate);
        }
        if (!validate(body)) violations.push(`${method} ${route.template}: body does not validate: ${ajv.errorsText(validate.errors)}`);
      }
    } else if (op.requestBody?.required === true) violations.push(`${method} ${route.template}: body required`);
    return { matched: { template: route.template, params }, violations };
  }
  return { matched: null, violations: [`${method} ${pathname}: no such operation in GitHub's OpenAPI description`] };
}
