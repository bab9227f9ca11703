import { cleanup, render, screen } from "@testing-library/react";
import { Users } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { ItemList, ItemRow, type ItemListSpec } from "./item-list";
import { ListStates, type ListQuery } from "./list-states";

afterEach(cleanup);

const query = (state: Partial<ListQuery> = {}): ListQuery => ({ isLoading: false, isError: false, error: null, ...state });

const names: ItemListSpec = { label: "Names", errorText: "The list could not be loaded.", empty: { icon: Users, text: "Nobody yet." } };

const show = (state: Partial<ListQuery>, items: string[] | undefined) =>
  render(
    <ItemList spec={names} query={{ ...query(state), data: items }}>
      {(name) => <li key={name}>{name}</li>}
    </ItemList>,
  );

describe("ItemList", () => {
  it("shows only the placeholder while the first answer is on its way", () => {
    const { container } = show({ isLoading: true }, undefined);
    expect(container.querySelector(".animate-pulse")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the error with the request id when the query failed, even with earlier rows kept", () => {
    show({ isError: true, error: new ApiError(500, "", "Server Error", "req-7") }, ["Ada"]);
    expect(screen.getByRole("alert").textContent).toContain("The list could not be loaded.");
    expect(screen.getByText("req-7")).toBeTruthy();
    expect(screen.queryByText("Ada")).toBeNull();
  });

  it("says the list is empty", () => {
    show({}, []);
    expect(screen.getByText("Nobody yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("hands each item to its row, in a list named for screen readers", () => {
    show({}, ["Ada", "Grace"]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ada", "Grace"]);
    expect(screen.getByRole("list", { name: "Names" })).toBeTruthy();
  });
});

describe("ItemList of a query whose answer holds more than the rows", () => {
  it("lists the rows picked out of it, and waits for them as for the query's own data", () => {
    const page = (state: Partial<ListQuery>, entries: string[] | undefined) => (
      <ItemList spec={{ ...names, ordered: true }} query={query(state)} items={entries}>
        {(name) => <li key={name}>{name}</li>}
      </ItemList>
    );
    const { rerender, container } = render(page({ isLoading: true }, undefined));
    expect(container.querySelector(".animate-pulse")).toBeTruthy();
    rerender(page({}, ["Newest", "Older"]));
    const list = screen.getByRole("list", { name: "Names" });
    expect(list.tagName).toBe("OL");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Newest", "Older"]);
  });
});

describe("ItemRow", () => {
  it("is a named row: its main column first, then its own controls", () => {
    render(
      <ItemList spec={names} query={{ ...query(), data: ["Ada"] }}>
        {(name) => (
          <ItemRow key={name} label={`Account ${name}`} main={<p>{name}</p>}>
            <button type="button">Remove</button>
          </ItemRow>
        )}
      </ItemList>,
    );
    const row = screen.getByRole("listitem", { name: "Account Ada" });
    expect(row.firstElementChild?.textContent).toBe("Ada");
    expect(row.lastElementChild?.textContent).toBe("Remove");
  });
});

describe("ListStates inside a card's section (no icon)", () => {
  it("says the empty list and the error in one line each", () => {
    const states = (state: Partial<ListQuery>) => (
      <ListStates
        query={query(state)}
        isEmpty
        errorText="The failed e-mails could not be loaded."
        empty={{ text: "No e-mail has failed." }}
        skeleton={{ count: 1, className: "h-16", layout: "" }}
      >
        <p>rows</p>
      </ListStates>
    );
    const { rerender, container } = render(states({}));
    expect(screen.getByText("No e-mail has failed.").tagName).toBe("P");
    expect(container.querySelector("svg")).toBeNull();
    rerender(states({ isError: true }));
    expect(screen.getByRole("alert").textContent).toBe("The failed e-mails could not be loaded.");
  });
});
