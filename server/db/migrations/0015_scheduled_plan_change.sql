ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_billing_cycle" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_change_check" CHECK (("subscriptions"."scheduled_plan_id" is null and "subscriptions"."scheduled_billing_cycle" is null) or ("subscriptions"."scheduled_plan_id" in ('premium', 'pro') and "subscriptions"."scheduled_billing_cycle" in ('monthly', 'yearly')));
