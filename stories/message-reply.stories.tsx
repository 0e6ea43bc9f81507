// Message reply popup stories: the server's reply form in the shared dialog, English and French (no network).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { OpaqueId } from '../shared/config/legacy-values.ts';
import { define } from '../widgets/message-reply/define.tsx';
import manifest from '../widgets/message-reply/manifest.ts';
import { $messageReply, closeMessageReply } from '../widgets/message-reply/store.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

const form =
  '<form class="sf-message-reply" data-id-post="7"><blockquote class="sf-message-reply__original">Your order shipped.</blockquote><label>Reply <textarea name="reply" maxlength="1000" required></textarea></label><input type="hidden" name="idPost" value="7"><button type="submit">Send</button></form>';
const meta = {
  title: 'Behaviours/message-reply',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: { html: '<button type="button" data-sf-message-reply="7">Reply</button>' },
  beforeEach: () => {
    define();
    return () => closeMessageReply();
  },
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => {
  // Shown as if rendermessagereply had answered (after the story's language is set), so the story needs no server.
  $messageReply.set({ step: 'open', idPost: '7' as OpaqueId, html: form, error: null });
  return waitFor(() => document.querySelector('dialog.sf-message-reply-dialog'));
};

export const Open: Story = {
  play: async () => {
    await expect((await dialog()).textContent).toContain('Reply to the message');
  },
};

export const EmptyReplyFrench: Story = {
  parameters: { locale: 'fr' },
  play: async () => {
    const shown = await dialog();
    shown.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const error = await waitFor(() => shown.querySelector('.sf-field-error'));
    await expect(error.textContent).toBe('Veuillez saisir votre réponse.');
  },
};
