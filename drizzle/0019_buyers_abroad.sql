ALTER TABLE "user_addresses" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_incoterm_check" CHECK ("orders"."incoterm" is null or "orders"."incoterm" = 'DAP');