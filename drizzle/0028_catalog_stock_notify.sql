-- Pages survive orders (extensions §12, decision 0083): an UPDATE of products that changed nothing but
-- the stock names the products on catalog_changed ("stock:<id>,<id>", ids in order), so each process
-- drops only the pages that show them; any other change, or too many ids for a NOTIFY payload (8000
-- bytes), still says "products" (everything is dropped). Inserts, deletes and truncates say "products"
-- as before. Transition tables are allowed on a trigger of one event only: UPDATE gets its own.
CREATE OR REPLACE FUNCTION notify_products_updated() RETURNS trigger AS $$
DECLARE
  other_change boolean;
  stock_changed text;
BEGIN
  SELECT
    bool_or(o.id IS NULL OR n.id IS NULL
      OR (to_jsonb(o) - 'in_stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'in_stock' - 'updated_at')),
    string_agg(n.id::text, ',' ORDER BY n.id) FILTER (WHERE o.in_stock IS DISTINCT FROM n.in_stock)
  INTO other_change, stock_changed
  FROM old_rows o FULL JOIN new_rows n ON o.id = n.id;
  IF other_change OR length(stock_changed) > 7000 THEN
    PERFORM pg_notify('catalog_changed', 'products');
  ELSIF stock_changed IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', 'stock:' || stock_changed);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER products_notify_catalog_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalog_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_notify_catalog_updated
  AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_updated();
