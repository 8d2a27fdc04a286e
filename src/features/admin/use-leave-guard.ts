'use client';
import { useEffect } from 'react';

/**
 * While `active` (an editor with unsaved changes), leaving the page asks first: a link inside the
 * app, which Next.js follows without unloading the page, through `question`; a reload, a closed tab
 * or a link elsewhere through the browser's own question (`beforeunload`).
 */
export function useLeaveGuard(active: boolean, question: string) {
  useEffect(() => {
    if (!active) return;
    let leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving) event.preventDefault();
    };
    // In the capture phase, before Next.js's Link: a click it finds prevented, it does not follow.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      if (window.confirm(question)) {
        leaving = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question]);
}
