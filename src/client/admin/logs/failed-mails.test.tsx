import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MailOutboxResponse } from "../../../shared/contracts/mail-outbox";
import { jsonResponse } from "../../lib/order-fixtures";
import { FailedMails } from "./failed-mails";
import { renderWithClient, tidyAfterEach } from "../../lib/render-fixture";

const failed: MailOutboxResponse = {
  pending: 2,
  dead: 1,
  failed: [
    {
      id: 41,
      to: "grace@example.com",
      subject: "Order confirmation #C310A3C4",
      attempts: 8,
      lastError: "connect ECONNREFUSED 10.0.0.5:587",
      createdAt: "2026-11-26T10:00:00.000Z",
      lastAttemptAt: "2026-11-26T12:00:00.000Z",
    },
  ],
};

tidyAfterEach();

describe("Failed e-mails (Admin › Server Logs)", () => {
  it("lists recipient, subject, attempts and the last error, and queues a mail again", async () => {
    let current = failed;
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        if (url === "/api/admin/mail-outbox/41/retry") {
          current = { pending: 3, dead: 0, failed: [] };
          return Promise.resolve(jsonResponse({ message: "The e-mail is queued again" }));
        }
        return Promise.resolve(jsonResponse(current));
      }),
    );
    renderWithClient(<FailedMails />);
    expect(await screen.findByText("grace@example.com")).toBeTruthy();
    expect(screen.getByText("Order confirmation #C310A3C4")).toBeTruthy();
    expect(screen.getByText("connect ECONNREFUSED 10.0.0.5:587")).toBeTruthy();
    expect(screen.getByText("8")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("2 waiting to be sent · 1 failed for good");

    fireEvent.click(screen.getByRole("button", { name: "Send again to grace@example.com: Order confirmation #C310A3C4" }));
    expect(await screen.findByText("No e-mail has failed.")).toBeTruthy();
    await waitFor(() => expect(calls).toContain("POST /api/admin/mail-outbox/41/retry"));
  });
});
