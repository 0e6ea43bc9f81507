// The two external configurator providers ({providerA}, {providerB} in LEGACY-MARKUP.md), named once for client and demo-host.
export const PROVIDER_A = 'easyprint';
export const PROVIDER_B = 'deskdesign';
export type ProviderName = typeof PROVIDER_A | typeof PROVIDER_B;

/** Cookie set to "0" before the configurator opens, then "1" or "error" by the provider (LEGACY-MARKUP.md §8). */
export const finishDocCookie = (provider: ProviderName): string => `${provider}FinishDoc`;
/** Quantity-input attribute marking a product that needs this configurator (add-to-cart README). */
export const IS_CUSTOM_ATTRIBUTE = {
  [PROVIDER_A]: `iscustom${PROVIDER_A}`,
  [PROVIDER_B]: `iscustom${PROVIDER_B}`,
} as const satisfies Record<ProviderName, string>;
