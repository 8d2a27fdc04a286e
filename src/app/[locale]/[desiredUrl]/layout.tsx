import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { setCurrentDesiredUrl } from '@/features/realtor-home/current-slug';
import { decodePathSegment, isValidDesiredUrl } from '@/lib/validators';

/** A malformed or reserved slug is the plain 404 page (SPEC §2); a well-formed one goes on. */
export default async function RealtorLayout({ children, params }: { children: ReactNode; params: Promise<{ desiredUrl: string }> }) {
  const desiredUrl = decodePathSegment((await params).desiredUrl);
  if (!desiredUrl || !isValidDesiredUrl(desiredUrl)) notFound();
  setCurrentDesiredUrl(desiredUrl);
  return children;
}
