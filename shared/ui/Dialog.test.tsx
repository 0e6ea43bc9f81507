// The shared dialog's structure: its header and footer are plain parts, not landmarks nested in the page's own.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Dialog } from './Dialog.tsx';

it('has no <header>/<footer> landmarks (inside sf-header they would nest a banner in the banner)', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <Dialog open title="Title" closeLabel="Close" onClose={() => {}} footer={<button type="button">Ok</button>}>
        <p>Body</p>
      </Dialog>,
    ),
  );
  expect(host.querySelector('.sf-dialog-title')?.textContent).toBe('Title');
  expect(host.querySelector('.sf-dialog-header')).not.toBeNull();
  expect(host.querySelector('.sf-dialog-footer')).not.toBeNull();
  expect(host.querySelectorAll('header, footer')).toHaveLength(0);
  await act(async () => root.unmount());
  host.remove();
});
