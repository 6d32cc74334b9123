-- Hand-written (drizzle-kit generates no functions). An UPDATE of messages (a user editing a
-- message) ran both halves of migration 0022's function: one UPDATE of each touched
-- conversation for the rows' new versions and another for their old ones, so every edit wrote
-- its conversation row twice (two row versions, two index entries). Now each statement updates
-- each touched conversation once: the unread count moves by the rows added less the rows
-- removed, and messages_version moves on once. INSERT and DELETE behave as before.
CREATE OR REPLACE FUNCTION "messages_keep_unread_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" + (
      SELECT count(*) FROM added a
      WHERE a."conversation_id" = c."id" AND a."sender_type" = 'model'
        AND a."created_at" > c."last_read_at"
    ),
    "messages_version" = c."messages_version" + 1
    WHERE c."id" IN (SELECT a."conversation_id" FROM added a);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" - (
      SELECT count(*) FROM removed r
      WHERE r."conversation_id" = c."id" AND r."sender_type" = 'model'
        AND r."created_at" > c."last_read_at"
    ),
    "messages_version" = c."messages_version" + 1
    WHERE c."id" IN (SELECT r."conversation_id" FROM removed r);
  ELSE
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" + (
      SELECT count(*) FROM added a
      WHERE a."conversation_id" = c."id" AND a."sender_type" = 'model'
        AND a."created_at" > c."last_read_at"
    ) - (
      SELECT count(*) FROM removed r
      WHERE r."conversation_id" = c."id" AND r."sender_type" = 'model'
        AND r."created_at" > c."last_read_at"
    ),
    "messages_version" = c."messages_version" + 1
    WHERE c."id" IN (
      SELECT a."conversation_id" FROM added a
      UNION
      SELECT r."conversation_id" FROM removed r
    );
  END IF;
  RETURN NULL;
END
$$;
