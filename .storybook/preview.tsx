// Story-wide settings: language toolbar (en/fr), site kind (b2b/b2c), Docs pages with isolated live examples, the a11y panel, and the bundle's stylesheet.
import type { Preview } from '@storybook/react-vite';
import '../shared/ui/storefront.css';
import { storyLocale } from './story-locale.ts';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // The sidebar's three groups, in this order (stories/docs-coverage.test.ts allows no other).
    options: { storySort: { order: ['Widgets', 'Behaviours', 'Live'] } },
    // Each example on a Docs page runs in its own frame: widgets share page-wide stores, <html lang> and the body's
    // site class, so en and fr (or b2b and b2c) examples side by side would otherwise leak into each other.
    docs: { story: { inline: false, iframeHeight: '360px' } },
    // The rule sets the browser suite holds the widgets to (test/browser/support/axe.ts). A story is a fragment, not a
    // page: the page-level rules (main landmark, h1, content in landmarks) are the browser suite's, on whole pages.
    a11y: {
      config: {
        rules: ['region', 'landmark-one-main', 'page-has-heading-one'].map((id) => ({ id, enabled: false })),
      },
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Language',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
      },
    },
    site: {
      description: 'Site kind (body class)',
      toolbar: {
        title: 'Site',
        items: [
          { value: 'b2b', title: 'B2B' },
          { value: 'b2c', title: 'B2C' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en', site: 'b2b' },
  decorators: [
    (Story, context) => {
      document.documentElement.lang = storyLocale(context);
      document.body.classList.remove('b2b', 'b2c');
      document.body.classList.add((context.globals.site as string) ?? 'b2b');
      return <Story />;
    },
  ],
};
export default preview;
