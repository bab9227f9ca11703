import { loadConfig, ConfigError } from "./config";
import { DataDirLockedError, openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed";
import { buildApp } from "./app";
import { ensureAdmin } from "./features/accounts/accounts.service";
import { loggable } from "./http/error-handler";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const { seeded } = await seedIfEmpty(database.db);
  // The owner's password check (scrypt, a quarter of a second on purpose) runs on libuv's thread
  // pool while the app is built: both are done before the server listens.
  const [owner, { app, deps }] = await Promise.all([
    config.ADMIN_EMAIL && config.ADMIN_PASSWORD
      ? ensureAdmin(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, resetPassword: config.ADMIN_PASSWORD_RESET })
      : ({} as Awaited<ReturnType<typeof ensureAdmin>>),
    buildApp({ config, database }),
  ]);
  const log = app.log;
  if (seeded) log.info("Seeded an empty database with the catalog");
  if (config.TRUST_PROXY === true) {
    log.warn(
      "TRUST_PROXY=true trusts every X-Forwarded-For hop, so a client can choose its own IP and evade per-IP limits: set it to the number of proxies in front of the shop (e.g. 1) or their addresses",
    );
  }
  if (!config.ADMIN_EMAIL) log.warn("ADMIN_EMAIL and ADMIN_PASSWORD are not set: no admin account was created or updated");
  if (owner.warning) log.warn(owner.warning);
  if (config.ADMIN_PASSWORD_RESET) {
    log.warn(
      `ADMIN_PASSWORD_RESET=true: the owner's password ${owner.passwordReset ? "was set" : "already is"} ADMIN_PASSWORD. Remove the setting, or every start sets it again.`,
    );
  }
  if (!config.PUBLIC_URL && config.NODE_ENV === "production") {
    log.warn(
      config.ALLOWED_HOSTS.length > 0
        ? "PUBLIC_URL is not set: links in e-mails (password reset, e-mail verification, staff invitations) (and calibration reminders) point at whichever of ALLOWED_HOSTS a request names, reminders at the first of them. Set PUBLIC_URL to the shop's address."
        : "PUBLIC_URL and ALLOWED_HOSTS are not set: the shop answers only for localhost and IP addresses, and its links point at the one each request names (calibration reminders at localhost). Set PUBLIC_URL to the shop's address.",
    );
  }
  if (config.PAYMENT_PROVIDER === "test") {
    log.warn("*** TEST PAYMENT GATEWAY ACTIVE: cards are NOT charged. Set PAYMENT_PROVIDER=authorizenet for a live shop. ***");
  }
  log.info({ database: database.kind, mail: deps.mailTransport.kind }, "services");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    // A failed query's message carries its parameters (a password hash, e-mails): print the SQL and the driver's message only.
    console.error("The shop could not start:", error instanceof Error ? loggable(error) : error);
  }
  process.exit(1);
});
