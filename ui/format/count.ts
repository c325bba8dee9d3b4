/** A count in the reader's own number format (the browser's locale), as react-admin's NumberField shows one: 1234 → "1,234" in en-US. */
export function formatCount(count: number): string {
  return count.toLocaleString();
}
