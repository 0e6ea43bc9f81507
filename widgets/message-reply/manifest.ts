// What page authors and editors learn about the message reply popup (custom-elements.json, editor completion).
import { ENDPOINTS } from '../../shared/legacy/endpoints.ts';
import { defineBehaviour } from '../../shared/manifest.ts';

export default defineBehaviour({
  name: 'message-reply',
  summary: `Message reply popup: a trigger opens the server’s reply form (${ENDPOINTS.messageReplyForm.path}) in a modal dialog and sends the reply (${ENDPOINTS.sendMessageReply.path}).`,
  selector: '[data-sf-message-reply], .sf-message-reply-btn[data-id-post]',
  attributes: [
    {
      name: 'data-sf-message-reply',
      on: 'trigger',
      type: 'id',
      required: true,
      description:
        'The message’s idPost (digits or a GUID), posted exactly as written (unusable: nothing happens, a console warning).',
    },
    {
      name: 'data-id-post',
      on: '.sf-message-reply-btn (legacy trigger)',
      type: 'id',
      description: 'The message’s idPost, for the legacy trigger.',
    },
  ],
  cssProperties: [
    { name: '--sf-message-reply-height', default: '8rem', description: 'Minimum height of the reply text box.' },
  ],
  docs: 'widgets/message-reply/README.md',
});
