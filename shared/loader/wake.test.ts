// A widget's moment: its author's data-load-on over its own, and the first use, idle time or nearness that wakes it.
import { fakeIntersections } from '../../test/support/intersections.ts';
import { armWake, loadOnOf } from './wake.ts';

describe('loadOnOf', () => {
  const element = (value: string | null) => {
    const e = document.createElement('sf-demo');
    if (value !== null) e.setAttribute('data-load-on', value);
    return e;
  };

  it('takes the author’s moment, in any case and with spaces, over the widget’s', () => {
    const report = vi.fn();
    expect(loadOnOf(element(' Ready '), 'visible', report, 'sf-demo')).toBe('ready');
    expect(loadOnOf(element('interaction'), 'ready', report, 'sf-demo')).toBe('interaction');
    expect(loadOnOf(element(null), 'visible', report, 'sf-demo')).toBe('visible');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a moment it does not know as a config failure of its widget, naming the element, the known ones and what it does instead', () => {
    const report = vi.fn();
    expect(loadOnOf(element('soon'), 'visible', report, 'sf-demo')).toBe('visible');
    expect(report).toHaveBeenCalledExactlyOnceWith({
      kind: 'config',
      widget: 'sf-demo',
      message:
        '<sf-demo data-load-on="soon">: expected one of ready, idle, visible, interaction; it loads as "visible".',
    });
  });
});

describe('armWake', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('visible: wakes once the element nears the viewport (a margin ahead), not before, and only once', () => {
    const io = fakeIntersections();
    const element = document.body.appendChild(document.createElement('sf-demo'));
    const wake = vi.fn();
    armWake(element, 'visible', wake);
    expect(io.observers[0]?.options?.rootMargin).toMatch(/^\d+px/);
    io.enter(element, false);
    expect(wake).not.toHaveBeenCalled();
    io.enter(element);
    io.enter(element);
    expect(wake).toHaveBeenCalledOnce();
    expect(io.observers[0]?.targets.size).toBe(0);
  });

  it.each(['pointerover', 'focusin'])(
    'wakes at the first use (%s inside it) whatever its moment, and leaves the event to the server’s markup',
    (type) => {
      fakeIntersections();
      const element = document.body.appendChild(document.createElement('sf-demo'));
      element.innerHTML = '<a href="/product/1">Product</a>';
      const wake = vi.fn();
      armWake(element, 'interaction', wake);
      const event = new Event(type, { bubbles: true, cancelable: true });
      element.querySelector('a')?.dispatchEvent(event);
      element.querySelector('a')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(wake).toHaveBeenCalledOnce();
      expect(event.defaultPrevented).toBe(false);
    },
  );

  it('interaction: neither time nor nearness wakes it', () => {
    vi.useFakeTimers();
    const io = fakeIntersections();
    const element = document.body.appendChild(document.createElement('sf-demo'));
    const wake = vi.fn();
    armWake(element, 'interaction', wake);
    io.enter(element);
    vi.advanceTimersByTime(60_000);
    expect(wake).not.toHaveBeenCalled();
  });

  it('idle: wakes in the browser’s idle time, with a deadline', async () => {
    const idle: { callback: () => void; options: IdleRequestOptions | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) =>
      idle.push({ callback, options }),
    );
    const element = document.body.appendChild(document.createElement('sf-demo'));
    const wake = vi.fn();
    armWake(element, 'idle', wake);
    expect(wake).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(idle[0]?.options?.timeout).toBeGreaterThan(0);
    idle[0]?.callback();
    await vi.waitFor(() => expect(wake).toHaveBeenCalledOnce());
  });

  it('idle: the idle time counts only once what it waits for has settled (the page’s own widgets defined)', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const wake = vi.fn();
    armWake(document.body.appendChild(document.createElement('sf-demo')), 'idle', wake, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(0);
    settle();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(wake).not.toHaveBeenCalled();
    idle[0]?.();
    await vi.waitFor(() => expect(wake).toHaveBeenCalledOnce());
  });

  it('idle without requestIdleCallback (Safari): wakes after the next frame', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const element = document.body.appendChild(document.createElement('sf-demo'));
    const wake = vi.fn();
    armWake(element, 'idle', wake);
    expect(wake).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(wake).toHaveBeenCalledOnce());
  });

  it('visible where the browser has no IntersectionObserver: at once, rather than never', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const wake = vi.fn();
    armWake(document.body.appendChild(document.createElement('sf-demo')), 'visible', wake);
    expect(wake).toHaveBeenCalledOnce();
  });

  it('cancelled: nothing wakes it any more', () => {
    const io = fakeIntersections();
    const element = document.body.appendChild(document.createElement('sf-demo'));
    const wake = vi.fn();
    const cancel = armWake(element, 'visible', wake);
    cancel();
    io.enter(element);
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });
});
