import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { LoadingOverlay } from '@/components/ui/loading-overlay';

import { signOut } from '../session';

/** /logout (docs/product.md § Sessions): revoke the session, forget it here, go to /login. */
export default function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    // signOut shares one request between calls, so StrictMode's second effect does not log out twice.
    void signOut(queryClient).then(() => navigate('/login', { replace: true }));
  }, [navigate, queryClient]);

  return <LoadingOverlay fullScreen label="Signing you out…" />;
}
