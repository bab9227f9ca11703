import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField } from "./form-field";
import { Input } from "./ui/input";

afterEach(cleanup);

function renderField(error?: string) {
  render(
    <FormField id="register-password" label="Password" hint="Minimum 8 characters required" error={error}>
      {(aria) => <Input {...aria} type="password" />}
    </FormField>,
  );
  return screen.getByLabelText("Password");
}

describe("FormField", () => {
  it("labels its control and describes it by the hint while it is valid", () => {
    const input = renderField();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Minimum 8 characters required");
  });

  it("marks an invalid control and describes it by the message, which replaces the hint", () => {
    const input = renderField("Password must be at least 8 characters");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Password must be at least 8 characters");
    expect(screen.queryByText("Minimum 8 characters required")).toBeNull();
  });
});
