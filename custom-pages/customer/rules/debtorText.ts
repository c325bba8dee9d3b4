/** The collapsed debtor text shows its first 30 characters (spec part 1 §2). */
export const DEBTOR_TEXT_PREVIEW_LENGTH = 30;

/** The preview of a debtor text: the text itself when short enough, else its first 30 characters and an ellipsis. */
export function debtorTextPreview(text: string): { preview: string; truncated: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= DEBTOR_TEXT_PREVIEW_LENGTH) return { preview: trimmed, truncated: false };
  return { preview: `${trimmed.slice(0, DEBTOR_TEXT_PREVIEW_LENGTH)}…`, truncated: true };
}
