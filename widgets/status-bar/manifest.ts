// What page authors and editors learn about <sf-status-bar> (custom-elements.json, editor completion).
import { defineManifest } from '../../shared/manifest.ts';

export default defineManifest({
  tag: 'sf-status-bar',
  summary: 'Messages, yes/no confirmations and the loading message of the store (one box at a time, queued).',
  schema: {},
  attributes: {},
  methods: [
    {
      name: 'show',
      signature: '(message: string, type?: 0 | 1 | 2 | 3) => void',
      description: 'Shows a message: 1 success, 2 warning, 3 error.',
    },
    {
      name: 'confirm',
      signature: '(message: string) => Promise<boolean>',
      description: 'Asks a yes/no question; resolves true for Yes.',
    },
    {
      name: 'loading',
      signature: '() => () => void',
      description: 'Counts a pending task for the loading message; call the result when done.',
    },
  ],
  cssProperties: [{ name: '--sf-status-z', default: '1000', description: 'z-index of the bar.' }],
  docs: 'widgets/status-bar/README.md',
});
