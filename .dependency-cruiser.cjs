// Import structure gate (`npm run deps`): every arrow points down — widgets → shared, the reference server and the
// tests beside the bundle, never the other way; shared/README.md describes the layers.
/** Test files and test support: allowed to reach the reference server (demo-host) for contract tests. */
const TEST = '(\\.(test|e2e|engine)\\.[cm]?[jt]sx?$)|(^test/)';

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
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the gate cannot resolve is an arrow it cannot check.',
      from: {},
      // sf-build:* are the build's generated modules (tools/pipeline.mjs), typed in shared/loader/build-data.d.ts.
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
