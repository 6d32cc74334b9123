import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '#common/contracts/chats';
import { apiErrorSchema, ERROR_CODES } from '#common/contracts/errors';
import { MAX_MEMORY_LENGTH } from '#common/contracts/memories';
import { MAX_SUPPORT_MESSAGE_LENGTH } from '#common/contracts/support';
import { putSettings, registerWithRole } from '#server/features/admin/admin-test-support';
import {
  basicFields,
  createCompanion,
  makeImage,
  photo,
  sendForm,
} from '#server/features/admin/companions/admin-companions-test-support';
import { asUser, bearer, registerUser, type TestUser } from '#server/test/accounts';
import {
  bodySchema,
  documentedRoutes,
  fillPath,
  requiresSignIn,
  takesBody,
  type DocumentedRoute,
  type JsonSchema,
} from '#server/test/route-table';
import { createTestApp, type TestApp } from '#server/test/test-app';

/**
 * Generated bad input for every route of the route table (server/test/route-table.ts), as a
 * signed-in user and signed out: bodies near the documented schema and far from it (wrong types,
 * huge strings, NUL characters, deep nesting), queries, path ids, content types, cookies and
 * authorization headers. Never a 500, and every refusal in the contract's error shape.
 *
 * Deterministic: one fixed seed (PROPERTY_SEED overrides it), printed with any counterexample.
 */

const SEED = Number(process.env.PROPERTY_SEED ?? 20_240_611);
const RUNS_PER_ROUTE = 15;
/** Every route's body limit is at most this (server/app.ts 1 MiB; the companion import 8 MiB). */
const LARGEST_BODY_LIMIT = 8 * 1024 * 1024;

/** Calls that would end the signed-in user's session: generated only for visitors. */
const ENDS_THE_SESSION = new Set([
  'post /api/auth/logout',
  'post /api/auth/refresh',
  'delete /api/users/me',
]);

/** Signed-in routes a visitor may still call: logging out without a session changes nothing (204). */
const NO_OP_FOR_VISITORS = new Set(['post /api/auth/logout']);

let ctx: TestApp;
let user: TestUser;
let admin: TestUser;
let conversationId: string;
let routes: DocumentedRoute[];

beforeAll(async () => {
  ctx = await createTestApp();
  user = await registerUser(ctx.app);
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
  const chat = await asUser(ctx.app, user.token, 'POST', '/api/chats', { aiModelId: 'sophia' });
  conversationId = (chat.json() as { conversation: { id: string } }).conversation.id;
  routes = await documentedRoutes(ctx.app);
});
afterAll(() => ctx.close());

// ---- generators -------------------------------------------------------------------------

const DEEP_PLACEHOLDER = '__deeply_nested_value__';

/** `[[[...]]]` or `{"a":{"a":...}}` as text: deeper than JSON.stringify could write. */
function deeplyNested(kind: 'array' | 'object', depth: number): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const nulText = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const hugeText = fc.integer({ min: 5_000, max: 300_000 }).map((length) => 'x'.repeat(length));
const oddText = fc.constantFrom(
  '',
  ' ',
  '\u202eevil',
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  'null',
  '💜'.repeat(3000),
);
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  nulText,
  hugeText,
  oddText,
);

/** A value of any JSON type, including the awkward ones. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  anyText,
  fc.constantFrom(DEEP_PLACEHOLDER),
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}),
);

function lengthBoundaries(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength;
  const min = schema.minLength ?? 0;
  const around = [min, Math.max(0, min - 1), ...(max === undefined ? [] : [max, max + 1])];
  return fc.constantFrom(...around).map((length) => 'a'.repeat(length));
}

/** Values near what the schema accepts (so that requests get past validation) and just outside. */
function nearSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (variants.length > 0) return fc.oneof(...variants.map((s) => nearSchema(s, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => nearSchema({ ...schema, type }, depth)));
  }
  switch (types[0]) {
    case 'string':
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), lengthBoundaries(schema));
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constant(conversationId));
      if (schema.format === 'date-time') {
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      }
      return fc.oneof(
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 40),
        }),
        lengthBoundaries(schema),
      );
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000;
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.constantFrom(min - 1, max + 1, min, max, 0.5),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(nearSchema(schema.items, depth + 1), {
        maxLength: Math.min((schema.maxItems ?? 5) + 1, 8),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          fc.oneof(
            { weight: 4, arbitrary: nearSchema(property, depth + 1) },
            { weight: 1, arbitrary: wrongValue },
          ),
        ]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The JSON text of a body; deep nesting is spliced in as text. */
const bodyText = (schema: JsonSchema | undefined): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 6, arbitrary: nearSchema(schema).map((value) => JSON.stringify(value) ?? 'null') },
      { weight: 2, arbitrary: wrongValue.map((value) => JSON.stringify(value) ?? 'null') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '{"a":',
          '{"userMessage": "x"',
          '[1,,2]',
          '\u0000',
          'NaN',
          '{}}',
        ),
      },
    )
    .chain((text) =>
      text.includes(DEEP_PLACEHOLDER)
        ? fc
            .tuple(
              fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
              fc.integer({ min: 50, max: 20_000 }),
            )
            .map(([kind, depth]) =>
              text.replaceAll(`"${DEEP_PLACEHOLDER}"`, deeplyNested(kind, depth)),
            )
        : fc.constant(text),
    );

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----bogus',
  'application/octet-stream',
  'application/xml',
  'application/json, text/plain',
];
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter((t) => /^[\x20-\x7e]*$/.test(t)) },
);

