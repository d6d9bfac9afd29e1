import fc from 'fast-check';
import { userWithToken } from '../support/identity-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 10 item 2: property-based requests generated from the OpenAPI document, against every
// endpoint, with and without each role's token. Never a 5xx, never a stack trace, and every refusal
// a JSON {msg} a person can read. `npm run fuzz -- --runs 5000 --seed 7` for a longer run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> } }>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const resolved = schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: op.requestBody ? Object.keys(resolved?.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

// Values a careless client or an attacker might send for any field.
const hostileText = fc.oneof(
  fc.constantFrom("' OR 1=1 --", '{"$gt":""}', '__proto__', 'constructor', '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', 'NaN', '-1', '1e309', ''),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 2000, maxLength: 3000 }),
);
const anyValue = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }));
const idLike = fc.oneof(fc.stringMatching(/^[0-9a-f]{24}$/), hostileText.map((text) => text.slice(0, 200)));

describe('fuzzing every endpoint of the OpenAPI document', () => {
  let shop: TestApp;
  let operations: Operation[];
  const auth: Record<string, Record<string, string>> = { guest: {} };
  const statuses = new Map<number, number>();
  const covered = new Set<string>();
  let requests = 0;

  beforeAll(async () => {
    shop = await startTestApp({ seedDemoData: true });
    operations = operationsOf((await (await shop.request('/api/docs-json')).json()) as OpenApiDocument);
    for (const role of ['customer', 'admin', 'delivery', 'auditor'] as const) auth[role] = (await userWithToken(shop, role)).auth;
  });
  afterAll(async () => {
    console.log(
      `fuzz: seed ${SEED}, ${requests} requests over ${covered.size} of ${operations.length} operations; statuses ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    );
    await shop.close();
  });

  it('never answers 5xx, never shows a stack trace, and explains every refusal', async () => {
    const request = fc.record({
      operation: fc.nat({ max: operations.length - 1 }),
      who: fc.constantFrom('guest', 'customer', 'admin', 'delivery', 'auditor'),
      pathValues: fc.array(idLike, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.constantFrom('page', 'limit', 'status', 'paymentStatus', 'search', 'q', 'at', 'type', 'from', 'to', 'includeHidden', 'method', 'orderId'), hostileText, { maxKeys: 3 }),
      body: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 4 }), anyValue),
      fieldValues: fc.array(anyValue, { minLength: 8, maxLength: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ operation: index, who, pathValues, query, body, fieldValues }) => {
        const op = operations[index];
        const path = op.pathParams.reduce((p, name, i) => p.replace(`{${name}}`, encodeURIComponent(String(pathValues[i % 3]))), op.path);
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString();
        // Half the time the body has the operation's own fields, with hostile values.
        const payload = op.bodyFields && op.bodyFields.length > 0 && fieldValues[0] !== null ? Object.fromEntries(op.bodyFields.map((f, i) => [f, fieldValues[i % 8]])) : body;
        const answer = await shop.request(`${path}${search ? `?${search}` : ''}`, {
          method: op.method,
          headers: { ...auth[who], ...(payload === undefined || op.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          body: payload === undefined || op.method === 'GET' || op.method === 'DELETE' ? undefined : JSON.stringify(payload),
          redirect: 'manual',
        });
        const text = await answer.text();
        requests += 1;
        covered.add(`${op.method} ${op.path}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const where = `${op.method} ${path} as ${who} → ${answer.status}: ${text.slice(0, 200)}`;
        if (answer.status >= 500) throw new Error(`a 5xx: ${where}`);
        if (/\n\s+at .+[(:]\d+|node_modules|\/apps\/api\//.test(text)) throw new Error(`a stack trace or a path: ${where}`);
        if (answer.status >= 400 && (answer.headers.get('content-type') ?? '').includes('json')) {
          const msg = (JSON.parse(text) as { msg?: unknown }).msg;
          if (typeof msg !== 'string' || msg.trim().length === 0) throw new Error(`no readable msg: ${where}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
