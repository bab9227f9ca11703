import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ExportOrdersDialog } from "./export-orders-dialog";

afterEach(cleanup);

function open() {
  render(<ExportOrdersDialog status="completed" />);
  fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
  return screen.getByRole("dialog", { name: "Export orders as CSV" });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });

describe("ExportOrdersDialog", () => {
  it("offers the whole list at first, then the range typed with the list's status", async () => {
    const dialog = open();
    expect((await within(dialog).findByRole("link", { name: "Download CSV" })).getAttribute("href")).toBe(
      "/api/admin/orders.csv?status=completed",
    );
    type(dialog, "From", "2026-11-01");
    type(dialog, "To", "2026-11-30");
    expect((await within(dialog).findByRole("link", { name: "Download CSV" })).getAttribute("href")).toBe(
      "/api/admin/orders.csv?from=2026-11-01&to=2026-11-30&status=completed",
    );
  });

  it("says a start after the end under To and offers no download until it is fixed", async () => {
    const dialog = open();
    type(dialog, "To", "2026-11-30");
    type(dialog, "From", "2026-12-01");
    expect(await within(dialog).findByText("From must be on or before To")).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Download CSV" })).toBeNull();
    expect((within(dialog).getByRole("button", { name: "Download CSV" }) as HTMLButtonElement).disabled).toBe(true);
    type(dialog, "From", "2026-11-01");
    expect(await within(dialog).findByRole("link", { name: "Download CSV" })).toBeTruthy();
    expect(within(dialog).queryByText("From must be on or before To")).toBeNull();
  });
});
