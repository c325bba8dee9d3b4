import { useNotify } from 'react-admin';
import { isNotOffered } from '../../dataProvider';

/**
 * For an action that calls an extension: `quiet(error)` says, as a plain information, that the back
 * office does not offer it and answers true; any other error it leaves to the caller (false). The
 * action's button then hides (Offered), so the note is seen once.
 */
export function useNotOfferedNotice(): (error: unknown) => boolean {
  const notify = useNotify();
  return (error) => {
    if (!isNotOffered(error)) return false;
    notify('app.extensions.not_offered', { type: 'info' });
    return true;
  };
}
