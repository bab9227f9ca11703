import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable decoded and header folding undone. */
  body: string;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (the links' "=" arrives as "=3D"). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Every .eml file of DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return names.map((file) => {
    const raw = readFileSync(path.join(dir, file), "utf8").replace(/\r?\n[ \t]+/g, " ");
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
    return { file, to: header("To"), subject: header("Subject"), body: decodeQuotedPrintable(raw) };
  });
}

/** Waits for a mail to `to` whose subject matches (mail leaves in the background, or from an outbox worker). */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first link to `page` (e.g. "/reset-password") in a mail. */
export function linkToken(mail: OutboxMail, page: string): string {
  const match = new RegExp(`${page.replace(/[/-]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match?.[1]) throw new Error(`no ${page} link in the mail "${mail.subject}"`);
  return match[1];
}
