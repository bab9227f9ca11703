import { shopToday } from "../../../shared/shop-time";
import type { AppDeps, AppInstance } from "../../app-types";
import { remindDueCalibrations } from "../../domain/units/calibration-reminders";
import { mailOrigin } from "../../http/public-origin";
import { registerPeriodicSweep } from "../../lib/periodic-sweep";

/**
 * Calibration reminders (extensions §7), a job of its own beside the reservation sweeper: every
 * SWEEP_INTERVAL_S (and once at start, in the background) each process sweeps the units coming due.
 * Processes sweeping together are safe: the calibration_reminders table decides who mails.
 */
export function registerCalibrationReminders(app: AppInstance, deps: AppDeps): void {
  const { config } = deps;
  registerPeriodicSweep(app, {
    what: "calibration reminders",
    intervalS: config.SWEEP_INTERVAL_S,
    sweep: async () => {
      const queued = await remindDueCalibrations(deps.db, {
        today: shopToday(),
        windowDays: config.CALIBRATION_REMINDER_DAYS,
        origin: mailOrigin(config),
      });
      if (queued > 0) {
        app.log.info({ reminders: queued }, "queued calibration reminders");
        deps.mailWorker.kick();
      }
    },
  });
}
