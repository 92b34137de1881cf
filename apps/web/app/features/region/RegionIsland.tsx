import { type ComponentType, useEffect, useState } from 'react';

type Dialog = ComponentType<{ returnTo: string; onClose: () => void }>;

/**
 * Opens the region modal from any region link once the page is interactive; its code loads on the
 * first click, so it costs the shared scripts only this listener. Without JavaScript (or until
 * then) the link leads to the region page.
 */
export function RegionIsland() {
  const [open, setOpen] = useState<{ Dialog: Dialog; returnTo: string } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-region]');
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey)
        return;
      event.preventDefault();
      import('./index.lazy.ts').then(
        (module) =>
          setOpen({
            Dialog: module.RegionDialog,
            returnTo: new URL(link.href).searchParams.get('volver') ?? '/',
          }),
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return open ? <open.Dialog returnTo={open.returnTo} onClose={() => setOpen(null)} /> : null;
}
