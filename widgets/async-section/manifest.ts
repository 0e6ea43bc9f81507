// What page authors and editors learn about <sf-async-section> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { asyncSectionSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-async-section',
  summary:
    'A page section loaded after the page (one AsyncSectionsItem); sections connected together are batched, one call per URL for grouped items. Any other data-* attribute is sent in DataJson.',
  schema: asyncSectionSchema,
  attributes: {
    showLoading: 'ShowLoading: mark the section busy and keep a loading placeholder of --sf-async-placeholder-height.',
    asyncLoadHandleId: 'AsyncLoadHandleId: identifies the item (also matches the reply item).',
    widgetUniqueCode: 'WidgetUniqueCode of the item.',
    uniqueListingString: 'UniqueListingString of the item.',
    ajaxUrl: 'AjaxUrl: the URL the item is posted to (a clear message replaces the section without it).',
    partialViewPath: 'PartialViewPath of the item.',
    singleCallMultipleContainers:
      'SingleCallMultipleContainers: send with the other such items of the same URL in one call.',
    htmlContainerId:
      'HtmlContainerId: element id whose content the reply replaces (the section itself when inside it).',
    tempHtmlContainerId: 'TempHtmlContainerId: fallback container id for the reply.',
  },
  cssProperties: [
    {
      name: '--sf-async-placeholder-height',
      default: '12rem',
      description: 'Minimum height kept while the section loads (set it to the expected height).',
    },
  ],
  docs: 'widgets/async-section/README.md',
});
