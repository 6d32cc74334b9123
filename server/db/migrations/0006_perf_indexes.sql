DROP INDEX "ai_models_listing_idx";--> statement-breakpoint
DROP INDEX "messages_client_message_idx";--> statement-breakpoint
DROP INDEX "support_tickets_user_idx";--> statement-breakpoint
DROP INDEX "support_tickets_status_idx";--> statement-breakpoint
DROP INDEX "support_tickets_assignee_idx";--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "conversations_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "has_long_user_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "has_first_person_statement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_models_sort_idx" ON "ai_models" USING btree (coalesce("legacy_id", 2147483647),"name","id");--> statement-breakpoint
CREATE INDEX "ai_models_slug_lower_idx" ON "ai_models" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "ai_models_name_lower_idx" ON "ai_models" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ai_models_name_bg_lower_idx" ON "ai_models" USING btree (lower("name_bg"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_created_brin_idx" ON "messages" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_completed_idx" ON "checkout_sessions" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "support_tickets_updated_idx" ON "support_tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ai_models_listing_idx" ON "ai_models" USING btree ("is_active",coalesce("legacy_id", 2147483647),"name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_message_idx" ON "messages" USING btree ("client_message_id","conversation_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets" USING btree ("assigned_to","updated_at","id");--> statement-breakpoint
-- Hand-written from here on (drizzle-kit generates neither data changes nor triggers).
-- [stage facts backfill] The stage facts of existing conversations from their users' messages,
-- by the rules of common/chat/stage.ts in SQL: the long message is `characterCount(text) > 30`
-- (code points after JavaScript's trim), the statement is `hasFirstPersonStatement` (NFC, case
-- folded by translate so no database locale is involved). server/features/chats/stage-facts.test.ts runs this
-- statement against the TypeScript rules.
UPDATE "conversations" AS c
SET "has_long_user_message" = f."has_long", "has_first_person_statement" = f."has_statement"
FROM (
  SELECT m."conversation_id",
    bool_or(char_length(btrim(m."content", E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) > 30) AS "has_long",
    bool_or(
      folded."text" ~ '(?<![a-z0-9_])i(''m|’m| am|''ve|’ve| have)?[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+((really|truly|just|also|still|actually|honestly|do|don''t|don’t|do not|never|kind of|kinda|sometimes|often|always)[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+)?(feel|feels|feeling|felt|think|thinking|thought|love|loving|loved|want|wanting|wanted)(?![a-z0-9_])'
      OR folded."text" ~ '(^|[^a-zªµºÀ-ÖØ-öø-ɏΆ-ώЀ-ҁҊ-ԯᲀ-ᲈ])(чувствам|чувствах|усещам|усещах|мисля|мислех|смятам|смятах|обичам|обичах|искам|исках|желая|желаех)($|[^a-zªµºÀ-ÖØ-öø-ɏΆ-ώЀ-ҁҊ-ԯᲀ-ᲈ])'
    ) AS "has_statement"
  FROM "messages" AS m
  CROSS JOIN LATERAL (
    SELECT translate(
      normalize(m."content", NFC),
      'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏᲀᲁᲂᲃᲄᲅᲆ',
      'abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщъыьэюяѐёђѓєѕіїјљњћќѝўџвдосттъ'
    ) AS "text"
  ) AS folded
  WHERE m."sender_type" = 'user'
  GROUP BY m."conversation_id"
) AS f
WHERE c."id" = f."conversation_id";
--> statement-breakpoint
-- Each companion's conversations, counted once here and kept by the trigger below on every
-- insert and delete (cascades from a deleted user or companion included).
UPDATE "ai_models" AS a
SET "conversations_count" = c."count"
FROM (SELECT "model_id", count(*)::int AS "count" FROM "conversations" GROUP BY "model_id") AS c
WHERE a."id" = c."model_id";
--> statement-breakpoint
CREATE FUNCTION "conversations_count_per_model"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "ai_models" SET "conversations_count" = "conversations_count" - 1 WHERE "id" = OLD."model_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "ai_models" SET "conversations_count" = "conversations_count" + 1 WHERE "id" = NEW."model_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversations_count_per_model"
AFTER INSERT OR DELETE OR UPDATE OF "model_id" ON "conversations"
FOR EACH ROW EXECUTE FUNCTION "conversations_count_per_model"();
--> statement-breakpoint
-- The planner estimates a conversation it knows nothing about (a parameter, or the outer row of
-- a subquery) at the average length, which many short conversations make small: it then fetches
-- a long conversation whole through a bitmap and sorts it to keep the newest 40, where reading
-- the paging index backwards stops after 40. Conversations run to hundreds of messages: tell it
-- so (a value per 1,000 rows). Long conversations it has seen keep their own counts (MCV).
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET (n_distinct = -0.001);
