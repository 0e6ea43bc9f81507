// Storybook 10 on Vite: the widgets' stories with autodocs; the dev server answers legacy calls with demo-host.
import type { StorybookConfig } from '@storybook/react-vite';
import { demoHostPlugin } from './demo-host-plugin.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), demoHostPlugin()] }),
};
export default config;
