CREATE TABLE "ai_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_bg" text NOT NULL,
	"personality" text NOT NULL,
	"personality_bg" text NOT NULL,
	"description" text NOT NULL,
	"description_bg" text NOT NULL,
	"background_story" text NOT NULL,
	"background_story_bg" text NOT NULL,
	"location" text,
	"location_bg" text,
	"interests" text DEFAULT '' NOT NULL,
	"interests_bg" text DEFAULT '' NOT NULL,
	"traits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"traits_bg" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_time" text NOT NULL,
	"response_time_bg" text NOT NULL,
	"age" integer,
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"allows_explicit" boolean DEFAULT false NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"persona" jsonb NOT NULL,
	"avatar_media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_models_legacy_id_unique" UNIQUE("legacy_id"),
	CONSTRAINT "ai_models_slug_unique" UNIQUE("slug"),
	CONSTRAINT "ai_models_category_check" CHECK ("ai_models"."category" in ('romance', 'friendship', 'professional', 'casual')),
	CONSTRAINT "ai_models_age_check" CHECK ("ai_models"."age" is null or "ai_models"."age" >= 18),
	CONSTRAINT "ai_models_rating_check" CHECK ("ai_models"."rating" >= 0 and "ai_models"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "early_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_access_email_unique" UNIQUE("email"),
	CONSTRAINT "early_access_email_lower_check" CHECK ("early_access"."email" = lower("early_access"."email")),
	CONSTRAINT "early_access_language_check" CHECK ("early_access"."language" in ('en', 'bg'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_photos" (
	"model_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"media_id" uuid NOT NULL,
	CONSTRAINT "model_photos_model_id_position_pk" PRIMARY KEY("model_id","position"),
	CONSTRAINT "model_photos_position_check" CHECK ("model_photos"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_photos" ADD CONSTRAINT "model_photos_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_photos" ADD CONSTRAINT "model_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_models_listing_idx" ON "ai_models" USING btree ("is_active","legacy_id","name");--> statement-breakpoint
CREATE INDEX "ai_models_category_idx" ON "ai_models" USING btree ("category");--> statement-breakpoint
CREATE INDEX "model_photos_media_idx" ON "model_photos" USING btree ("media_id");