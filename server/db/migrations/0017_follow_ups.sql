CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"reason_key" text NOT NULL,
	"memory_id" uuid,
	"message_id" uuid,
	"local_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_reason_check" CHECK ("follow_ups"."reason" in ('plan', 'silence'))
);
--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_memory_id_companion_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."companion_memories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_user_day_idx" ON "follow_ups" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_user_reason_idx" ON "follow_ups" USING btree ("user_id","reason_key");--> statement-breakpoint
CREATE INDEX "follow_ups_model_idx" ON "follow_ups" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "follow_ups_message_idx" ON "follow_ups" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "follow_ups_memory_idx" ON "follow_ups" USING btree ("memory_id");