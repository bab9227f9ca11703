CREATE TABLE "gateway_intents" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"reference" text NOT NULL,
	"charge_transaction_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"refund_id" integer,
	"cancel_reason" text,
	"restock" boolean DEFAULT false NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_intents_reference_unique" UNIQUE("reference"),
	CONSTRAINT "gateway_intents_purpose_check" CHECK ("gateway_intents"."purpose" in ('refund', 'cancel')),
	CONSTRAINT "gateway_intents_action_check" CHECK ("gateway_intents"."action" in ('void', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "test_gateway_follow_ups" (
	"reference" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"charge_transaction_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "gateway_intents" ADD CONSTRAINT "gateway_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_intents" ADD CONSTRAINT "gateway_intents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_intents" ADD CONSTRAINT "gateway_intents_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_follow_ups" ADD CONSTRAINT "test_gateway_follow_ups_charge_transaction_id_test_gateway_charges_transaction_id_fk" FOREIGN KEY ("charge_transaction_id") REFERENCES "public"."test_gateway_charges"("transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_intents_created_at_idx" ON "gateway_intents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "test_gateway_follow_ups_charge_idx" ON "test_gateway_follow_ups" USING btree ("charge_transaction_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'));