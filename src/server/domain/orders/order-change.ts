import { visiblePaymentStatuses, type PaymentStatus } from "../../../shared/contracts/orders";
import type { Database } from "../../db/client";
import type { PaymentGateway } from "../../adapters/payments/payment-gateway";
import type { ChargeFailpoint, Config } from "../../config";
import type { Actor, RecordedActor } from "../activity/record-activity";
import type { OrderRow } from "./orders.mapper";
import { notFound } from "../../lib/errors";
import type { LifecycleMailContext } from "./order-lifecycle-mail";
import type { OrderGateway } from "./order-gateway";

/** What an admin's change to an order needs: the database, the gateway with its deadline, the outbox's worker. */
export interface OrderChangeContext extends OrderGateway, LifecycleMailContext {
  database: Database;
  /** SWEEP_INTERVAL_S: how often the sweeper finishes voids and refunds whose answer was lost. */
  sweepIntervalS: number;
  /** CHARGE_FAILPOINT (crash tests only): after-refund-gateway, after-void-gateway. */
  failpoint?: ChargeFailpoint | undefined;
}

/** What the app hands a route module that an order change needs (AppDeps has all of it). */
export interface OrderChangeDeps {
  database: Database;
  paymentGateway: PaymentGateway;
  mailWorker: OrderChangeContext["mailWorker"];
  config: Pick<Config, "PAYMENT_TIMEOUT_MS" | "SWEEP_INTERVAL_S" | "CHARGE_FAILPOINT">;
}

/** The context of one admin request's change to an order (a refund, a cancel, a returned unit); `origin` is the request's public origin. */
export const orderChangeContext = (deps: OrderChangeDeps, origin: string): OrderChangeContext => ({
  database: deps.database,
  gateway: deps.paymentGateway,
  timeoutMs: deps.config.PAYMENT_TIMEOUT_MS,
  mailWorker: deps.mailWorker,
  origin,
  sweepIntervalS: deps.config.SWEEP_INTERVAL_S,
  failpoint: deps.config.CHARGE_FAILPOINT,
});

/** The admin as the order's history names them (extensions §1: the admin's e-mail). */
export const actorName = (actor: Actor) => actor.email ?? actor.username ?? `user #${actor.id}`;

/** The admin as an intent writes them down: the history's name and the account (for the activity log). */
export const recordedActor = (actor: Actor): RecordedActor => ({ id: actor.id, email: actorName(actor) });

const visible: readonly PaymentStatus[] = visiblePaymentStatuses;

/** The held row of an order anyone placed; 404 for unknown, reserved, declined and failed ones. */
export function placedOrder(row: OrderRow | null): OrderRow {
  if (!row || !visible.includes(row.paymentStatus)) throw notFound("Order not found");
  return row;
}
