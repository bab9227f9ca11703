import { sql } from "drizzle-orm";
import { SEARCH_LIMIT, type SearchFacet, type SearchRequest, type SearchResult } from "../../../shared/contracts/search";
import type { DbOrTx } from "../../db/client";
import { categories } from "../../db/schema/catalog";
import { productSearch } from "../../db/schema/search";
import { productsById, type CatalogCache } from "./catalog-cache";

// The catalog search (extensions §8, decision 0069), in two statements:
// 1. the query's words as PostgreSQL's parser reads them ('simple' configuration, as the products'
//    documents), each with the catalog's words that look like it (trigram similarity over
//    search_words, its GIN index): "helmholz" brings "helmholtz", "probs" brings "probe" and "probes";
// 2. the products whose document (product_search, its GIN index) has every word, as a prefix or as one
//    of its look-alikes, ranked by how their name matches; the category counts and the total beside them.

/** Catalog words at least this similar to a word the catalog does not have stand in for it. */
const TYPO_SIMILARITY = 0.3;
/** Beside a word the catalog has, only its close variants join it ("probe" brings "probes", not "problem"). */
const VARIANT_SIMILARITY = 0.5;

export interface CatalogSearch {
  /** The best ranked matches' ids, at most `limit`. */
  ids: string[];
  total: number;
  facets: SearchFacet[];
}

interface QueryWord {
  token: string;
  similar: { word: string; similarity: number }[];
}

/** A lexeme as tsquery text: quoted, so nothing in it is read as an operator. */
const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** Prefix match for words of two or more characters ("helm" finds "helmholtz"), a lone character only as itself. */
const asTyped = (token: string) => (token.length >= 2 ? `${lexeme(token)}:*` : lexeme(token));

/**
 * How much longer or shorter a stand-in may be: a slip of a letter or two, never a word inside the
 * typed one ("couple" is not "thermocouple", "problems" not "probs", though trigrams find them alike).
 */
const closeInLength = (typed: string, word: string) => Math.abs(word.length - typed.length) <= Math.max(2, Math.round(typed.length / 4));

/** The catalog words that stand in for a query word: close variants of a known word, look-alikes of an unknown one. */
export function standIns(word: QueryWord): string[] {
  const known = word.similar.some((s) => s.word === word.token);
  const floor = known ? VARIANT_SIMILARITY : TYPO_SIMILARITY;
  return word.similar.filter((s) => s.word !== word.token && s.similarity >= floor && closeInLength(word.token, s.word)).map((s) => s.word);
}

/** The tsquery texts: every word as typed (exact), and every word or one of its stand-ins (tolerant). */
export function searchTsQueries(words: readonly QueryWord[]): { exact: string; tolerant: string } {
  const exact = words.map((w) => asTyped(w.token)).join(" & ");
  const tolerant = words.map((w) => `(${[asTyped(w.token), ...standIns(w).map(lexeme)].join(" | ")})`).join(" & ");
  return { exact, tolerant };
}

/** Queries whose words are remembered per catalog cache (emptied with it: a catalog change may bring new words). */
const REMEMBERED_QUERIES = 1000;
const rememberedWords = new WeakMap<object, Map<string, Promise<QueryWord[]>>>();

/** The query's words and their look-alikes, remembered until the catalog changes: a repeated search skips a statement. */
function wordsOf(db: DbOrTx, catalog: Pick<CatalogCache, "onInvalidate">, q: string): Promise<QueryWord[]> {
  let remembered = rememberedWords.get(catalog);
  if (!remembered) {
    const map = new Map<string, Promise<QueryWord[]>>();
    // The words come from the names, which a stock change leaves alone.
    catalog.onInvalidate((change) => {
      if (change === "all") map.clear();
    });
    rememberedWords.set(catalog, (remembered = map));
  }
  const key = q.replace(/\s+/g, " ").toLowerCase();
  let words = remembered.get(key);
  if (!words) {
    if (remembered.size >= REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value!);
    words = queryWords(db, key);
    remembered.set(key, words);
    // A failed look-up is not remembered.
    words.catch(() => remembered.delete(key));
  }
  return words;
}

