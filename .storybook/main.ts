// Storybook 10 on Vite: the widgets' stories with a Docs page each (addon-docs) and the a11y panel; the dev server answers legacy calls with demo-host.
import type { StorybookConfig } from '@storybook/react-vite';
import { demoHostPlugin } from './demo-host-plugin.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/guides/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // The attributes tables come from each manifest (stories/docs-page.tsx), not from React props: no docgen pass.
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), demoHostPlugin()] }),
};
export default config;
