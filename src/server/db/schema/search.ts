import { customType, index, integer, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { categories, products } from "./catalog";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The catalog search's copy of each product (decision 0069), written by a trigger on products
 * (migration 0017) whenever a product's text, price or category changes, never by the app: the
 * words of its name (weight A), description (B), highlighted specifications and specifications (C),
 * and what the search filters and ranks by. A table of its own, so the catalog's readers never load
 * the documents and a stock change (every order) never rewrites them.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    /** The name's words: the ranking's "every word is in the name". */
    nameWords: tsvector("name_words").notNull(),
    /** `product_search_document(name, description, specifications, highlighted_specs)`. */
    document: tsvector("document").notNull(),
  },
  (t) => [index("product_search_document_idx").using("gin", t.document)],
);

/**
 * Every word of every product's search document (filled by the same trigger): a misspelt word of a
 * search ("helmholz") is matched against these by trigram similarity and stands for the words the
 * catalog really has ("helmholtz"). Words of products since changed stay; they then match no product.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);
