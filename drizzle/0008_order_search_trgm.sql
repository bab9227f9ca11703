-- The admin's order search (?q=, decision 0027): trigram indexes need pg_trgm (a trusted extension
-- since PostgreSQL 13, so the database owner may create it; PGlite loads it in openPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_customer_search_trgm_idx" ON "orders" USING gin (("customer_name" || E'\n' || "customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_id_text_idx" ON "orders" USING btree (("id"::text) text_pattern_ops);