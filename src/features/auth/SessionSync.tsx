'use client';

import { useEffect } from 'react';
import { mainApi, type ApiUser } from '@/lib/api-client';
import { getAccessToken, removeRealtorInfo, setAccessToken, setRealtorInfo, setUserInfo } from '@/lib/storage';

/**
 * Keeps the browser's local storage (SPEC §3) in step with the server session on gated pages: the
 * user info and realtor info ({id, desiredUrl}) as the server sees them now, and the access token
 * when the session cookie exists but the token does not (e.g. storage cleared in another tab).
 */
export function SessionSync({ user, realtor }: { user: ApiUser; realtor: { id: number; desiredUrl: string } | null }) {
  useEffect(() => {
    setUserInfo(user);
    if (realtor) setRealtorInfo(realtor);
    else removeRealtorInfo();
    if (!getAccessToken()) {
      mainApi
        .request<{ accessToken: string }>('/v1/auth/session', { skipTokenCheck: true })
        .then(({ data }) => setAccessToken(data.accessToken))
        .catch(() => undefined);
    }
  }, [user, realtor]);
  return null;
}
