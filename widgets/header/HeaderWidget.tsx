// Connects the header's parts to its config, store, translator and window; holds no logic of its own.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { configureHttp } from '../../shared/http/index.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { readSiteKind } from '../../shared/stores/site.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import { CartBadges } from './cart/CartBadges.tsx';
import { headerSchema } from './config.ts';
import { LazyDialogOpener, LazyPart } from './LazyPart.tsx';
import { useDevice, useStickyNav } from './layout-hooks.ts';
import { InkTonerDialog, prefetchInkTonerDialog, prefetchQuickSearch, QuickSearchPart } from './lazy-parts.ts';
import { BigMenuPart, MyServicesPart } from './menu/MenuParts.tsx';
import messages from './messages.ts';
import { SearchPart } from './search/SearchPart.tsx';
import { readServerContent } from './server-content.ts';
import { createHeaderStore } from './store.ts';

export function HeaderWidget({ container }: WidgetProps) {
  const { config } = useConfig(container, headerSchema);
  const configRef = useRef(config);
  configRef.current = config;
  const [server] = useState(() => readServerContent(container.serverContent));
  const [header] = useState(() => createHeaderStore(() => configRef.current, server));
  const [t, locale] = useTranslator(messages, container);
  const [ts] = useTranslator(sharedMessages, container);
  const idBase = `sf-header${useSfId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const device = useDevice();
  const navRef = useRef<HTMLDivElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  useStickyNav(navRef, spacerRef, device);

  useEffect(() => {
    if (config.loginUrl) configureHttp({ fallbackLoginUrl: config.loginUrl });
  }, [config.loginUrl]);
  useEffect(() => header.startHeader(), [header]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts are watched again when these settings change.
  useEffect(() => header.watchCounts(), [header, config.showQuoteCount, config.headerUrl]);

  const inkTonerOpen = useStore(header.$inkTonerOpen);
  const inkTonerQuery = useStore(header.$inkTonerQuery);
  const inkTonerEmpty = useStore(header.$inkTonerEmpty);
  const quickOpen = useStore(header.$quickSearchOpen);
  const quickSearch = useStore(header.$quickSearch);
  const linksEnabled = readSiteKind() !== 'none';

  const menuTexts = useMemo(
    () => ({
      navLabel: t('navLabel'),
      showSubmenu: (name: string) => t('showSubmenu', { name }),
      panelLoading: (name: string) => t('panelLoading', { name }),
      panelFailed: (name: string) => t('panelFailed', { name }),
      linkDisabled: t('linkDisabled'),
    }),
    [t],
  );
  const servicesTexts = useMemo(
    () => ({ myServices: t('myServices'), loading: t('servicesLoading'), failed: t('servicesFailed') }),
    [t],
  );

  return (
    // The site header is the page banner: logo, search, account and badges sit in that landmark.
    <header className="sf-header" data-locale={locale}>
      <div className="sf-header__bar">
        {server.logo && (
          <a className="sf-header__logo" href={server.logo.href}>
            {server.logo.text}
          </a>
        )}
        <SearchPart header={header} idBase={idBase} touch={device.touch} t={t} />
        {[
          {
            className: 'sf-header__ink-toner',
            open: header.openInkToner,
            prefetch: prefetchInkTonerDialog,
            label: t('inkToner'),
          },
          {
            className: 'sf-header__quick-search',
            open: header.openQuickSearch,
            prefetch: prefetchQuickSearch,
            label: t('quickSearch'),
          },
        ].map((opener) => (
          <LazyDialogOpener
            key={opener.className}
            className={opener.className}
            onOpen={opener.open}
            prefetch={opener.prefetch}
          >
            {opener.label}
          </LazyDialogOpener>
        ))}
        <MyServicesPart header={header} idBase={idBase} texts={servicesTexts} />
        {server.account && (
          <a className="sf-header__account" href={server.account.href}>
            {server.account.text}
          </a>
        )}
        <CartBadges
          kinds={config.showQuoteCount ? ['cart', 'quote'] : ['cart']}
          hrefs={{ cart: config.cartUrl, quote: config.quoteUrl }}
          t={t}
        />
      </div>
      <div ref={spacerRef} className="sf-header__nav-spacer" />
      <div ref={navRef} className="sf-header__nav">
        <BigMenuPart
          header={header}
          idBase={idBase}
          items={server.menu}
          linksEnabled={linksEnabled}
          mobile={device.mobile}
          texts={menuTexts}
        />
      </div>
      {inkTonerOpen && (
        <LazyPart fallback={null}>
          <InkTonerDialog
            open={inkTonerOpen}
            value={inkTonerQuery}
            emptySubmit={inkTonerEmpty}
            texts={{
              title: t('inkTonerTitle'),
              label: t('inkTonerLabel'),
              hint: t('inkTonerHint'),
              submit: t('inkTonerSubmit'),
              empty: t('inkTonerEmpty'),
              close: ts('close'),
            }}
            onChange={header.typeInkToner}
            onSubmit={header.submitInkToner}
            onClose={() => header.$inkTonerOpen.set(false)}
          />
        </LazyPart>
      )}
      {quickOpen && quickSearch && (
        <LazyPart fallback={null}>
          <QuickSearchPart
            store={quickSearch}
            open={quickOpen}
            texts={{
              title: t('quickSearchTitle'),
              level: (level) => t('quickSearchLevel', { level }),
              choose: t('quickSearchChoose'),
              loading: t('quickSearchLoading'),
              noOption: ts('noOption'),
              submit: t('quickSearchSubmit'),
              incomplete: t('quickSearchIncomplete'),
              close: ts('close'),
            }}
            onClose={() => header.$quickSearchOpen.set(false)}
          />
        </LazyPart>
      )}
    </header>
  );
}
