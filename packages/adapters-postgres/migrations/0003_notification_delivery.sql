DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_pending_pair_idx" ON "outbox" USING btree (("payload"->>'user_id'),("payload"->>'advert_id')) WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_delivered_idx" ON "outbox" USING btree ("delivered_at") WHERE "outbox"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'delivered', 'failed'));