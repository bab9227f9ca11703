import { and, count, eq, sql } from "drizzle-orm";
import type { Category, CategoryData, Product, ProductData, ProductUpdateData } from "../../../shared/contracts/catalog";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { badRequest, conflict, notFound } from "../../http/errors";
import { toCategoryDto, toProductDto } from "../../domain/catalog/catalog.mapper";

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505";

async function categoryIdByName(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  if (!row) throw badRequest(`category: no category named "${name}"`);
  return row.id;
}

function productValues(data: ProductData, categoryId: number) {
  return {
    name: data.name,
    description: data.description,
    image: data.image,
    price: data.price,
    categoryId,
    inStock: data.inStock,
    options: data.options.map((o) => ({ title: o.title, price: o.price, isDefault: o.isDefault })),
    highlightedSpecs: data.highlightedSpecs,
    specifications: data.specifications,
    weightLbs: data.weightLbs,
    lengthIn: data.lengthIn,
    widthIn: data.widthIn,
    heightIn: data.heightIn,
    pdfUrl: data.pdfUrl,
    pdfTitle: data.pdfTitle,
  };
}

export async function createProduct(db: DbOrTx, data: ProductData): Promise<Product> {
  const categoryId = await categoryIdByName(db, data.category);
  const [row] = await db.insert(products).values(productValues(data, categoryId)).returning();
  return toProductDto(row!, data.category);
}

/**
 * With expectedInStock the stock check and the write are one UPDATE: an order that takes stock
 * between the admin opening the form and saving it makes the save match no row (409), instead
 * of the form's stale number selling units that no longer exist.
 */
export async function updateProduct(db: DbOrTx, id: string, data: ProductUpdateData): Promise<Product> {
  const categoryId = await categoryIdByName(db, data.category);
  const { expectedInStock } = data;
  const [row] = await db
    .update(products)
    .set({ ...productValues(data, categoryId), updatedAt: sql`now()` })
    .where(expectedInStock === undefined ? eq(products.id, id) : and(eq(products.id, id), eq(products.inStock, expectedInStock)))
    .returning();
  if (row) return toProductDto(row, data.category);
  if (expectedInStock !== undefined) {
    const [current] = await db.select({ name: products.name, inStock: products.inStock }).from(products).where(eq(products.id, id));
    if (current) {
      throw conflict(
        `Stock of ${current.name} changed from ${expectedInStock} to ${current.inStock} since you opened it (orders were placed). Review the stock and save again.`,
      );
    }
  }
  throw notFound("Product not found");
}

export async function deleteProduct(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound("Product not found");
}

export async function createCategory(db: DbOrTx, data: CategoryData): Promise<Category> {
  try {
    const [row] = await db.insert(categories).values(data).returning();
    return toCategoryDto(row!, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${data.name}" already exists`);
    throw error;
  }
}

/** Products reference the category by id, so a rename carries them. */
export async function updateCategory(db: DbOrTx, id: number, data: CategoryData): Promise<Category> {
  try {
    const [row] = await db.update(categories).set(data).where(eq(categories.id, id)).returning();
    if (!row) throw notFound("Category not found");
    const [n] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    return toCategoryDto(row, Number(n?.n ?? 0));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${data.name}" already exists`);
    throw error;
  }
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  const [n] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const productCount = Number(n?.n ?? 0);
  if (productCount > 0) {
    throw conflict(
      `This category still has ${productCount} product${productCount === 1 ? "" : "s"}. Move or delete ${productCount === 1 ? "it" : "them"} first.`,
    );
  }
  try {
    const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (deleted.length === 0) throw notFound("Category not found");
  } catch (error) {
    // A product was added to it meanwhile: the foreign key refuses the delete.
    if ((error as { code?: string }).code === "23503" || (error as { cause?: { code?: string } }).cause?.code === "23503") {
      throw conflict("This category still has products. Move or delete them first.");
    }
    throw error;
  }
}
