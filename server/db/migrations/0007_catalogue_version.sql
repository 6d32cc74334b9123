CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written from here on (drizzle-kit generates neither data nor triggers).
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Once per statement, not per row: an import of a thousand companions is one change. A statement
-- that changes nothing still counts, which only costs the cached copies one reread.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ai_models_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ai_models"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "model_photos_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_photos"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
