import { z } from 'zod';
import { DECO_COMPANY } from '../companies';

/** Comment types (part 1 §3): 1-4 for every tenant, 5-7 only for tenant 4; 8 and 9 are only displayed. */
export const COMMENT_TYPES = { 1: 'call', 2: 'visit', 3: 'delivery', 4: 'filling', 5: 'fair', 6: 'mail', 7: 'webshop' } as const;
export const DECO_ONLY_COMMENT_TYPES = [5, 6, 7] as const;
export const DEFAULT_COMMENT_TYPE = 1;
export const COMMENT_TITLE_MAX = 100;
export const COMMENT_MEMO_MAX = 4000;

/** The comment types a user of this company may write. */
export function writableCommentTypes(companyId: number): number[] {
  return Object.keys(COMMENT_TYPES)
    .map(Number)
    .filter((type) => companyId === DECO_COMPANY || !(DECO_ONLY_COMMENT_TYPES as readonly number[]).includes(type));
}

/** customer/getcomments/{debnr} (newest first) and the answer of customer/submitcomment/{debnr}. */
export const Comment = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int().min(1).max(9),
  memo: z.string(),
  /** Author's user name. */
  name: z.string(),
  /** Unix seconds. */
  regdat: z.number().int(),
});
export type Comment = z.infer<typeof Comment>;

/** What the comment form posts (the debnr comes from the path; a body debnr must match it). */
export const CommentDraft = z.object({
  debnr: z.string().optional(),
  title: z.string().trim().max(COMMENT_TITLE_MAX),
  type: z.number().int().min(1).max(7),
  memo: z.string().trim().min(1, 'is required').max(COMMENT_MEMO_MAX),
});
export type CommentDraft = z.infer<typeof CommentDraft>;
