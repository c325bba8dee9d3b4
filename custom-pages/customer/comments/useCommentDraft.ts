import { useState } from 'react';
import { useApiMutation } from '../../../dataProvider';
import { DEFAULT_COMMENT_TYPE, type CommentDraft } from '../../../schemas/entities/comment';
import { useCustomer } from '../customerRecord';
import { useTimedFlag } from '../useTimedFlag';

/** How long the form shows that the comment was sent before it clears (spec part 1 §4, §9). */
export const COMMENT_SENT_MS = 3000;

export type Draft = Pick<CommentDraft, 'title' | 'type' | 'memo'>;
const EMPTY: Draft = { title: '', type: DEFAULT_COMMENT_TYPE, memo: '' };

/**
 * The comment form's state: a draft (type 1 by default), sent for 3 s after a successful send and then
 * cleared; a failed send keeps the draft and exposes the error. The comments list refetches.
 */
export function useCommentDraft() {
  const { debnr } = useCustomer();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // One key per comment as typed: sending it again after a failure cannot post it twice; an edited draft is a new comment.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const sent = useTimedFlag(COMMENT_SENT_MS, () => setDraft(EMPTY));
  const mutation = useApiMutation('POST customer/submitcomment/{debnr}');

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setIdempotencyKey(crypto.randomUUID());
  };
  const send = () =>
    mutation.mutate(
      { params: { debnr }, body: { ...draft, debnr }, idempotencyKey },
      {
        onSuccess: () => {
          setIdempotencyKey(crypto.randomUUID());
          sent.raise();
        },
      },
    );
  return {
    draft,
    change,
    send,
    canSend: draft.memo.trim() !== '' && !mutation.isPending && !sent.raised,
    sending: mutation.isPending,
    sent: sent.raised,
    error: mutation.error,
  };
}
