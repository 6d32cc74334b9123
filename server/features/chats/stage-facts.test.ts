import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  characterCount,
  hasFirstPersonStatement,
  LONG_MESSAGE_CHARACTERS,
  stageOf,
  type RelationshipStage,
} from '#common/chat/stage';
import { companions, conversations, messages, users } from '#server/db/schema';
import { MIGRATIONS_FOLDER } from '#server/db/migrate';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { stageSql } from './repository';

/**
 * The stage rules exist once more in SQL: `stageSql` (a send counts its message in with one
 * UPDATE) and the backfill of migration 0006 (the facts of conversations stored before it).
 * Both must agree with common/chat/stage.ts.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('stageSql', () => {
  it('gives the stage of stageOf for every count and fact', async () => {
    const expression = stageSql(sql`c.count`, sql`l.long`, sql`s.statement`);
    const result = await database.db.execute<{
      count: number;
      long: boolean;
      statement: boolean;
      stage: RelationshipStage;
    }>(
      sql`select c.count, l.long, s.statement, ${expression} as stage
          from generate_series(0, 40) as c(count), (values (false), (true)) as l(long),
               (values (false), (true)) as s(statement)`,
    );
    expect(result.rows).toHaveLength(41 * 4);
    for (const row of result.rows) {
      const facts = {
        messageCount: row.count,
        hasLongUserMessage: row.long,
        hasFirstPersonStatement: row.statement,
      };
      expect(row.stage, JSON.stringify(facts)).toBe(stageOf(facts));
    }
  });
});

/** The migration's backfill statement, found by its marker comment. */
async function backfillStatement(): Promise<string> {
  const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0006_perf_indexes.sql'), 'utf8');
  const statement = migration
    .split('--> statement-breakpoint')
    .find((part) => part.includes('[stage facts backfill]'));
  if (!statement) throw new Error('the stage facts backfill is missing from migration 0006');
  return statement;
}

// Pieces that meet at the edges of the rules: pronoun forms, every kind of space, apostrophes,
// word boundaries in several scripts, case, and letters that fold to Bulgarian ones.
const PIECES = [
  'i',
  'I',
  "'m",
  '’m',
  ' am',
  "'ve",
  ' have',
  ' ',
  '  ',
  '\u00a0',
  '\t',
  '\n',
  '\u3000',
  '\u2009',
  '\ufeff',
  'really ',
  'do not ',
  "don't ",
  'kind of ',
  'kinda',
  'feel',
  'FEEL',
  'Felt',
  'thinking',
  'wanted',
  'loves',
  'lovely',
  'x',
  'é',
  'Ä',
  '_',
  '1',
  '.',
  ',',
  '-',
  'α',
  'Ω',
  'искам',
  'ИСКАМ',
  'Искам',
  'мисля',
  'Желаех',
  'обичах',
  'не',
  'я',
  'Я',
  'ѝ',
  'ᲀ',
  'ᲁ',
  'ё',
  'ne',
  '😀',
  'e\u0301',
  'И\u0306',
  'лю',
];

function corpus(): string[] {
  const known = [
    'I feel like talking',
    'i think you are right',
    'I love jazz',
    'I want to see the sea',
    'I really want that',
    "I'm feeling better",
    'I’ve always wanted a cat',
    'Honestly, I felt lost',
    'Чувствам се добре',
    'мисля, че си права',
    'Обичам джаза',
    'Искам да видя морето',
    'Вчера исках да ти пиша',
    'Много те обичам',
    'You feel it too?',
    'She loves jazz',
    'Do you want tea?',
    'think about it',
    'Ти какво мислиш?',
    'Тя обича джаза',
    'Искаш ли чай?',
    'замисля се',
    'This is a message of 31 chars!!',
    'This is a message of 30 chars!',
    'Това е съобщение от 31 символа!',
    `\u3000${'a'.repeat(30)}\ufeff`,
    `${'я'.repeat(30)}😀`,
    `${'😀'.repeat(31)}`,
    `\u200b${'a'.repeat(30)}`,
    'НЕИСКАМ',
    'I  feel',
    'I\u00a0FEEL',
    'Ifeel',
    'xi feel',
    'é i feel',
    'I feelx',
    'I feel_',
    'ИСКАМx',
    'αискам',
    'искамΩ',
    'ᲀ искам',
    'ИС\u041aАМ',
    'iskam',
    'I DO NOT THINK',
    'I kinda love it',
    'I have thought',
  ];
  const generated = fc.sample(
    fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((p) => p.join('')),
    { numRuns: 400, seed: 20_261_122 },
  );
  return [...known, ...generated];
}

describe('the stage facts backfill of migration 0006', () => {
  it('finds the long messages and first-person statements the TypeScript rules find', async () => {
    const { db } = database;
    const texts = corpus();
    const companionRows = await db.select({ id: companions.id }).from(companions);
    // One conversation per text: a user per companion count (one conversation per pair).
    const owners = await db
      .insert(users)
      .values(
        Array.from({ length: Math.ceil(texts.length / companionRows.length) }, (_, index) => ({
          email: `backfill${index}@example.com`,
          username: `backfill${index}`,
        })),
      )
      .returning({ id: users.id });
    const rows = await db
      .insert(conversations)
      .values(
        texts.map((_, index) => ({
          userId: owners[Math.floor(index / companionRows.length)]!.id,
          companionId: companionRows[index % companionRows.length]!.id,
        })),
      )
      .returning({ id: conversations.id });
    await db.insert(messages).values(
      texts.flatMap((content, index) => [
        { conversationId: rows[index]!.id, senderType: 'user' as const, content },
        // The companion's messages never count: one that says everything changes nothing.
        {
          conversationId: rows[index]!.id,
          senderType: 'model' as const,
          content: 'I feel that this reply is definitely longer than thirty characters',
        },
      ]),
    );

    await db.execute(sql.raw(await backfillStatement()));

    const stored = await db
      .select({
        id: conversations.id,
        long: conversations.hasLongUserMessage,
        statement: conversations.hasFirstPersonStatement,
      })
      .from(conversations);
    const byId = new Map(stored.map((row) => [row.id, row]));
    const mismatches = texts.flatMap((text, index) => {
      const row = byId.get(rows[index]!.id)!;
      const expected = {
        long: characterCount(text) > LONG_MESSAGE_CHARACTERS,
        statement: hasFirstPersonStatement(text),
      };
      return row.long === expected.long && row.statement === expected.statement
        ? []
        : [{ text, expected, stored: { long: row.long, statement: row.statement } }];
    });
    expect(mismatches).toEqual([]);
    // The corpus reaches both sides of both rules.
    const facts = texts.map((text) => [characterCount(text) > 30, hasFirstPersonStatement(text)]);
    expect(new Set(facts.map(([long]) => long)).size).toBe(2);
    expect(new Set(facts.map(([, statement]) => statement)).size).toBe(2);
  });
});
