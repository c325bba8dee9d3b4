import { useEffect, useState } from 'react';
import { isLocked, type LoginRefusal } from './loginRules';

/** The server's last refusal and whether it still locks the form; the lock lifts by itself when it expires. */
export function useLoginLock() {
  const [refusal, setRefusal] = useState<LoginRefusal | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (refusal?.lockedUntil === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, refusal.lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [refusal]);
  return { refusal, locked: isLocked(refusal, now), refuse: setRefusal };
}
