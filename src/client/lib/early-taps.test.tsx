import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { EARLY_TAPS_SCRIPT } from "../../shared/early-taps";
import { freshPageEachTest, inAct, serverHtml } from "./early-taps-fixtures";
import { replayEarlyTaps, takeEarlyTaps } from "./early-taps";

// The page's inline script and the app's replay of what it kept (decision 0082).

freshPageEachTest();

describe("the inline script", () => {
  it("keeps clicks on marked controls, in order, and none once the app has taken them", () => {
    const container = serverHtml(
      <div>
        <button type="button" data-early-tap="" id="a">
          <svg>
            <path d="M0 0" />
          </svg>
        </button>
        <button type="button" id="plain">
          Plain
        </button>
        <button type="button" data-early-tap="" id="b">
          B
        </button>
      </div>,
    );
    const [a, plain, b] = ["a", "plain", "b"].map((id) => document.getElementById(id)!);
    // A tap on the icon inside a control counts as a tap on the control.
    container.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    plain!.click();
    b!.click();
    a!.click();
    expect(takeEarlyTaps()).toEqual([a, b, a]);
    b!.click();
    expect(takeEarlyTaps()).toEqual([]);
  });

  it("is small: well under 1 KB in every page", () => {
    expect(new TextEncoder().encode(EARLY_TAPS_SCRIPT).length).toBeLessThan(400);
  });
});

describe("replayEarlyTaps", () => {
  it("clicks each kept control in order, skipping one the page no longer shows", async () => {
    const clicked: string[] = [];
    const make = (id: string) => {
      const button = document.createElement("button");
      button.id = id;
      button.addEventListener("click", () => clicked.push(id));
      return button;
    };
    const [a, gone, b] = [make("a"), make("gone"), make("b")];
    document.body.append(a, b);
    const between = vi.fn(() => Promise.resolve());
    await replayEarlyTaps([a, gone, b, a], between);
    expect(clicked).toEqual(["a", "b", "a"]);
    expect(between).toHaveBeenCalledTimes(4);
    a.remove();
    b.remove();
  });
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-early-tap="" onClick={() => setCount((c) => c + 1)}>
      {`Tapped ${count}`}
    </button>
  );
}

describe("taps before hydration, replayed once React is listening", () => {
  it("count once each: neither lost nor doubled, and a tap after hydration is React's alone", async () => {
    const container = serverHtml(<Counter />);
    const button = screen.getByRole("button");
    button.click();
    button.click();
    expect(button.textContent).toBe("Tapped 0");

    await act(async () => {
      hydrateRoot(container, <Counter />);
    });
    const kept = takeEarlyTaps();
    expect(kept).toEqual([button, button]);
    await replayEarlyTaps(kept, inAct);
    expect(button.textContent).toBe("Tapped 2");
    await act(async () => button.click());
    expect(button.textContent).toBe("Tapped 3");
    expect(takeEarlyTaps()).toEqual([]);
  });
});
