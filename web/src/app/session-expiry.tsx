import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { configureApiClient } from '../lib/api-client';

/** Lets the API client's 401 flow navigate to /login inside the app, without a page reload. */
export function SessionExpiryBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ onSessionExpired: () => void navigate('/login', { replace: true }) });
  }, [navigate]);
  return null;
}
