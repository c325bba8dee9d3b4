import { createContext, useContext } from 'react';
import type { UserRecord } from './schema';

/** Opens the create and edit dialogs of the users screen from its header and its rows. */
export interface UserDialogs {
  openCreate(): void;
  openEdit(user: UserRecord): void;
}

export const UserDialogsContext = createContext<UserDialogs | undefined>(undefined);

export function useUserDialogs(): UserDialogs {
  const dialogs = useContext(UserDialogsContext);
  if (!dialogs) throw new Error('useUserDialogs must be used inside the users list');
  return dialogs;
}
