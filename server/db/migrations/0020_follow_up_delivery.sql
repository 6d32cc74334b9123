ALTER TABLE "follow_ups" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "follow_ups_undelivered_idx" ON "follow_ups" USING btree ("created_at") WHERE "follow_ups"."delivered_at" is null;--> statement-breakpoint
-- Follow-ups stored before this column were delivered (or not) already: none is owed.
UPDATE "follow_ups" SET "delivered_at" = "created_at";