/** Path parameter values: real ones, plausible ones and broken ones, already URL-encoded. */
const pathValue = fc.oneof(
  fc.constantFrom('__conversation__', 'sophia'),
  fc.uuid(),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%00', '%E2%82', '..%2F..', '%20', '-1', '0', '1e309', 'null', 'x'.repeat(2_000)),
);

const queryKey = (names: string[]) =>
  names.length > 0
    ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 }))
    : fc.string({ maxLength: 10 });
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constantFrom('%00', '%zz', '1e400', '-0', 'NaN', 'true', '[]', '%E2%82', 'x'.repeat(5_000)),
  fc.uuid(),
);
const queryString = (names: string[]) =>
  fc
    .array(fc.tuple(queryKey(names), queryValue), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&')}`,
    );

type Caller =
  | { kind: 'bearer' }
  | { kind: 'cookie' }
  | { kind: 'visitor'; authorization?: string; cookie?: string };

const visitor: fc.Arbitrary<Caller> = fc.record(
  {
    kind: fc.constant('visitor' as const),
    authorization: fc.constantFrom(
      'Bearer ',
      'Bearer not-a-real-session-token-at-all',
      `Bearer ${'a'.repeat(300)}`,
      'Basic Zm9vOmJhcg==',
      'bearer',
      'Token abc',
      '\u00ff\u00fe',
    ),
    cookie: fc.constantFrom(
      'amora_session=forged-session-token-123456',
      `amora_session=${'z'.repeat(4_000)}`,
      'amora_session=',
      '=;;=;amora_session',
      'amora_session=%E2%82; other=%00',
    ),
  },
  { requiredKeys: ['kind'] },
);
const caller = (allowSignedIn: boolean): fc.Arbitrary<Caller> =>
  allowSignedIn
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant<Caller>({ kind: 'bearer' }) },
        { weight: 1, arbitrary: fc.constant<Caller>({ kind: 'cookie' }) },
        { weight: 3, arbitrary: visitor },
      )
    : visitor;

interface Case {
  caller: Caller;
  path: Record<string, string>;
  query: string;
  contentType: string;
  body: string | undefined;
  accept: string | undefined;
}

