ALTER TABLE "conversations" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "summary_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "failure_status" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_engine_check" CHECK ("messages"."engine" in ('builtin', 'openai'));