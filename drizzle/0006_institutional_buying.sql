CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount" > 0),
	CONSTRAINT "order_payments_method_check" CHECK ("order_payments"."method" in ('check', 'wire', 'card', 'other'))
);
--> statement-breakpoint
CREATE TABLE "quote_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"valid_until" date NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"tax_amount" numeric(10, 2) NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_service_name" text NOT NULL,
	"shipping_cost" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"company_name" text,
	"notes" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"tax_exemption_id" integer,
	"order_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('open', 'ordered')),
	CONSTRAINT "quotes_discount_check" CHECK ("quotes"."discount" >= 0 and "quotes"."discount" <= "quotes"."subtotal")
);
--> statement-breakpoint
CREATE TABLE "tax_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"certificate_number" text NOT NULL,
	"expires_on" date NOT NULL,
	"file_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exemptions_status_check" CHECK ("tax_exemptions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "eccn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hts_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_order_file_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_terms" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_exemption_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","recorded_at");--> statement-breakpoint
CREATE INDEX "quotes_user_created_idx" ON "quotes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tax_exemptions_user_idx" ON "tax_exemptions" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "tax_exemptions_status_idx" ON "tax_exemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_id_idx" ON "orders" USING btree ("quote_id") WHERE "orders"."quote_id" is not null and "orders"."payment_status" not in ('declined', 'failed');--> statement-breakpoint
CREATE INDEX "orders_awaiting_due_idx" ON "orders" USING btree ("due_date") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_check" CHECK ("order_events"."type" in ('placed', 'paid', 'review', 'payment_failed', 'reconciled', 'invoice_issued', 'status_changed', 'shipped', 'cancelled', 'voided', 'refunded', 'restocked', 'email_sent', 'note', 'payment_recorded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'invoice'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_paid_check" CHECK ("orders"."amount_paid" >= 0 and "orders"."amount_paid" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payment_terms_check" CHECK ("users"."payment_terms" in ('card', 'net30'));