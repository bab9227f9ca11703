CREATE TABLE "screening_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"entity_number" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"alt_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"programs" text DEFAULT '' NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"actor_email" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_status_check";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "screening_match" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "screening_match" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('open', 'ordered', 'on_hold'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_check" CHECK ("order_events"."type" in ('placed', 'paid', 'review', 'payment_failed', 'reconciled', 'invoice_issued', 'status_changed', 'shipped', 'cancelled', 'voided', 'refunded', 'restocked', 'email_sent', 'note', 'payment_recorded', 'held', 'released'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'completed', 'cancelled', 'on_hold'));