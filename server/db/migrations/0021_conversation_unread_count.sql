ALTER TABLE "conversations" ADD COLUMN "unread_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hand-written from here on (drizzle-kit generates neither data nor triggers). The count is
-- what the conversation list used to count on every read: companion messages newer than the
-- read mark.
UPDATE "conversations" c SET "unread_count" = (
  SELECT count(*) FROM "messages" m
  WHERE m."conversation_id" = c."id" AND m."sender_type" = 'model' AND m."created_at" > c."last_read_at"
);
--> statement-breakpoint
-- Once per statement, with the statement's rows as a table: a bulk insert of a long conversation
-- or the clearing of one is one update of each conversation it touches, not one per message. The
-- comparison with last_read_at is made in the UPDATE, on the row it locks, so a read mark that
-- commits first is seen, and one that comes later counts again from scratch (below).
CREATE FUNCTION "messages_keep_unread_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" + (
      SELECT count(*) FROM added a
      WHERE a."conversation_id" = c."id" AND a."sender_type" = 'model'
        AND a."created_at" > c."last_read_at"
    )
    WHERE c."id" IN (SELECT a."conversation_id" FROM added a WHERE a."sender_type" = 'model');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "conversations" c
    SET "unread_count" = c."unread_count" - (
      SELECT count(*) FROM removed r
      WHERE r."conversation_id" = c."id" AND r."sender_type" = 'model'
        AND r."created_at" > c."last_read_at"
    )
    WHERE c."id" IN (SELECT r."conversation_id" FROM removed r WHERE r."sender_type" = 'model');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables takes one event only.
CREATE TRIGGER "messages_unread_count_insert"
AFTER INSERT ON "messages" REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION "messages_keep_unread_count"();
--> statement-breakpoint
CREATE TRIGGER "messages_unread_count_delete"
AFTER DELETE ON "messages" REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION "messages_keep_unread_count"();
--> statement-breakpoint
CREATE TRIGGER "messages_unread_count_update"
AFTER UPDATE ON "messages" REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION "messages_keep_unread_count"();
--> statement-breakpoint
-- A new read mark counts again from scratch. It runs on the row the update has locked, so a
-- companion message committed while the mark waited for that lock is counted or not by its time.
CREATE FUNCTION "conversations_recount_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."unread_count" := (
    SELECT count(*) FROM "messages" m
    WHERE m."conversation_id" = NEW."id" AND m."sender_type" = 'model'
      AND m."created_at" > NEW."last_read_at"
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversations_unread_count_read_mark"
BEFORE UPDATE OF "last_read_at" ON "conversations"
FOR EACH ROW WHEN (NEW."last_read_at" IS DISTINCT FROM OLD."last_read_at")
EXECUTE FUNCTION "conversations_recount_unread"();
