// Bulk data for the benchmarks, straight into PostgreSQL with generate_series.
import pg from "pg";

export async function fillProducts(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from products");
    const missing = total - Number(rows[0]!.n);
    if (missing <= 0) return;
    await client.query(
      `insert into products (name, description, image, price, category_id, in_stock, specifications, options, highlighted_specs,
                             weight_lbs, length_in, width_in, height_in, pdf_title)
       select 'Bench Probe ' || lpad(g::text, 5, '0'),
              'Shielded magnetic-field loop probe number ' || g || ' for locating emission sources on printed circuit boards, cables and enclosures during EMC pre-compliance work.',
              '/catalog/products/102a-h-field-probe-25mm-loop.svg',
              (45 + (g * 37) % 3400)::numeric(10,2),
              (select id from categories order by id offset (g % (select count(*) from categories)) limit 1),
              5 + g % 40,
              E'Frequency range: 1 MHz to 3 GHz\\nLoop diameter: 10 mm\\nConnector: SMA female\\nImpedance: 50 ohm',
              '[{"title":"Standard","price":"0.00","isDefault":true},{"title":"With calibration certificate","price":"95.00","isDefault":false}]'::jsonb,
              '[{"name":"Frequency range","value":"1 MHz - 3 GHz"},{"name":"Connector","value":"SMA"}]'::jsonb,
              1.50, 10.00, 8.00, 3.00, 'Datasheet'
       from generate_series(1, $1::int) as g`,
      [missing],
    );
  } finally {
    await client.end();
  }
}

export async function fillOrders(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from orders");
    const missing = total - Number(rows[0]!.n);
    if (missing <= 0) return;
    await client.query(
      `insert into orders (customer_name, customer_email, customer_phone, billing_street, billing_city, billing_state, billing_zip_code,
                           billing_country, street, city, state, zip_code, country, items, subtotal, tax_rate, tax_amount,
                           shipping_method, shipping_service_name, shipping_cost, total, status, payment_status, transaction_id, created_at, updated_at)
       select 'Customer ' || g, 'customer' || g || '@example.com', '7075550' || lpad((g % 1000)::text, 3, '0'),
              g || ' Main Street', 'Sebastopol', 'CA', '95472', 'United States',
              g || ' Main Street', 'Sebastopol', 'CA', '95472', 'United States',
              '[{"productId":"00000000-0000-0000-0000-000000000000","productName":"102A H-Field Probe","price":"295.00","quantity":1,"selectedOption":null,"lineTotal":"295.00"}]',
              295.00, 7.25, 21.39, '03', 'Delivery in 1-5 business days', 14.20, 330.59,
              (array['pending','processing','completed','cancelled'])[1 + g % 4], 'paid', (100000000000 + g)::text,
              now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
       from generate_series(1, $1::int) as g`,
      [missing],
    );
    // A fresh bulk load has no visibility map yet: vacuum so index-only scans work as in a live shop.
    await client.query("vacuum analyze orders");
    await client.query("vacuum analyze products");
  } finally {
    await client.end();
  }
}
