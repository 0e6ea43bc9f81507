// ui barrel.
export * from './Dialog.tsx';
export * from './HtmlFragment.tsx';
export * from './overlay.tsx';
export * from './Popover.tsx';
export * from './RetryBoundary.tsx';
export * from './Spinner.tsx';
