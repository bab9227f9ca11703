CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	CONSTRAINT "order_day_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"lines" integer NOT NULL,
	"quantity" integer NOT NULL,
	"revenue" numeric(18, 2) NOT NULL,
	CONSTRAINT "product_sales_product_id_name_pk" PRIMARY KEY("product_id","name")
);
--> statement-breakpoint
-- Summaries of the visible orders (decision 0084): per shop-time-zone day and status, and per
-- product line. Row triggers keep them in the transaction of each change; sign is +1 to add an
-- order's share, -1 to take it off. The product share is the dashboard's net line revenue: the
-- lines that are not service work, less the units a succeeded refund put back at the line's price.
CREATE OR REPLACE FUNCTION order_summaries_apply(o orders, sign integer) RETURNS void AS $$
BEGIN
  IF o.payment_status NOT IN ('paid', 'review', 'voided', 'refunded', 'partially_refunded', 'awaiting_payment') THEN
    RETURN;
  END IF;
  INSERT INTO order_day_totals AS t (day, status, orders, net)
  VALUES ((o.created_at AT TIME ZONE 'America/Los_Angeles')::date, o.status, sign, sign * (o.total - o.refunded_amount))
  ON CONFLICT (day, status) DO UPDATE SET orders = t.orders + excluded.orders, net = t.net + excluded.net;
  IF o.status = 'cancelled' THEN
    RETURN;
  END IF;
  INSERT INTO product_sales AS s (product_id, name, lines, quantity, revenue)
  SELECT product_id, name, sign * count(*), sign * sum(quantity), sign * sum(revenue)
  FROM (
    SELECT coalesce(l.line->>'productId', '') AS product_id, coalesce(l.line->>'productName', '') AS name,
      (l.line->>'quantity')::int - coalesce(r.quantity, 0) AS quantity,
      coalesce((l.line->>'lineTotal')::numeric, (l.line->>'price')::numeric * (l.line->>'quantity')::int)
        - (l.line->>'price')::numeric * coalesce(r.quantity, 0) AS revenue
    FROM jsonb_array_elements(o.items::jsonb) WITH ORDINALITY AS l(line, ord)
    LEFT JOIN (
      SELECT (x->>'index')::int AS idx, sum((x->>'quantity')::int) AS quantity
      FROM refunds, jsonb_array_elements(refunds.restock_lines) AS x
      WHERE refunds.order_id = o.id AND refunds.status = 'succeeded'
      GROUP BY 1
    ) r ON r.idx = l.ord - 1
    WHERE l.line->'service' IS NULL
  ) lines
  GROUP BY product_id, name
  -- One order of rows for every transaction: two orders of the same products never wait on each other in a cycle.
  ORDER BY product_id, name
  ON CONFLICT (product_id, name) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM order_summaries_apply(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM order_summaries_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Named to sort before the foreign keys' RI_ triggers: a deleted order's share is taken off while its refunds are still there.
CREATE TRIGGER "Orders_summaries" AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_summaries();
--> statement-breakpoint
CREATE TRIGGER "Orders_summaries_update" AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.refunded_amount IS DISTINCT FROM NEW.refunded_amount
    OR OLD.items IS DISTINCT FROM NEW.items OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION orders_summaries();
--> statement-breakpoint
-- A succeeded refund's restocked units come off its order's product lines (sign -1), and go back
-- on when it stops counting (sign +1), while the order is visible and not cancelled.
CREATE OR REPLACE FUNCTION refund_summaries_apply(refunded_order uuid, restock jsonb, sign integer) RETURNS void AS $$
DECLARE
  o orders;
BEGIN
  SELECT * INTO o FROM orders WHERE orders.id = refunded_order;
  IF NOT FOUND OR o.status = 'cancelled'
    OR o.payment_status NOT IN ('paid', 'review', 'voided', 'refunded', 'partially_refunded', 'awaiting_payment') THEN
    RETURN;
  END IF;
  INSERT INTO product_sales AS s (product_id, name, lines, quantity, revenue)
  SELECT product_id, name, 0, sign * sum(quantity), sign * sum(revenue)
  FROM (
    SELECT coalesce(line->>'productId', '') AS product_id, coalesce(line->>'productName', '') AS name,
      (x->>'quantity')::int AS quantity, (line->>'price')::numeric * (x->>'quantity')::int AS revenue
    FROM jsonb_array_elements(restock) AS x
    CROSS JOIN LATERAL (SELECT o.items::jsonb -> ((x->>'index')::int) AS line) l
    WHERE (x->>'index')::int >= 0 AND line IS NOT NULL AND line->'service' IS NULL
  ) lines
  GROUP BY product_id, name
  ORDER BY product_id, name
  ON CONFLICT (product_id, name) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refunds_summaries() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    PERFORM refund_summaries_apply(OLD.order_id, OLD.restock_lines, 1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    PERFORM refund_summaries_apply(NEW.order_id, NEW.restock_lines, -1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "Refunds_summaries" AFTER INSERT OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_summaries();
--> statement-breakpoint
CREATE TRIGGER "Refunds_summaries_update" AFTER UPDATE ON refunds FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.restock_lines IS DISTINCT FROM NEW.restock_lines OR OLD.order_id IS DISTINCT FROM NEW.order_id)
  EXECUTE FUNCTION refunds_summaries();
--> statement-breakpoint
-- Both summaries from scratch: once here for the orders already there, and after a bulk load that
-- ran with the triggers off (the bench's fill).
CREATE OR REPLACE FUNCTION order_summaries_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM order_day_totals;
  DELETE FROM product_sales;
  INSERT INTO order_day_totals (day, status, orders, net)
  SELECT (created_at AT TIME ZONE 'America/Los_Angeles')::date, status, count(*), sum(total - refunded_amount)
  FROM orders
  WHERE payment_status IN ('paid', 'review', 'voided', 'refunded', 'partially_refunded', 'awaiting_payment')
  GROUP BY 1, 2;
  INSERT INTO product_sales (product_id, name, lines, quantity, revenue)
  SELECT coalesce(l.line->>'productId', ''), coalesce(l.line->>'productName', ''), count(*),
    sum((l.line->>'quantity')::int - coalesce(r.quantity, 0)),
    sum(coalesce((l.line->>'lineTotal')::numeric, (l.line->>'price')::numeric * (l.line->>'quantity')::int)
      - (l.line->>'price')::numeric * coalesce(r.quantity, 0))
  FROM orders o
  CROSS JOIN LATERAL jsonb_array_elements(o.items::jsonb) WITH ORDINALITY AS l(line, ord)
  LEFT JOIN (
    SELECT refunds.order_id, (x->>'index')::int AS idx, sum((x->>'quantity')::int) AS quantity
    FROM refunds, jsonb_array_elements(refunds.restock_lines) AS x
    WHERE refunds.status = 'succeeded'
    GROUP BY 1, 2
  ) r ON r.order_id = o.id AND r.idx = l.ord - 1
  WHERE o.payment_status IN ('paid', 'review', 'voided', 'refunded', 'partially_refunded', 'awaiting_payment')
    AND o.status <> 'cancelled' AND l.line->'service' IS NULL
  GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT order_summaries_rebuild();
