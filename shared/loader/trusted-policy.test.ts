// The bundle's one Trusted Types policy: created by the loader, its script URLs only the bundle's chunks, handed once.
import { createStorefrontPolicy, handOverPolicy, POLICY_NAME, takeStorefrontPolicy } from './trusted-policy.ts';

/** A trustedTypes stand-in that hands back the rules as the policy (what createPolicy's result calls). */
const fakeTrustedTypes = () => {
  const created: string[] = [];
  return {
    created,
    trustedTypes: {
      createPolicy: (name: string, rules: object) => {
        created.push(name);
        return rules;
      },
    },
  };
};
const loader = 'https://cdn.example/sf/0.1.0/preact/storefront.js';

it('creates the policy "storefront" once, and none where the engine has no Trusted Types', () => {
  const scope = fakeTrustedTypes();
  expect(createStorefrontPolicy(loader, scope)).not.toBeNull();
  expect(scope.created).toEqual([POLICY_NAME]);
  expect(POLICY_NAME).toBe('storefront');
  expect(createStorefrontPolicy(loader, {})).toBeNull();
});

it('blesses the chunks beside the loader as script URLs, and nothing else', () => {
  const policy = createStorefrontPolicy(loader, fakeTrustedTypes());
  expect(policy?.createScriptURL('https://cdn.example/sf/0.1.0/preact/chunks/core-AB12.js')).toBe(
    'https://cdn.example/sf/0.1.0/preact/chunks/core-AB12.js',
  );
  for (const other of [
    'https://evil.example/sf/0.1.0/preact/chunks/core.js',
    'https://cdn.example/sf/0.1.0/preact/storefront.js',
    'https://cdn.example/sf/0.1.0/preact/chunks/../../react/chunks/core.js',
    'https://cdn.example/sf/0.1.0/preact/chunks/core.js?x=1',
    'https://cdn.example/sf/0.1.0/preact/chunks/page.html',
    'data:text/javascript,alert(1)',
  ])
    expect(() => policy?.createScriptURL(other), other).toThrow(/is not one of the bundle's chunks/);
  // Without a loader (Storybook, tests) no script URL at all.
  expect(() => createStorefrontPolicy(undefined, fakeTrustedTypes())?.createScriptURL(loader)).toThrow();
});

it('hands the policy to the sanitiser once: a second taker finds nothing', () => {
  const scope = {};
  const policy = { createHTML: (s: string) => s, createScriptURL: (s: string) => s };
  handOverPolicy(policy, scope);
  expect(takeStorefrontPolicy(scope)).toBe(policy);
  expect(takeStorefrontPolicy(scope)).toBeUndefined();
  handOverPolicy(null, scope);
  expect(takeStorefrontPolicy(scope)).toBeUndefined();
});
