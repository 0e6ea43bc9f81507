// What page authors and editors learn about the content-editor preview (custom-elements.json, editor completion).
import { defineBehaviour } from '../../shared/manifest.ts';

const detail =
  '{ tag: string; widgetCode: string; widgetUniqueCode: string; clientUrl: string; editorUrl: string | null }';

export default defineBehaviour({
  name: 'editor-preview',
  summary:
    'Content-editor preview: with body data-sf-preview="true" (any case, or 1) every sf-* widget (also those inserted later) gets an outline and a floating "Edit this section" / "Edit the layout" toolbar on hover or keyboard focus; nothing in the page moves.',
  selector: 'body[data-sf-preview="true" i], body[data-sf-preview="1"]',
  attributes: [
    {
      name: 'data-sf-preview',
      on: 'body',
      type: 'boolean',
      description:
        'Turns preview mode on: "true" in any case ("True" as an ASP.NET view writes it) or 1; absent or false for shoppers.',
    },
    {
      name: 'data-sf-editor-url',
      on: 'body',
      type: 'url',
      description:
        'Same-origin CMS editor link template with {action}, {tag}, {widgetCode}, {widgetUniqueCode}, {url}, {culture}; without it only the event is raised.',
    },
    {
      name: 'data-widget-code',
      on: 'each sf-* widget',
      type: 'string',
      default: '',
      description: 'Widget identity sent with the edit events (and named in the toolbar label).',
    },
    {
      name: 'data-widget-unique-code',
      on: 'each sf-* widget',
      type: 'string',
      default: '',
      description: 'Widget identity sent with the edit events.',
    },
  ],
  events: [
    {
      name: 'sf:edit-section',
      detail,
      description: '"Edit this section" (bubbling, cancelable, from the widget): cancel it to stay on the page.',
    },
    {
      name: 'sf:edit-layout',
      detail,
      description: '"Edit the layout" (bubbling, cancelable, from the widget): cancel it to stay on the page.',
    },
  ],
  cssProperties: [
    {
      name: '--sf-preview-color',
      default: '#7a2fb8',
      description: 'Colour of the edit outline, toolbars and the "Edit controls" switch.',
    },
  ],
  docs: 'widgets/editor-preview/README.md',
});
