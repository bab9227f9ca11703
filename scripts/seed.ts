// npm run db:seed: fills an EMPTY database (embedded or DATABASE_URL) with the catalog. Never wipes anything.
import { ensureAdmin } from "../src/server/features/accounts/accounts.service";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { seedIfEmpty } from "../src/server/db/seed/seed";

const config = loadConfig();
const database = await openDatabase(config);
try {
  const { seeded } = await seedIfEmpty(database.db);
  console.log(seeded ? "Seeded the catalog." : "The database already has a catalog: nothing changed.");
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { warning } = await ensureAdmin(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      resetPassword: config.ADMIN_PASSWORD_RESET,
    });
    console.log(warning ?? `Owner account ready (${config.ADMIN_EMAIL}).`);
  }
} finally {
  await database.close();
}
