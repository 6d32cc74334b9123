ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_status_check";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'complete', 'expired', 'rejected'));