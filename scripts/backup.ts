// npm run backup [FILE]: the shop's database (and, on PGlite, its uploaded objects) into one file.
// npm run restore FILE: puts such a file back. Decision 0034; docs/deploy.md.
import path from "node:path";
import { loadConfig, ConfigError } from "../src/server/config";
import { DataDirLockedError } from "../src/server/db/client";
import { BackupError, backupPglite, backupPostgres, restorePglite, restorePostgres } from "./lib/backup";

async function main(): Promise<void> {
  const [mode, fileArgument] = process.argv.slice(2);
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");

  if (mode === "backup") {
    const file = path.resolve(fileArgument ?? `shop-backup-${stamp}.${config.DATABASE_URL ? "pgdump" : "tar.gz"}`);
    if (config.DATABASE_URL) {
      backupPostgres(config.DATABASE_URL, file);
      console.log(`Backed up the PostgreSQL database (with its uploaded objects) to ${file}`);
      if (config.S3_BUCKET)
        console.log("Objects in the S3 bucket are not in this file: back the bucket up with its own tools (versioning).");
    } else {
      await backupPglite(dataDir, file);
      console.log(`Backed up ${dataDir} (database and uploaded objects) to ${file}`);
    }
    return;
  }
  if (mode === "restore") {
    if (!fileArgument) throw new BackupError("Usage: npm run restore FILE");
    const file = path.resolve(fileArgument);
    if (config.DATABASE_URL) {
      restorePostgres(config.DATABASE_URL, file);
      console.log(`Restored ${file} into the PostgreSQL database. Restart the shop's processes so their caches start afresh.`);
    } else {
      const aside = await restorePglite(dataDir, file);
      console.log(`Restored ${file} into ${dataDir}.`);
      for (const moved of aside) console.log(`  the previous contents are kept in ${moved} (delete when no longer needed)`);
    }
    return;
  }
  throw new BackupError("Usage: npm run backup [FILE] | npm run restore FILE");
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
