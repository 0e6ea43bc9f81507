// Reads an AsyncSectionsItem (README "Attributes") from a section's data attributes; every other data attribute becomes DataJson.
import { type ConfigProblem, readConfig } from '../../shared/config/index.ts';
import { asyncSectionSchema } from './config.ts';

/** The item as the server expects it (field names of the contract). */
export interface AsyncSectionsItem {
  ShowLoading: boolean;
  AsyncLoadHandleId: string;
  WidgetUniqueCode: string;
  UniqueListingString: string;
  AjaxUrl: string;
  PartialViewPath: string;
  SingleCallMultipleContainers: boolean;
  HtmlContainerId: string;
  TempHtmlContainerId: string;
  DataJson: string;
}

/** dataset keys of the item's own fields, which stay out of DataJson. */
const ITEM_KEYS = new Set<string>(Object.keys(asyncSectionSchema));

export function readSectionItem(host: HTMLElement): {
  item: AsyncSectionsItem;
  problems: ConfigProblem[];
  blocked: boolean;
} {
  const { config: c, problems, blocked } = readConfig(host, asyncSectionSchema);
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(host.dataset)) {
    if (!ITEM_KEYS.has(key) && value !== undefined) extra[key] = value;
  }
  const item: AsyncSectionsItem = {
    ShowLoading: c.showLoading,
    AsyncLoadHandleId: c.asyncLoadHandleId,
    WidgetUniqueCode: c.widgetUniqueCode,
    UniqueListingString: c.uniqueListingString,
    AjaxUrl: c.ajaxUrl,
    PartialViewPath: c.partialViewPath,
    SingleCallMultipleContainers: c.singleCallMultipleContainers,
    HtmlContainerId: c.htmlContainerId,
    TempHtmlContainerId: c.tempHtmlContainerId,
    DataJson: JSON.stringify(extra),
  };
  return { item, problems, blocked };
}
