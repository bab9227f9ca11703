import { afterAll, beforeAll, beforeEach } from "vitest";
import { createTestGateway } from "../../src/server/adapters/payments/test-gateway";
import { CountingGateway } from "./checkout";
import { loginAsAdmin } from "./factories";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";

export interface UsedTestApp extends TestApp {
  /** The admin's session cookie, made before each test (only with `admin: true`). */
  readonly admin: string;
}

/**
 * The prologue of a server test file: one app and database for the file, built before all its
 * tests, reset before each and closed after all; with `admin: true` also a fresh admin session
 * per test. `env` may be a function when it depends on something a beforeAll registered
 * earlier starts (a fake outside service's URL). Use the result inside tests and hooks only.
 */
export function useTestApp(
  options: Omit<TestAppOptions, "env"> & { env?: TestAppOptions["env"] | (() => TestAppOptions["env"]); admin?: boolean } = {},
): UsedTestApp {
  let built: TestApp | undefined;
  let admin: string | undefined;
  const current = () => {
    if (!built) throw new Error("The test app is built in beforeAll: use it inside tests and hooks");
    return built;
  };
  beforeAll(async () => {
    built = await createTestApp({ ...options, env: typeof options.env === "function" ? options.env() : options.env });
  });
  afterAll(() => built?.close());
  beforeEach(async () => {
    await current().reset();
    if (options.admin) admin = await loginAsAdmin(current().app, current().deps.db);
  });
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    get config() {
      return current().config;
    },
    get testDb() {
      return current().testDb;
    },
    get dataDir() {
      return current().dataDir;
    },
    get routes() {
      return current().routes;
    },
    reset: () => current().reset(),
    close: () => current().close(),
    get admin() {
      if (admin === undefined) throw new Error("useTestApp({ admin: true }) makes the admin session");
      return admin;
    },
  };
}

/** A checkout test's app: the real test gateway, counted (`gateway.calls`, `gateway.hang`), reset before each test. */
export function useCheckoutApp(env: Record<string, string> | (() => Record<string, string>) = {}): {
  t: UsedTestApp;
  gateway: CountingGateway;
} {
  const gateway = new CountingGateway();
  // The test gateway honours the file's TEST_GATEWAY_SETTLE_AFTER_S and TEST_GATEWAY_DELAY_MS like the app's own would;
  // env may be a function, read when the app is built (a stand-in's URL is known only then).
  const t = useTestApp({
    env,
    adapters: (db) => {
      const read = typeof env === "function" ? env() : env;
      const settings = {
        settleAfterS: Number(read.TEST_GATEWAY_SETTLE_AFTER_S ?? 86_400),
        delayMs: Number(read.TEST_GATEWAY_DELAY_MS ?? 0),
      };
      return { paymentGateway: gateway.around(createTestGateway(db, settings)) };
    },
  });
  beforeEach(() => gateway.reset());
  return { t, gateway };
}
