import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { addressInput, type AddressInput } from "../../shared/contracts/addresses";
import { AddressFields } from "./address-fields";

afterEach(cleanup);

const names = { street: "street", city: "city", state: "state", zip: "zipCode", country: "country" } as const;
const empty = { label: "Lab", name: "Ada Lovelace", phone: "7075550100", street: "", city: "", state: "", zipCode: "", country: "" };

function AddressForm({ start, mirrored }: { start: Partial<AddressInput>; mirrored?: boolean }) {
  const form = useForm<AddressInput>({ resolver: zodResolver(addressInput), defaultValues: { ...empty, ...start } });
  return (
    <FormProvider {...form}>
      <form aria-label="Address" noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
        <AddressFields names={names} idOf={(name) => `a-${name}`} section="shipping" mirrored={mirrored} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const choicesOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole("option")
    .filter((option) => (option as HTMLOptionElement).value !== "");

describe("AddressFields", () => {
  it("offers the 50 states for the United States, the 13 provinces and territories for Canada, free text elsewhere", () => {
    render(<AddressForm start={{ country: "United States" }} />);
    expect(choicesOf("State")).toHaveLength(50);
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "Canada" } });
    expect(choicesOf("Province / Territory")).toHaveLength(13);
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "Germany" } });
    expect(screen.getByLabelText("State / Province / Region").tagName).toBe("INPUT");
  });

  it("empties the state when the country changes, since its choices depend on the country", () => {
    render(<AddressForm start={{ country: "United States" }} />);
    fireEvent.change(screen.getByLabelText("State"), { target: { value: "CA" } });
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("CA");
    // A free-text field would show the old state if the form still held it.
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "Germany" } });
    expect((screen.getByLabelText("State / Province / Region") as HTMLInputElement).value).toBe("");
  });

  it("shows each part's message under its field, tied to it for screen readers", async () => {
    render(<AddressForm start={{ country: "United States" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Street address is required")).toBeTruthy();
    const street = screen.getByLabelText("Street Address");
    expect(street.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(street.getAttribute("aria-describedby")!)?.textContent).toBe("Street address is required");
    expect(screen.getByText("State is required")).toBeTruthy();
    expect(street.getAttribute("autocomplete")).toBe("shipping address-line1");
  });

  it("while mirrored, shows the fields disabled and without messages of their own", async () => {
    render(<AddressForm start={{ country: "United States" }} mirrored />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect((screen.getByLabelText("Street Address") as HTMLInputElement).disabled).toBe(true));
    expect(screen.queryByText("Street address is required")).toBeNull();
    expect(screen.getByLabelText("Country").hasAttribute("disabled")).toBe(true);
  });
});
