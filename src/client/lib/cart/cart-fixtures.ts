import type { CartItem, CartProduct } from "./cart-types";

// Cart lines the cart and checkout tests share: a probe set with its parcel and a paid option, and an amplifier
// without measurements (so it ships as the default parcel).
export const probeSet: CartProduct = {
  id: "p1",
  name: "101A EMC Probe Set",
  price: "1295.00",
  image: "/p1.svg",
  category: "EMC Probe Sets",
  weightLbs: "4.50",
  lengthIn: "14.00",
  widthIn: "10.00",
  heightIn: "4.00",
};
export const amplifier: CartProduct = {
  id: "p2",
  name: "150A EMC Probe Amplifier",
  price: "895.50",
  image: "/p2.svg",
  category: "Probe Amplifiers",
};
export const withCalibration = { title: "With calibration", price: "150.00" };

/** Two probe sets with calibration (2 x 1445.00) and one amplifier (895.50): 3785.50. */
export const sampleCart: CartItem[] = [
  { product: probeSet, quantity: 2, selectedOption: withCalibration },
  { product: amplifier, quantity: 1 },
];
