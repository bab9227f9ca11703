import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { TextField } from "../components/text-field";
import { fieldsOf } from "./form-fields";

afterEach(cleanup);

const schema = z.object({
  serial: z.string().min(1, "Please enter the serial number"),
  prices: z.array(z.string().regex(/^\d+\.\d{2}$/, "Enter a price like 12.50")),
});

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { serial: "", prices: ["1.00", "2"] } });
  const field = fieldsOf(form);
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <TextField id="serial" label="Serial" {...field("serial")} />
      <TextField id="price-0" label="First price" {...field("prices.0")} />
      <TextField id="price-1" label="Second price" {...field("prices.1")} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("fieldsOf", () => {
  it("registers each field and shows its own message under it, nested names included", async () => {
    const sent: unknown[] = [];
    render(<Form onValid={(values) => sent.push(values)} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.getByLabelText("Serial").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please enter the serial number")).toBeTruthy();
    expect(screen.getByLabelText("First price").getAttribute("aria-invalid")).toBeNull();
    const second = screen.getByLabelText("Second price");
    expect(document.getElementById(second.getAttribute("aria-describedby")!)?.textContent).toBe("Enter a price like 12.50");
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText("Serial"), { target: { value: "A-1" } });
    fireEvent.change(second, { target: { value: "2.00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual([{ serial: "A-1", prices: ["1.00", "2.00"] }]));
    expect(screen.queryByText("Please enter the serial number")).toBeNull();
  });
});
