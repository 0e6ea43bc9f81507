// Import structure gate (`npm run deps`): every arrow points down — widgets → shared, the reference server and the
// tests beside the bundle, never the other way; shared/README.md describes the layers, and each top-level room has a
// rule below saying what it may import and why.
/** Test files and test support: allowed to reach the reference server (demo-host) for contract tests. */
const TEST = '(\\.(test|e2e|engine)\\.[cm]?[jt]sx?$)|(^test/)';
/** Every top-level room of ours (root files such as build.mjs are the build's entry and sit above them all). */
const ROOMS = '^(shared|widgets|demo-host|cli|tools|bench|stories|test|\\.storybook)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes two modules one: pull what both need into a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-not-to-widgets',
      severity: 'error',
      comment: 'shared/ is the layer below the widgets: it must not know any widget (its tests included).',
      from: { path: '^shared/' },
      to: { path: '^widgets/' },
    },
    {
      name: 'production-not-to-demo-host',
      severity: 'error',
      comment: 'The bundle (shared/, widgets/) never imports the reference server; only tests may.',
      from: { path: '^(shared|widgets)/', pathNot: TEST },
      to: { path: '^demo-host/' },
    },
    {
      name: 'demo-host-not-to-widgets',
      severity: 'error',
      comment: 'The reference server plays the legacy CMS: it knows the wire format, not the widgets that call it.',
      from: { path: '^demo-host/', pathNot: TEST },
      to: { path: '^widgets/' },
    },
    {
      name: 'dom-http-independent',
      severity: 'error',
      comment: 'shared/dom and shared/http are siblings: what both need lives below them (shared/url).',
      from: { path: '^shared/(dom|http)/' },
      to: { path: '^shared/(dom|http)/', pathNot: '^shared/$1/' },
    },
    {
      name: 'http-no-ui',
      severity: 'error',
      comment:
        'The HTTP client returns outcomes and reports (http/reports.ts); the status queue and the callers show them (no store, no i18n, no UI).',
      from: { path: '^shared/http/', pathNot: TEST },
      to: { path: '^shared/(stores|i18n|ui)/' },
    },
    {
      name: 'url-is-a-leaf',
      severity: 'error',
      comment: 'shared/url sits below dom and http: it imports nothing of ours, so both can use it.',
      from: { path: '^shared/url/', pathNot: TEST },
      to: { path: '^(shared|widgets|demo-host)/', pathNot: '^shared/url/' },
    },
    {
      name: 'no-widget-to-widget',
      severity: 'error',
      comment:
        'A widget imports shared/, never another widget: move the shared rule to shared/, talk through stores and sf: events.',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/', pathNot: '^widgets/$1/' },
    },
    {
      name: 'shared-below-every-room',
      severity: 'error',
      comment:
        'shared/ is the floor: its code imports no other room (its tests may use test/support and demo-host); a tool or a test helper it needs moves down into shared/.',
      from: { path: '^shared/', pathNot: TEST },
      to: { path: ROOMS, pathNot: '^shared/' },
    },
    {
      name: 'widgets-import-shared-only',
      severity: 'error',
      comment:
        'A widget is bundle code: it imports its own folder and shared/ (no-widget-to-widget), never the build, the checker, the bench, the stories or test code.',
      from: { path: '^widgets/', pathNot: TEST },
      to: { path: '^(cli|tools|bench|stories|test|\\.storybook)/' },
    },
    {
      name: 'demo-host-reads-the-build-output',
      severity: 'error',
      comment:
        'demo-host plays the legacy CMS: it reads the built files in dist/ as a CMS would and the wire format in shared/, never the build code, the checker, the bench or the stories.',
      from: { path: '^demo-host/', pathNot: TEST },
      to: { path: '^(cli|tools|bench|stories|test|\\.storybook)/' },
    },
    {
      name: 'cli-reads-manifests-and-wire',
      severity: 'error',
      comment:
        'The shipped page checker reads a widget through its manifest.ts and wire.ts only (what its tags take and what the server answers): an internal it needs is exported from wire.ts. It never imports the build, demo-host, the bench, the stories or test code (its tests may).',
      from: { path: '^cli/', pathNot: TEST },
      to: {
        path: '^(widgets/|demo-host/|tools/|bench/|stories/|test/|\\.storybook/)',
        pathNot: '^widgets/[^/]+/(manifest|wire)\\.ts$',
      },
    },
    {
      name: 'nothing-imports-the-cli',
      severity: 'error',
      comment: 'The checker is a product on its own: only build.mjs (which bundles it) and tests reach into cli/.',
      from: { path: ROOMS, pathNot: `${TEST}|^cli/` },
      to: { path: '^cli/' },
    },
    {
      name: 'tools-above-the-bundle-below-the-tests',
      severity: 'error',
      comment:
        'The build and the doc generators read the sources as files (manifests through esbuild): they import shared/ and tools/, never demo-host (a generator that needs the demo store starts it as a process), test code, the bench, the checker, the stories or a widget internal.',
      from: { path: '^tools/' },
      to: {
        path: '^(demo-host|test|bench|cli|stories|\\.storybook|widgets)/',
        pathNot: '^widgets/[^/]+/manifest\\.ts$',
      },
    },
    {
      name: 'build-not-to-docs',
      severity: 'error',
      comment: 'The doc generators use the build (its manifest reader); the build never needs a doc generator.',
      from: { path: '^tools/build/' },
      to: { path: '^tools/docs/' },
    },
    {
      name: 'tools-dev-is-a-leaf',
      severity: 'error',
      comment:
        'tools/dev holds the small helpers tests, stories, the bench and the screenshots share (the browser lookup, typing into a field): it imports nothing of ours, so any room may use it.',
      from: { path: '^tools/dev/' },
      to: { path: ROOMS, pathNot: '^tools/dev/' },
    },
    {
      name: 'stories-not-to-test',
      severity: 'error',
      comment:
        'Stories are documentation an adopter reads: they use the widgets, shared/, tools/dev and the demo pages, never test code (a helper both need moves to tools/dev), the bench or the checker.',
      from: { path: '^(stories|\\.storybook)/', pathNot: TEST },
      to: { path: '^(test|bench|cli)/' },
    },
    {
      name: 'only-test-code-imports-test',
      severity: 'error',
      comment:
        'test/ is the top room: test files anywhere may use test/support, nothing else may (a helper production needs moves to shared/, one tools or stories need to tools/dev).',
      // The vitest configs at the root set the test runs up, so they count as test code.
      from: { pathNot: `${TEST}|^vitest\\.[a-z.]*config\\.ts$` },
      to: { path: '^test/' },
    },
    {
      name: 'bench-through-its-gateway',
      severity: 'error',
      comment:
        'The bench reaches the TypeScript it measures with (demo-host, widgets, shared, tools/dev) through bench/gateway.ts only, one door the gate and a reader can see; the build code (tools/build) it may import directly. bench/gateway.test.mjs holds that the gateway is its only tsImport.',
      from: { path: '^bench/', pathNot: '^bench/gateway\\.ts$' },
      to: { path: '^(demo-host|widgets|shared|test|stories|cli|tools/dev|tools/docs|\\.storybook)/' },
    },
    {
      name: 'no-room-imports-the-bench',
      severity: 'error',
      comment: 'The bench is an instrument above the product: nothing imports it (a test of its harness may).',
      from: { path: ROOMS, pathNot: `${TEST}|^bench/` },
      to: { path: '^bench/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the gate cannot resolve is an arrow it cannot check.',
      from: {},
      // sf-build:* are the build's generated modules (tools/build/pipeline.mjs), typed in shared/loader/build-data.d.ts.
      to: { couldNotResolve: true, pathNot: '^sf-build:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|storybook-static|test-results|coverage|reports|.stryker-tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