function caseFor(route: DocumentedRoute): fc.Arbitrary<Case> {
  const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const queryNames = (route.operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const key = `${route.method} ${route.path}`;
  return fc.record({
    caller: caller(!ENDS_THE_SESSION.has(key)),
    path: fc.record(Object.fromEntries(pathNames.map((name) => [name, pathValue]))),
    query: queryString(queryNames),
    contentType,
    body: takesBody(route.method)
      ? fc.option(bodyText(bodySchema(route.operation)), { nil: undefined, freq: 8 })
      : fc.constant(undefined),
    accept: fc.constantFrom(undefined, 'text/event-stream', '*/*', 'text/html', 'x/y'),
  });
}

function requestFor(route: DocumentedRoute, input: Case): InjectOptions {
  const url =
    fillPath(route.path, (name) => {
      const value = input.path[name]!;
      return value === '__conversation__' ? conversationId : value;
    }) + input.query;
  const headers: Record<string, string> = {};
  if (input.caller.kind === 'bearer') Object.assign(headers, bearer(user.token));
  if (input.caller.kind === 'cookie') headers.cookie = `amora_session=${user.token}`;
  if (input.caller.kind === 'visitor') {
    if (input.caller.authorization !== undefined)
      headers.authorization = input.caller.authorization;
    if (input.caller.cookie !== undefined) headers.cookie = input.caller.cookie;
  }
  if (input.accept) headers.accept = input.accept;
  if (input.body !== undefined) headers['content-type'] = input.contentType;
  return {
    method: route.method.toUpperCase() as 'GET',
    url,
    headers,
    ...(input.body === undefined ? {} : { payload: input.body }),
  };
}

// ---- what every answer must be ----------------------------------------------------------

/** Why `response` breaks the contract, or null when it keeps it. */
function contractBreach(
  route: DocumentedRoute,
  response: LightMyRequestResponse,
  signedIn: boolean,
) {
  const status = response.statusCode;
  const documented = Object.keys(route.operation.responses ?? {});
  if (status >= 500) {
    // A 502/503 a route documents is a provider or setting that is not there, not a bug.
    if (status === 500 || !documented.includes(String(status))) return `answered ${status}`;
    return null;
  }
  const key = `${route.method} ${route.path}`;
  if (
    !signedIn &&
    requiresSignIn(route.operation) &&
    status < 400 &&
    !NO_OP_FOR_VISITORS.has(key)
  ) {
    return `answered ${status} to a caller who is not signed in`;
  }
  if (status < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success)
    return `answered ${status} without {error, code}: ${response.body.slice(0, 200)}`;
  if (!(ERROR_CODES as readonly string[]).includes(parsed.data.code)) {
    return `answered ${status} with an unknown code ${parsed.data.code}`;
  }
  return null;
}

/** The case as JSON, with long strings cut short so that a failure stays readable. */
function describeCase(input: Case): string {
  return JSON.stringify(input, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 120
      ? `${value.slice(0, 120)}… (${value.length} characters)`
      : value,
  );
}

describe('generated bad input on every route', () => {
  it('never answers 500, and refuses in the contract’s error shape', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      let breach = '';
      const details = await fc.check(
        fc.asyncProperty(caseFor(route), async (input) => {
          const response = await ctx.app.inject(requestFor(route, input));
          const problem = contractBreach(route, response, input.caller.kind !== 'visitor');
          if (problem) breach = `${problem} for ${describeCase(input)}`;
          return problem === null;
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE },
      );
      if (details.failed) {
        failures.push(
          `${label}: ${breach}\n  (seed ${SEED + index}, path ${details.counterexamplePath})`,
        );
      }
    }
    expect(failures, `PROPERTY_SEED=${SEED}`).toEqual([]);
  }, 120_000);

  it('refuses a body over the route’s limit with 413 on every route that takes one', async () => {
    const failures: string[] = [];
    const justOver = (limit: number) => `{"a":"${'x'.repeat(limit)}"}`;
    for (const route of routes.filter((r) => takesBody(r.method))) {
      const url = fillPath(route.path, () => conversationId);
      const send = (payload: string) =>
        ctx.app.inject({
          method: route.method.toUpperCase() as 'POST',
          url,
          headers: { ...bearer(admin.token), 'content-type': 'application/json' },
          payload,
        });
      let response = await send(justOver(1024 * 1024));
      // The companion import takes up to 8 MiB; everything is refused above that.
      if (response.statusCode !== 413) response = await send(justOver(LARGEST_BODY_LIMIT));
      if (response.statusCode !== 413 || response.json().code !== 'PAYLOAD_TOO_LARGE') {
        failures.push(`${route.method.toUpperCase()} ${route.path}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

// ---- the limits of common/contracts, everywhere ----------------------------------------

/** Top-level string fields with a maxLength (in every branch of a union body). */
function limitedFields(schema: JsonSchema | undefined): Array<[string, number]> {
  if (!schema) return [];
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return branches.flatMap((branch) =>
    Object.entries(branch.properties ?? {}).flatMap(([name, property]) => {
      const strings = [property, ...(property.anyOf ?? [])].filter(
        (s) => s.maxLength !== undefined,
      );
      return strings.map((s) => [name, s.maxLength!] as [string, number]);
    }),
  );
}

async function fieldError(method: string, url: string, body: Record<string, unknown>) {
  const response = await asUser(ctx.app, admin.token, method as 'POST', url, body);
  const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
  return { status: response.statusCode, fields };
}

/** An address of exactly `length` characters that is otherwise valid. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  const local = 'a'.repeat(Math.min(64, length - domain.length - 1));
  const labels: string[] = [];
  let remaining = length - local.length - domain.length;
  while (remaining > 0) {
    const label = Math.min(63, remaining - 1);
    labels.push('d'.repeat(Math.max(1, label)));
    remaining -= Math.max(1, label) + 1;
  }
  return `${local}@${labels.join('.')}${labels.length ? '.' : ''}example.com`.slice(0, length);
}

/** A password of exactly `length` characters that meets the rules. */
const passwordOfLength = (length: number) => `Aa1${'b'.repeat(length - 3)}`;
const textOfLength = (length: number) => 'a'.repeat(length);

describe('length limits', () => {
  it('every documented maxLength is enforced with 400 naming the field', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const [field, max] of limitedFields(bodySchema(route.operation))) {
        checked += 1;
        const url = fillPath(route.path, () => randomUUID());
        const { status, fields } = await fieldError(route.method, url, {
          [field]: textOfLength(max + 1),
        });
        if (status !== 400 || !fields[field]) {
          failures.push(
            `${route.method.toUpperCase()} ${route.path} ${field} (max ${max}): ${status}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });

  const LIMITS: Array<[string, string, string, number, (length: number) => string]> = [
    ['POST', '/api/auth/register', 'email', 254, emailOfLength],
    ['POST', '/api/auth/register', 'password', 200, passwordOfLength],
    ['POST', '/api/auth/login', 'login', 254, emailOfLength],
    ['POST', '/api/auth/login', 'password', 200, passwordOfLength],
    ['POST', '/api/early-access', 'email', 254, emailOfLength],
    ['POST', '/api/auth/forgot-password', 'email', 254, emailOfLength],
    ['PUT', '/api/users/me/email', 'email', 254, emailOfLength],
    ['PUT', '/api/users/me/email', 'currentPassword', 200, passwordOfLength],
    ['PUT', '/api/users/me/password', 'currentPassword', 200, passwordOfLength],
    ['PUT', '/api/users/me/password', 'newPassword', 200, passwordOfLength],
    ['POST', '/api/auth/reset-password', 'password', 200, passwordOfLength],
    ['POST', '/api/auth/undo-email-change', 'token', 200, textOfLength],
    ['POST', '/api/auth/verify-email', 'token', 200, textOfLength],
    ['POST', '/api/chats/{id}/ai-response', 'userMessage', MAX_MESSAGE_LENGTH, textOfLength],
    ['POST', '/api/chats/{id}/memories', 'content', MAX_MEMORY_LENGTH, textOfLength],
    ['POST', '/api/support/tickets', 'message', MAX_SUPPORT_MESSAGE_LENGTH, textOfLength],
    [
      'POST',
      '/api/support/tickets/{id}/messages',
      'content',
      MAX_SUPPORT_MESSAGE_LENGTH,
      textOfLength,
    ],
  ];

  it.each(LIMITS)(
    '%s %s: %s is accepted at %i characters and refused above',
    async (method, path, field, max, make) => {
      const url = path.replace('{id}', randomUUID());
      expect(make(max)).toHaveLength(max);
      const atLimit = await fieldError(method, url, { [field]: make(max) });
      expect(atLimit.fields[field], `${field} at ${max}`).toBeUndefined();
      const over = await fieldError(method, url, { [field]: make(max + 1) });
      expect(over.status).toBe(400);
      expect(over.fields[field], `${field} at ${max + 1}`).toBeDefined();
    },
  );

  it('refuses a photo over max_file_size with 413 on every upload route', async () => {
    await putSettings(ctx.app, admin.token, { max_file_size: 1 });
    try {
      const companion = await createCompanion(ctx.app, admin.token, [
        ...basicFields('Limits'),
        photo(0, await makeImage('png')),
      ]);
      // Random bytes: over 1 MB whatever they are; the size is checked as the file arrives.
      const oversized = photo(0, randomBytes(1024 * 1024 + 1));
      const uploads = [
        ['POST', '/api/admin/models'],
        ['POST', '/api/models'],
        ['PUT', `/api/admin/models/${companion.id}`],
        ['PUT', `/api/models/${companion.id}`],
      ] as const;
      for (const [method, url] of uploads) {
        const response = await sendForm(ctx.app, admin.token, method, url, [
          ...basicFields('Too big'),
          oversized,
        ]);
        expect(response.statusCode, `${method} ${url}`).toBe(413);
        expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      }
    } finally {
      await putSettings(ctx.app, admin.token, { max_file_size: 10 });
    }
  });
});
