import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismiss, useToast } from "../../hooks/use-toast";
import { createQueryClient } from "../../lib/query-client";
import { ContactForm } from "./contact-form";

/** Shows the current toast as text, so the test reads what a visitor would see. */
function ToastProbe() {
  const { toasts } = useToast();
  const current = toasts.find((t) => t.open);
  return current ? (
    <output data-testid="toast" data-variant={current.variant ?? "default"}>
      {current.title} | {current.description}
    </output>
  ) : null;
}

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
      <ToastProbe />
    </QueryClientProvider>,
  );
}

function fill(values: { name?: string; email?: string; phone?: string; message?: string }) {
  if (values.name !== undefined) fireEvent.input(screen.getByLabelText("Name"), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.input(screen.getByLabelText("Email"), { target: { value: values.email } });
  if (values.phone !== undefined) fireEvent.input(screen.getByLabelText(/Phone/), { target: { value: values.phone } });
  if (values.message !== undefined) fireEvent.input(screen.getByLabelText("Message"), { target: { value: values.message } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: /send message/i }));

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("shows the spec's message for each invalid field and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    fill({ name: "A", email: "not-an-email", message: "short" });
    submit();
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the message, confirms with a toast and clears the form", async () => {
    let release: (res: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    fill({ name: "Grace Hopper", email: "grace@example.com", message: "Please quote ten 101A probe sets." });
    submit();

    const busy = await screen.findByRole("button", { name: /sending\.\.\./i });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: "Please quote ten 101A probe sets.",
    });

    release(new Response(JSON.stringify({ message: "Message received" }), { status: 201 }));
    expect((await screen.findByTestId("toast")).textContent).toBe("Message Sent! | We'll get back to you as soon as possible.");
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe(""));
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
    expect(screen.getByRole("button", { name: /send message/i })).toBeTruthy();
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Too many attempts. Please try again later." }), { status: 429 })),
    );
    renderForm();
    fill({ name: "Grace Hopper", email: "grace@example.com", message: "Please quote ten 101A probe sets." });
    submit();
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toBe("Error | Too many attempts. Please try again later.");
    expect(toast.getAttribute("data-variant")).toBe("destructive");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Grace Hopper");
  });

  it("falls back to the generic message when the request fails without an answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderForm();
    fill({ name: "Grace Hopper", email: "grace@example.com", message: "Please quote ten 101A probe sets." });
    submit();
    expect((await screen.findByTestId("toast")).textContent).toBe("Error | Failed to send message. Please try again.");
  });
});
