ALTER TABLE "users" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_check" CHECK ("users"."permissions" <@ array['catalog', 'orders', 'refunds', 'customers', 'service', 'discounts']::text[]);--> statement-breakpoint
-- Staff added before permissions existed keep what they could do then (decision 0048).
UPDATE "users" SET "permissions" = '{catalog,orders,refunds,customers}'::text[] WHERE "role" = 'staff';
