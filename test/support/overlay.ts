// The add's dialogs, for assertions: the form of the dialog the overlay shows now.

/** The form of the open overlay dialog (a step of the add: sector, configurator, confirmation), or null. */
export const dialogForm = (): HTMLFormElement | null =>
  document.querySelector<HTMLFormElement>('sf-overlay dialog form');
