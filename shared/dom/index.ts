// dom barrel.
export * from './delegate.ts';
export * from './html.ts';
export * from './observe.ts';
