// sf-async-section's own data-* attributes: the AsyncSectionsItem fields (documented in README.md).
import type { ConfigSchema } from '../../shared/config/index.ts';

export const asyncSectionSchema = {
  showLoading: { type: 'boolean', default: false },
  asyncLoadHandleId: { type: 'string', default: '' },
  widgetUniqueCode: { type: 'string', default: '' },
  uniqueListingString: { type: 'string', default: '' },
  ajaxUrl: { type: 'url', default: '', required: true },
  partialViewPath: { type: 'string', default: '' },
  singleCallMultipleContainers: { type: 'boolean', default: false },
  htmlContainerId: { type: 'string', default: '' },
  tempHtmlContainerId: { type: 'string', default: '' },
} as const satisfies ConfigSchema;
