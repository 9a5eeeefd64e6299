CREATE TABLE "booking_units" (
	"unit_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" text NOT NULL,
	"session_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"owner_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"full_name" text NOT NULL,
	"work_email" text NOT NULL,
	"company_name" text,
	"message" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_token_unique" UNIQUE("token"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_session_type_check" CHECK ("bookings"."session_type" in ('discovery', 'strategy')),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "enquiry_outbox" DROP CONSTRAINT "enquiry_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "enquiry_outbox" DROP CONSTRAINT "enquiry_outbox_subject_check";--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_owner_date_idx" ON "bookings" USING btree ("owner_date");--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_kind_check" CHECK ("enquiry_outbox"."kind" in ('enquiry', 'chat-lead', 'chat-follow-up', 'chat-lead-digest', 'booking', 'booking-cancel'));--> statement-breakpoint
ALTER TABLE "enquiry_outbox" ADD CONSTRAINT "enquiry_outbox_subject_check" CHECK ("enquiry_outbox"."contact_id" is not null or "enquiry_outbox"."chat_session_id" is not null or "enquiry_outbox"."booking_id" is not null);