// Tracking stories: a marked product list and a remove button, with the GA4 events they push shown beside them, English and French pages.
import { useStore } from '@nanostores/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/tracking/define.ts';
import manifest from '../widgets/tracking/manifest.ts';
import { $trackedEvents } from '../widgets/tracking/store.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

interface Product {
  Code: string;
  Title: string;
  Brand: string;
  Category: string;
  ListPosition: number;
  Price: number;
}
const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** Server markup marked as the tracking README describes: a category list of products, each with a remove button. */
function listHtml(category: { Code: string; Title: string; ParentTitle: string }, products: Product[], remove: string) {
  const items = products
    .map(
      (p) =>
        `<li style="padding: 6px 0" data-sf-track-product='${attr({ ...p, Configurations: '' })}'><a href="#${p.Code}">${p.Title}</a> <button type="button" class="sf-button" style="margin-left: 1em" data-sf-track-click="remove_from_cart">${remove}</button></li>`,
    )
    .join('');
  return `<ul style="list-style: none; padding: 0" data-sf-track="view_item_list" data-sf-track-category='${attr(category)}'>${items}</ul>`;
}

/** The page's markup, then what reached window.dataLayer (a tag manager would read the same list). */
function TrackedPage({ html }: { html: string }) {
  const events = useStore($trackedEvents);
  return (
    <>
      <PageMarkup html={html} />
      <p>window.dataLayer events:</p>
      <ol className="sf-story-events">
        {events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; an event's place is its identity.
          <li key={i}>
            <code>{e.event}</code> {JSON.stringify(e.ecommerce)}
          </li>
        ))}
      </ol>
    </>
  );
}

const meta = {
  title: 'Behaviours/tracking',
  parameters: docsParameters(manifest),
  component: TrackedPage,
  args: {
    html: listHtml(
      { Code: '12', Title: 'Copy paper', ParentTitle: 'Paper' },
      [
        {
          Code: 'PAP-0123',
          Title: 'Copy paper, 500 sheets',
          Brand: 'Nordic',
          Category: 'Paper',
          ListPosition: 1,
          Price: 8.99,
        },
        {
          Code: 'PAP-0124',
          Title: 'Recycled copy paper',
          Brand: 'Nordic',
          Category: 'Paper',
          ListPosition: 2,
          Price: 9.49,
        },
      ],
      'Remove',
    ),
  },
  beforeEach: () => {
    $trackedEvents.set([]);
    delete (window as { dataLayer?: unknown }).dataLayer;
    define();
  },
} satisfies Meta<typeof TrackedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const layer = () => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as { event?: string }[];

export const ProductList: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => $trackedEvents.get().some((e) => e.event === 'view_item_list'));
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('[data-sf-track-click]'))).click();
    const removed = await waitFor(() => $trackedEvents.get().find((e) => e.event === 'remove_from_cart'));
    await expect(removed.ecommerce).toMatchObject({ currency: 'CAD', items: [{ item_id: 'PAP-0123' }] });
    await expect(layer().map((item) => item.event ?? null)).toEqual([null, 'view_item_list', null, 'remove_from_cart']);
  },
};

export const FrenchPage: Story = {
  parameters: { locale: 'fr' },
  args: {
    html: listHtml(
      { Code: '12', Title: 'Papier à photocopie', ParentTitle: 'Papier' },
      [
        {
          Code: 'PAP-0123',
          Title: 'Papier à photocopie, 500 feuilles',
          Brand: 'Nordic',
          Category: 'Papier',
          ListPosition: 1,
          Price: 8.99,
        },
      ],
      'Retirer',
    ),
  },
  play: async () => {
    const list = await waitFor(() => $trackedEvents.get().find((e) => e.event === 'view_item_list'));
    // Names go to GA4 as the page writes them: the French page's titles, unchanged.
    await expect(list.ecommerce).toMatchObject({
      item_list_name: 'Papier à photocopie',
      items: [{ item_id: 'PAP-0123', item_name: 'Papier à photocopie, 500 feuilles' }],
    });
  },
};
