import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Percent } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { DataTable, type TableSpec } from "./data-table";
import type { ListQuery } from "./list-states";

afterEach(cleanup);

interface Rate {
  id: number;
  state: string;
  rate: number;
}
const rates: Rate[] = [
  { id: 1, state: "Vermont", rate: 6 },
  { id: 2, state: "California", rate: 7.25 },
  { id: 3, state: "Oregon", rate: 0 },
];
const spec: TableSpec<Rate> = {
  initialSort: [{ id: "state", desc: false }],
  errorText: "The tax rates could not be loaded.",
  empty: { icon: Percent, text: "No tax rates yet." },
  rowLabel: (r) => `${r.state} tax rate`,
  confirmDelete: { question: "Are you sure you want to delete this tax rate?", detail: (r) => `${r.state} goes.` },
  columns: [
    { id: "state", header: "State", sortValue: (r) => r.state, cell: (r) => r.state },
    { id: "rate", header: "Rate", sortValue: (r) => r.rate, cell: (r) => `${r.rate}%` },
    { id: "note", header: "Note", cell: () => "-" },
  ],
};
const loaded = (data: Rate[] | undefined, state: Partial<ListQuery> = {}) => ({
  isLoading: false,
  isError: false,
  error: null,
  data,
  ...state,
});

function renderTable(query = loaded(rates)) {
  const onDelete = vi.fn();
  render(<DataTable spec={spec} query={query} onEdit={() => undefined} onDelete={onDelete} />);
  return onDelete;
}

const firstCells = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("DataTable", () => {
  it("shows the loading, error (with the request id) and empty states", () => {
    renderTable(loaded(undefined, { isLoading: true }));
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    renderTable(loaded(undefined, { isError: true, error: new ApiError(500, "", "Server Error", "req-9") }));
    expect(screen.getByRole("alert").textContent).toContain("The tax rates could not be loaded.");
    expect(screen.getByText("req-9")).toBeTruthy();
    cleanup();
    renderTable(loaded([]));
    expect(screen.getByText("No tax rates yet.")).toBeTruthy();
  });

  it("sorts by the initial column and by a clicked header, and says so to screen readers", () => {
    renderTable();
    expect(firstCells()).toEqual(["California", "Oregon", "Vermont"]);
    expect(screen.getByRole("columnheader", { name: /State/ }).getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: "Rate" }));
    expect(firstCells()).toEqual(["Oregon", "Vermont", "California"]);
    fireEvent.click(screen.getByRole("button", { name: "Rate" }));
    expect(firstCells()).toEqual(["California", "Vermont", "Oregon"]);
    expect(screen.getByRole("columnheader", { name: /Rate/ }).getAttribute("aria-sort")).toBe("descending");
    expect(screen.queryByRole("button", { name: "Note" })).toBeNull();
  });

  it("deletes a row only after the spec's question is confirmed", () => {
    const onDelete = renderTable();
    fireEvent.click(screen.getByRole("button", { name: "Delete Oregon tax rate" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Are you sure you want to delete this tax rate?");
    expect(dialog.textContent).toContain("Oregon goes.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete Oregon tax rate" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(rates[2]);
  });
});
