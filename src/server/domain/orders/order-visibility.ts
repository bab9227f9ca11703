import { desc, sql } from "drizzle-orm";
import { visiblePaymentStatuses } from "../../../shared/contracts/orders";
import { inList } from "../../db/in-list";
import { orders } from "../../db/schema/orders";

/**
 * Reserved, declined and failed payments are not orders anyone should fulfil: only paid and
 * review orders are shown. Written as literal SQL (inList), the same text as the predicate of the
 * partial index orders_visible_status_total_idx, so the planner can always use that index.
 */
export const isVisibleOrder = inList(orders.paymentStatus, visiblePaymentStatuses);

/**
 * Newest first, ties broken by id so pages never overlap. The created_at indexes are
 * "DESC NULLS LAST" (drizzle's .desc()), and PostgreSQL only walks an index whose NULLS
 * order matches the ORDER BY: a plain DESC (NULLS FIRST) turns the first page into a full
 * sort. The id tie-break is an incremental sort over the few equal timestamps.
 */
export const newestFirst = [sql`${orders.createdAt} desc nulls last`, desc(orders.id)] as const;
