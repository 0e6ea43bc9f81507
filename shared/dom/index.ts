// dom barrel.
export * from './delegate.ts';
export * from './host-element.ts';
export * from './html.ts';
export * from './observe.ts';
