CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"work_email" text NOT NULL,
	"company_name" text,
	"operational_challenge" text NOT NULL,
	"situation_and_goals" text NOT NULL,
	"source" text DEFAULT 'contact' NOT NULL,
	"phone" text,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "contacts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "contacts_source_check" CHECK ("contacts"."source" in ('contact', 'assessment'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiry_outbox_pending_idx" ON "enquiry_outbox" USING btree ("next_attempt_at") WHERE "enquiry_outbox"."delivered_at" is null;