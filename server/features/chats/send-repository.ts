import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client';
import {
  companions,
  conversations,
  messageUsage,
  messages,
  profiles,
  userSettings,
} from '#server/db/schema';
import { preparedFor, type Bound } from '#server/db/prepared';
import type { HistoryMessage } from '#server/features/replies';
import { companionVersion } from '#server/features/companions';
import { HISTORY_WINDOW } from './reply-context';
import { claimStatement } from './repository';

const sendTarget = preparedFor((db) =>
  db
    .select({
      conversation: {
        id: conversations.id,
        companionId: conversations.companionId,
        lastMessageAt: conversations.lastMessageAt,
        messageCount: conversations.messageCount,
        summary: conversations.summary,
      },
      // The texts and persona come from companion-cache.ts; the flags are read fresh.
      companion: {
        id: companions.id,
        version: companionVersion,
        isPremium: companions.isPremium,
        allowsExplicit: companions.allowsExplicit,
      },
      profile: {
        bio: profiles.bio,
        interests: profiles.interests,
        communicationStyle: profiles.communicationStyle,
      },
      // The reply's context: the last messages, oldest first (one backward range of the index).
      history: sql<HistoryMessage[]>`(
        select coalesce(json_agg(json_build_object('sender', h.sender_type, 'content', h.content,
                          'summarized', coalesce(h.created_at <= ${conversations.summaryThrough}, false))
                        order by h.created_at, h.id), '[]'::json)
        from (select m.sender_type, m.content, m.created_at, m.id from ${messages} as m
              where m.conversation_id = ${conversations.id}
              order by m.created_at desc, m.id desc
              limit ${sql.raw(String(HISTORY_WINDOW))}) as h
      )`,
      // The user's content setting (users/settings-merge.ts: absent is the default, off).
      userAllowsExplicit: sql<boolean>`coalesce((select (${userSettings.settings} -> 'content' ->> 'explicit') = 'true'
        from ${userSettings} where ${userSettings.userId} = ${conversations.userId}), false)`,
      // Null (no clientMessageId) matches nothing.
      alreadySent: sql<boolean>`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.clientMessageId} = ${sql.placeholder('clientMessageId')})`,
    })
    .from(conversations)
    .innerJoin(companions, eq(companions.id, conversations.companionId))
    .leftJoin(profiles, eq(profiles.userId, conversations.userId))
    .where(
      and(
        eq(conversations.id, sql.placeholder('conversationId')),
        eq(conversations.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('chats_send_target'),
);

/**
 * Everything a send reads before it stores anything, in one query: the user's conversation
 * (with its count, which tells later whether anything was added since), its last messages for
 * the reply, its companion's flags and version, the user's profile, and whether the browser's
 * clientMessageId is stored already (a repeated send). Null for an unknown conversation or
 * someone else's.
 */
export async function findSendTarget(
  db: Database,
  userId: string,
  conversationId: string,
  clientMessageId: string | null,
) {
  const [row] = await sendTarget(db).execute({ userId, conversationId, clientMessageId });
  return row ?? null;
}

/**
 * claimReply and the daily count in one statement, one round trip of the send's transaction:
 * the claim (which locks the conversation's row) runs first, and the message is counted only if
 * it claimed. No row when the conversation is not the user's or a reply is in flight; `used`
 * null when today's limit is used up (the caller then rolls the claim back). `limit` null is
 * unlimited; a limit of 0 or less is for the caller to refuse (this would count a first one).
 *
 * The count is a conditional upsert (`... do update set used = used + 1 where used < limit
 * returning used`): its row lock lasts until the transaction ends, so concurrent sends (other
 * conversations, other processes) queue on it and see each other's counts; no send slips past
 * the limit. Unlimited plans are still counted (usage).
 */
export function claimAndCountStatement(
  tx: Queryable,
  params: {
    userId: Bound<string>;
    conversationId: Bound<string>;
    day: Bound<string>;
    limit: Bound<number | null>;
  },
) {
  const { userId, day, limit } = params;
  const claimed = tx.$with('claimed').as(claimStatement(tx, userId, params.conversationId));
  const counted = tx.$with('counted').as(
    tx
      .insert(messageUsage)
      .select(sql`select ${userId}::uuid, ${day}::date, 1 from ${claimed}`)
      .onConflictDoUpdate({
        target: [messageUsage.userId, messageUsage.day],
        set: { used: sql`${messageUsage.used} + 1` },
        setWhere: sql`(${limit}::int is null or ${messageUsage.used} < ${limit}::int)`,
      })
      .returning({ used: messageUsage.used }),
  );
  return tx
    .with(claimed, counted)
    .select({
      messageCount: claimed.messageCount,
      hasLongUserMessage: claimed.hasLongUserMessage,
      hasFirstPersonStatement: claimed.hasFirstPersonStatement,
      explicitMode: claimed.explicitMode,
      used: counted.used,
    })
    .from(claimed)
    .leftJoin(counted, sql`true`);
}
