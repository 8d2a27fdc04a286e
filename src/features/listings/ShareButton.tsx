'use client';

import { useState } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';

/**
 * Shares a page (`url`, its canonical address): the system's share sheet where the browser has one
 * (phones: KakaoTalk, LINE, Messages…), else the address copied, said in a status line; where the
 * clipboard is refused, the status line shows the address to copy. Waits for the page's script
 * (disabled before). The texts come from the server page, in its language.
 */
export function ShareButton({
  url,
  title,
  labels,
  className,
}: {
  url: string;
  title: string;
  labels: { share: string; copied: string; copyThis: string };
  className?: string;
}) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');

  const share = async () => {
    setStatus('');
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Another refusal falls back to the copy.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(labels.copied);
    } catch {
      setStatus(labels.copyThis);
    }
  };

  return (
    <>
      <button type="button" className={className} disabled={!hydrated} onClick={() => void share()}>
        {labels.share}
      </button>
      <span role="status">{status}</span>
    </>
  );
}
