CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"name_words" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"token" text NOT NULL,
	"origin" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_product_email_idx" ON "stock_alerts" USING btree ("product_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_idx" ON "stock_alerts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_id_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
-- The catalog search (decision 0069). A product's search document: the words of its name (weight A),
-- description (B), highlighted specifications and specifications (C), unstemmed ('simple': "probes"
-- and "probe" stay apart; the search's typo tolerance brings them together).
CREATE OR REPLACE FUNCTION product_search_document(name text, description text, specifications text, highlighted_specs jsonb)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, name), 'A')
      || setweight(to_tsvector('simple'::regconfig, description), 'B')
      || setweight(to_tsvector('simple'::regconfig, highlighted_specs), 'C')
      || setweight(to_tsvector('simple'::regconfig, specifications), 'C')
$$;--> statement-breakpoint
-- Keeps product_search and search_words up to date with every product written: its document, the
-- words a misspelt search word is matched against (alphabetic, 3 to 40 letters), and what the search
-- filters and ranks by. A stock change (UPDATE OF in_stock only) does not fire it.
CREATE OR REPLACE FUNCTION products_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc tsvector := product_search_document(NEW.name, NEW.description, NEW.specifications, NEW.highlighted_specs);
BEGIN
  INSERT INTO product_search (product_id, name, category_id, price, name_words, document)
    VALUES (NEW.id, NEW.name, NEW.category_id, NEW.price, to_tsvector('simple'::regconfig, NEW.name), doc)
  ON CONFLICT (product_id) DO UPDATE SET name = EXCLUDED.name, category_id = EXCLUDED.category_id, price = EXCLUDED.price,
    name_words = EXCLUDED.name_words, document = EXCLUDED.document;
  INSERT INTO search_words (word)
    SELECT lexeme FROM unnest(doc) WHERE lexeme ~ '^[[:alpha:]]{3,40}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_search_index
  AFTER INSERT OR UPDATE OF name, description, specifications, highlighted_specs, price, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_index();--> statement-breakpoint
INSERT INTO product_search (product_id, name, category_id, price, name_words, document)
  SELECT id, name, category_id, price, to_tsvector('simple'::regconfig, name),
         product_search_document(name, description, specifications, highlighted_specs)
  FROM products;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM product_search, unnest(document) WHERE lexeme ~ '^[[:alpha:]]{3,40}$'
ON CONFLICT DO NOTHING;