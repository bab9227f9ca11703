// The RMA form (extensions §7): what the customer prints and puts in the box. The RMA number large
// and as a QR code (our receiving desk scans it), the instrument, the customer, where to send it (the
// seller's address the invoices carry) and what to pack, in the frame of the order papers (decision 0023).
import { SERVICE_TYPE_LABEL } from "../../../shared/contracts/service-requests";
import { shortOrderId } from "../../../shared/contracts/orders";
import { formatPrice } from "../../../shared/money";
import { COLOR, CONTENT_WIDTH, inFace, MARGIN, type Doc } from "../../domain/documents/pdf-frame";
import {
  drawAddressColumns,
  drawNote,
  drawSection,
  renderShopPaper,
  sellerAddress,
  shopDate,
} from "../../domain/documents/order-paper-blocks";
import type { ServiceRequestRecord } from "../../domain/service-requests/service-dto";
import type { ServiceContact } from "./service-contact";

export interface RmaPaper {
  record: ServiceRequestRecord;
  contact: ServiceContact;
  /** When it was approved (the form's date). */
  approvedAt: Date;
}

/** The QR code's modules: `size` x `size`, dark where `dark(row, col)`. */
interface QrMatrix {
  size: number;
  dark(row: number, col: number): boolean;
}

async function qrMatrix(text: string): Promise<QrMatrix> {
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/** Vector squares, a quiet zone of four modules around them: sharp at any print size. */
function drawQr(doc: Doc, qr: QrMatrix, x: number, y: number, width: number): void {
  const cell = width / (qr.size + 8);
  doc.save().rect(x, y, width, width).fill("#ffffff");
  doc.fillColor("#000000");
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.dark(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

function packingList(paper: RmaPaper): string[] {
  const { request } = paper.record;
  const items = [
    `The instrument: ${paper.record.unit.productName}, serial number ${paper.record.unit.serial}.`,
    request.type === "return"
      ? "Everything that came with it: accessories, cables, its case, manuals and calibration papers, in the original packaging if you have it."
      : "The accessories the work needs (cables, adapters, its case); keep everything else.",
    "This form, printed, on top inside the box.",
  ];
  if (paper.record.quote)
    items.push(`Your purchase order or order number for quote ${paper.record.quote.number}, if you ordered it on invoice.`);
  items.push(
    `Pack it well (antistatic bag for electronics, 5 cm of padding on every side) and write ${request.number} on the outside of the parcel.`,
  );
  return items;
}

export async function renderRmaPdf(paper: RmaPaper): Promise<Buffer> {
  const { request, unit, quote } = paper.record;
  const qr = await qrMatrix(request.number);
  const title = `RMA ${request.number}`;
  const facts: [string, string][] = [
    ["RMA number", request.number],
    ["Date", shopDate(paper.approvedAt)],
    ["Service", SERVICE_TYPE_LABEL[request.type]],
  ];
  if (quote) facts.push(["Quote", `${quote.number} (${formatPrice(quote.total)})`]);
  // Approved without a price: a repair under warranty, or work the shop does free of charge.
  else if (request.type !== "return") facts.push(["Price", "No charge"]);
  return renderShopPaper(
    { title, subject: `Return material authorization ${request.number}`, createdAt: paper.approvedAt },
    { kicker: "Return material authorization", title: request.number, facts },
    (doc) => {
      // The number as the receiving desk scans it, with the number under it for a person.
      const qrWidth = 118;
      const qrX = MARGIN.left + CONTENT_WIDTH - qrWidth;
      const top = doc.y;
      drawQr(doc, qr, qrX, top, qrWidth);
      doc
        .fontSize(10)
        .fillColor(COLOR.text)
        .text(inFace(doc, "bold", request.number), qrX, top + qrWidth + 2, { width: qrWidth, align: "center" });
      doc.x = MARGIN.left;
      doc.y = top;
      const left = CONTENT_WIDTH - qrWidth - 18;
      doc
        .fontSize(9.5)
        .fillColor(COLOR.accent)
        .text(inFace(doc, "bold", "SEND TO"), MARGIN.left, doc.y, { width: left });
      doc.y += 3;
      const [name, ...rest] = sellerAddress();
      doc
        .fontSize(11)
        .fillColor(COLOR.text)
        .text(inFace(doc, "bold", `${name}`), MARGIN.left, doc.y, { width: left });
      doc.fontSize(11).text(inFace(doc, "bold", `Attn: Service department, ${request.number}`), { width: left });
      doc.fontSize(10.5);
      for (const line of rest) doc.text(inFace(doc, "regular", line), { width: left });
      doc.x = MARGIN.left;
      doc.y = Math.max(doc.y, top + qrWidth + 16) + 14;

      const customer = paper.contact;
      drawAddressColumns(doc, [
        {
          label: "Instrument",
          lines: [
            unit.productName,
            `Serial number ${unit.serial}`,
            unit.orderId ? `Order #${shortOrderId(unit.orderId)}` : "Registered instrument",
          ],
        },
        {
          label: "Customer",
          lines: [customer.name, customer.companyName ?? "", customer.email ?? "", customer.phone ?? ""].filter((l) => l.trim() !== ""),
        },
        {
          label: "Return to",
          lines: customer.address
            ? [
                customer.address.street,
                `${customer.address.city}, ${customer.address.state} ${customer.address.zipCode}`,
                customer.address.country,
              ].filter((l) => l.trim() !== "")
            : ["The address in your account"],
        },
      ]);

      drawSection(doc, "What you told us", [request.description]);
      doc.y += 4;
      drawSection(
        doc,
        "What to put in the box",
        packingList(paper).map((item, i) => `${i + 1}. ${item}`),
      );
      doc.y += 4;
      drawNote(
        doc,
        `Parcels without ${request.number} on the outside may be refused at our receiving desk. Questions? Write to us and quote ${request.number}.`,
        {
          color: COLOR.muted,
        },
      );
    },
  );
}
