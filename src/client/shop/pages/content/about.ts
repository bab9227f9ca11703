import type { ProseSection } from "../prose";

/** Where the about page's quality section shows its "built in California" line. */
export const MADE_IN = "made-in";

/** The about page's running text; its figures, product lines and team are cards the page draws. */
export const ABOUT_STORY: ProseSection = {
  id: "story",
  title: "Our story",
  blocks: [
    {
      p: [
        "Gravenstein RF Instruments was founded in 2004 by RF engineers who set out to build the near-field probes they wished they had on their own benches: probes with a properly shielded loop, a published probe factor and a price a design team can justify. The company is still in Sebastopol, in the apple country west of Santa Rosa, and every instrument we sell is designed, assembled and tested here.",
      ],
    },
    {
      p: [
        "Over the years the product line has grown from a single probe set to probe amplifiers, Helmholtz coils, current probes and the fixtures that go with them, and our lab has grown with it. Alongside the products we take on design and consulting work for companies that need an experienced RF and EMC team for a project.",
      ],
    },
  ],
};

export const ABOUT_CUSTOMERS: ProseSection = {
  id: "customers",
  title: "Who we build for",
  blocks: [
    {
      ul: [
        ["Hardware and PCB design engineers who want to find an emission problem on the bench, before the formal test"],
        ["EMC compliance engineers and independent test laboratories"],
        ["Manufacturers of medical, automotive, industrial and consumer electronics"],
        ["University and government research laboratories"],
        ["Contract manufacturers checking production units against a known-good reference"],
      ],
    },
  ],
};

export const ABOUT_QUALITY: ProseSection = {
  id: "quality",
  title: "ISO certified quality",
  blocks: [
    {
      p: [
        "Our work runs under an ISO certified quality management system. Every probe, amplifier and coil is tested before it ships, against reference instruments whose calibration is traceable to national standards, and the results are kept with its serial number.",
      ],
    },
    {
      p: [
        "Individual calibration with a certificate is available for most probes, and we support our instruments long after the sale with repairs and recalibration.",
      ],
    },
    { insert: MADE_IN },
  ],
};
