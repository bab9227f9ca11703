CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_base" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_state_check" CHECK ("webhook_deliveries"."state" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
-- product.stock_changed (extensions §10, decision 0075): stock changes in several places, one of them
-- inside SQL (reserve_stock, the card checkout's single statement); this trigger sees every one, in
-- the transaction of the change. With no endpoint subscribed the INSERT ... SELECT writes nothing.
CREATE OR REPLACE FUNCTION webhook_stock_changed() RETURNS trigger AS $$
DECLARE
  new_event uuid := gen_random_uuid();
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event_id, type, data)
  SELECT e.id, new_event, 'product.stock_changed',
    jsonb_build_object('productId', NEW.id, 'name', NEW.name, 'stock', NEW.in_stock, 'previousStock', OLD.in_stock)
  FROM webhook_endpoints e
  WHERE 'product.stock_changed' = ANY (e.events);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_webhook_stock_changed
  AFTER UPDATE OF in_stock ON products
  FOR EACH ROW WHEN (OLD.in_stock IS DISTINCT FROM NEW.in_stock)
  EXECUTE FUNCTION webhook_stock_changed();
