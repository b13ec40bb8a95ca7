import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setLoginNavigation } from '../lib/session';

/** Lets the 401 flow navigate to /login inside the app, without a page reload (the entry does not load the API client). */
export function SessionExpiryBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setLoginNavigation(() => void navigate('/login', { replace: true }));
  }, [navigate]);
  return null;
}
