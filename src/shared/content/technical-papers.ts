// Technical papers published by Gravenstein RF Instruments.
// Plain data module: shared by the React client and the Node PDF build script,
// so it must not import anything.

export interface PaperSection {
  heading: string;
  paragraphs: string[];
}

export interface TechnicalPaper {
  /** kebab-case; the PDF is served at /assets/papers/<slug>.pdf */
  slug: string;
  title: string;
  /** 1-2 sentences shown on the collapsed card */
  summary: string;
  /** 2-4 short tags */
  topics: string[];
  readingMinutes: number;
  sections: PaperSection[];
}

export function paperPdfUrl(slug: string): string {
  return `/assets/papers/${slug}.pdf`;
}

export const technicalPapers: TechnicalPaper[] = [
  {
    slug: "near-field-probing-for-emc-pre-compliance",
    title: "Near-Field Probing for EMC Pre-Compliance",
    summary:
      "How H-field and E-field probes couple to a circuit, how loop size trades resolution against sensitivity, and a repeatable bench procedure for finding the parts of a design that will fail a radiated emissions test.",
    topics: ["Near-field probes", "Pre-compliance", "Radiated emissions"],
    readingMinutes: 6,
    sections: [
      {
        heading: "What a near-field probe actually measures",
        paragraphs: [
          "A radiated emissions test measures the far field at 3 m or 10 m from the equipment. A near-field probe measures something quite different: the local electric or magnetic field a few millimetres from a trace, component or cable. The reactive near field dominates at distances below about lambda/(2 pi), which is 48 cm at 100 MHz and still 4.8 cm at 1 GHz, so on a bench almost every probe measurement is deep inside the near field. Here the ratio of E to H is not 377 ohm; it depends on whether the source is a high-current, low-voltage loop (mostly magnetic) or a high-voltage, low-current node (mostly electric).",
          "The practical consequence is that near-field readings are relative. They tell you where energy is concentrated and whether a change to the design made things better or worse, but they cannot by themselves predict the number a test lab will report. Treat a probe as a localisation and comparison tool, and use a cable current probe or an antenna at a distance when you need an absolute estimate of the emission.",
        ],
      },
      {
        heading: "H-field probes: loops, orientation and shielding",
        paragraphs: [
          "A magnetic field probe is a small loop. By Faraday's law the open-circuit voltage is V = 2 pi f mu0 N A H, where A is the loop area, N the number of turns and H the field normal to the loop. Output therefore rises at 20 dB per decade with frequency until the loop inductance, working against the 50 ohm load, flattens the response. For a single-turn 10 mm loop of 0.5 mm wire the inductance is about 19 nH, and the response flattens around 400 MHz.",
          "Orientation matters. The magnetic field circles a current-carrying trace, so directly above the trace the field lines are horizontal and perpendicular to the trace. Maximum pickup occurs when the plane of the loop is vertical and runs along the trace; rotate the probe by 90 degrees and the reading drops into a deep null. That null is useful: rotating the probe above an unknown hot spot tells you which way the current flows and separates a trace from a nearby component.",
          "Good H-field probes use a shielded loop with a small gap in the shield at the point opposite the feed. The shield intercepts capacitive coupling from nearby high-voltage nodes, so the reading is dominated by magnetic coupling. An unshielded loop over a switch node reads a mixture of E and H, which makes before-and-after comparisons unreliable.",
        ],
      },
      {
        heading: "Loop size: resolution versus sensitivity",
        paragraphs: [
          "Spatial resolution is roughly equal to the loop diameter, while sensitivity scales with area. Going from a 10 mm loop to a 3 mm loop improves resolution by a factor of three but costs about 21 dB of sensitivity, because the area ratio is about eleven. A typical kit therefore contains several sizes: a large loop (15 to 25 mm) for scanning whole boards, cables and enclosure seams, a medium loop for finding the hot region, and a small loop or a tip probe for deciding which of two adjacent pins or traces is responsible.",
          "Work from large to small. Start with the largest loop at a height of a centimetre or so, find the frequencies and regions of interest, then switch to smaller probes and reduce the height. Field strength from a compact current loop falls roughly with the cube of distance in the near field, so a few millimetres of height change can move a reading by 10 dB or more. When comparing two board revisions, use a spacer or a simple fixture so the probe height is the same each time.",
        ],
      },
      {
        heading: "E-field probes",
        paragraphs: [
          "An electric field probe is a short monopole or a small ball or plate at the end of a coaxial line. It couples capacitively, so it responds to nodes with large voltage swings rather than large currents: switching regulator switch nodes, heatsinks that are not grounded, clock traces with fast edges, LCD and display drive lines, and the shields of cables that carry common-mode voltage. The output also rises with frequency because the coupling capacitance of a fraction of a picofarad presents a falling reactance.",
          "E-field probes are particularly useful for heatsinks and metal brackets. A floating heatsink driven by the tab of a MOSFET is an efficient antenna above 100 MHz, and an H-field loop will often miss it because very little current flows. A quick sweep with an E-field probe over every piece of floating metal in a design is cheap insurance.",
        ],
      },
      {
        heading: "A bench procedure that produces useful data",
        paragraphs: [
          "1. Record the ambient. With the equipment under test powered off, sweep the band of interest with the probe in place and save the trace. Broadcast FM, cellular and Wi-Fi signals are easily picked up by a large loop and must not be mistaken for emissions.",
          "2. Sweep broadly with peak detection and max hold. Use a 100 or 120 kHz resolution bandwidth from 30 MHz to 1 GHz, move the largest probe slowly over the board, cables and connectors, and note the frequencies that stand out. Harmonic combs point to clocks; broad humps point to switching converters or spread-spectrum clocks.",
          "3. Localise each frequency. Set the analyzer to a narrow span (or zero span) at the frequency of interest and move progressively smaller probes until the maximum is found. Check orientation to identify the trace or component.",
          "4. Confirm by experiment. A hypothesis is confirmed only when a change at the suspected source changes the reading: stopping a clock, adding a series resistor, fitting a ferrite or a temporary copper-tape shield. Save traces before and after each change with the probe at a fixed position.",
        ],
      },
      {
        heading: "Pitfalls",
        paragraphs: [
          "Common-mode current on the outside of the probe cable can couple into the measurement, particularly with unshielded probes; a clip-on ferrite on the probe cable near the probe handle reduces this. Keep the probe cable away from the device cables and do not let it lie across the board.",
          "Do not touch live circuits. Most probes are not insulated for mains voltages, and a probe that shorts a switch node can destroy both the device and the analyzer input. Use a probe amplifier or an inline attenuator as a sacrificial element, and never set the analyzer input attenuation to 0 dB while probing unknown circuits.",
          "Finally, the brightest spot on the board is not always the radiator. A small voltage difference across a ground connection can drive a metre of cable that radiates far more efficiently than any trace. Near-field probing finds the source; a current probe on the cables tells you whether it will reach the antenna.",
        ],
      },
    ],
  },
  {
    slug: "using-a-probe-amplifier",
    title: "Using a Probe Amplifier: Gain, Noise Figure and Dynamic Range",
    summary:
      "Why a low-noise preamplifier between a near-field probe and a spectrum analyzer lowers the displayed noise floor, how to estimate the benefit with the cascade noise formula, and how to avoid compression and input damage.",
    topics: ["Probe amplifiers", "Noise figure", "Spectrum analyzers"],
    readingMinutes: 6,
    sections: [
      {
        heading: "Why the analyzer alone is often not enough",
        paragraphs: [
          "Small near-field probes deliver very little signal. A 3 mm loop held over a modest clock trace may produce -95 dBm at the analyzer input, and the emissions that matter for a Class B limit are frequently 20 dB below that. A general-purpose spectrum analyzer without an internal preamplifier has a noise figure in the region of 20 to 25 dB. Its noise floor in a given resolution bandwidth is approximately N = -174 dBm/Hz + NF + 10 log10(RBW). With NF = 24 dB and the CISPR bandwidth of 120 kHz this gives about -99 dBm, which is no better than the signal we are trying to see.",
          "Reducing the resolution bandwidth lowers the floor by 10 dB per decade but slows the sweep, and the EMI receiver bandwidths are fixed by the standard anyway. The practical answer is a low-noise amplifier at the probe end of the cable.",
        ],
      },
      {
        heading: "The cascade noise formula",
        paragraphs: [
          "For a chain of stages the total noise factor (a linear ratio, not dB) is F = F1 + (F2 - 1)/G1 + (F3 - 1)/(G1 G2) + ..., where Fn is the noise factor and Gn the linear gain of stage n. Noise figure in dB is NF = 10 log10(F). The formula shows that the first stage dominates if its gain is high enough to make the later terms small.",
          "Worked example: an amplifier with NF = 4 dB (F1 = 2.51) and 30 dB of gain (G1 = 1000) in front of an analyzer with NF = 24 dB (F2 = 251). F = 2.51 + 250/1000 = 2.76, so the system noise figure is 4.4 dB, an improvement of almost 20 dB. With only 20 dB of gain (G1 = 100) the result is F = 2.51 + 2.50 = 5.01, or 7.0 dB: the analyzer still contributes as much noise as the amplifier. A useful rule is that the preamplifier gain should exceed the analyzer noise figure by at least 10 dB.",
          "Cable loss between the probe and the amplifier counts as a stage with a noise figure equal to its loss, and it comes before the amplifier gain. Two metres of thin coax at 1 GHz can cost 2 dB directly off the system noise figure. Put the amplifier close to the probe, or connect the probe directly to the amplifier input.",
        ],
      },
      {
        heading: "Dynamic range and compression",
        paragraphs: [
          "Gain helps with small signals and hurts with large ones. An amplifier with 30 dB of gain and an output 1 dB compression point of +10 dBm compresses at an input of -20 dBm. That sounds large, but a near-field probe placed over the switch node of a buck converter, or a large loop held near a mobile phone, can deliver that much. Once the amplifier compresses it generates harmonics and intermodulation products that look exactly like emissions from the device under test.",
          "The check is simple. Insert a 10 dB attenuator ahead of the amplifier, or raise the analyzer input attenuation by 10 dB and compensate the reference level. A genuine signal drops by exactly 10 dB. A second-order product drops by 20 dB and a third-order product by 30 dB, so any signal that changes by more than 10 dB was generated in the measurement chain. Do this test whenever a strong signal is on screen and a new, unexpected signal appears near it.",
          "Broadband amplifiers see the total power of every signal within their bandwidth, not just the one displayed. A quiet screen at 400 MHz tells you nothing about an FM broadcast station at 98 MHz that may be driving the amplifier towards compression. Sweep the full amplifier bandwidth at least once.",
        ],
      },
      {
        heading: "Protecting the analyzer input",
        paragraphs: [
          "The first mixer of a spectrum analyzer is the most expensive part to replace. A typical input is rated for +30 dBm CW with at least 10 dB of attenuation and for a limited DC voltage, often 0 V for DC-coupled inputs and 50 V with an internal DC block. Mixer damage can occur well below the nominal maximum when the input attenuator is set to 0 dB.",
          "Keep at least 10 dB of input attenuation when a preamplifier is in use; the amplifier gain more than recovers the lost sensitivity. Use an external DC block if there is any chance of the probe touching a supply rail, and remember that electrostatic discharge from a hand to the probe tip can reach the input. A probe amplifier is cheaper to replace than an analyzer front end and acts as a sacrificial stage, but only if it cannot itself deliver damaging power: check that its saturated output level is below the analyzer rating.",
        ],
      },
      {
        heading: "Correcting readings for gain",
        paragraphs: [
          "Amplifier gain is not flat. A nominal 30 dB broadband amplifier may vary by plus or minus 1.5 dB across 10 MHz to 1 GHz, and more near the band edges. For comparative measurements this does not matter, provided the same chain is used before and after. For anything quantitative, measure the gain with a tracking generator or a network analyzer and load it into the analyzer as a transducer table with a negative sign, together with the probe factor and cable loss.",
          "Remember the unit conversions. In a 50 ohm system, dBuV = dBm + 107. A -80 dBm reading is 27 dBuV. A common error is to subtract the amplifier gain twice: once in a transducer table and again by hand in a spreadsheet. Write the chain down explicitly, with signs, before you start.",
        ],
      },
      {
        heading: "Practical checklist",
        paragraphs: [
          "Power the amplifier from a clean, isolated source. A mains adapter with a switching converter inside can inject its own emissions and create a ground loop through the probe shield. Battery or bias-tee operation avoids both.",
          "Measure the system noise floor with the probe connected and the device under test switched off, and save it as a reference trace. Any signal less than 6 dB above this floor is read with significant error, because noise adds to the displayed level.",
          "Check for compression with the 10 dB attenuator test whenever strong signals are present, keep analyzer attenuation at 10 dB or more, and record the full chain (probe, amplifier, cables, attenuation) with every saved trace so the measurement can be repeated.",
        ],
      },
    ],
  },
  {
    slug: "helmholtz-coil-fields-and-calibration",
    title: "Helmholtz Coils: Field, Uniformity and Frequency Limits",
    summary:
      "The centre-field formula, how large the uniform region really is, why self-resonance and conductor length set an upper frequency limit, and how to use a Helmholtz coil to calibrate a magnetic field probe.",
    topics: ["Helmholtz coils", "Magnetic fields", "Calibration"],
    readingMinutes: 6,
    sections: [
      {
        heading: "Geometry and the centre field",
        paragraphs: [
          "A Helmholtz coil is a pair of identical, coaxial circular coils of radius R, separated by a distance equal to R and carrying the same current in the same direction. With n turns on each coil and current I, the flux density at the centre is B = (4/5)^(3/2) mu0 n I / R, which evaluates to B = 8.99e-7 n I / R tesla with R in metres. The magnetic field strength is H = B / mu0 = 0.7155 n I / R amperes per metre.",
          "Example: R = 0.15 m, n = 10 turns per coil and I = 1 A give B = 59.9 uT and H = 47.7 A/m, or about 153.6 dBuA/m. Because the field is proportional to current, a Helmholtz coil is calibrated by measuring current, which can be done accurately with a sense resistor or a current probe. That is what makes it a primary reference for low-frequency magnetic fields.",
        ],
      },
      {
        heading: "How uniform is the field?",
        paragraphs: [
          "The spacing of one radius is chosen so that the second derivative of the axial field vanishes at the centre. The first surviving error term is fourth order in distance, which is why the field is so flat near the middle and then falls quickly. A numerical Biot-Savart calculation gives the following deviations from the centre value. Along the axis: 0.01 percent at 0.1R, 0.18 percent at 0.2R, 0.84 percent at 0.3R, 2.5 percent at 0.4R and 5.4 percent at 0.5R. In the mid-plane, moving radially, the error is roughly half as large: 0.07 percent at 0.2R and 3.3 percent at 0.5R. In both directions the field is lower than at the centre.",
          "For probe calibration a region of plus or minus 0.2R keeps errors below 0.2 percent (about 0.02 dB), which is negligible compared with other uncertainties. For immunity testing of a small circuit board, plus or minus 0.3R keeps the field within 1 percent. A device that spans the full diameter of the coil sees a field that varies by tens of percent and should be tested in a larger coil.",
          "Spacing errors matter. If the coils are further apart than R, the centre field dips; if closer, it peaks. A 5 percent spacing error still gives a usable instrument, but the uniform region shrinks, so measure the spacing between winding centres rather than between the outer faces of the coil formers.",
        ],
      },
      {
        heading: "Impedance, drive and the usable frequency range",
        paragraphs: [
          "A Helmholtz coil is an inductor. A series-connected pair with 10 turns per coil on a 0.15 m radius has an inductance of roughly 150 to 200 uH, including the mutual inductance between the coils, so at 100 kHz its reactance is over 100 ohm and a 1 A field requires more than 100 V across the coil. At higher frequency the required voltage rises in proportion. Either accept a lower field, use a series capacitor to resonate the coil at a single test frequency, or use fewer turns. Always set the field from a measured current, never from the voltage or power setting of the source.",
          "Two effects set the upper frequency limit. The first is self-resonance: the winding capacitance C and inductance L resonate at f = 1 / (2 pi sqrt(L C)), above which the coil behaves as a capacitor. The second, and often the tighter limit, is conductor length. The formula assumes the same current everywhere in the winding; this holds only when the total wire length is short compared with a wavelength. A useful criterion is a total length below lambda/10. The example coil uses about 19 m of wire, which limits it to roughly 1.6 MHz even if the self-resonance is higher.",
          "Coils intended for higher frequencies therefore use a single turn on each side, wide strap conductors to reduce inductance, and a small radius. A single-turn pair of 5 cm radius keeps the conductor length near 0.6 m and is usable into the tens of megahertz, at the cost of a small uniform volume. Above that range, TEM cells and stripline fixtures take over as field references.",
        ],
      },
      {
        heading: "Calibrating a magnetic field probe",
        paragraphs: [
          "1. Place the coil away from metal furniture, racks and the analyzer itself; large conductive objects within about two coil diameters distort the field. Run the supply leads as a twisted pair so they do not add their own field.",
          "2. Connect a signal generator and power amplifier through a small non-inductive sense resistor (1 ohm is convenient) or through a calibrated current probe. Measure the current at each test frequency rather than assuming it.",
          "3. Mount the probe at the centre with its loop normal parallel to the coil axis. The loop diameter should be well inside the plus or minus 0.2R region.",
          "4. At each frequency compute H in dBuA/m from the measured current, record the probe output V in dBuV, and calculate the magnetic antenna factor AF_H = H - V in dB(S/m). Repeat with the probe rotated by 180 degrees: the readings should match within a few tenths of a dB, and a larger difference indicates unwanted electric field coupling or a poorly centred probe.",
          "5. Rotate the probe by 90 degrees and confirm a null of at least 20 dB. This checks both the probe shielding and the coil wiring: if one coil is connected in reverse, the centre field cancels and the arrangement becomes a gradient (anti-Helmholtz) coil.",
        ],
      },
      {
        heading: "Other uses and pitfalls",
        paragraphs: [
          "The same coil serves for magnetic susceptibility testing of sensors, hall-effect circuits, audio electronics and anything with a low-frequency magnetic pickup loop. Several military and automotive standards specify magnetic field immunity in the range of tens of hertz to 100 kHz, and a Helmholtz pair is one of the most reproducible ways to generate such fields on a bench.",
          "At DC, the earth field of 25 to 65 uT adds to the coil field and must be accounted for, or cancelled with a second DC coil set. At AC, check that the amplifier is not producing significant harmonics, because a probe with a rising response will weight them more heavily than the fundamental. Keep the field low enough that the coil does not heat: a winding that warms up expands, and the current for a given voltage drops as its resistance rises.",
        ],
      },
    ],
  },
  {
    slug: "locating-emission-sources-on-a-pcb",
    title: "Locating Emission Sources on a Printed Circuit Board",
    summary:
      "A systematic way to get from a failing frequency on a test report to the trace, return path or cable that causes it, with rules of thumb for clock spectra and the common-mode versus differential-mode radiation formulas.",
    topics: ["PCB design", "Radiated emissions", "Troubleshooting"],
    readingMinutes: 7,
    sections: [
      {
        heading: "Start from the spectrum",
        paragraphs: [
          "Every emission has a frequency, and the frequency is the best clue to its origin. Make a list of every oscillator, clock, switching converter and data interface in the design, with its fundamental frequency, and compare the list against the peaks on the test report. A comb spaced at 25 MHz points to a 25 MHz crystal or a derived clock; a comb at 33.33 MHz spacing starting at 100 MHz may be the third harmonic family of a PLL output; broad humps that repeat every few hundred kilohertz are switching converters; a signal that wanders with temperature or supply voltage is an RC oscillator or a free-running converter.",
          "Spread-spectrum clocking shows up as a widened, flattened hump rather than a line. It typically lowers the peak reading by 6 to 12 dB at higher harmonics because the energy is spread over more than one receiver bandwidth. It does not reduce the total energy, and some interfaces do not tolerate it, so use it as one tool among several rather than as the cure.",
        ],
      },
      {
        heading: "The spectrum of a digital edge",
        paragraphs: [
          "A trapezoidal clock with period T, pulse width tau and rise time tr has a spectral envelope that is flat up to 1/(pi tau), falls at 20 dB per decade up to 1/(pi tr), and falls at 40 dB per decade above that. For a 25 MHz, 50 percent duty cycle clock, tau = 20 ns and the first corner is at about 16 MHz; with a 1 ns rise time the second corner is at 318 MHz. Slowing the edge to 3 ns moves the second corner to 106 MHz and reduces harmonics near 1 GHz by about 19 dB, without changing anything below 100 MHz.",
          "An ideal 50 percent duty cycle suppresses even harmonics. When even harmonics of a clock are nearly as strong as the odd ones, look for duty cycle distortion, ringing, or a second signal derived from the clock, such as a data bus clocked on both edges.",
        ],
      },
      {
        heading: "Differential-mode versus common-mode radiation",
        paragraphs: [
          "Two simple models explain most board-level problems. A small loop carrying a differential current I with area A radiates a maximum far field of approximately E = 1.316e-14 f^2 A I / r volts per metre (f in Hz, A in square metres, r in metres). A cable or other wire of length L carrying a common-mode current I radiates approximately E = 1.26e-6 f L I / r. Both are simplified estimates for electrically small structures, but the contrast between them is what matters.",
          "At 100 MHz and 3 m, a loop of 10 square centimetres needs about 3.4 mA to reach 43.5 dBuV/m, the FCC Class B limit between 88 and 216 MHz. A 1 m cable reaches the same field with only 3.6 uA of common-mode current, roughly a thousand times less. This is why cables are the dominant radiators on most products below 300 MHz, and why a small voltage drop in a ground connection can cause a failure while the board itself is quiet.",
        ],
      },
      {
        heading: "Return paths, slots and layer changes",
        paragraphs: [
          "At frequencies above a few hundred kilohertz the return current of a signal flows in the reference plane directly beneath the trace, because that path has the lowest inductance. Anything that forces the return current away from the trace enlarges the loop area and converts part of the signal into common-mode voltage across the plane. The three usual causes are slots and splits in the plane, traces routed across the boundary between two planes, and vias that move a signal between layers referenced to different planes without a nearby return via or stitching capacitor.",
          "With an H-field probe, a slot problem looks like a strong field along the edges of the slot, often stronger than over the signal trace itself. A signal changing layers without a return path shows a hot spot around the via. A split between analog and digital ground crossed by a trace shows field along the whole length of the split. All three are fixed on the next board revision by routing, but a temporary copper tape bridge or a capacitor across the slot close to the crossing trace is usually enough to confirm the diagnosis on the current board.",
        ],
      },
      {
        heading: "Cables as antennas",
        paragraphs: [
          "A cable with a length near a quarter wavelength is an efficient antenna: a 1 m cable resonates near 75 MHz against a ground plane, and its harmonics spread resonances through the VHF band. The cable does not need to carry the offending signal. Any voltage between the circuit reference where the cable connects and the chassis or the outside world will drive common-mode current onto it.",
          "Measure the cable current directly with a clamp-on current probe and slide it along the cable to find the maximum, since the current distribution has standing-wave peaks. Compare it with the few-microampere budget computed above. Then unplug each cable in turn, replacing it with a ferrite-loaded or shorter version where it is needed for operation, and note which emissions change. Cables whose removal makes an emission disappear are the antenna; the next step is to find what drives them.",
        ],
      },
      {
        heading: "A systematic procedure",
        paragraphs: [
          "1. From the test report or a pre-compliance scan, list the failing and marginal frequencies with their margins.",
          "2. Measure common-mode current on every cable at those frequencies. Cables with high currents are the likely antennas.",
          "3. With a large H-field loop and max hold, scan the board near each cable connector, then across the whole board. Switch to smaller probes to identify the trace, component or plane feature responsible.",
          "4. Change one thing at a time and measure the cable current and near-field reading at the same probe position before and after. Keep a log, including the changes that did nothing.",
          "5. Verify the final fix with a radiated scan, because a change that moves energy away from one cable can push it onto another.",
        ],
      },
    ],
  },
  {
    slug: "common-mode-current-and-current-probes",
    title: "Common-Mode Currents and RF Current Probes",
    summary:
      "The difference between common-mode and differential-mode current, how a clamp-on current probe measures them, how to use transfer impedance, and what a measured cable current means for a radiated emissions limit.",
    topics: ["Common mode", "Current probes", "Cables"],
    readingMinutes: 6,
    sections: [
      {
        heading: "Two ways for current to flow",
        paragraphs: [
          "Consider a cable with two conductors carrying currents I1 and I2 in the same direction of reference. The differential-mode current is the part that flows out on one conductor and back on the other, I_DM = (I1 - I2)/2. The common-mode current is the net current flowing in the same direction on both, and a clamp around the whole cable sees the sum I_CM = I1 + I2. (Some texts define the common-mode current per conductor as half that sum; be consistent and say which you use.)",
          "Differential-mode current is the intended signal or power current. Its fields largely cancel because the outgoing and returning currents are close together. Common-mode current has no nearby return: it returns through stray capacitance to the chassis, the ground plane of the test site or the surrounding environment, and the cable acts as an antenna. Microamperes of common-mode current radiate as strongly as milliamperes of differential-mode current in a typical loop.",
        ],
      },
      {
        heading: "Where common-mode current comes from",
        paragraphs: [
          "The usual source is a voltage between the cable's reference conductor and the chassis or the outside world. High-frequency return current flowing through the inductance of a ground connection produces such a voltage: 10 nH of connector or via inductance carrying 20 mA at 100 MHz develops about 126 mV, which is ample to drive a cable. Other sources are imbalanced drivers or line terminations that convert part of a differential signal into common mode, and cable shields terminated with pigtails.",
          "A pigtail is a short length of wire joining a cable shield to the chassis. A 25 mm pigtail has about 25 nH of inductance, or about 16 ohm at 100 MHz. Shield current flowing through that impedance puts a voltage on the outside of the shield and the shield radiates. A full 360 degree termination at the connector backshell removes the problem; no amount of extra shielding further along the cable will.",
        ],
      },
      {
        heading: "How a current probe works",
        paragraphs: [
          "An RF current probe is a split-core current transformer. The cable under test forms a single-turn primary; a secondary of N turns on a ferrite core is loaded by the 50 ohm input of the receiver. In the flat part of its response the output voltage is proportional to the primary current, and the ratio is the transfer impedance Z_T = V_out / I in ohms. For a simple transformer into 50 ohm, Z_T is roughly 50/N, so a 10-turn probe has a transfer impedance near 5 ohm.",
          "In decibels the relation is I (dBuA) = V (dBuV) - Z_T (dB ohm). With Z_T = 5 ohm (14 dB ohm), a reading of 30 dBuV means 16 dBuA, or 6.3 uA. Transfer impedance falls at low frequency, where the winding inductance can no longer support the load, and varies at high frequency with the core and winding parasitics. Always use the calibration curve supplied with the probe, not the nominal value.",
        ],
      },
      {
        heading: "Measuring common-mode and differential-mode current",
        paragraphs: [
          "Clamp the probe around the entire cable, including any shield, and it reads the common-mode current; differential currents cancel inside the core. To read a single conductor, separate it from the cable and clamp only that conductor. To read differential-mode current in a two-wire pair, pass one conductor through the probe in one direction and the other conductor through in the opposite direction; the probe then reads I1 - I2, which is twice I_DM, and common-mode currents cancel.",
          "Slide the probe along the cable while watching the reading. At frequencies where the cable is a significant fraction of a wavelength, current varies with position: there are standing-wave maxima roughly every half wavelength, which is 1.5 m at 100 MHz. Record the maximum. Near the equipment the current may be low simply because the probe is at a current minimum.",
        ],
      },
      {
        heading: "Relating current to a radiated limit",
        paragraphs: [
          "The common-mode radiation estimate E = 1.26e-6 f L I / r (SI units) gives a budget. For a 1 m cable at 100 MHz, measured at 3 m, the FCC Class B limit of 43.5 dBuV/m corresponds to about 3.6 uA, or 11 dBuA. Because real cables are not short compared with a wavelength at these frequencies, the true relationship varies by several dB with cable length, height and layout, but a current well below the budget is a strong sign that the cable will not cause a failure.",
          "In practice, a reading within 6 dB of the budget at any frequency is worth investigating before a formal test. Many engineers keep a simple limit line in dBuA on their analyzer for each product family, derived from a few correlated measurements at a test lab.",
        ],
      },
      {
        heading: "Ferrites and their limits",
        paragraphs: [
          "A clamp-on ferrite adds series impedance Z_F to the common-mode path. Its insertion loss is approximately 20 log10((Z_S + Z_L + Z_F) / (Z_S + Z_L)), where Z_S + Z_L is the impedance of the common-mode circuit without the ferrite. If the common-mode loop impedance is about 200 ohm, which is typical of a cable above a ground plane, a ferrite with 200 ohm of impedance at the frequency of interest gives only 6 dB. Ferrites work well in low-impedance circuits and poorly in high-impedance ones, and near a cable resonance the loop impedance changes rapidly, so the same ferrite can give 15 dB at one frequency and almost nothing at another.",
          "Place the ferrite close to the point where the cable leaves the enclosure, and measure cable current with and without it rather than assuming the datasheet impedance. Fit the ferrite on the product side of the probe so the probe measures what actually reaches the cable.",
        ],
      },
    ],
  },
  {
    slug: "probe-calibration-and-correction-factors",
    title: "Probe Calibration, Antenna Factors and Correction Factors",
    summary:
      "How to turn a spectrum analyzer reading in dBuV into a field strength or a current: antenna factors for E-field and H-field sensors, theoretical loop response, calibration fixtures, and the sign errors that cause most measurement mistakes.",
    topics: ["Calibration", "Antenna factor", "Measurement uncertainty"],
    readingMinutes: 6,
    sections: [
      {
        heading: "From volts to fields",
        paragraphs: [
          "A spectrum analyzer measures voltage across 50 ohm. To express that voltage as a field or a current, every sensor needs a conversion factor. For an electric field sensor the antenna factor is AF_E = E / V, in 1/m, or in decibels AF_E (dB/m) = E (dBuV/m) - V (dBuV). For a magnetic field sensor AF_H = H / V, in S/m, and AF_H (dB S/m) = H (dBuA/m) - V (dBuV). For a current probe the factor is the transfer impedance, used with the opposite sign: I (dBuA) = V (dBuV) - Z_T (dB ohm).",
          "The complete chain must include everything between the sensor and the analyzer input: E (dBuV/m) = V_read (dBuV) + AF (dB/m) + cable loss (dB) - preamplifier gain (dB) + external attenuation (dB). Write this equation down, with signs, for every measurement setup.",
          "In the far field E and H are related by the free-space impedance, E (dBuV/m) = H (dBuA/m) + 51.5 dB. This is often used to express a magnetic probe reading as an equivalent electric field. Close to a source it is simply wrong, because the wave impedance there may be far above or below 377 ohm. A near-field H probe reading converted to dBuV/m is at best an indicator.",
        ],
      },
      {
        heading: "Theoretical response of a loop probe",
        paragraphs: [
          "For a small loop of area A and N turns the open-circuit voltage is V = 2 pi f mu0 N A H. For a single-turn loop of 10 mm diameter (A = 7.85e-5 m^2) at 100 MHz this gives V/H = 0.062 ohm metre, an antenna factor of 16.1 S/m or 24.1 dB(S/m). The factor falls by 20 dB per decade as frequency rises, so at 10 MHz it is 44.1 dB(S/m).",
          "This simple model ignores the loop inductance. The 10 mm loop has an inductance of about 19 nH, which equals the 50 ohm load impedance near 410 MHz; above that frequency the output no longer rises with frequency and the antenna factor flattens. Shield gaps, the feed transition and the probe body also affect the response at higher frequencies, so a theoretical factor is a useful sanity check but not a substitute for calibration.",
        ],
      },
      {
        heading: "Calibration fixtures",
        paragraphs: [
          "Each field sensor needs a reference field. Below a few megahertz, a Helmholtz coil provides a magnetic field computed from a measured current with excellent accuracy. From roughly 1 MHz to several hundred megahertz, a TEM cell produces a known field: with net power P into a cell of characteristic impedance Z0 and septum-to-wall spacing d, the electric field is E = sqrt(P Z0) / d and the magnetic field is H = E / 377 ohm, valid below the first higher-order mode of the cell.",
          "For small probes at higher frequencies, a microstrip or stripline test line is the most practical reference. A 50 ohm line terminated in 50 ohm carries a known current, and the magnetic field at a fixed height above the trace can be calculated or simulated. IC emission standards such as IEC 61967-6 describe this approach. The result depends strongly on the height of the probe above the line, so a mechanical fixture that sets height to a fraction of a millimetre is essential.",
          "Current probes are calibrated in a jig that holds a 50 ohm coaxial line through the probe aperture. The current is the line voltage divided by 50 ohm, and the transfer impedance is the probe output divided by that current. The jig itself must be characterised, since its insertion loss is part of the measurement.",
        ],
      },
      {
        heading: "Using factors in the analyzer",
        paragraphs: [
          "Most analyzers accept transducer tables: lists of frequency and correction in dB, combined and applied to the displayed trace, with the display unit changed to dBuV/m, dBuA/m or dBuA. Enter the probe factor, cable loss and amplifier gain as separate tables if the analyzer allows it, so each can be updated independently when a cable is replaced. Check the interpolation mode: factors tabulated at a few points on a logarithmic frequency axis should be interpolated logarithmically, not linearly.",
          "After setting up, verify the chain with a known signal. Feed a signal generator through the calibration fixture, or through a known attenuator in place of the probe, and confirm that the displayed value matches the expected value within a fraction of a dB. This one-minute check catches almost every sign error.",
        ],
      },
      {
        heading: "Uncertainty and common errors",
        paragraphs: [
          "Near-field measurements rarely have an uncertainty below plus or minus 2 dB, and 3 to 4 dB is more typical when probe height and orientation are set by hand. The calibration itself contributes 0.5 to 1 dB, mismatch between probe, amplifier and analyzer another few tenths, and cable flexing at gigahertz frequencies can add more. State uncertainty with results, especially when they are close to a limit.",
          "The most common errors are: applying amplifier gain twice (once in a table and once by hand); using an antenna factor with the wrong sign; mixing dBm and dBuV (they differ by 107 dB in 50 ohm); using the nominal transfer impedance of a current probe instead of its calibration curve; forgetting that cable loss rises with frequency; and applying far-field conversions to near-field data. A short written measurement procedure, kept with the equipment, prevents most of them.",
        ],
      },
    ],
  },
  {
    slug: "pre-compliance-scan-setup",
    title: "Setting Up a Pre-Compliance Emissions Scan with a Spectrum Analyzer",
    summary:
      "Resolution bandwidths, peak, quasi-peak and average detectors, the CISPR 32 and FCC Part 15 limits, and how to deal with ambient signals and margins when you do not have an anechoic chamber.",
    topics: ["Pre-compliance", "CISPR 32", "FCC Part 15", "Spectrum analyzers"],
    readingMinutes: 7,
    sections: [
      {
        heading: "What pre-compliance can and cannot tell you",
        paragraphs: [
          "A pre-compliance scan uses an ordinary spectrum analyzer, a broadband antenna or line impedance stabilisation network, and an ordinary room to estimate how a product will perform at an accredited test lab. It will not reproduce the lab's numbers exactly: reflections from walls and furniture, an uncalibrated site, the absence of a turntable and height scan, and analyzer differences all contribute. Correlation within 4 to 6 dB is achievable with care. That is enough to find problems early, to compare fixes, and to decide when a product is ready for a formal test.",
          "The most useful output is a list of frequencies with their margin to the limit, measured with the same setup before and after each design change. Aim for at least 6 dB of margin in pre-compliance before booking a chamber.",
        ],
      },
      {
        heading: "Bandwidths and detectors",
        paragraphs: [
          "CISPR 16-1-1 defines the receiver bandwidths used by all the common standards. They are specified at the 6 dB points: 200 Hz from 9 kHz to 150 kHz, 9 kHz from 150 kHz to 30 MHz, 120 kHz from 30 MHz to 1 GHz, and 1 MHz above 1 GHz. Many analyzers specify their resolution bandwidth at the 3 dB points; if the instrument has an EMI bandwidth option use it, otherwise choose the nearest 3 dB filter and accept a small error on broadband signals.",
          "The detector determines how a signal that varies in time is weighted. The peak detector reads the maximum envelope and is always the highest reading. The quasi-peak detector charges quickly and discharges slowly (a 1 ms charge and 550 ms discharge time constant between 30 MHz and 1 GHz, 1 ms and 160 ms between 150 kHz and 30 MHz), so it reads continuous signals at their peak but reads low for pulses with a low repetition rate. The average detector reads the mean envelope and is lowest for pulsed or modulated signals. For a continuous unmodulated carrier all three give the same value.",
          "Quasi-peak measurements are slow: each frequency needs a dwell of at least several hundred milliseconds, and a full sweep would take hours. The standard workflow is to sweep with the peak detector, which is fast and conservative, then measure quasi-peak and average only at the frequencies where the peak reading is within about 6 dB of the limit.",
        ],
      },
      {
        heading: "The limits",
        paragraphs: [
          "CISPR 32 (adopted in Europe as EN 55032) radiated limits for Class B equipment at 3 m are 40 dBuV/m quasi-peak from 30 to 230 MHz and 47 dBuV/m from 230 MHz to 1 GHz. At 10 m the same limits are 10 dB lower. Class A limits are 10 dB higher than Class B at the same distance. Above 1 GHz, the Class B limits at 3 m are 70 dBuV/m peak and 50 dBuV/m average from 1 to 3 GHz, and 74 dBuV/m peak and 54 dBuV/m average from 3 to 6 GHz.",
          "FCC Part 15 Class B limits at 3 m are 40.0 dBuV/m from 30 to 88 MHz, 43.5 dBuV/m from 88 to 216 MHz, 46.0 dBuV/m from 216 to 960 MHz and 54.0 dBuV/m above 960 MHz, measured with quasi-peak below 1 GHz. Above 1 GHz the 54 dBuV/m limit applies to the average detector, with a peak limit 20 dB higher. Class A limits are specified at 10 m.",
          "Conducted emissions on AC mains under CISPR 32 Class B are 66 to 56 dBuV quasi-peak (decreasing linearly with the logarithm of frequency) and 56 to 46 dBuV average from 150 to 500 kHz; 56 dBuV quasi-peak and 46 dBuV average from 0.5 to 5 MHz; and 60 dBuV quasi-peak and 50 dBuV average from 5 to 30 MHz. Always check the current edition of the standard that applies to your product; the figures here are for orientation.",
        ],
      },
      {
        heading: "Configuring the analyzer",
        paragraphs: [
          "Split the range into segments. With a 120 kHz bandwidth, 30 MHz to 1 GHz spans about 8000 bandwidths; if the analyzer offers only 1001 trace points, each point covers around 1 MHz and narrow signals are displayed but frequency readout is coarse. Use segments of 100 to 200 MHz, or as many points as the analyzer allows, and let the sweep time be set automatically with the peak detector.",
          "Load transducer tables for the antenna factor, cable loss and any preamplifier gain, and switch the display unit to dBuV/m. Draw the applicable limit line and a second line 6 dB below it. Keep at least 10 dB of input attenuation, and check for overload by adding 10 dB more attenuation: true signals stay where they are once the correction is applied.",
          "For conducted emissions, the line impedance stabilisation network (50 uH in parallel with 50 ohm, as defined in CISPR 16-1-2) presents a defined impedance to the product and couples the noise to the analyzer. Use a transient limiter between the network and the analyzer: switching the product on and off produces transients large enough to damage an unprotected input.",
        ],
      },
      {
        heading: "Dealing with the ambient",
        paragraphs: [
          "An ordinary lab is full of signals. FM broadcast occupies 88 to 108 MHz, digital radio and TV fill parts of 174 to 240 MHz and 470 to 700 MHz, cellular networks use 600 MHz to 2.7 GHz, and Wi-Fi and other devices occupy 2.4 and 5 GHz. Many of these signals exceed the Class B limit at a 3 m antenna.",
          "Before every session, record the ambient with the product switched off and save it as a trace. Signals present in both traces are ambient; signals present only with the product on are emissions. When an emission falls on top of an ambient signal, move the antenna closer (1 m measurements scaled by 20 log10(3) = 9.5 dB give a rough 3 m estimate), use a near-field probe or current probe at that frequency, or measure in a shielded room or at a quieter time of day.",
        ],
      },
      {
        heading: "A repeatable session",
        paragraphs: [
          "Keep the same antenna position, product orientation, cable layout and operating mode for every run, and photograph the setup. Cable layout alone can move emissions by 10 dB. Scan with the product in its most active mode, rotate it in 90 degree steps if there is no turntable, and try both antenna polarisations. Record the worst case at each frequency, then verify suspect peaks with quasi-peak and average detection. A table of frequency, reading, limit and margin, kept with the traces and photographs, makes each session directly comparable with the last.",
        ],
      },
    ],
  },
  {
    slug: "shielding-and-gasket-effectiveness",
    title: "Measuring Shielding and Gasket Effectiveness",
    summary:
      "Why apertures and seams, not wall material, limit the shielding of a real enclosure, how to estimate slot leakage, and practical bench methods for measuring enclosure and gasket performance with a near-field probe and a spectrum analyzer.",
    topics: ["Shielding", "Gaskets", "Enclosures"],
    readingMinutes: 6,
    sections: [
      {
        heading: "Shielding effectiveness in practice",
        paragraphs: [
          "Shielding effectiveness (SE) is the ratio, in dB, of the field at a point without the shield to the field at the same point with it: SE = 20 log10(E_without / E_with), or the same with H. It depends on frequency, on whether the source is electric or magnetic, on the distance from the source, and above all on the openings in the shield. A single SE figure without these conditions is not meaningful.",
          "Solid metal walls are rarely the limit. Absorption loss in a wall of thickness t is A = 8.69 t / delta dB, where the skin depth delta = 1 / sqrt(pi f mu sigma). For copper the skin depth is 66 um at 1 MHz and 6.6 um at 100 MHz; for aluminium it is about 85 um at 1 MHz. A 1 mm aluminium wall therefore gives over 100 dB of absorption at 1 MHz and much more above. The exception is low-frequency magnetic fields, below about 100 kHz, where absorption is small and reflection loss for a magnetic near-field source is also small. Shielding a 50 Hz or 20 kHz magnetic field needs thick material or high-permeability alloys.",
        ],
      },
      {
        heading: "Apertures and seams",
        paragraphs: [
          "A slot behaves as an antenna whose efficiency depends on its longest dimension, not its area. A slot of length l resonates when l is half a wavelength, and below that its shielding is approximately SE = 20 log10(lambda / (2 l)). A 10 mm slot at 1 GHz (lambda = 300 mm) gives about 23.5 dB; a 100 mm seam gives only 3.5 dB. A row of n similar small apertures reduces the SE of one aperture by roughly 10 log10(n), so a ventilation panel of 100 small holes is about 20 dB worse than one hole.",
          "This is why a long seam between a lid and a box, closed only by screws at the corners, leaks badly at hundreds of megahertz even though the metal is perfectly good. The effective slot length is the distance between points of good electrical contact. The usual guideline is fastener or contact spacing below lambda/20 at the highest frequency of concern, about 15 mm at 1 GHz. Where that is not practical, a conductive gasket provides continuous contact along the seam.",
        ],
      },
      {
        heading: "Gaskets: what determines performance",
        paragraphs: [
          "A gasket is only as good as its contact with both mating surfaces. The main factors are the surface finish (anodising and many paints are insulators and must be masked or removed at the gasket land), compression (most gaskets have a specified working range, often 10 to 50 percent of their height, and both under- and over-compression reduce performance), galvanic compatibility between the gasket and the flange, and stability over time as the gasket takes a compression set or the surfaces corrode.",
          "Gasket materials are characterised in several ways. MIL-DTL-83528 covers conductive elastomer gaskets, ASTM D4935 describes a coaxial holder for planar materials from 30 MHz to 1.5 GHz, SAE ARP1705 describes a transfer impedance method for gaskets, and IEEE 299 covers measurements on complete enclosures and shielded rooms. Laboratory gasket data is measured on an ideal flange. In a product, the achieved SE is often 20 to 40 dB lower because of flange flatness, fastener spacing and surface finish.",
        ],
      },
      {
        heading: "A bench method for enclosures",
        paragraphs: [
          "1. Put a small battery-powered source inside the enclosure: a comb generator or a broadband noise source gives many frequencies at once. A battery is essential; a supply cable passing through the wall would be a larger leak than any seam.",
          "2. Measure outside with a fixed antenna or a probe at a fixed position. Record the level with the lid removed (the reference) and with the lid fitted. The difference is an effective SE for that configuration.",
          "3. Scan the outside of the closed enclosure with an H-field loop, following seams, connector flanges, display windows and ventilation openings, with the analyzer in max hold. Leaks stand out sharply, often by 20 to 30 dB, and can be located to within a centimetre.",
          "4. Fix one leak at a time, with copper tape as a temporary measure, and re-measure. Seams that were masked by a larger leak become visible only once that leak is closed.",
        ],
      },
      {
        heading: "Measurement pitfalls",
        paragraphs: [
          "Dynamic range: measuring 80 dB of SE needs more than 90 dB between the reference level and the noise floor. Use a strong source, a probe amplifier and a narrow resolution bandwidth, and confirm the noise floor with the source switched off.",
          "Cavity resonances: a closed metal box resonates at f = 150 sqrt((m/a)^2 + (n/b)^2 + (p/c)^2) MHz, with dimensions a, b, c in metres and at most one of m, n, p equal to zero. A 300 x 200 x 100 mm enclosure has its lowest mode near 900 MHz. Near resonance, the internal field and the leakage depend strongly on source position, and SE results can swing by 20 dB.",
          "Reproducibility: cables, screws and the probe position all influence the result. Torque fasteners to a known value, mark probe positions on the enclosure, and repeat the reference measurement at the end of the session to confirm that the source output has not drifted.",
        ],
      },
    ],
  },
  {
    slug: "rf-immunity-testing-basics",
    title: "RF Immunity Testing: IEC 61000-4-3 and IEC 61000-4-6 Basics",
    summary:
      "What radiated and conducted RF immunity tests actually apply to a product, the field uniformity and calibration requirements behind them, and how to find susceptible circuits on the bench before the formal test.",
    topics: ["Immunity", "IEC 61000-4-3", "IEC 61000-4-6"],
    readingMinutes: 6,
    sections: [
      {
        heading: "Two tests, one phenomenon",
        paragraphs: [
          "Radio transmitters, from broadcast stations to handheld radios and mobile phones, expose electronics to RF fields. Two basic standards test a product's response. IEC 61000-4-3 applies a radiated field, typically from 80 MHz to 6 GHz, using an antenna in an anechoic chamber. IEC 61000-4-6 covers 150 kHz to 80 MHz by injecting RF directly onto the cables, because at those frequencies a product is too small to couple to a field efficiently and the cables are the antennas.",
          "Both tests apply an unmodulated level and then modulate it with a 1 kHz sine wave at 80 percent amplitude modulation. The modulation matters: at 80 percent AM the peak amplitude is 1.8 times the unmodulated level, which requires 5.1 dB more peak power from the amplifier. The 1 kHz envelope also makes demodulation effects easy to hear and see in analog circuits.",
        ],
      },
      {
        heading: "Radiated immunity: field uniformity and calibration",
        paragraphs: [
          "Common test levels are 1, 3, 10 and 30 V/m (the unmodulated field). Residential and light-industrial products are usually tested at 3 V/m and industrial products at 10 V/m; product standards set the actual level and any additional frequencies, such as spot tests in mobile phone bands.",
          "The field is calibrated without the product, over a vertical uniform field area (UFA), normally 1.5 m x 1.5 m with 16 measurement points on a 0.5 m grid. The field is considered uniform if at least 12 of the 16 points lie within 0 to +6 dB of the nominal value at each frequency. The calibration records the forward power needed to produce the level; during the test the same forward power is replayed, and the field is not measured with the product in place.",
          "Calibration should be done at 1.8 times the test level, or the amplifier should be checked for compression at that level, so that the modulation peaks are delivered without distortion. Amplifier harmonics must be well below the fundamental, otherwise the product is also exposed to fields at two and three times the test frequency. The frequency is stepped by no more than 1 percent of the current frequency, with a dwell time at each step long enough for the product to respond and no shorter than 0.5 s. A sweep from 80 MHz to 6 GHz therefore takes about 430 steps per polarisation and face.",
        ],
      },
      {
        heading: "Conducted immunity: injection on cables",
        paragraphs: [
          "In IEC 61000-4-6 the disturbance is injected onto each cable through a coupling and decoupling network (CDN), which presents a common-mode impedance of 150 ohm to the product and isolates the auxiliary equipment. Where no suitable CDN exists, an electromagnetic clamp or a bulk current injection probe is used. Test levels are specified as the open-circuit voltage (emf) of the source: 1, 3 or 10 V.",
          "Calibration is done at the CDN output through a 150 ohm to 50 ohm adapter, which adds 100 ohm in series with the 50 ohm measuring input. The source emf U0 and its 150 ohm source impedance drive a total load of 150 ohm, so the voltage at the 50 ohm meter is U0 / 6. A 10 V test level therefore reads 1.67 V, or 124.4 dBuV, during calibration. This relationship is easy to check and catches setup errors quickly.",
        ],
      },
      {
        heading: "Performance criteria",
        paragraphs: [
          "Immunity standards grade the result rather than simply pass or fail the product. The generic criteria are: A, the product continues to operate as intended within its specification during the test; B, temporary degradation or loss of function occurs but recovers by itself afterwards; C, loss of function that requires operator intervention or a reset. Continuous disturbances such as RF immunity usually require criterion A.",
          "The product's specification must therefore define what normal operation means and how it is monitored. For a measuring instrument, that usually means an accuracy bound during exposure. Monitoring equipment must itself be immune, or connected through fibre optics or well-filtered lines, so that a failure of the monitoring is not mistaken for a failure of the product.",
        ],
      },
      {
        heading: "Finding susceptible circuits before the test",
        paragraphs: [
          "The usual victims are high-impedance analog inputs, op-amp and comparator inputs that rectify RF and shift their DC operating point, reset and interrupt lines, voltage references, crystal oscillators, and audio stages that demodulate the 1 kHz envelope into an audible tone. Cables bring the energy in; the susceptible node is usually near the connector where the cable enters.",
          "A near-field probe can be used in reverse. Drive an H-field or E-field probe from a signal generator through a power amplifier of a few watts, with 1 kHz AM applied, and hold it close to traces and components while monitoring the product. Because the injected field is very local, this identifies the sensitive node directly. Start at low power, increase gradually, and keep the probe a few millimetres from the board so that it cannot short anything.",
          "For the conducted range, a bulk current injection probe on each cable, driven with a few hundred milliamperes of RF, reproduces much of the stress of IEC 61000-4-6. Common fixes are series resistors or ferrite beads with small capacitors at input pins, filtered connectors, and 360 degree cable shield terminations.",
        ],
      },
      {
        heading: "Common pitfalls",
        paragraphs: [
          "Cable layout changes results dramatically; follow the standard's layout and document it with photographs. Ferrites added to auxiliary cables to protect the monitoring equipment must not be placed where they also protect the product. Field probes used for calibration must be placed without the product present, and must not be moved into the field during testing. Finally, step the frequency slowly enough: a failure that needs a few seconds to develop, such as a drifting temperature reading, will be missed by a fast sweep.",
        ],
      },
    ],
  },
  {
    slug: "decoupling-and-power-integrity-for-emc",
    title: "Decoupling and Power Integrity for EMC",
    summary:
      "How supply noise becomes radiated emissions, target impedance, why mounted inductance matters more than capacitance above a few megahertz, plane capacitance and cavity resonances, and how to measure rail noise without fooling yourself.",
    topics: ["Power integrity", "Decoupling", "PCB design"],
    readingMinutes: 7,
    sections: [
      {
        heading: "Why power integrity is an EMC problem",
        paragraphs: [
          "Every digital edge draws a burst of current from the supply. If the power distribution network cannot supply that current locally, the burst flows through the inductance of traces, vias and planes back to the regulator, producing voltage noise on the rail at the clock frequency and its harmonics. That noise reaches the cables through every device powered from the rail, couples into analog circuits, and drives the power and ground planes against each other so that the board edges radiate. Many emission problems that look like signal-integrity issues are really decoupling problems.",
          "The goal of decoupling is a low impedance between the power and ground pins of each device over the whole frequency range in which the device draws current, which for modern logic extends from DC to several hundred megahertz.",
        ],
      },
      {
        heading: "Target impedance",
        paragraphs: [
          "A simple design target is Z_target = V_supply x allowed ripple / transient current. For a 1.0 V core rail with 3 percent allowed ripple and a 5 A transient step, Z_target = 1.0 x 0.03 / 5 = 6 milliohm. For a 3.3 V microcontroller rail with 5 percent ripple and a 0.5 A transient, Z_target = 0.33 ohm. The power distribution network should stay below the target from DC up to the frequency where the device's own package and die capacitance take over.",
          "The regulator covers the low end, typically up to tens or hundreds of kilohertz. Bulk capacitors cover the range up to about 1 MHz, ceramic capacitors from roughly 1 MHz to 100 MHz, and the plane pair and on-package capacitance above that. The art lies in making these ranges overlap without resonant peaks in between.",
        ],
      },
      {
        heading: "Capacitors are inductors above resonance",
        paragraphs: [
          "A real capacitor has an impedance Z = ESR + j(2 pi f ESL - 1 / (2 pi f C)), with a series resonance at f = 1 / (2 pi sqrt(ESL x C)). Above resonance it behaves as an inductor, and what matters is the mounted inductance: the capacitor's own ESL plus the pads, traces and vias connecting it to the planes. A mounted inductance of 1 nH is typical for a small ceramic capacitor with reasonable vias.",
          "A 100 nF capacitor with 1 nH mounted inductance resonates at 5.0 MHz; a 10 nF capacitor with the same inductance at 15.9 MHz. At 100 MHz both have an impedance of about 0.63 ohm, set entirely by inductance. Above resonance, changing the capacitance value does not help; reducing inductance does. Place vias at the ends of the pads or in the pads, keep traces between pad and via as short as possible, use two vias per pad where space allows, and place the capacitor on the side of the board closer to the plane pair it decouples.",
          "Mixing different capacitor values creates parallel (anti-)resonances between the series resonances, where the inductance of the larger capacitor resonates with the capacitance of the smaller one. These impedance peaks can be higher than the impedance of either capacitor alone. Using several capacitors of the same value, choosing values closer together, or using parts with a controlled ESR to damp the peaks all help. Simulate or measure the combined impedance rather than relying on rules of thumb.",
        ],
      },
      {
        heading: "Planes: capacitance and cavity resonances",
        paragraphs: [
          "Closely spaced power and ground planes form a capacitor with very low inductance: C = eps0 eps_r A / d. In FR-4 (eps_r about 4.3) with 0.1 mm spacing, this is about 38 pF per square centimetre, or 3.8 nF for a 10 x 10 cm plane pair. That is a small capacitance, but it is effective at hundreds of megahertz where discrete capacitors are inductive. Thin dielectric between a power plane and its adjacent ground plane is one of the most effective EMC measures in a stackup.",
          "The plane pair is also a resonant cavity. Its modes occur at f = (c / (2 sqrt(eps_r))) sqrt((m/a)^2 + (n/b)^2) for a plane of dimensions a x b. A 10 x 10 cm FR-4 plane pair has its first resonance near 720 MHz. At resonance the impedance between the planes peaks and the board edges radiate efficiently. Distributed decoupling capacitors, lossy dielectric, and ground stitching vias along the board edge reduce these peaks.",
        ],
      },
      {
        heading: "Ferrite beads and filtered rails",
        paragraphs: [
          "Ferrite beads are useful for isolating a sensitive rail, such as a PLL or an ADC reference, from a noisy one. Two cautions apply. First, a bead is an inductor at low frequency and resonates with the capacitors on either side of it; without damping, the filter can amplify noise near its resonance, typically in the 1 to 20 MHz range. Second, DC current biases the ferrite towards saturation, and at its rated current a bead may retain only a fraction of its zero-bias impedance. Check the impedance curve at the actual DC current, not the headline value at 100 MHz with no bias.",
        ],
      },
      {
        heading: "Measuring rail noise and impedance",
        paragraphs: [
          "A standard oscilloscope probe with a 15 cm ground lead has about 150 nH of loop inductance. It picks up magnetic fields around the board and resonates with the probe capacitance at a few hundred megahertz, so it shows ringing and noise that do not exist. Measure rail noise with a short ground spring, or better, with a 50 ohm coaxial cable and a DC block soldered directly across a decoupling capacitor, into a 50 ohm input of an oscilloscope or spectrum analyzer.",
          "To measure the impedance of a power distribution network at milliohm levels, use a two-port shunt-through measurement with a vector network analyzer, which cancels the contact resistance of the probes. For EMC work, a near-field H-field probe swept over the regulator, the bulk capacitors and the decoupling around large devices quickly shows where supply current is circulating over large loops. Compare the rail spectrum with the radiated emissions: frequencies that appear in both are candidates for better decoupling.",
        ],
      },
    ],
  },
];
