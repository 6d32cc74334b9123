ALTER TABLE "ai_models" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "written_language" text;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "machine_translated" text;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "portrait" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_models_owner_idx" ON "ai_models" USING btree ("owner_user_id","created_at") WHERE "ai_models"."owner_user_id" is not null;--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_written_language_check" CHECK ("ai_models"."written_language" is null or "ai_models"."written_language" in ('en', 'bg'));--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_machine_translated_check" CHECK ("ai_models"."machine_translated" is null or "ai_models"."machine_translated" in ('en', 'bg'));