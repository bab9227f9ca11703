import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * The libraries every storefront page runs, in one chunk (decision 0044). Since the entry imports the
 * app dynamically, the bundler would otherwise split what the app shares with lazily loaded pages
 * into two dozen small chunks, each one more request. The chunk imports nothing back, so no import
 * cycle between chunks can leave a binding undefined.
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query|tailwind-merge|clsx|class-variance-authority)\//;

const serverTests = ["src/server/**/*.test.ts", "tests/integration/**/*.test.ts"];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: false,
    chunkSizeWarningLimit: 600,
    sourcemap: false,
    manifest: true,
    // No <link rel="modulepreload"> appended for a dynamic import's chunks: on a server-rendered page
    // each append into the head cost ~2.5 ms of a 4x-throttled main thread (53 ms for boot's 20 chunks,
    // Lighthouse's blocking time). The browser fetches a chunk's imports once it has the chunk: one
    // round trip later, after the first paint (decision 0044).
    modulePreload: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK, includeDependenciesRecursively: false }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:5000",
      "/objects": "http://localhost:5000",
      "/assets/papers": "http://localhost:5000",
      "/assets/datasheets": "http://localhost:5000",
    },
  },
  test: {
    // A console.error during a test fails it (tests/support/fail-on-console.ts).
    setupFiles: ["tests/support/fail-on-console.ts"],
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where a
    // server test file spends much of its time waiting for PostgreSQL or a child process.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts", "src/server/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "client",
          include: ["src/client/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
      {
        extends: true,
        test: {
          name: "server-pglite",
          include: serverTests,
          exclude: ["src/server/**/*.unit.test.ts"],
          environment: "node",
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/support/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server-postgres",
          include: serverTests,
          exclude: ["src/server/**/*.unit.test.ts"],
          environment: "node",
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/support/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
