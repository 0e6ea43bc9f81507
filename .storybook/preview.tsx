// Story-wide settings: language toolbar (en/fr), site kind (b2b/b2c), and the bundle's stylesheet.
import type { Preview } from '@storybook/react-vite';
import '../shared/ui/storefront.css';

const preview: Preview = {
  tags: ['autodocs'],
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
      const locale = (context.parameters.locale as string | undefined) ?? (context.globals.locale as string) ?? 'en';
      document.documentElement.lang = locale;
      document.body.classList.remove('b2b', 'b2c');
      document.body.classList.add((context.globals.site as string) ?? 'b2b');
      return <Story />;
    },
  ],
};
export default preview;
