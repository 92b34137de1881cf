import { DEFAULT_LOCALE, isLocale } from '@camello/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './i18n/index.ts';

// The browser holds only the catalog of the page's language (the root layout's `lang`), which the
// server preloads; hydrating before it is here would render other text than the server did.
const { lang } = document.documentElement;
await loadCatalog(isLocale(lang) ? lang : DEFAULT_LOCALE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
