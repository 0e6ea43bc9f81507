// Connects the header's parts to its config, store, translator and window; holds no logic of its own.
import { useRef, useState } from 'react';
import { useConfig } from '../../shared/config/index.ts';
import type { WidgetProps } from '../../shared/define.ts';
import { sharedMessages, useTranslator } from '../../shared/i18n/index.ts';
import { readSiteKind } from '../../shared/stores/site.ts';
import { useSfId } from '../../shared/ui/useSfId.ts';
import { CartBadges } from './cart/CartBadges.tsx';
import { headerSchema } from './config.ts';
import { DialogOpeners } from './DialogOpeners.tsx';
import { DialogsPart } from './DialogsPart.tsx';
import { useDevice, useStickyNav } from './layout-hooks.ts';
import { BigMenuPart, MyServicesPart } from './menu/MenuParts.tsx';
import messages from './messages.ts';
import { SearchPart } from './search/SearchPart.tsx';
import { readServerContent } from './server-content.ts';
import { createHeaderStore } from './store.ts';
import { useHeaderLifecycle } from './use-header-lifecycle.ts';
import { useMenuTexts, useServicesTexts } from './use-header-texts.ts';

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
  useHeaderLifecycle(header, config);
  const menuTexts = useMenuTexts(t);
  const servicesTexts = useServicesTexts(t);

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
        <DialogOpeners header={header} t={t} />
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
          linksEnabled={readSiteKind() !== 'none'}
          mobile={device.mobile}
          texts={menuTexts}
        />
      </div>
      <DialogsPart header={header} t={t} shared={{ close: ts('close'), noOption: ts('noOption') }} />
    </header>
  );
}
