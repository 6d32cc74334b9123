import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompanion, CompanionsExport } from '#common/contracts/admin-companions';
import { companions } from '#server/db/schema';
import { asUser, type TestUser } from '#server/test/accounts';
import type { TestApp } from '#server/test/test-app';
import {
  basicFields,
  createCompanion,
  sendForm,
  startCompanionAdminApp,
} from './admin-companions-test-support';

/** The under-18 rule (docs/product-rules.md) holds for the catalogue form and the JSON import. */

let ctx: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await startCompanionAdminApp());
});
afterAll(() => ctx.close());

const personaWith = (language: 'en' | 'bg', childhood: string) =>
  JSON.stringify({
    [language]: { backstory: { childhood } },
    [language === 'en' ? 'bg' : 'en']: {},
  });

async function rowsNamed(name: string) {
  return ctx.database.db.select().from(companions).where(eq(companions.name, name));
}

function expectUnderAge(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'UNDER_18',
    field,
    fields: { [field]: expect.stringMatching(/18 or older/) as unknown },
  });
}

describe('the admin companion form', () => {
  it('refuses a create whose persona states an age under 18, in either language, storing nothing', async () => {
    const english = await sendForm(ctx.app, admin.token, 'POST', '/api/admin/models', [
      ...basicFields('Minor En', {
        persona: personaWith('en', 'She is 16 and lives with her mum.'),
      }),
    ]);
    expectUnderAge(english, 'persona.en.backstory.childhood');
    expect(await rowsNamed('Minor En')).toEqual([]);

    const bulgarian = await sendForm(ctx.app, admin.token, 'POST', '/api/admin/models', [
      ...basicFields('Minor Bg', { persona: personaWith('bg', 'Тя е на 16 години.') }),
    ]);
    expectUnderAge(bulgarian, 'persona.bg.backstory.childhood');
    expect(await rowsNamed('Minor Bg')).toEqual([]);

    const traits = await sendForm(ctx.app, admin.token, 'POST', '/api/admin/models', [
      ...basicFields('Minor Trait', { traits_bg: JSON.stringify(['мила', '16-годишна']) }),
    ]);
    expectUnderAge(traits, 'traits_bg.1');
    expect(await rowsNamed('Minor Trait')).toEqual([]);

    const young = await sendForm(ctx.app, admin.token, 'POST', '/api/admin/models', [
      ...basicFields('Minor Age', { age: '17' }),
    ]);
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { age: expect.any(String) as unknown },
    });
    expect(await rowsNamed('Minor Age')).toEqual([]);
  });

  it('refuses an update that adds such a text and keeps the stored companion; a normal one saves', async () => {
    const adult = await createCompanion(ctx.app, admin.token, [
      ...basicFields('Adult', { age: '24', persona: personaWith('en', 'She moved out at 16.') }),
    ]);
    expect(adult.age).toBe(24);
    const url = `/api/admin/models/${adult.id}`;

    const refused = await sendForm(ctx.app, admin.token, 'PUT', url, [
      ...basicFields('Adult', { description: 'A cheerful 15-year-old.' }),
    ]);
    expectUnderAge(refused, 'description');
    const bg = await sendForm(ctx.app, admin.token, 'PUT', url, [
      ...basicFields('Adult', { background_story_bg: 'Днес тя е на 16 години.' }),
    ]);
    expectUnderAge(bg, 'background_story_bg');
    const [stored] = await rowsNamed('Adult');
    expect(stored!.description).toBe(adult.description);
    expect(stored!.backgroundStoryBg).toBe(adult.background_story_bg);

    const saved = await sendForm(ctx.app, admin.token, 'PUT', url, [
      ...basicFields('Adult', { description: 'She is 24 and runs a bakery.' }),
    ]);
    expect(saved.statusCode).toBe(200);
    const model = (saved.json() as { model: AdminCompanion }).model;
    expect(model.description).toBe('She is 24 and runs a bakery.');
  });
});

describe('the admin JSON import', () => {
  it('refuses a file with such a text in preview and import, changing nothing', async () => {
    const exported = await asUser(ctx.app, admin.token, 'GET', '/api/admin/models/export');
    const file = exported.json() as CompanionsExport;
    const bad = structuredClone(file);
    bad.models[1]!.persona.bg.backstory.current_situation = 'Сега е на 16 години.';
    bad.models.push({ ...structuredClone(file.models[0]!), slug: 'new-minor', legacy_id: null });
    bad.models.at(-1)!.persona.en.backstory.childhood = 'she is 16';

    const field = 'models.1.persona.bg.backstory.current_situation';
    expectUnderAge(
      await asUser(ctx.app, admin.token, 'POST', '/api/admin/models/import/preview', bad),
      field,
    );
    expectUnderAge(
      await asUser(ctx.app, admin.token, 'POST', '/api/admin/models/import', bad),
      field,
    );

    const after = await asUser(ctx.app, admin.token, 'GET', '/api/admin/models/export');
    expect((after.json() as CompanionsExport).models).toEqual(file.models);

    // Without the Bulgarian text the English one is named; fixed, the file imports.
    bad.models[1]!.persona.bg.backstory.current_situation =
      file.models[1]!.persona.bg.backstory.current_situation;
    expectUnderAge(
      await asUser(ctx.app, admin.token, 'POST', '/api/admin/models/import', bad),
      `models.${bad.models.length - 1}.persona.en.backstory.childhood`,
    );
    bad.models.at(-1)!.persona.en.backstory.childhood = 'She grew up by the sea.';
    const applied = await asUser(ctx.app, admin.token, 'POST', '/api/admin/models/import', bad);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ created: 1 });
  });
});
