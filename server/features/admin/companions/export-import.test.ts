import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCompanion,
  ImportChange,
  CompanionsExport,
} from '#common/contracts/admin-companions';
import type { CompanionDetail } from '#common/contracts/companions';
import { asUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { registerWithRole } from '../admin-test-support';

let ctx: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  asUser(ctx.app, admin.token, method, url, payload);

async function exportFile(): Promise<CompanionsExport> {
  const response = await call('GET', '/api/admin/models/export');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="amora-companions-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return response.json() as CompanionsExport;
}

async function preview(file: unknown): Promise<ImportChange[]> {
  const response = await call('POST', '/api/admin/models/import/preview', file);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { changes: ImportChange[] }).changes;
}

describe('export and import', () => {
  it('round-trips: an untouched export previews as unchanged, edits as updates, new slugs as creates', async () => {
    const file = await exportFile();
    expect(file.format).toBe('amora-companions');
    expect(file.models.map((m) => m.slug)).toEqual([
      'sophia',
      'emma',
      'isabelle',
      'maya',
      'lucia',
      'giulia',
    ]);
    const sophia = file.models[0]!;
    expect(sophia).toMatchObject({ legacy_id: 1, name: 'Sophia', name_bg: 'София' });
    expect(sophia.persona.en.prompt.length).toBeGreaterThan(20);
    expect(sophia.persona.bg.prompt.length).toBeGreaterThan(20);
    expect(JSON.stringify(file)).not.toMatch(/data:image|\/api\/media/);

    expect((await preview(file)).map((c) => c.action)).toEqual(Array(6).fill('unchanged'));

    const edited = structuredClone(file);
    edited.models[0]!.description = 'A bookish New Yorker who edits poetry.';
    edited.models[0]!.persona.bg.prompt = 'Ти си София. Говори топло.';
    edited.models[1]!.is_active = false;
    edited.models.push({
      ...structuredClone(file.models[3]!),
      slug: 'maya-twin',
      legacy_id: 4,
      name: 'Maya Twin',
    });
    const changes = await preview(edited);
    expect(changes[0]).toEqual({
      slug: 'sophia',
      name: 'Sophia',
      action: 'update',
      fields: ['description', 'persona.bg.prompt'],
    });
    expect(changes[1]).toMatchObject({ slug: 'emma', action: 'update', fields: ['is_active'] });
    expect(changes.slice(2, 6).map((c) => c.action)).toEqual(Array(4).fill('unchanged'));
    expect(changes[6]).toMatchObject({ slug: 'maya-twin', action: 'create' });
    // A preview changes nothing.
    expect((await preview(file)).map((c) => c.action)).toEqual(Array(6).fill('unchanged'));

    const applied = await call('POST', '/api/admin/models/import', edited);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ created: 1, updated: 2 });

    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/models/sophia' })).json() as {
      model: CompanionDetail;
    };
    expect(profile.model.description).toBe('A bookish New Yorker who edits poetry.');
    // Photos are not part of the file and stay as they were.
    expect(profile.model.gallery).toHaveLength(4);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/models/emma' })).statusCode).toBe(200);
    const active = (await ctx.app.inject({ method: 'GET', url: '/api/models' })).json() as {
      models: CompanionDetail[];
    };
    expect(active.models.map((m) => m.slug)).not.toContain('emma');
    const twin = (await call('GET', '/api/admin/models?search=twin')).json() as {
      models: AdminCompanion[];
    };
    // Number 4 belongs to Maya: the twin is created without one, and without photos.
    expect(twin.models[0]).toMatchObject({ slug: 'maya-twin', legacy_id: null, photos: [] });

    expect((await preview(edited)).every((c) => c.action === 'unchanged')).toBe(true);
  });

  it('validates the file: 400 with the field for bad values, duplicates and foreign files', async () => {
    const file = await exportFile();
    const bad = structuredClone(file) as unknown as { models: Array<Record<string, unknown>> };
    bad.models[0]!.category = 'assistant';
    bad.models[1]!.age = 12;
    const response = await call('POST', '/api/admin/models/import/preview', bad);
    expect(response.statusCode).toBe(400);
    const { fields } = response.json() as { fields: Record<string, string> };
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['models.0.category', 'models.1.age']),
    );

    const twice = structuredClone(file);
    twice.models.push(structuredClone(file.models[0]!));
    const duplicate = await call('POST', '/api/admin/models/import', twice);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      fields: { [`models.${file.models.length}.slug`]: 'Also used by models.0' },
    });

    const foreign = await call('POST', '/api/admin/models/import', { models: [] });
    expect(foreign.statusCode).toBe(400);
    const badSlug = structuredClone(file);
    badSlug.models[0]!.slug = '42';
    expect((await call('POST', '/api/admin/models/import', badSlug)).statusCode).toBe(400);
  });
});
