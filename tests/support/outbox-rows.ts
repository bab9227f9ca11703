// Queued outbox rows as the worker sends them (not for the browser journeys: it loads the server's templates).
import { storedBody } from "../../src/server/domain/mail/mail-outbox";

/** Outbox rows with their text and HTML rendered from the template, as the worker sends them. */
export async function withBodies<Row extends { template: string | null; props: unknown; text: string | null; html: string | null }>(
  rows: Row[],
): Promise<(Omit<Row, "text" | "html"> & { text: string; html: string | null })[]> {
  return Promise.all(
    rows.map(async (row) => {
      const body = await storedBody(row);
      return { ...row, text: body.text, html: body.html ?? null };
    }),
  );
}
