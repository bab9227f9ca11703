import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QueryStates } from "./query-states";

afterEach(cleanup);

const show = (query: { isPending: boolean; isError: boolean; data: string[] | undefined }) =>
  render(
    <QueryStates query={query} skeleton="h-32 w-full" errorText="The list could not be loaded.">
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );

describe("QueryStates", () => {
  it("shows only the placeholder while the first answer is on its way", () => {
    const { container } = show({ isPending: true, isError: false, data: undefined });
    expect(container.querySelector(".h-32")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error line when the query failed, even with earlier data kept", () => {
    show({ isPending: false, isError: true, data: ["Ada"] });
    expect(screen.getByRole("alert").textContent).toBe("The list could not be loaded.");
    expect(screen.queryByText("Ada")).toBeNull();
  });

  it("hands the data to its content", () => {
    show({ isPending: false, isError: false, data: ["Ada", "Grace"] });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ada", "Grace"]);
  });
});
