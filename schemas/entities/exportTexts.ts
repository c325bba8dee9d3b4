/* No zod here: the screens' message catalogues import these texts, and they load before any schema. */

/** The spec's texts (part 2 §5, §8), verbatim. */
export const EXPORT_MESSAGES = {
  enterDebnr: 'Enter debnr',
} as const;
