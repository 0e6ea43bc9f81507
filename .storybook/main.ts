// Storybook 10 on Vite: the widgets' stories, with autodocs, in the React flavour.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  docs: {},
  staticDirs: [],
};
export default config;
