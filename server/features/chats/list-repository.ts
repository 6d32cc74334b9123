import { LAST_MESSAGE_PREVIEW } from '#common/contracts/chats';
import { poolOf, type Database } from '#server/db/client';
import { jsonIsoTime, jsonObject, jsonScalar, jsonString, jsonWord } from '#server/db/json-text';
import { mediaUrl } from '#server/features/media';

/**
 * "My chats" as the HTTP answer's JSON text, written by PostgreSQL in one statement
 * (`{"conversations":[…],"nextCursor":…,"unreadTotal":…}`, the `conversationsResponseSchema`
 * contract; docs/decisions/027-json-written-by-postgresql.md): the page of the user's
 * conversations, most recently active first, with what a row of the list shows, and the unread
 * total of all of them for the header's badge, whatever the page or search.
 */

export interface SummariesQuery {
  /** An ILIKE pattern (already escaped), or null for every conversation. */
  pattern: string | null;
  /** List after this conversation of the user's (null: from the newest). */
  cursor: string | null;
  limit: number;
}

/** Where a companion's picture is served, less its id: the same address as mediaUrl gives. */
const MEDIA_PREFIX = mediaUrl('');

/** A row of `shown` (alias s, its newest message `newest`) as the contract's JSON. */
const SUMMARY_JSON = jsonObject({
  id: jsonWord('s.id'),
  model_id: jsonWord('s.model_id'),
  model_slug: jsonString('s.slug'),
  model_name: jsonString('s.name'),
  model_name_bg: jsonString('s.name_bg'),
  // The address prefix (a constant of ours) and a uuid.
  model_avatar: jsonWord(`coalesce($5::text || s.avatar_media_id, '')`),
  last_message_at: jsonIsoTime('s.last_message_at'),
  message_count: jsonScalar('s.message_count'),
  // Kept to the stages' names by conversations_stage_check.
  relationship_stage: jsonWord('s.relationship_stage'),
  is_active: jsonScalar('s.is_active'),
  last_message_preview: jsonString('newest.preview'),
  last_message_sender: jsonWord('newest.sender_type'),
  // Kept by triggers (migration 0021) instead of counted here: counting was most of the
  // statement's time (docs/decisions/028-unread-count-kept-on-write.md).
  unread: jsonScalar('s.unread_count'),
});

/** The last conversation shown when more follow, else null. */
const NEXT_CURSOR = `case when (select count(*) from mine) > $4::int
  then (select id from shown order by active_at, id limit 1) end`;

/**
 * $1 user, $2 pattern, $3 cursor, $4 page size, $5 media address prefix, $6 preview length.
 * A conversation's place in the list is its latest activity, then its id; one row more than the
 * page says whether more follow. The newest message is a correlated subquery, a range of
 * messages_paging_idx (conversation, created_at); a join would let the planner hash the whole
 * messages table.
 */
const LIST_JSON = {
  name: 'chats_list_json',
  text: `
    with mine as (
      select c.id, c.model_id, c.last_message_at, c.message_count, c.relationship_stage,
        c.unread_count, coalesce(c.last_message_at, c.created_at) as active_at,
        p.slug, p.name, p.name_bg, p.avatar_media_id, p.is_active
      from conversations c
      join ai_models p on p.id = c.model_id
      where c.user_id = $1
        and ($2::text is null
          or p.name ilike $2
          or p.name_bg ilike $2
          or exists (select 1 from messages m where m.conversation_id = c.id and m.content ilike $2))
        and ($3::uuid is null
          or (coalesce(c.last_message_at, c.created_at), c.id) < (
            select coalesce(a.last_message_at, a.created_at), a.id
            from conversations a
            where a.id = $3::uuid and a.user_id = $1))
      order by active_at desc, c.id desc
      limit $4::int + 1
    ),
    shown as (select * from mine order by active_at desc, id desc limit $4::int)
    select
      '{"conversations":[' ||
        coalesce(
          (select string_agg(${SUMMARY_JSON}, ',' order by s.active_at desc, s.id desc)
           from shown s
           left join lateral (
             select left(m.content, $6::int) as preview, m.sender_type
             from messages m
             where m.conversation_id = s.id
             order by m.created_at desc, m.id desc
             limit 1
           ) newest on true),
          '') ||
        '],"nextCursor":' ||
        ${jsonString(NEXT_CURSOR)} ||
        ',"unreadTotal":' ||
        (select coalesce(sum(every_conversation.unread_count), 0)::int
         from conversations every_conversation
         where every_conversation.user_id = $1) ||
        '}' as body`,
};

export async function findConversationListJson(
  db: Database,
  userId: string,
  { pattern, cursor, limit }: SummariesQuery,
): Promise<string> {
  const pool = poolOf(db);
  if (!pool) throw new Error('the conversation list as JSON needs the database pool');
  const { rows } = await pool.query<{ body: string }>({
    ...LIST_JSON,
    values: [userId, pattern, cursor, limit, MEDIA_PREFIX, LAST_MESSAGE_PREVIEW],
  });
  return rows[0]!.body;
}

/**
 * $1 user: what the list's answer is written from, as one word. Each of the user's
 * conversation rows as it is now (`xmin`, the transaction that wrote the row's current version,
 * changes with every update, and a conversation's row is updated whenever its messages are,
 * migration 0022), and the catalogue's version for the companions' names and pictures
 * (migration 0007). Hashed, so a user with many conversations still gets 32 characters.
 */
const LIST_VERSION = {
  name: 'chats_list_version',
  text: `
    select (select v.version from catalogue_version v where v.id = 1)::text || ':' ||
      md5(coalesce(string_agg(c.id::text || '@' || c.xmin::text, ',' order by c.id), '')) as version
    from conversations c
    where c.user_id = $1`,
};

/** The version findConversationListJson's answer is kept under (kept-answers.ts). */
export async function findConversationListVersion(db: Database, userId: string): Promise<string> {
  const pool = poolOf(db);
  if (!pool) throw new Error('the conversation list version needs the database pool');
  const { rows } = await pool.query<{ version: string }>({ ...LIST_VERSION, values: [userId] });
  return rows[0]!.version;
}
