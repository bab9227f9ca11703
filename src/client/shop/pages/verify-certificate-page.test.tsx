import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, shopToday } from "../../../shared/shop-time";
import { createQueryClient } from "../../lib/query-client";
import { jsonResponse } from "../../lib/order-fixtures";
import { VerifyCertificateForm } from "./verify-certificate-form";
import { VerifyCertificatePage } from "./verify-certificate-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Location() {
  return <output aria-label="Location">{useLocation().search}</output>;
}

function renderPage(url: string, answer: () => Response) {
  const fetchMock = vi.fn(() => Promise.resolve(answer()));
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/verify-certificate" element={<VerifyCertificatePage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

const genuine = (calibrationDueOn: string) => ({
  valid: true,
  productName: "102A H-Field Probe",
  serial: "GRF-102A-0042",
  calibratedOn: "2026-02-10",
  calibrationDueOn,
});

describe("the certificate check page", () => {
  it("answers a shared link: the form shows its numbers and the certificate is confirmed with its dates", async () => {
    const fetchMock = renderPage("/verify-certificate?serial=grf-102a-0042&certificate=CAL-2026-0815", () =>
      jsonResponse(genuine(addDays(shopToday(), 90))),
    );
    const result = await screen.findByRole("region", { name: "Result" });
    await waitFor(() => expect(result.textContent).toContain("Certificate CAL-2026-0815 is genuine"));
    expect(fetchMock).toHaveBeenCalledWith("/api/certificates/verify?serial=grf-102a-0042&certificate=CAL-2026-0815", expect.anything());
    expect(result.textContent).toContain("102A H-Field Probe");
    expect(result.textContent).toContain("February 10, 2026");
    expect(result.textContent).not.toContain("no longer covers");
    expect(screen.getByLabelText<HTMLInputElement>("Serial number").value).toBe("grf-102a-0042");
    expect(screen.getByLabelText<HTMLInputElement>("Certificate number").value).toBe("CAL-2026-0815");
  });

  it("says so when the calibration the certificate states has lapsed", async () => {
    renderPage("/verify-certificate?serial=GRF-102A-0042&certificate=CAL-1", () => jsonResponse(genuine(addDays(shopToday(), -1))));
    const result = await screen.findByRole("region", { name: "Result" });
    await waitFor(() => expect(result.textContent).toContain("no longer covers the instrument"));
  });

  it("puts the numbers in the URL when checked, and says when the shop issued no such certificate", async () => {
    renderPage("/verify-certificate", () => jsonResponse({ valid: false }));
    expect(screen.queryByRole("region", { name: "Result" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Serial number"), { target: { value: " SN-9 " } });
    fireEvent.change(screen.getByLabelText("Certificate number"), { target: { value: "CAL-404" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify certificate" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("?serial=SN-9&certificate=CAL-404"));
    const result = await screen.findByRole("region", { name: "Result" });
    await waitFor(() => expect(result.textContent).toContain("No certificate CAL-404 for serial number SN-9"));
  });

  it("asks for both numbers before asking the server", async () => {
    const fetchMock = renderPage("/verify-certificate", () => jsonResponse({ valid: false }));
    fireEvent.click(screen.getByRole("button", { name: "Verify certificate" }));
    expect(await screen.findByText("serial is required")).toBeTruthy();
    expect(screen.getByText("certificate is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the check is refused (too many checks)", async () => {
    renderPage("/verify-certificate?serial=A&certificate=B", () =>
      jsonResponse({ message: "Too many attempts. Please try again later." }, 429),
    );
    const result = await screen.findByRole("region", { name: "Result" });
    await waitFor(() => expect(result.textContent).toContain("Too many attempts"));
  });

  it("keeps what was typed before hydration when the URL asks nothing, and follows a URL that asks", () => {
    const onCheck = vi.fn();
    const { rerender } = render(<VerifyCertificateForm asked={null} onCheck={onCheck} />);
    const serial = screen.getByLabelText<HTMLInputElement>("Serial number");
    fireEvent.change(serial, { target: { value: "SN-typed-early" } });
    rerender(<VerifyCertificateForm asked={{ serial: "", certificate: "" }} onCheck={onCheck} />);
    expect(serial.value).toBe("SN-typed-early");
    rerender(<VerifyCertificateForm asked={{ serial: "SN-1", certificate: "CAL-1" }} onCheck={onCheck} />);
    expect(serial.value).toBe("SN-1");
    rerender(<VerifyCertificateForm asked={{ serial: "", certificate: "" }} onCheck={onCheck} />);
    expect(serial.value).toBe("");
  });
});
