import { and, count, eq, sql } from "drizzle-orm";
import {
  calibrationIntervalOf,
  leadTimeOf,
  type Category,
  type CategoryData,
  type Product,
  type ProductData,
  type ProductUpdateData,
} from "../../../shared/contracts/catalog";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema/catalog";
import { type Actor, allFields, changedFields, withActivity } from "../../domain/activity/record-activity";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { toCategoryDto, toProductDto } from "../../domain/catalog/catalog.mapper";
import { getProduct } from "../../domain/catalog/catalog-read.service";
import { queueBackInStockMails } from "../../domain/catalog/stock-alerts";

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
    eccn: data.eccn,
    htsCode: data.htsCode,
    countryOfOrigin: data.countryOfOrigin,
    serialized: data.serialized,
    warrantyMonths: data.warrantyMonths,
    calibrationIntervalMonths: calibrationIntervalOf(data),
    priceTiers: data.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: tier.price })),
    backorderable: data.backorderable,
    leadTimeDays: leadTimeOf(data),
  };
}

/** The fields an admin edits, as the activity log shows them (the category by name). */
function loggedProduct(data: ProductData) {
  const { categoryId: _categoryId, ...values } = productValues(data, 0);
  return { ...values, category: data.category };
}

export async function createProduct(db: DbOrTx, data: ProductData, actor?: Actor): Promise<Product> {
  return withActivity(db, actor, async (tx) => {
    const categoryId = await categoryIdByName(tx, data.category);
    const [row] = await tx.insert(products).values(productValues(data, categoryId)).returning();
    const result = toProductDto(row!, data.category);
    return {
      result,
      activity: {
        action: "product.create",
        entityType: "product",
        entityId: result.id,
        summary: `Created product "${data.name}"`,
        changes: allFields(loggedProduct(data), "to"),
      },
    };
  });
}

/**
 * With expectedInStock the stock check and the write are one UPDATE: an order that takes stock
 * between the admin opening the form and saving it makes the save match no row (409), instead
 * of the form's stale number selling units that no longer exist.
 */
export async function updateProduct(db: DbOrTx, id: string, data: ProductUpdateData, actor?: Actor): Promise<Product> {
  return withActivity(db, actor, async (tx) => {
    const before = actor ? await getProduct(tx, id).catch(() => null) : null;
    const result = await writeProduct(tx, id, data);
    const changes = before
      ? changedFields(loggedProduct({ ...before, options: before.options ?? [] } as ProductData), loggedProduct(data))
      : {};
    return {
      result,
      activity: { action: "product.update", entityType: "product", entityId: id, summary: `Updated product "${data.name}"`, changes },
    };
  });
}

/**
 * The stock before the write is read under the row's lock, in the write's transaction: a product
 * whose stock the edit raises from 0 queues its back-in-stock alerts with it (decision 0070), and an
 * order or a second edit at the same moment waits, so only one of them sees the 0.
 */
function writeProduct(db: DbOrTx, id: string, data: ProductUpdateData): Promise<Product> {
  return db.transaction(async (tx) => {
    const categoryId = await categoryIdByName(tx, data.category);
    const [before] = await tx.select({ inStock: products.inStock }).from(products).where(eq(products.id, id)).for("update");
    const row = await updateRow(tx, id, data, categoryId);
    if (before?.inStock === 0 && row.inStock > 0) await queueBackInStockMails(tx, [id]);
    return toProductDto(row, data.category);
  });
}

async function updateRow(db: DbOrTx, id: string, data: ProductUpdateData, categoryId: number) {
  const { expectedInStock } = data;
  const [row] = await db
    .update(products)
    .set({ ...productValues(data, categoryId), updatedAt: sql`now()` })
    .where(expectedInStock === undefined ? eq(products.id, id) : and(eq(products.id, id), eq(products.inStock, expectedInStock)))
    .returning();
  if (row) return row;
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

export async function deleteProduct(db: DbOrTx, id: string, actor?: Actor): Promise<void> {
  await withActivity(db, actor, async (tx) => {
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning({ name: products.name, price: products.price });
    if (!deleted) throw notFound("Product not found");
    return {
      result: undefined,
      activity: {
        action: "product.delete",
        entityType: "product",
        entityId: id,
        summary: `Deleted product "${deleted.name}"`,
        changes: allFields(deleted, "from"),
      },
    };
  });
}

export async function createCategory(db: DbOrTx, data: CategoryData, actor?: Actor): Promise<Category> {
  try {
    return await withActivity(db, actor, async (tx) => {
      const [row] = await tx.insert(categories).values(data).returning();
      return {
        result: toCategoryDto(row!, 0),
        activity: {
          action: "category.create",
          entityType: "category",
          entityId: row!.id,
          summary: `Created category "${data.name}"`,
          changes: allFields(data, "to"),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${data.name}" already exists`);
    throw error;
  }
}

/** Products reference the category by id, so a rename carries them. */
export async function updateCategory(db: DbOrTx, id: number, data: CategoryData, actor?: Actor): Promise<Category> {
  try {
    return await withActivity(db, actor, async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id));
      const [row] = await tx.update(categories).set(data).where(eq(categories.id, id)).returning();
      if (!row || !before) throw notFound("Category not found");
      const [n] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
      return {
        result: toCategoryDto(row, Number(n?.n ?? 0)),
        activity: {
          action: "category.update",
          entityType: "category",
          entityId: id,
          summary: `Updated category "${data.name}"`,
          changes: changedFields(before, data),
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${data.name}" already exists`);
    throw error;
  }
}

export async function deleteCategory(db: DbOrTx, id: number, actor?: Actor): Promise<void> {
  const [n] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const productCount = Number(n?.n ?? 0);
  if (productCount > 0) {
    throw conflict(
      `This category still has ${productCount} product${productCount === 1 ? "" : "s"}. Move or delete ${productCount === 1 ? "it" : "them"} first.`,
    );
  }
  try {
    await withActivity(db, actor, async (tx) => {
      const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning();
      if (!deleted) throw notFound("Category not found");
      const { id: _id, ...values } = deleted;
      return {
        result: undefined,
        activity: {
          action: "category.delete",
          entityType: "category",
          entityId: id,
          summary: `Deleted category "${deleted.name}"`,
          changes: allFields(values, "from"),
        },
      };
    });
  } catch (error) {
    // A product was added to it meanwhile: the foreign key refuses the delete.
    if ((error as { code?: string }).code === "23503" || (error as { cause?: { code?: string } }).cause?.code === "23503") {
      throw conflict("This category still has products. Move or delete them first.");
    }
    throw error;
  }
}
