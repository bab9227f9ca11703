import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../lib/order-fixtures";
import { TaxExemptionsCard } from "./tax-exemptions-card";
import { renderWithClient, tidyAfterEach } from "../../lib/render-fixture";

const NAME = "0b8f2d56-7e5a-4c1b-9d3e-2f6a8b9c0d1e";
const FILED = {
  id: 7,
  userId: 3,
  state: "TX",
  certificateNumber: "SR-1042",
  expiresOn: "2099-06-30",
  fileUrl: `/objects/certificates/${NAME}`,
  status: "pending",
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: "2026-11-30T10:00:00.000Z",
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server as the card meets it: no certificates yet, an upload URL, the PUT of the file, the filing. */
function serve() {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({
        method,
        url,
        body: init?.body instanceof File ? init.body.name : init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (method === "GET")
        return Promise.resolve(jsonResponse(calls.some((c) => c.method === "POST" && c.url.endsWith("exemptions")) ? [FILED] : []));
      if (url === "/api/user/tax-exemptions/upload")
        return Promise.resolve(jsonResponse({ uploadURL: `http://localhost/objects/upload/certificates/${NAME}?expires=1&signature=ab` }));
      if (method === "PUT") return Promise.resolve(new Response(null, { status: 200 }));
      return Promise.resolve(jsonResponse(FILED, 201));
    }),
  );
  renderWithClient(<TaxExemptionsCard />);
  return calls;
}

const fileCertificate = () => fireEvent.click(screen.getByRole("button", { name: "File certificate" }));

tidyAfterEach();

describe("TaxExemptionsCard", () => {
  it("says under each field what is missing, the file included, and sends nothing", async () => {
    const calls = serve();
    fileCertificate();
    expect(await screen.findByText("Certificate number is required")).toBeTruthy();
    expect(screen.getByText("Choose the day the certificate expires")).toBeTruthy();
    expect(screen.getByText("Please choose the certificate file (PDF or image)")).toBeTruthy();
    expect(screen.getByLabelText("Certificate number").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("uploads the file, files the certificate with the stored path, and empties the form", async () => {
    const calls = serve();
    fireEvent.change(screen.getByLabelText("State"), { target: { value: "TX" } });
    fireEvent.input(screen.getByLabelText("Certificate number"), { target: { value: " SR-1042 " } });
    fireEvent.input(screen.getByLabelText("Expires on"), { target: { value: "2099-06-30" } });
    const file = new File(["%PDF-1.7"], "cert.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("Certificate (PDF or image)"), { target: { files: [file] } });
    fileCertificate();

    await screen.findByRole("list", { name: "Your certificates" });
    expect(calls.filter((c) => c.method !== "GET")).toEqual([
      { method: "POST", url: "/api/user/tax-exemptions/upload", body: undefined },
      { method: "PUT", url: `http://localhost/objects/upload/certificates/${NAME}?expires=1&signature=ab`, body: "cert.pdf" },
      {
        method: "POST",
        url: "/api/user/tax-exemptions",
        body: { state: "TX", certificateNumber: "SR-1042", expiresOn: "2099-06-30", fileUrl: `/objects/certificates/${NAME}` },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText("Certificate number") as HTMLInputElement).value).toBe(""));
  });
});
