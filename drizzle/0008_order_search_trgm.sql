-- The admin's order search (?q=, decision 0027): trigram indexes need pg_trgm (a trusted extension
-- since PostgreSQL 13, so the database owner may create it; PGlite loads it in openPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_customer_search_trgm_idx" ON "orders" USING gin (("customer_name" || E'\n' || "customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_id_text_idx" ON "orders" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
-- The checkout's reservation in one statement (decision 0026): takes every line's units in the
-- order given (the caller sorts by product id, so two orders sharing products cannot deadlock)
-- or raises, which rolls the whole statement back. Used as the value of orders.charge_attempted_at
-- in the INSERT of the reserved order, so no product row lock waits on a round trip to the server.
CREATE OR REPLACE FUNCTION reserve_stock(product_ids uuid[], quantities integer[]) RETURNS timestamptz AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(product_ids, 1), 0) LOOP
    UPDATE products SET in_stock = in_stock - quantities[i] WHERE id = product_ids[i] AND in_stock >= quantities[i];
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient stock' USING ERRCODE = 'P0001', DETAIL = product_ids[i]::text, HINT = 'reserve_stock';
    END IF;
  END LOOP;
  RETURN now();
END;
$$ LANGUAGE plpgsql VOLATILE;
