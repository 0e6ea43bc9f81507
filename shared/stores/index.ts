// stores barrel.
export * from './cart.ts';
export * from './events.ts';
export * from './site.ts';
export * from './status.ts';
