// Every widgets/*/manifest.ts, imported by name so esbuild can bundle them into the checker (manifests.test.ts keeps the list whole).

import type { BehaviourManifest, WidgetManifest } from '../../shared/manifest.ts';
import addToCart from '../../widgets/add-to-cart/manifest.ts';
import asyncSection from '../../widgets/async-section/manifest.ts';
import baskets from '../../widgets/baskets/manifest.ts';
import cartPage from '../../widgets/cart-page/manifest.ts';
import cartSummary from '../../widgets/cart-summary/manifest.ts';
import editorPreview from '../../widgets/editor-preview/manifest.ts';
import ehfPopover from '../../widgets/ehf-popover/manifest.ts';
import fieldReports from '../../widgets/field-reports/manifest.ts';
import formRules from '../../widgets/form-rules/manifest.ts';
import header from '../../widgets/header/manifest.ts';
import homeCarousel from '../../widgets/home-carousel/manifest.ts';
import listing from '../../widgets/listing/manifest.ts';
import messageReply from '../../widgets/message-reply/manifest.ts';
import pageHelpers from '../../widgets/page-helpers/manifest.ts';
import productCarousel from '../../widgets/product-carousel/manifest.ts';
import productGallery from '../../widgets/product-gallery/manifest.ts';
import productQr from '../../widgets/product-qr/manifest.ts';
import quantityTable from '../../widgets/quantity-table/manifest.ts';
import reviewBox from '../../widgets/review-box/manifest.ts';
import statusBar from '../../widgets/status-bar/manifest.ts';
import tracking from '../../widgets/tracking/manifest.ts';

/** Keyed by the widgets/ folder each comes from. */
export const MANIFESTS: Readonly<Record<string, WidgetManifest | BehaviourManifest>> = {
  'add-to-cart': addToCart,
  'async-section': asyncSection,
  baskets,
  'cart-page': cartPage,
  'cart-summary': cartSummary,
  'editor-preview': editorPreview,
  'ehf-popover': ehfPopover,
  'field-reports': fieldReports,
  'form-rules': formRules,
  header,
  'home-carousel': homeCarousel,
  listing,
  'message-reply': messageReply,
  'page-helpers': pageHelpers,
  'product-carousel': productCarousel,
  'product-gallery': productGallery,
  'product-qr': productQr,
  'quantity-table': quantityTable,
  'review-box': reviewBox,
  'status-bar': statusBar,
  tracking,
};

export const tagManifests = (): WidgetManifest[] =>
  Object.values(MANIFESTS).filter((m): m is WidgetManifest => 'tag' in m);

export const behaviourManifests = (): BehaviourManifest[] =>
  Object.values(MANIFESTS).filter((m): m is BehaviourManifest => !('tag' in m));
