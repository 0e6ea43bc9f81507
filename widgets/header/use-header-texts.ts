// The menus' texts in the page's language, kept while the language stays: the menus re-render only when they change.
import { useMemo } from 'react';
import type { Translate } from '../../shared/i18n/index.ts';
import type messages from './messages.ts';

type T = Translate<keyof (typeof messages)['en']>;

export const useMenuTexts = (t: T) =>
  useMemo(
    () => ({
      navLabel: t('navLabel'),
      showSubmenu: (name: string) => t('showSubmenu', { name }),
      panelLoading: (name: string) => t('panelLoading', { name }),
      panelFailed: (name: string) => t('panelFailed', { name }),
      linkDisabled: t('linkDisabled'),
    }),
    [t],
  );

export const useServicesTexts = (t: T) =>
  useMemo(() => ({ myServices: t('myServices'), loading: t('servicesLoading'), failed: t('servicesFailed') }), [t]);
