import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormSelectField } from "./select-field";

afterEach(cleanup);

const schema = z.object({ state: z.string().min(1, "Select a state") });

function StateForm({ onSave, initial = "" }: { onSave: (values: z.output<typeof schema>) => void; initial?: string }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { state: initial } });
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <FormSelectField
        control={form.control}
        name="state"
        id="state"
        label="State"
        options={[
          { value: "CA", label: "California" },
          { value: "OR", label: "Oregon" },
        ]}
        placeholder="Select a state"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe("FormSelectField", () => {
  it("shows the field's own error under the labelled select, and submits nothing", async () => {
    const onSave = vi.fn();
    render(<StateForm onSave={onSave} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Select a state", { selector: "p" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "State" }).getAttribute("aria-invalid")).toBe("true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the field's value and submits it", async () => {
    const onSave = vi.fn();
    render(<StateForm onSave={onSave} initial="OR" />);
    expect(screen.getByRole("combobox", { name: "State" }).textContent).toBe("Oregon");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ state: "OR" }, expect.anything()));
  });
});
