/** A miss that found the renderer's queue full: the page is answered client-rendered instead. */
export class RendererBusy extends Error {
  constructor() {
    super("too many pages waiting to be rendered");
  }
}

/**
 * Server renders one at a time, each after the I/O already waiting (decision 0051). A render is 5-25 ms
 * of work that does not yield, so eight at once (a flood of misses) held every other answer behind all
 * eight; in turn, cached pages and the API are answered between two renders. Past `maxWaiting` queued
 * renders, `run` rejects with RendererBusy at once rather than make a visitor wait behind a flood.
 */
export class RenderQueue {
  private last: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly maxWaiting: number) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxWaiting) return Promise.reject(new RendererBusy());
    this.waiting++;
    const turn = this.last
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => {
        this.waiting--;
        return task();
      });
    this.last = turn.catch(() => undefined);
    return turn;
  }
}
