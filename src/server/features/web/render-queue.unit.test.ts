import { describe, expect, it } from "vitest";
import { RendererBusy, RenderQueue } from "./render-queue";

describe("RenderQueue", () => {
  it("runs one render at a time, in order, and refuses at once past its waiting bound", async () => {
    const queue = new RenderQueue(3);
    const events: string[] = [];
    let release!: () => void;
    const first = queue.run(async () => {
      events.push("1 starts");
      await new Promise<void>((resolve) => (release = resolve));
      events.push("1 ends");
      return 1;
    });
    const second = queue.run(async () => (events.push("2 runs"), 2));
    const third = queue.run(async () => (events.push("3 runs"), 3));
    // Three are waiting (the first has not had its turn yet): a fourth is refused without running.
    await expect(queue.run(async () => 4)).rejects.toBeInstanceOf(RendererBusy);
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(["1 starts"]);
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(events).toEqual(["1 starts", "1 ends", "2 runs", "3 runs"]);
  });

  it("goes on with the next render after one fails", async () => {
    const queue = new RenderQueue(4);
    const failed = queue.run(() => Promise.reject(new Error("render failed")));
    const next = queue.run(async () => "rendered");
    await expect(failed).rejects.toThrow("render failed");
    expect(await next).toBe("rendered");
  });
});
