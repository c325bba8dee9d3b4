import { useEffect } from 'react';
import { useCheckAuth } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** A signed-in user opening a signed-out screen goes to their landing page instead. */
export function useRedirectIfSignedIn(): void {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/', { replace: true }))
      .catch(() => undefined);
  }, [checkAuth, navigate]);
}
