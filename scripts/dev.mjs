// npm run dev: the API server (restarted on change) on :5000 and Vite with HMR on :5173.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--watch-path=src/server", "--watch-path=src/shared", "--import", "tsx", "src/server/main.ts"], {
    stdio: "inherit",
    // The browser talks to Vite on :5173, which proxies /api: that is the origin the server must accept.
    env: { NODE_ENV: "development", PUBLIC_URL: "http://localhost:5173", ...process.env },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];
console.log("Shop API on http://localhost:5000, storefront with hot reload on http://localhost:5173");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
