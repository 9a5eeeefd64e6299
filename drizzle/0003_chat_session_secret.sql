CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry_outbox" DROP CONSTRAINT "enquiry_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_kind_check" CHECK ("enquiry_outbox"."kind" in ('enquiry', 'chat-lead', 'chat-follow-up', 'chat-lead-digest'));