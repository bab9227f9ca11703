// Where a US ZIP code is, roughly: the first three digits of a ZIP name a sectional centre
// (a mail-sorting region), so each range below maps to the main city of that region.
// Accurate to a few dozen miles, which is all the rate table's distance zones need.

export interface Place {
  lat: number;
  lon: number;
}

/** [first prefix, last prefix, state, latitude, longitude] — first match wins. */
type PrefixRange = readonly [number, number, string, number, number];

const PREFIX_RANGES: readonly PrefixRange[] = [
  [6, 9, "PR", 18.47, -66.11], // San Juan (also the US Virgin Islands)
  [10, 13, "MA", 42.1, -72.59], // Springfield
  [14, 27, "MA", 42.36, -71.06], // Boston
  [28, 29, "RI", 41.82, -71.41], // Providence
  [30, 38, "NH", 42.99, -71.46], // Manchester
  [39, 42, "ME", 43.66, -70.26], // Portland
  [43, 49, "ME", 44.8, -68.77], // Bangor
  [55, 55, "MA", 42.66, -71.14], // Andover
  [50, 59, "VT", 44.48, -73.21], // Burlington
  [60, 69, "CT", 41.76, -72.68], // Hartford
  [70, 79, "NJ", 40.74, -74.17], // Newark
  [80, 89, "NJ", 40.22, -74.76], // Trenton
  [100, 104, "NY", 40.71, -74.01], // New York City
  [105, 109, "NY", 41.03, -73.76], // White Plains
  [110, 119, "NY", 40.79, -73.13], // Long Island
  [120, 129, "NY", 42.65, -73.76], // Albany
  [130, 139, "NY", 43.05, -76.15], // Syracuse
  [140, 143, "NY", 42.89, -78.88], // Buffalo
  [144, 149, "NY", 43.16, -77.61], // Rochester
  [150, 168, "PA", 40.44, -80.0], // Pittsburgh
  [169, 179, "PA", 40.27, -76.88], // Harrisburg
  [180, 189, "PA", 40.9, -75.7], // Allentown, Scranton
  [190, 196, "PA", 39.95, -75.17], // Philadelphia
  [197, 199, "DE", 39.74, -75.55], // Wilmington
  [200, 205, "DC", 38.9, -77.04], // Washington
  [206, 219, "MD", 39.29, -76.61], // Baltimore
  [220, 227, "VA", 38.88, -77.1], // Arlington
  [228, 246, "VA", 37.54, -77.44], // Richmond
  [247, 268, "WV", 38.35, -81.63], // Charleston
  [270, 279, "NC", 35.95, -79.2], // Raleigh, Greensboro
  [280, 289, "NC", 35.23, -80.84], // Charlotte
  [290, 299, "SC", 34.0, -81.03], // Columbia
  [300, 319, "GA", 33.75, -84.39], // Atlanta
  [320, 324, "FL", 30.33, -81.66], // Jacksonville
  [325, 329, "FL", 28.54, -81.38], // Orlando
  [330, 334, "FL", 25.76, -80.19], // Miami
  [335, 349, "FL", 27.95, -82.46], // Tampa
  [350, 369, "AL", 33.52, -86.8], // Birmingham
  [370, 374, "TN", 36.16, -86.78], // Nashville
  [376, 379, "TN", 35.96, -83.92], // Knoxville
  [375, 385, "TN", 35.15, -90.05], // Memphis
  [386, 397, "MS", 32.3, -90.18], // Jackson
  [398, 399, "GA", 31.58, -84.16], // Albany, GA
  [400, 427, "KY", 38.1, -85.2], // Louisville, Lexington
  [430, 439, "OH", 39.96, -83.0], // Columbus
  [440, 449, "OH", 41.5, -81.69], // Cleveland
  [450, 459, "OH", 39.1, -84.51], // Cincinnati
  [460, 479, "IN", 39.77, -86.16], // Indianapolis
  [480, 492, "MI", 42.33, -83.05], // Detroit
  [493, 499, "MI", 42.96, -85.67], // Grand Rapids
  [500, 528, "IA", 41.59, -93.62], // Des Moines
  [530, 549, "WI", 43.07, -88.5], // Milwaukee, Madison
  [550, 567, "MN", 44.98, -93.27], // Minneapolis
  [577, 577, "SD", 44.08, -103.23], // Rapid City
  [570, 576, "SD", 43.55, -96.73], // Sioux Falls
  [580, 588, "ND", 46.9, -98.8], // Fargo, Bismarck
  [590, 593, "MT", 45.78, -108.5], // Billings
  [594, 599, "MT", 46.6, -112.0], // Helena, Missoula
  [600, 609, "IL", 41.88, -87.63], // Chicago
  [610, 629, "IL", 40.0, -89.3], // Peoria, Springfield
  [630, 639, "MO", 38.63, -90.2], // St. Louis
  [640, 649, "MO", 39.1, -94.58], // Kansas City
  [650, 658, "MO", 37.5, -92.9], // Springfield, Jefferson City
  [660, 679, "KS", 38.5, -97.0], // Wichita, Topeka
  [680, 689, "NE", 41.26, -95.94], // Omaha
  [690, 693, "NE", 41.12, -100.77], // North Platte
  [700, 708, "LA", 30.2, -90.6], // New Orleans, Baton Rouge
  [710, 714, "LA", 32.5, -93.75], // Shreveport
  [716, 729, "AR", 34.75, -92.29], // Little Rock
  [730, 749, "OK", 35.47, -97.52], // Oklahoma City
  [750, 759, "TX", 32.78, -96.8], // Dallas
  [760, 769, "TX", 32.5, -98.5], // Fort Worth, Abilene
  [770, 779, "TX", 29.76, -95.37], // Houston
  [780, 789, "TX", 29.9, -98.0], // San Antonio, Austin
  [790, 797, "TX", 33.0, -101.9], // Lubbock, Amarillo, Midland
  [798, 799, "TX", 31.76, -106.49], // El Paso
  [885, 885, "TX", 31.76, -106.49], // El Paso
  [800, 816, "CO", 39.74, -104.99], // Denver
  [820, 831, "WY", 42.0, -106.3], // Casper, Cheyenne
  [832, 838, "ID", 43.62, -116.2], // Boise
  [840, 847, "UT", 40.76, -111.89], // Salt Lake City
  [850, 853, "AZ", 33.45, -112.07], // Phoenix
  [855, 857, "AZ", 32.22, -110.97], // Tucson
  [859, 865, "AZ", 35.2, -111.65], // Flagstaff
  [870, 884, "NM", 35.08, -106.65], // Albuquerque
  [889, 891, "NV", 36.17, -115.14], // Las Vegas
  [893, 898, "NV", 39.53, -119.81], // Reno
  [900, 918, "CA", 34.05, -118.24], // Los Angeles
  [919, 921, "CA", 32.72, -117.16], // San Diego
  [922, 925, "CA", 33.95, -117.4], // Riverside, Palm Springs
  [926, 928, "CA", 33.7, -117.8], // Orange County
  [930, 931, "CA", 34.35, -119.4], // Ventura, Santa Barbara
  [932, 933, "CA", 35.37, -119.02], // Bakersfield
  [934, 934, "CA", 34.9, -120.4], // Santa Maria, San Luis Obispo
  [935, 935, "CA", 34.7, -118.1], // Lancaster, Mojave
  [936, 938, "CA", 36.74, -119.79], // Fresno
  [939, 939, "CA", 36.68, -121.66], // Salinas
  [940, 941, "CA", 37.77, -122.42], // San Francisco
  [942, 942, "CA", 38.58, -121.49], // Sacramento
  [943, 944, "CA", 37.5, -122.2], // Peninsula
  [945, 948, "CA", 37.84, -122.27], // Oakland, Berkeley, Richmond
  [949, 949, "CA", 37.97, -122.53], // Marin
  [950, 951, "CA", 37.34, -121.89], // San Jose
  [952, 953, "CA", 37.8, -121.1], // Stockton, Modesto
  [954, 954, "CA", 38.44, -122.71], // Santa Rosa, Sebastopol
  [955, 955, "CA", 40.8, -124.16], // Eureka
  [956, 958, "CA", 38.58, -121.49], // Sacramento
  [959, 959, "CA", 39.5, -121.7], // Chico, Marysville
  [960, 960, "CA", 40.59, -122.39], // Redding
  [961, 961, "CA", 39.33, -120.18], // Truckee
  [967, 968, "HI", 21.31, -157.86], // Honolulu
  [969, 969, "GU", 13.47, 144.75], // Guam
  [970, 973, "OR", 45.3, -122.8], // Portland, Salem
  [974, 979, "OR", 43.8, -121.9], // Eugene, Medford, Bend
  [980, 985, "WA", 47.5, -122.4], // Seattle, Tacoma
  [986, 986, "WA", 45.64, -122.66], // Vancouver, WA
  [988, 994, "WA", 47.0, -119.5], // Spokane, Yakima, Wenatchee
  [995, 999, "AK", 61.22, -149.9], // Anchorage
];

/** Destinations off the contiguous states: the rate table bills them at its highest zone. */
export const NON_CONTIGUOUS = new Set(["AK", "HI", "PR", "GU"]);

export interface ZipLocation extends Place {
  state: string;
}

/**
 * The region of a ZIP code (its first three digits); when that prefix is not assigned,
 * the main region of the given state. undefined when neither is known.
 */
export function locateZip(zip: string, state: string): ZipLocation | undefined {
  const digits = /^\d{3}/.exec(zip.trim())?.[0];
  const prefix = digits === undefined ? -1 : Number(digits);
  const range =
    PREFIX_RANGES.find(([from, to]) => prefix >= from && prefix <= to) ?? PREFIX_RANGES.find(([, , code]) => code === state.toUpperCase());
  return range && { state: range[2], lat: range[3], lon: range[4] };
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
