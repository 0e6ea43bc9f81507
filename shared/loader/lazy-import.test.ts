// A lazily imported part waits for the loader's check of its chunks, and is never imported when one failed.
import { installLazyCheck, lazyImport, lazyPartCheck } from './lazy-import.ts';

it('imports once the check of its source passed, asking for that source', async () => {
  const scope = {};
  const check = vi.fn(async () => true);
  installLazyCheck(check, scope);
  const load = vi.fn(async () => ({ part: 1 }));
  await expect(lazyImport('widgets/header/menu/BigMenuPanel.tsx', load, scope)).resolves.toEqual({ part: 1 });
  expect(check).toHaveBeenCalledWith('widgets/header/menu/BigMenuPanel.tsx');
  expect(load).toHaveBeenCalledTimes(1);
});

it('imports nothing when a chunk failed its check, and says which part', async () => {
  const scope = {};
  installLazyCheck(async () => false, scope);
  const load = vi.fn(async () => ({}));
  await expect(lazyImport('shared/ui/FloatingPopover.tsx', load, scope)).rejects.toThrow(
    /shared\/ui\/FloatingPopover\.tsx: a chunk it needs failed its integrity check/,
  );
  expect(load).not.toHaveBeenCalled();
});

it('does not import before the check has answered', async () => {
  const scope = {};
  let pass = (_: boolean) => {};
  installLazyCheck(() => new Promise<boolean>((resolve) => (pass = resolve)), scope);
  const load = vi.fn(async () => ({}));
  const part = lazyImport('widgets/product-qr/qr.ts', load, scope);
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  pass(true);
  await part;
  expect(load).toHaveBeenCalledTimes(1);
});

it('imports at once where no loader installed a check (Storybook, tests)', async () => {
  const load = vi.fn(async () => 'loaded');
  await expect(lazyImport('widgets/header/store.ts', load, {})).resolves.toBe('loaded');
});

describe('lazyPartCheck (the loader’s check of a part, from the build’s table)', () => {
  const graph = { 'widgets/header/menu/BigMenuPanel.tsx': ['./chunks/BigMenuPanel-A.js', './chunks/core.js'] };

  it('checks the chunks the table names for the part, for the widget whose folder holds it', async () => {
    const check = vi.fn(async () => true);
    const part = lazyPartCheck(graph, check, vi.fn(), ['sf-listing', 'sf-header', 'add-to-cart']);
    expect(await part('widgets/header/menu/BigMenuPanel.tsx')).toBe(true);
    expect(check).toHaveBeenCalledExactlyOnceWith(graph['widgets/header/menu/BigMenuPanel.tsx'], 'sf-header');
  });

  it('names the page for a part no widget’s folder holds', async () => {
    const check = vi.fn(async () => true);
    await lazyPartCheck({ 'shared/stores/visitor.ts': ['./chunks/v.js'] }, check, vi.fn(), ['sf-header'])(
      'shared/stores/visitor.ts',
    );
    expect(check).toHaveBeenCalledExactlyOnceWith(['./chunks/v.js'], 'page');
  });

  it.each(['widgets/header/menu/BigMenuPanel', 'toString'])(
    'refuses a part the table does not name (%s), with a report, so it is never imported unchecked',
    async (source) => {
      const check = vi.fn(async () => true);
      const report = vi.fn();
      const scope = {};
      installLazyCheck(lazyPartCheck(graph, check, report, ['sf-header']), scope);
      const load = vi.fn(async () => ({}));
      await expect(lazyImport(source, load, scope)).rejects.toThrow(/failed its integrity check, not run/);
      expect(load).not.toHaveBeenCalled();
      expect(check).not.toHaveBeenCalled();
      expect(report).toHaveBeenCalledExactlyOnceWith({
        kind: 'integrity',
        widget: source.startsWith('widgets/header/') ? 'sf-header' : 'page',
        message: `${source}: not in the loader's table of lazy parts, so not checked: not run`,
      });
    },
  );
});
