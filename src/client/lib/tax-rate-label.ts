/** "7.25" -> "7.25%", "6.50" -> "6.5%", "8.00" -> "8%": a tax rate percent as a customer reads it. */
export function formatTaxRate(rate: string | number): string {
  const n = Number(rate);
  if (!Number.isFinite(n)) return `${String(rate)}%`;
  return `${String(Number(n.toFixed(3)))}%`;
}
