import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerPeriodicSweep } from "./periodic-sweep";

/** An app whose error log lines are kept. */
function appWithLog() {
  const errors: string[] = [];
  const app = Fastify({
    logger: {
      level: "error",
      stream: { write: (line: string) => void errors.push((JSON.parse(line) as { msg: string }).msg) },
    },
  });
  return { app, errors };
}

describe("registerPeriodicSweep", () => {
  it("sweeps once when the app is ready, logs a failed sweep by name and keeps its timer", async () => {
    const { app, errors } = appWithLog();
    let sweeps = 0;
    registerPeriodicSweep(app, {
      what: "test jobs",
      intervalS: 0.02,
      sweep: async () => {
        sweeps += 1;
        if (sweeps === 1) throw new Error("database away");
      },
    });
    expect(sweeps).toBe(0);
    await app.ready();
    await expect.poll(() => sweeps, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    await app.close();
    expect(errors).toEqual(["sweeping test jobs failed"]);
  });

  it("never runs two sweeps at once, and closing waits for the one under way", async () => {
    const { app } = appWithLog();
    let running = 0;
    let most = 0;
    let finished = 0;
    registerPeriodicSweep(app, {
      what: "slow jobs",
      intervalS: 0.01,
      sweep: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 80));
        running -= 1;
        finished += 1;
      },
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.close();
    expect(most).toBe(1);
    expect(running).toBe(0);
    const afterClose = finished;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finished).toBe(afterClose);
  });
});
