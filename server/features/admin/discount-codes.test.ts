import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeSchema, type DiscountCode } from '#common/contracts/admin';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { checkout, confirm, pay } from '#server/features/billing/billing-test-support';
import { registerWithRole } from './admin-test-support';

let ctx: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
  buyer = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const PATH = '/api/admin/discount-codes';

function create(body: Record<string, unknown>) {
  return asUser(ctx.app, admin.token, 'POST', PATH, body);
}

async function createOk(body: Record<string, unknown>): Promise<DiscountCode> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return discountCodeSchema.parse(response.json().discountCode);
}

function edit(id: string, body: Record<string, unknown>) {
  return asUser(ctx.app, admin.token, 'PATCH', `${PATH}/${id}`, body);
}

function quote(code: string) {
  return asUser(ctx.app, buyer.token, 'POST', '/api/stripe/quote', {
    plan_id: 'premium',
    billing_cycle: 'monthly',
    discount_code: code,
  });
}

async function listed(): Promise<DiscountCode[]> {
  const response = await asUser(ctx.app, admin.token, 'GET', PATH);
  expect(response.statusCode).toBe(200);
  return response.json().discountCodes;
}

describe('creating discount codes', () => {
  it('upper-cases the code and applies the default terms', async () => {
    const code = await createOk({ code: ' summer-10 ' });
    expect(code).toMatchObject({
      code: 'SUMMER-10',
      name: '',
      description: '',
      type: 'percentage',
      value: 0,
      max_uses: 100,
      used: 0,
      expires_at: null,
      is_active: true,
      min_amount: 0,
    });
    expect((await listed()).map((row) => row.code)).toContain('SUMMER-10');
  });

  it('keeps every field given, but never a client-sent use count', async () => {
    const code = await createOk({
      code: 'FIXED5',
      name: 'Five off',
      description: 'Five dollars off premium',
      type: 'fixed',
      value: 5,
      max_uses: 3,
      used: 99,
      expires_at: '2099-01-01T00:00:00Z',
      is_active: false,
      min_amount: 10,
    });
    expect(code).toMatchObject({
      name: 'Five off',
      type: 'fixed',
      value: 5,
      max_uses: 3,
      used: 0,
      expires_at: '2099-01-01T00:00:00.000Z',
      is_active: false,
      min_amount: 10,
    });
  });

  it('refuses a code that exists already, in any case, with 409 CONFLICT', async () => {
    await createOk({ code: 'TWICE' });
    const response = await create({ code: 'twice', value: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'A discount code with this code already exists.',
    });
    expect((await listed()).filter((row) => row.code === 'TWICE')).toHaveLength(1);
  });

  it.each([
    [{}],
    [{ code: '' }],
    [{ code: 'has space' }],
    [{ code: 'X'.repeat(65) }],
    [{ code: 'PCT', value: 150 }],
    [{ code: 'NEG', value: -1 }],
    [{ code: 'TEXT', value: 'ten' }],
    [{ code: 'USES', max_uses: 1.5 }],
    [{ code: 'USES', max_uses: -1 }],
    [{ code: 'WHEN', expires_at: 'tomorrow' }],
    [{ code: 'KIND', type: 'bogo' }],
    [{ code: 'MIN', min_amount: -5 }],
  ])('answers 400 VALIDATION_FAILED for %j and stores nothing', async (body) => {
    const before = (await listed()).length;
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await listed()).toHaveLength(before);
  });
});

describe('editing and deleting discount codes', () => {
  it('changes only the fields sent, deactivates and reactivates', async () => {
    const code = await createOk({ code: 'EDITME', name: 'Old', value: 10 });
    const response = await edit(code.id, { name: 'New', value: 20 });
    expect(response.statusCode).toBe(200);
    expect(response.json().discountCode).toMatchObject({
      code: 'EDITME',
      name: 'New',
      value: 20,
      max_uses: 100,
      is_active: true,
    });
    const off = await edit(code.id, { is_active: false });
    expect(off.json().discountCode.is_active).toBe(false);
  });

  it('checks a percentage against the stored type, and a new code for uniqueness', async () => {
    const code = await createOk({ code: 'PERCENT', value: 10 });
    await createOk({ code: 'TAKEN' });
    const tooMuch = await edit(code.id, { value: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const fixed = await edit(code.id, { type: 'fixed', value: 150 });
    expect(fixed.statusCode).toBe(200);
    const taken = await edit(code.id, { code: 'taken' });
    expect(taken.statusCode).toBe(409);
    const renamed = await edit(code.id, { code: 'renamed' });
    expect(renamed.json().discountCode.code).toBe('RENAMED');
  });

  it('refuses an empty edit (400), a bad id (400) and an unknown one (404)', async () => {
    const code = await createOk({ code: 'EMPTYEDIT' });
    expect((await edit(code.id, {})).statusCode).toBe(400);
    expect((await edit('not-a-uuid', { value: 1 })).statusCode).toBe(400);
    const missing = await edit('00000000-0000-4000-8000-000000000000', { value: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('deletes a code once (then 404)', async () => {
    const code = await createOk({ code: 'BYEBYE' });
    const url = `${PATH}/${code.id}`;
    expect((await asUser(ctx.app, admin.token, 'DELETE', url)).statusCode).toBe(204);
    expect((await listed()).some((row) => row.id === code.id)).toBe(false);
    expect((await asUser(ctx.app, admin.token, 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('codes at checkout', () => {
  it('applies a code made here, counts a paid checkout, and stops when deactivated', async () => {
    const code = await createOk({ code: 'welcome25', name: 'Welcome', value: 25 });
    const quoted = await quote('WELCOME25');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().quote).toMatchObject({
      discount: { code: 'WELCOME25', type: 'percentage', value: 25, amount: 3.75 },
      total: 11.24,
    });

    const { sessionId } = await checkout(ctx.app, buyer.token, {
      plan_id: 'premium',
      billing_cycle: 'monthly',
      discount_code: 'welcome25',
    });
    expect((await pay(ctx.app, buyer.token, sessionId)).statusCode).toBe(200);
    expect((await confirm(ctx.app, buyer.token, sessionId)).statusCode).toBe(200);
    const used = (await listed()).find((row) => row.id === code.id);
    expect(used?.used).toBe(1);

    await edit(code.id, { is_active: false });
    const refused = await quote('WELCOME25');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DISCOUNT_INVALID', reason: 'inactive' });
  });
});
