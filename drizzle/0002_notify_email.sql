DROP INDEX "enquiry_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ALTER COLUMN "contact_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD COLUMN "channel" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD COLUMN "kind" text DEFAULT 'enquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD COLUMN "job_key" text;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_outbox_due_idx" ON "enquiry_outbox" USING btree ("next_attempt_at") WHERE "enquiry_outbox"."delivered_at" is null and "enquiry_outbox"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_job_key_unique" UNIQUE("job_key");--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_channel_check" CHECK ("enquiry_outbox"."channel" in ('webhook', 'email'));--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_kind_check" CHECK ("enquiry_outbox"."kind" in ('enquiry', 'chat-lead', 'chat-follow-up'));--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_subject_check" CHECK ("enquiry_outbox"."contact_id" is not null or "enquiry_outbox"."chat_session_id" is not null);