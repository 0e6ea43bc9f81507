// i18n barrel.
export * from './catalog.ts';
export * from './format.ts';
export * from './locale.ts';
export * from './translator.ts';
export { default as sharedMessages } from './messages.ts';
export * from './useTranslator.ts';
