// What the messages plugin makes of a catalogue: English beside the widget, compact; French in one lazy module.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { messagesPlugin } from './messages-plugin.mjs';

const root = join(import.meta.dirname, '..', '..');

async function bundleSharedMessages() {
  const compiled = new Set<string>();
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: "import m from './shared/i18n/messages.ts'; export default m;",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(root, 'dist', '.messages-plugin-test'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [messagesPlugin(compiled, root)],
  });
  const [entry, ...others] = result.outputFiles.filter((f) => f.path.endsWith('.js'));
  return { entry: entry?.text ?? '', lazy: others.map((f) => f.text).join('\n'), compiled, metafile: result.metafile };
}

describe('messagesPlugin', () => {
  it('compiles a message without arguments to its text, and one with arguments to an ICU AST', async () => {
    const { entry } = await bundleSharedMessages();
    expect(entry).toMatch(/"?cancel"?:\s*"Cancel"/);
    expect(entry).toMatch(/"?limitReached"?:\s*"you have reached the limit"/);
    expect(entry).toMatch(/"?charsLeft"?:\s*\[\{\s*"?type"?:\s*1/);
  });

  it('leaves French out of the importer: one lazy module holds every catalogue’s French', async () => {
    const { entry, lazy } = await bundleSharedMessages();
    expect(entry).not.toContain('Annuler');
    expect(lazy).toContain('Annuler');
    // Another widget's French comes with it: a French page loads one file of translations.
    expect(lazy).toContain('Contenu du panier');
  });

  it('records every catalogue it compiled, the French module’s sources included', async () => {
    const { compiled } = await bundleSharedMessages();
    expect(compiled.has(join(root, 'shared/i18n/messages.ts'))).toBe(true);
    expect(compiled.has(join(root, 'widgets/header/messages.ts'))).toBe(true);
  });
});
