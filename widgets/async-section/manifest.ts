// What page authors and editors learn about <sf-async-section> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';
import { asyncSectionSchema } from './config.ts';

export default defineManifest({
  tag: 'sf-async-section',
  summary:
    'A page section loaded after the page (one AsyncSectionsItem); sections connected together are batched, one call per URL for grouped items. Any other data-* attribute is sent in DataJson.',
  schema: asyncSectionSchema,
  // The item's fields are PascalCase in the request (AsyncSectionsItems), camelCase here like every other attribute.
  attributes: {
    showLoading: {
      description: 'Mark the section busy and keep a loading placeholder of --sf-async-placeholder-height.',
      specField: 'ShowLoading',
    },
    asyncLoadHandleId: {
      description: 'Identifies the item (also matches the reply item).',
      specField: 'AsyncLoadHandleId',
    },
    widgetUniqueCode: { description: 'Widget identifier of the item.', specField: 'WidgetUniqueCode' },
    uniqueListingString: { description: 'Listing string of the item.', specField: 'UniqueListingString' },
    ajaxUrl: {
      description: 'The URL the item is posted to.',
      specField: 'AjaxUrl',
      whenAbsent: 'a clear message replaces the section',
    },
    partialViewPath: { description: 'Partial view the server renders for the item.', specField: 'PartialViewPath' },
    singleCallMultipleContainers: {
      description: 'Send with the other such items of the same URL in one call.',
      specField: 'SingleCallMultipleContainers',
    },
    htmlContainerId: {
      description: 'Element whose content the reply replaces (the section itself when inside it).',
      specField: 'HtmlContainerId',
      format: 'element id',
    },
    tempHtmlContainerId: {
      description: 'Fallback container for the reply.',
      specField: 'TempHtmlContainerId',
      format: 'element id',
    },
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
