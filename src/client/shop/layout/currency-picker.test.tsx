import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY, forgetCurrencyForTests } from "../../lib/currency";
import { createQueryClient } from "../../lib/query-client";
import { CurrencyPicker } from "./currency-picker";
import { ChargeCurrencyNote, PriceEstimate } from "../../components/price-estimate";

const RATES = {
  base: "USD",
  rates: { EUR: 0.952381, GBP: 0.792857, JPY: 157, CAD: 1.40229, AUD: 1.536 },
  asOf: "2026-11-26",
  source: "ecb",
};

function serveRates() {
  const fetchMock = vi.fn((url: string) => {
    expect(url).toBe("/api/fx-rates");
    return Promise.resolve(new Response(JSON.stringify(RATES), { status: 200, headers: { "content-type": "application/json" } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const Shop = () => (
  <>
    <CurrencyPicker id="currency" />
    <p>
      $1,062.60 <PriceEstimate usd="1062.60" />
    </p>
    <ChargeCurrencyNote />
  </>
);

beforeEach(() => {
  window.localStorage.clear();
  forgetCurrencyForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("price estimates in the visitor's currency", () => {
  it("shows nothing and fetches nothing in USD", () => {
    const fetchMock = serveRates();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Shop />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId("price-estimate")).toBeNull();
    expect(screen.getByTestId("charge-currency-note").textContent).toBe("You are charged in US dollars (USD).");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the estimate once a currency is picked, and keeps the choice in the browser", async () => {
    serveRates();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Shop />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "EUR" } });
    expect((await screen.findByTestId("price-estimate")).textContent).toBe("≈ €1,012, about €1,012");
    expect(screen.getByTestId("charge-currency-note").textContent).toBe(
      "You are charged in US dollars (USD). Amounts in EUR are estimates at the rates of November 26, 2026.",
    );
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("EUR");
  });

  it("hydrates the server's USD markup without a mismatch, then shows the stored choice", async () => {
    serveRates();
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "JPY");
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <Shop />
      </QueryClientProvider>,
    );
    expect(html).not.toContain("≈");
    expect(html).toContain('value="USD" selected=""');

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={createQueryClient()}>
          <Shop />
        </QueryClientProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect((await screen.findByTestId("price-estimate")).textContent).toMatch(/^≈ ¥166,828/);
    expect((screen.getByLabelText("Currency") as HTMLSelectElement).value).toBe("JPY");
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("ignores a stored value that is no currency the shop offers", () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "BTC");
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Shop />
      </QueryClientProvider>,
    );
    expect((screen.getByLabelText("Currency") as HTMLSelectElement).value).toBe("USD");
  });
});
