// The in-page form dialog: its submit button answers through onSubmit and nothing is posted; its texts name it.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FormDialog } from './FormDialog.tsx';

it('answers a submit with onSubmit, without posting, and takes its title, close and submit texts', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const onSubmit = vi.fn();
  await act(async () =>
    root.render(
      <FormDialog
        open
        texts={{ title: 'Find a cartridge', close: 'Close', submit: 'Search' }}
        formClassName="sf-test-form"
        noValidate
        onClose={() => {}}
        onSubmit={onSubmit}
      >
        <input name="model" />
      </FormDialog>,
    ),
  );
  const form = host.querySelector('form.sf-test-form') as HTMLFormElement;
  expect(host.querySelector('.sf-dialog-title')?.textContent).toBe('Find a cartridge');
  expect(host.querySelector('.sf-dialog-close')?.getAttribute('aria-label')).toBe('Close');
  expect(form.noValidate).toBe(true);
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  await act(async () => form.dispatchEvent(submit));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(submit.defaultPrevented).toBe(true);
  expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Search');
  await act(async () => root.unmount());
  host.remove();
});
