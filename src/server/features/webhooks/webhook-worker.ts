import type { AppDeps, AppInstance } from "../../app-types";
import { deliverDueWebhooks, pruneWebhookDeliveries } from "../../domain/webhooks/webhook-delivery";
import { registerPeriodicSweep } from "../../lib/periodic-sweep";

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Every WEBHOOK_POLL_S each process sends the webhook deliveries that are due (first tries and
 * retries); several processes share the work without sending one twice (decision 0075).
 */
export function registerWebhookWorker(app: AppInstance, deps: AppDeps): void {
  let lastPrune = 0;
  registerPeriodicSweep(app, {
    what: "webhook deliveries",
    intervalS: deps.config.WEBHOOK_POLL_S,
    sweep: async () => {
      await deliverDueWebhooks({ db: deps.db, log: app.log, allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE });
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneWebhookDeliveries(deps.db);
      }
    },
  });
}
