// form[data-sf-validate] stories: an address form with every rule kind, submitted empty, in English and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { define } from '../widgets/form-rules/define.ts';
import manifest from '../widgets/form-rules/manifest.ts';
import { docsParameters } from './docs-page.tsx';
import { PageMarkup, waitFor } from './support.tsx';

const FORM = `<form data-sf-validate action="#">
  <p><label for="f-email">Email</label><br><input id="f-email" name="email" type="email" required></p>
  <p><label for="f-country">Country</label><br><select id="f-country" name="country"><option>CA</option><option>US</option></select></p>
  <p><label for="f-zip">Postal code</label><br><input id="f-zip" name="zip" data-val-zip data-val-zip-country="country"></p>
  <p><label for="f-phone">Phone</label><br><input id="f-phone" name="phone" data-val-phone data-val-phone-country="country"></p>
  <p><label><input type="checkbox" name="business" value="true"> Business account</label></p>
  <p><label for="f-company">Company <span class="sf-required-marker">*</span></label><br>
    <input id="f-company" name="company" data-val-requiredif data-val-requiredif-other="business" data-val-requiredif-values="true"></p>
  <p><label for="f-pw">Password</label><br><input id="f-pw" name="pw" type="password" data-val-password data-val-password-minlength="8" data-val-password-minnonalphanumeric="1"></p>
  <p><label for="f-pw2">Confirm</label><br><input id="f-pw2" name="pw2" type="password" data-val-equalto data-val-equalto-other="pw"></p>
  <button type="submit">Save</button>
</form>`;

const meta = {
  title: 'Behaviours/form-rules',
  parameters: docsParameters(manifest),
  component: PageMarkup,
  args: { html: FORM },
  beforeEach: () => define(),
} satisfies Meta<typeof PageMarkup>;
export default meta;
type Story = StoryObj<typeof meta>;

const submitEmpty = async (root: HTMLElement) => {
  const form = await waitFor(() => root.querySelector('form'));
  // What a click on Save does (requestSubmit), without the browser's navigation in a story.
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return waitFor(() => Array.from(root.querySelectorAll('.sf-field-error')).find((e) => e.textContent));
};

export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect((await submitEmpty(canvasElement)).textContent).toBe('This field is required.');
  },
};

export const French: Story = {
  parameters: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect((await submitEmpty(canvasElement)).textContent).toBe('Ce champ est obligatoire.');
  },
};
