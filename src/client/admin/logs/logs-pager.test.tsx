import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LogsPager, pageCount } from "./logs-pager";

afterEach(cleanup);

describe("the server log pager", () => {
  it("shows which rows are on the page and moves between pages", () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<LogsPager page={0} rows={1000} onPageChange={onPageChange} />);
    expect(screen.getByText("Showing 1-100 of 1,000")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Newer" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender(<LogsPager page={9} rows={1000} onPageChange={onPageChange} />);
    expect(screen.getByText("Showing 901-1,000 of 1,000")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Older" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is not shown when everything fits on one page", () => {
    render(<LogsPager page={0} rows={100} onPageChange={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(pageCount(0)).toBe(1);
    expect(pageCount(101)).toBe(2);
  });
});
