import { z } from "zod";
import { carriers, type ShipmentLineInput } from "../../../shared/contracts/orders";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { remainingByLine } from "../../../shared/fulfillment";
import type { ShipmentInput } from "./use-order-detail";

/** One order line in the ship dialog: in the parcel or not, how many, and (serialized products) a serial per unit. */
export interface ParcelLineValues {
  index: number;
  productName: string;
  remaining: number;
  serialized: boolean;
  include: boolean;
  quantity: string;
  serials: { value: string }[];
}

export interface ParcelFormValues {
  carrier: (typeof carriers)[number];
  trackingNumber: string;
  notify: boolean;
  lines: ParcelLineValues[];
}

/** The dialog's starting values: every line with something left, all of it, empty serial fields. */
export function parcelDefaults(
  lines: readonly OrderLine[],
  shipments: readonly { lines: readonly { index: number; quantity: number }[] }[],
  isSerialized: (productId: string) => boolean,
): ParcelFormValues {
  const remaining = remainingByLine(lines, shipments);
  return {
    carrier: "UPS",
    trackingNumber: "",
    notify: true,
    lines: lines.flatMap((line, index) => {
      const left = remaining[index] ?? 0;
      if (left === 0) return [];
      const serialized = isSerialized(line.productId);
      return [
        {
          index,
          productName: line.productName,
          remaining: left,
          serialized,
          include: true,
          quantity: String(left),
          serials: serialized ? Array.from({ length: left }, () => ({ value: "" })) : [],
        },
      ];
    }),
  };
}

const parcelLine = z
  .object({
    index: z.number(),
    productName: z.string(),
    remaining: z.number(),
    serialized: z.boolean(),
    include: z.boolean(),
    quantity: z.string(),
    serials: z.array(z.object({ value: z.string() })),
  })
  .superRefine((line, ctx) => {
    if (!line.include) return;
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.remaining) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: `Enter 1 to ${line.remaining}` });
      return;
    }
    const typed = line.serials.slice(0, quantity).map((s) => s.value.trim());
    const filled = typed.filter(Boolean);
    if (filled.length > 0 && filled.length < quantity) {
      ctx.addIssue({ code: "custom", path: ["serials"], message: `Scan or type all ${quantity} serial numbers, or none` });
    }
    if (new Set(filled.map((s) => s.toLowerCase())).size < filled.length) {
      ctx.addIssue({ code: "custom", path: ["serials"], message: "A serial number is listed twice" });
    }
  });

/** The dialog's own checks (the server's are the same and final); the carrier and tracking rules are the contract's. */
export const parcelForm = z
  .object({
    carrier: z.enum(carriers),
    trackingNumber: z.string().trim().min(1, "Tracking number is required").max(64),
    notify: z.boolean(),
    lines: z.array(parcelLine),
  })
  .refine((values) => values.lines.some((line) => line.include), { path: ["lines"], message: "Choose at least one line to ship" });

/** The call's body: the chosen lines with their quantities and, where typed, their serial numbers. */
export function toShipmentInput(values: ParcelFormValues): ShipmentInput {
  const lines: ShipmentLineInput[] = values.lines
    .filter((line) => line.include)
    .map((line) => {
      const quantity = Number(line.quantity);
      const serials = line.serials.slice(0, quantity).map((s) => s.value.trim());
      return { index: line.index, quantity, ...(serials.some(Boolean) ? { serials } : {}) };
    });
  return { carrier: values.carrier, trackingNumber: values.trackingNumber, notify: values.notify, lines };
}
