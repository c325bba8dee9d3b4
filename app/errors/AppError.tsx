import { useEffect } from 'react';
import { ErrorView } from '../../ui/ErrorView';

/** What a page that crashed shows: the generic 500 with its 'try again' reload; details go to the console. */
export function AppError({ error }: { error?: Error }) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return <ErrorView status={500} />;
}