async function queryWords(db: DbOrTx, q: string): Promise<QueryWord[]> {
  const result = await db.execute(sql`
    select t.token,
           coalesce(json_agg(json_build_object('word', s.word, 'similarity', s.sim)) filter (where s.word is not null), '[]') as similar
    from (select distinct lexeme as token from unnest(to_tsvector('simple'::regconfig, ${q}))) t
    left join lateral (
      select w.word, similarity(w.word, t.token)::float8 as sim
      from search_words w
      where length(t.token) >= 3 and t.token ~ '^[[:alpha:]]+$' and w.word % t.token
      order by sim desc, w.word
      limit 5
    ) s on true
    group by t.token
    order by t.token`);
  return (result as unknown as { rows: { token: string; similar: QueryWord["similar"] | string }[] }).rows.map((row) => ({
    token: row.token,
    similar: typeof row.similar === "string" ? (JSON.parse(row.similar) as QueryWord["similar"]) : row.similar,
  }));
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Searches names, descriptions and specifications, tolerant of typos. Ranked: the whole name, a name
 * that starts with the query, a name with every word as typed, a name with every word allowing typos,
 * then matches in the description or specifications; within each, the shortest names first (the
 * fewer other words a name has, the more it is what was asked for).
 * The facets count the matches per category without the category filter (with the price filters).
 */
export async function searchCatalog(
  db: DbOrTx,
  request: SearchRequest,
  limit: number,
  words: readonly QueryWord[] | Promise<readonly QueryWord[]> = queryWords(db, request.q),
): Promise<CatalogSearch> {
  const wordList = await words;
  if (wordList.length === 0) return { ids: [], total: 0, facets: [] };
  const { exact, tolerant } = searchTsQueries(wordList);
  const q = request.q.replace(/\s+/g, " ").toLowerCase();
  const category = request.category?.toLowerCase() ?? null;
  const min = request.minPrice ?? null;
  const max = request.maxPrice ?? null;
  const result = await db.execute(sql`
    with matched as (
      select s.product_id as id, s.name, s.name_words, c.name as category
      from ${productSearch} s join ${categories} c on c.id = s.category_id
      where s.document @@ ${tolerant}::tsquery
        and (${min}::numeric is null or s.price >= ${min}::numeric)
        and (${max}::numeric is null or s.price <= ${max}::numeric)
    ),
    hits as (select * from matched where ${category}::text is null or lower(category) = ${category}::text),
    ranked as (
      select id, name,
        case
          when lower(name) = ${q} then 0
          when lower(name) like ${likePrefix(q)} then 1
          when name_words @@ ${exact}::tsquery then 2
          when name_words @@ ${tolerant}::tsquery then 3
          else 4
        end as tier
      from hits
      order by tier, length(name), name, id
      limit ${limit}
    )
    select
      (select count(*)::int from hits) as total,
      (select coalesce(json_agg(id order by tier, length(name), name, id), '[]') from ranked) as ids,
      (select coalesce(json_agg(json_build_object('name', category, 'count', n) order by n desc, category), '[]')
         from (select category, count(*)::int as n from matched group by category) f) as facets`);
  const row = (result as unknown as { rows: { total: number; ids: unknown; facets: unknown }[] }).rows[0]!;
  const parse = <T>(value: unknown) => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));
  return { total: Number(row.total), ids: parse<string[]>(row.ids), facets: parse<SearchFacet[]>(row.facets) };
}

/**
 * GET /api/search's answer: the ranked ids as the catalog's cached products (the same objects
 * GET /api/products sends, so a search shows what the list shows). An id the cached list does not
 * have yet (a product added this instant) is left out until the list is read again.
 */
export async function searchProducts(
  db: DbOrTx,
  catalog: Pick<CatalogCache, "products" | "onInvalidate">,
  request: SearchRequest,
): Promise<SearchResult> {
  const words = wordsOf(db, catalog, request.q);
  const [found, list] = await Promise.all([searchCatalog(db, request, SEARCH_LIMIT, words), catalog.products.get()]);
  const byId = productsById(list);
  const picked = found.ids.flatMap((id) => byId.get(id) ?? []);
  return { products: picked, total: found.total, facets: { categories: found.facets } };
}
