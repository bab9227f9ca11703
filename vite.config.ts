import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
