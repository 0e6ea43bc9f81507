// The bundle's one Trusted Types policy: created in one place, its script URLs only the bundle's chunks, shared by
// module, never through a global.
import { createStorefrontPolicy, POLICY_NAME } from './trusted-policy.ts';

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
/** The page's trustedTypes, recording each policy created. */
const pageTrustedTypes = () => {
  const scope = fakeTrustedTypes();
  vi.stubGlobal('trustedTypes', scope.trustedTypes);
  return scope;
};
const chunks = 'https://cdn.example/sf/0.1.0/preact/chunks/';

it('creates the policy "storefront" once, and none where the engine has no Trusted Types', () => {
  const scope = pageTrustedTypes();
  expect(createStorefrontPolicy(loader)).not.toBeNull();
  expect(scope.created).toEqual([POLICY_NAME]);
  expect(POLICY_NAME).toBe('storefront');
  vi.unstubAllGlobals();
  expect(createStorefrontPolicy(loader)).toBeNull();
});

it('blesses the chunks beside the loader as script URLs, and nothing else', () => {
  pageTrustedTypes();
  const policy = createStorefrontPolicy(loader);
  expect(policy?.createScriptURL(`${chunks}core-AB12.js`)).toBe(`${chunks}core-AB12.js`);
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
  expect(() => createStorefrontPolicy(undefined)?.createScriptURL(loader)).toThrow();
});

it('refuses an encoded slash, backslash or dot in a script URL: a CDN that decodes them would leave chunks/', () => {
  pageTrustedTypes();
  const policy = createStorefrontPolicy(loader);
  for (const encoded of ['%2F', '%2f', '%5C', '%5c', '%2E', '%2e'])
    for (const input of [
      `${chunks}..${encoded}..${encoded}x.js`,
      `${chunks}core${encoded}js.js`,
      `chunks/..${encoded}..${encoded}x.js`,
    ])
      expect(() => policy?.createScriptURL(input), input).toThrow(/is not one of the bundle's chunks/);
  // Other escapes in a name are the engine's own business: a chunk is named by the build, never so.
  expect(policy?.createScriptURL(`${chunks}core-AB12.js`)).toBe(`${chunks}core-AB12.js`);
});

describe('storefrontPolicy: the one policy of this copy of the module', () => {
  /** A fresh copy of the module, as each build has its own (the loader's file, the widgets' chunks). */
  const fresh = async () => {
    vi.resetModules();
    return import('./trusted-policy.ts');
  };
  it('is created once, on first use, and the same policy after', async () => {
    const { storefrontPolicy } = await fresh();
    const scope = pageTrustedTypes();
    const first = storefrontPolicy(loader);
    expect(first).not.toBeNull();
    expect(storefrontPolicy(loader)).toBe(first);
    expect(scope.created).toEqual(['storefront']);
  });

  it('is the loader’s when the loader handed it over before the first use: no second policy of that name', async () => {
    const { adoptStorefrontPolicy, storefrontPolicy } = await fresh();
    const scope = pageTrustedTypes();
    const loaders = { createHTML: (s: string) => s, createScriptURL: (s: string) => s };
    adoptStorefrontPolicy(loaders);
    expect(storefrontPolicy()).toBe(loaders);
    expect(scope.created).toEqual([]);
  });

  it('keeps the policy it holds: a later hand-over changes nothing; none handed over leaves it to be created', async () => {
    const { adoptStorefrontPolicy, storefrontPolicy } = await fresh();
    const scope = pageTrustedTypes();
    adoptStorefrontPolicy(undefined);
    adoptStorefrontPolicy(null);
    const own = storefrontPolicy();
    expect(scope.created).toEqual(['storefront']);
    adoptStorefrontPolicy({ createHTML: (s) => s, createScriptURL: (s) => s });
    expect(storefrontPolicy()).toBe(own);
  });

  it('throws when the name is taken already (a page without allow-duplicates), and is asked again next time', async () => {
    const { adoptStorefrontPolicy, storefrontPolicy } = await fresh();
    const createPolicy = vi.fn(() => {
      throw new TypeError('Policy with name "storefront" already exists.');
    });
    vi.stubGlobal('trustedTypes', { createPolicy });
    expect(() => storefrontPolicy()).toThrow(/already exists/);
    expect(() => storefrontPolicy()).toThrow(/already exists/);
    expect(createPolicy).toHaveBeenCalledTimes(2);
    // The loader's policy, handed over later, is the one from then on.
    const loaders = { createHTML: (s: string) => s, createScriptURL: (s: string) => s };
    adoptStorefrontPolicy(loaders);
    expect(storefrontPolicy()).toBe(loaders);
  });

  it('is none where the engine has no Trusted Types, and writes nothing on the page’s global', async () => {
    const { storefrontPolicy } = await fresh();
    const keys = Reflect.ownKeys(globalThis);
    expect(storefrontPolicy(loader)).toBeNull();
    pageTrustedTypes();
    const withApi = Reflect.ownKeys(globalThis);
    expect(storefrontPolicy(loader)).not.toBeNull();
    expect(Reflect.ownKeys(globalThis)).toEqual(withApi);
    expect(withApi.filter((key) => !keys.includes(key))).toEqual(['trustedTypes']);
  });
});
