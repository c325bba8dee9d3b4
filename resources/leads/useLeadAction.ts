import { useState } from 'react';
import { useNotify, useRefresh, type HttpError } from 'react-admin';
import { useNotOfferedNotice } from '../../ui/extensions/useNotOfferedNotice';

/** The success text of an action, an i18n key with its arguments. */
export interface Done {
  message: string;
  args?: Record<string, unknown>;
}

/**
 * Runs a lead action's api calls: busy while they run, then the success text (fixed, or made from the
 * answer) and every list and
 * count refreshed; a refusal shows the api's text after 'Error : ' (spec part 2 §8). Answers whether
 * it went through. An extension the back office lacks (return, import) is said quietly, not as an error.
 */
export function useLeadAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const quiet = useNotOfferedNotice();
  const [busy, setBusy] = useState(false);
  const run = async <T>(action: () => Promise<T>, done?: Done | ((result: T) => Done)): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await action();
      const text = typeof done === 'function' ? done(result) : done;
      if (text) notify(text.message, { type: 'success', messageArgs: text.args });
      refresh();
      return true;
    } catch (error) {
      if (quiet(error)) return false;
      notify('leads.failed', { type: 'error', messageArgs: { message: (error as HttpError).message } });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
