CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text DEFAULT 'Amora' NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"registration_enabled" boolean DEFAULT true NOT NULL,
	"ai_enabled" boolean DEFAULT true NOT NULL,
	"max_file_size" integer DEFAULT 10 NOT NULL,
	"supported_formats" jsonb DEFAULT '["jpg","png","gif"]'::jsonb NOT NULL,
	"companions_seeded_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row_check" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_file_size_check" CHECK ("site_settings"."max_file_size" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "companion_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"conversation_id" uuid,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"source_message_id" uuid,
	"source_excerpt" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT 'chat' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "companion_memories_origin_check" CHECK ("companion_memories"."origin" in ('chat', 'call', 'user'))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_memories" ADD CONSTRAINT "companion_memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_memories" ADD CONSTRAINT "companion_memories_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_memories" ADD CONSTRAINT "companion_memories_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_memories" ADD CONSTRAINT "companion_memories_source_message_id_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companion_memories_owner_idx" ON "companion_memories" USING btree ("user_id","model_id","updated_at");--> statement-breakpoint
CREATE INDEX "companion_memories_source_idx" ON "companion_memories" USING btree ("source_message_id");
--> statement-breakpoint
INSERT INTO "site_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
