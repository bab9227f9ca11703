import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router";
import { CategoryCard } from "./category-card";

afterEach(cleanup);

const long = "Near-field probes for finding emission sources on boards, cables and enclosures. ".repeat(3);

function renderCard(overrides: Partial<Parameters<typeof CategoryCard>[0]["category"]> = {}) {
  const category = { name: "LISNs & Conducted Emissions", description: long, image: null, productCount: 2, fileUrl: null, ...overrides };
  return render(
    <MemoryRouter>
      <CategoryCard category={category} />
    </MemoryRouter>,
  );
}

describe("CategoryCard", () => {
  it("cuts a long description and toggles Read more / Read less", () => {
    renderCard();
    expect(screen.getByText(`${long.slice(0, 120)}...`)).toBeTruthy();
    const toggle = screen.getByRole("button", { name: "Read more" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(screen.getByText(long.trim())).toBeTruthy();
    expect(screen.getByRole("button", { name: "Read less" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Read less" }));
    expect(screen.getByRole("button", { name: "Read more" })).toBeTruthy();
  });

  it("has no toggle for a short description", () => {
    renderCard({ description: "Short." });
    expect(screen.queryByRole("button", { name: "Read more" })).toBeNull();
  });

  it("links View Products to the URL-encoded category only when it has products", () => {
    renderCard();
    expect(screen.getByRole("link", { name: /View Products/ }).getAttribute("href")).toBe(
      "/products?category=LISNs%20%26%20Conducted%20Emissions",
    );
    cleanup();
    renderCard({ productCount: 0 });
    expect(screen.queryByRole("link", { name: /View Products/ })).toBeNull();
  });

  it("shows View Details, opening in a new tab, only when a file exists", () => {
    renderCard();
    expect(screen.queryByRole("link", { name: /View Details/ })).toBeNull();
    cleanup();
    renderCard({ fileUrl: "/assets/datasheets/x.pdf" });
    const details = screen.getByRole("link", { name: /View Details/ });
    expect(details.getAttribute("href")).toBe("/assets/datasheets/x.pdf");
    expect(details.getAttribute("target")).toBe("_blank");
  });
});
