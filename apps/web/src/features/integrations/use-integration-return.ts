import { GIT_PLATFORM_NAMES, REPOSITORY_MESSAGES } from '@aerie/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { useIntegratePlatform } from './api/integrate-platform';
import { forgetIntegrationPlatform, readIntegrationPlatform } from './integration-storage';

/**
 * The return from the provider (docs/product.md § Git integrations): with `?code=…&state=…` the code, the workspace,
 * the stored platform and the state go to integrate; on success the banner shows, the list reloads (the mutation
 * invalidates it) and the stored platform is removed. Either way the query string is replaced at once, so a reload
 * never sends a used code again. A provider's refusal (`?error=`) is shown the same way.
 */
export function useIntegrationReturn(
  workspaceId: number,
  onNotice: (text: string, tone: 'success' | 'error') => void,
): boolean {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const integrate = useIntegratePlatform();
  // React runs effects twice in development: the code is single-use, so it is sent once.
  const handled = useRef(false);
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const providerError = searchParams.get('error_description') ?? searchParams.get('error');

  const noticeRef = useRef(onNotice);
  useEffect(() => {
    noticeRef.current = onNotice;
  });

  useEffect(() => {
    if (handled.current || (!code && !providerError)) return;
    handled.current = true;
    navigate(pathname, { replace: true });
    const platform = readIntegrationPlatform();
    if (providerError) {
      forgetIntegrationPlatform();
      noticeRef.current(providerError, 'error');
      return;
    }
    if (!platform || !code) {
      noticeRef.current(REPOSITORY_MESSAGES.stateMismatch, 'error');
      return;
    }
    integrate.mutate(
      { code, business_id: workspaceId, platform, state: state ?? '' },
      {
        onSuccess: (response) => {
          forgetIntegrationPlatform();
          noticeRef.current(
            response.message || REPOSITORY_MESSAGES.integrated(GIT_PLATFORM_NAMES[platform]),
            'success',
          );
        },
        onError: (error) => noticeRef.current(error.message, 'error'),
      },
    );
  }, [code, state, providerError, pathname, navigate, integrate, workspaceId]);

  return integrate.isPending;
}
