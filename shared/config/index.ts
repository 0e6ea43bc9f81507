// config barrel.
export * from './attributes.ts';
export * from './useConfig.ts';
