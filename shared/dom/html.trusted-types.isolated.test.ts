// The Trusted Types policy; it reloads html.ts, so the mutation run (isolate: false) leaves it out.
import { TRUSTED_TYPES_POLICY } from './html.ts';

describe('Trusted Types', () => {
  it('creates the one named policy once and passes the markup through it', async () => {
    vi.resetModules();
    const created: string[] = [];
    const marked: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createHTML: (input: string) => string }) => {
        created.push(name);
        return {
          createHTML: (input: string) => {
            marked.push(input);
            return rules.createHTML(input);
          },
        };
      },
    });
    const fresh = await import('./html.ts');
    const target = document.createElement('div');
    fresh.insertHtml(target, '<em>a</em>');
    fresh.insertHtml(target, '<em onclick="x()">b</em>', 'append');
    expect(created).toEqual([TRUSTED_TYPES_POLICY]);
    expect(TRUSTED_TYPES_POLICY).toBe('storefront');
    expect(marked).toEqual(['<em>a</em>', '<em onclick="x()">b</em>']);
    expect(target.innerHTML).toBe('<em>a</em><em>b</em>');
  });
});
