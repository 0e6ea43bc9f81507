// What the listing's live region says once a load has ended: how many results came, or how many were added.
import type { Translate } from '../../shared/i18n/index.ts';
import type messages from './messages.ts';
import type { Announcement } from './store-parts.ts';

export const spokenAnnouncement = (
  t: Translate<keyof (typeof messages)['en']>,
  announcement: Announcement | null,
): string =>
  announcement === null
    ? ''
    : announcement.kind === 'more'
      ? t('announceMore', { added: announcement.added, shown: announcement.shown, total: announcement.total })
      : t('announceLoaded', { total: announcement.total });
