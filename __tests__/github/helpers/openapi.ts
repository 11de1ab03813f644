/**
 * GitHub's published OpenAPI description (@octokit/openapi) as a request checker: every request
 * the fake server receives must name a real path and method, use declared query parameters, and
 * carry a body that validates against the operation's request-body schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DESCRIPTION = join(process.cwd(), 'node_modules/@octokit/openapi/generated/api.github.com.deref.json');

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
}

interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  operations: Record<string, Operation>;
}

let routes: Route[] | null = null;
// OpenAPI 3.0 schemas: `nullable` is an ajv keyword; examples and x-* are ignored with strict off;
// formats are not checked (no ajv-formats here), types, enums, required fields and bounds are.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, logger: false });
const validators = new Map<string, ValidateFunction>();

function loadRoutes(): Route[] {
  if (routes !== null) return routes;
  const doc = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).map(([template, operations]) => {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
      names.push(name);
      // The contents API's `path` spans directories; every other parameter is one segment.
      return name === 'path' ? '(.+)' : '([^/]+)';
    });
    return { template, pattern: new RegExp(`^${source}$`), names, operations };
  });
  // Literal routes before parameterised ones of the same shape.
  routes.sort((a, b) => a.names.length - b.names.length);
  return routes;
}

export interface Matched {
  template: string;
  params: Record<string, string>;
}

/** The operation for a request, and every way the request breaks the description. */
export function checkRequest(method: string, pathname: string, query: URLSearchParams, body: unknown): { matched: Matched | null; violations: string[] } {
  const m = method.toLowerCase();
  for (const route of loadRoutes()) {
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
          validate = ajv.compile(schema as object);
          validators.set(key, validate);
        }
        if (!validate(body)) violations.push(`${method} ${route.template}: body does not validate: ${ajv.errorsText(validate.errors)}`);
      }
    } else if (op.requestBody?.required === true) violations.push(`${method} ${route.template}: body required`);
    return { matched: { template: route.template, params }, violations };
  }
  return { matched: null, violations: [`${method} ${pathname}: no such operation in GitHub's OpenAPI description`] };
}
