// i18n barrel.
export * from './catalog.ts';
export * from './format.ts';
export * from './locale.ts';
export { default as sharedMessages } from './messages.ts';
export * from './translator.ts';
export * from './useTranslator.ts';
