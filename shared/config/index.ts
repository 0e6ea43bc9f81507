// config barrel.
export * from './attributes.ts';
export * from './legacy-values.ts';
export * from './useConfig.ts';
