ALTER TABLE "conversations" ADD COLUMN "messages_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hand-written from here on (drizzle-kit generates neither functions nor triggers). The
-- triggers of migration 0021 keep unread_count; they now also move messages_version on for every
-- conversation whose messages a statement wrote, whoever sent them, so a conversation's row
-- changes whenever its messages do. The list and a page of messages are kept in each process
-- and checked against these rows (docs/decisions/030-answers-kept-against-row-versions.md).
-- One update of each touched conversation per statement, as before: the version and the count
-- move together.
CREATE OR REPLACE FUNCTION "messages_keep_unread_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" + (
      SELECT count(*) FROM added a
      WHERE a."conversation_id" = c."id" AND a."sender_type" = 'model'
        AND a."created_at" > c."last_read_at"
    ),
    "messages_version" = c."messages_version" + 1
    WHERE c."id" IN (SELECT a."conversation_id" FROM added a);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" - (
      SELECT count(*) FROM removed r
      WHERE r."conversation_id" = c."id" AND r."sender_type" = 'model'
        AND r."created_at" > c."last_read_at"
    ),
    "messages_version" = c."messages_version" + 1
    WHERE c."id" IN (SELECT r."conversation_id" FROM removed r);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE has no rows to name (only SQL by hand does it): every conversation moves on.
CREATE FUNCTION "messages_truncated_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversations" SET "messages_version" = "messages_version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_version_truncate"
AFTER TRUNCATE ON "messages"
FOR EACH STATEMENT EXECUTE FUNCTION "messages_truncated_version"();
