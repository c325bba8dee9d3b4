import { COMMENT_TYPES } from '../../../schemas/entities/comment';

/**
 * Every comment type a list may show: the writable ones plus 8 and 9, which come from other systems
 * (tasks and notes) and are only displayed (spec part 1 §3).
 */
export const DISPLAYED_COMMENT_TYPES: Readonly<Record<number, string>> = { ...COMMENT_TYPES, 8: 'task', 9: 'note' };

/** The i18n key of a comment type's name; unknown types read as 'other'. */
export function commentTypeKey(type: number): string {
  return `customer.comments.types.${DISPLAYED_COMMENT_TYPES[type] ?? 'other'}`;
}
