import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { openDatabase } from './open-database';
import { companions } from './schema';

const quiet = { info: () => {}, warn: () => {} };

describe('openDatabase with DATABASE_URL', () => {
  let target: TestDatabase;
  beforeAll(async () => {
    target = await createTestDatabase({ empty: true });
  });
  afterAll(() => target.drop());

  it('uses that server instead of the embedded one and migrates it, again and again', async () => {
    const config = loadConfig({ DATABASE_URL: target.url, DATA_DIR: '/nonexistent/amora-data' });
    for (let start = 0; start < 2; start += 1) {
      const database = await openDatabase(config, quiet);
      expect(database.description).toBe('PostgreSQL at DATABASE_URL');
      const [row] = await database.db.select({ value: count() }).from(companions);
      expect(row?.value).toBe(0); // the tables exist; seeding is a separate step
      await database.close();
    }
  });
});
