import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5180);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${E2E_PORT}`;
export const E2E_ADMIN = { email: "owner@gravensteinrf.com", password: "e2e-admin-password" };

// Browser journeys run against the built app on a throwaway DATA_DIR, driving Debian's Chromium.
const GROWS_THE_CATALOG = /product-pages\.spec\.ts$/;
const GROWN_PORT = E2E_PORT + 1;

/** A shop on its own port and throwaway DATA_DIR. */
function shopServer(port: number, dataDir: string): Extract<PlaywrightTestConfig["webServer"], { command: string }> {
  return {
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOGIN_MAX_FAILURES: "1000",
      REGISTER_MAX_PER_HOUR: "1000",
      CONTACT_MAX_PER_HOUR: "1000",
      PAYMENT_PROVIDER: "test",
      // A charge counts as settled at once, so a journey can refund it (extensions §1: unsettled payments are only voided).
      TEST_GATEWAY_SETTLE_AFTER_S: "0",
      // Webhooks (extensions §10): a journey's receiver listens on 127.0.0.1, and deliveries go out within a second.
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_POLL_S: "1",
      DATABASE_URL: "",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: ".tmp/test-results",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } }, testIgnore: GROWS_THE_CATALOG },
    // Journeys that add products for good (a second page of /products) have a shop of their own, so
    // that no journey running beside them counts a catalog that changes under it.
    {
      name: "catalog-grown",
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${GROWN_PORT}` },
      testMatch: GROWS_THE_CATALOG,
    },
  ],
  webServer: [shopServer(E2E_PORT, E2E_DATA_DIR), shopServer(GROWN_PORT, `${E2E_DATA_DIR}-grown`)],
});
