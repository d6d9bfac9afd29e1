import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

// The OpenAPI document the client's types are generated from (`npm run contracts`, committed beside them;
// tools/scripts/contracts.spec.ts fails when it is stale), read as JSON Schema by ajv so that real answers
// can be checked against it: a view that declares less, or other, than the API sends is found here.

type Schema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const documentFile = new URL('../../../../../libs/api-client/src/contract/openapi.json', import.meta.url);
/** The document's name inside ajv, so that an answer's schema can point into its components. */
const DOCUMENT_ID = 'https://jhatpat.test/openapi.json';

/**
 * OpenAPI 3.0's dialect turned into JSON Schema: `nullable` becomes "or null", and an object that lists its
 * properties allows no others (Nest's documents never say so, and the client's types are exact: a key
 * the API sends but does not declare is one the client cannot see).
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, example: _example, deprecated: _deprecated, properties, ...rest } = value as Schema;
  const schema: Schema = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, asJsonSchema(inner)]));
  if (properties) {
    schema.properties = Object.fromEntries(Object.entries(properties as Record<string, unknown>).map(([name, inner]) => [name, asJsonSchema(inner)]));
    schema.additionalProperties ??= false;
  }
  return nullable ? { anyOf: [{ type: 'null' }, schema] } : schema;
}

export interface Route {
  method: string;
  /** As the document names it, e.g. /api/orders/{id}. */
  path: string;
}

export const routeName = ({ method, path }: Route): string => `${method.toUpperCase()} ${path}`;

export class ContractDocument {
  private readonly document: OpenApiDocument = JSON.parse(readFileSync(documentFile, 'utf8'));
  // Formats (date-time) are descriptions for readers here: the types say string, and so does the check.
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: { route: Route; pattern: RegExp }[] = [];

  constructor() {
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: asJsonSchema(this.document.components.schemas) } });
    for (const [path, methods] of Object.entries(this.document.paths)) {
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      for (const method of Object.keys(methods)) this.routes.push({ route: { method, path }, pattern });
    }
  }

  /** Every route whose success answer the document describes as JSON. */
  routesWithJsonAnswers(): Route[] {
    return this.routes.map(({ route }) => route).filter((route) => Object.keys(this.operation(route).responses ?? {}).some((status) => status.startsWith('2') && this.schemaOf(route, status)));
  }

  /** The documented route a request went to (a literal segment wins over a parameter, as Nest matches). */
  routeOf(method: string, url: string): Route | undefined {
    const path = new URL(url, 'http://shop.test').pathname;
    const matches = this.routes.filter(({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(path));
    return matches.sort((a, b) => (b.route.path.match(/\{/g)?.length ?? 0) - (a.route.path.match(/\{/g)?.length ?? 0)).pop()?.route;
  }

  /** What is wrong with an answer by the document (empty when it matches). */
  problemsWith(route: Route, status: number, body: unknown): string[] {
    const documented = this.operation(route).responses ?? {};
    if (status < 300 && !(String(status) in documented)) return [`${status} is not a documented answer`];
    // A refusal the route does not list is still the API's one error shape.
    const key = String(status) in documented ? String(status) : null;
    const schema = key ? this.schemaOf(route, key) : status >= 400 ? { $ref: '#/components/schemas/ErrorBody' } : undefined;
    if (!schema) return [];
    const id = `${routeName(route)} ${key ?? 'error'}`;
    const validate = this.validators.get(id) ?? this.ajv.compile(asJsonSchema(this.withRefsTo(DOCUMENT_ID, schema)) as Schema);
    this.validators.set(id, validate);
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`);
  }

  private operation(route: Route): Operation {
    return this.document.paths[route.path][route.method];
  }

  private schemaOf(route: Route, status: string): Schema | undefined {
    return this.operation(route).responses?.[status]?.content?.['application/json']?.schema;
  }

  private withRefsTo(documentId: string, schema: Schema): Schema {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${documentId}#/components/`));
  }
}
