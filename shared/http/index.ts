// http barrel.
export * from './body.ts';
export * from './client.ts';
export * from './config.ts';
export * from './latest.ts';
export * from './navigation.ts';
export * from './redirect.ts';
export * from './result.ts';
