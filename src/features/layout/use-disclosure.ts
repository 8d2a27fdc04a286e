'use client';

import { useEffect, useRef } from 'react';

/**
 * The behaviour a menu built on <details> gets once scripts run (it opens and closes without
 * them): a click outside closes it, and Escape closes it and returns focus to its label when the
 * focus was inside. Returns the ref for the <details> element.
 */
export function useDisclosure() {
  const rootRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Always listening, not only once opened: it may have been opened before this code ran.
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root?.open && !root.contains(event.target as Node)) root.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (event.key !== 'Escape' || !root?.open) return;
      root.open = false;
      if (root.contains(document.activeElement)) root.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return rootRef;
}
