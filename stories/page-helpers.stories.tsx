// Page-helper stories: review counter, force-lower, search cleaning, external link and unsaved-changes warning, en and fr.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/page-helpers/define.ts';
import manifest from '../widgets/page-helpers/manifest.ts';
import { define as defineStatusBar } from '../widgets/status-bar/define.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

const PAGE = `<sf-status-bar></sf-status-bar>
<p><label for="ph-review">Your review</label><br><textarea id="ph-review" data-sf-counter="1000" rows="4" cols="50"></textarea></p>
<p><label for="ph-email">Email (lower-cased on blur)</label><br><input id="ph-email" data-sf-force-lower></p>
<form role="search" action="#"><label for="ph-qs">Search</label> <input id="ph-qs" type="search" name="qs"></form>
<p><a data-sf-external-link href="https://example.org/">A supplier's site</a></p>
<form data-sf-unsaved-warning action="#"><label for="ph-name">Basket name</label> <input id="ph-name" name="name"><button>Save</button></form>`;

const meta = {
  title: 'Behaviours/page-helpers',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: { html: PAGE },
  beforeEach: () => {
    defineStatusBar();
    define();
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counter: Story = {
  play: async ({ canvasElement }) => {
    // Written once the field nears the viewport (bench/JOURNAL.md "Counters as they come near").
    const text = await waitFor(() => canvasElement.querySelector('.sf-char-counter')?.textContent || null);
    await expect(text).toBe('1000 characters left');
  },
};

export const CounterFrench: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const text = await waitFor(() => canvasElement.querySelector('.sf-char-counter')?.textContent || null);
    // Plain digits, as the legacy counter wrote them (no thousands separator in either language).
    await expect(text).toBe('1000 caractères restants');
  },
};

export const ExternalLinkConfirmation: Story = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLAnchorElement>('a[data-sf-external-link]'))).click();
    const box = await waitFor(() => canvasElement.querySelector('.sf-status-box'));
    await expect(box.textContent).toContain('This is an external link.');
  },
};
