// The navigation seam at its edges: the browser's own navigator, and a test navigator swapped in and out.
import { navigation, setNavigator } from './navigation.ts';

describe('the browser navigator (restored by setNavigator())', () => {
  it('opens a new tab without opener or referrer', () => {
    setNavigator();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    navigation.open('/fr/catalog.pdf');
    expect(open).toHaveBeenCalledWith('/fr/catalog.pdf', '_blank', 'noopener,noreferrer');
  });

  it('assigns and reloads the page location', () => {
    setNavigator();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    navigation.assign('/checkout');
    navigation.reload();
    expect(assign).toHaveBeenCalledWith('/checkout');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends every call to a test navigator while one is set, and back to the browser after', () => {
    const calls: string[] = [];
    setNavigator({
      assign: (url) => calls.push(`assign ${url}`),
      reload: () => calls.push('reload'),
      open: (url) => calls.push(`open ${url}`),
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    navigation.assign('/a');
    navigation.reload();
    navigation.open('/b');
    expect(calls).toEqual(['assign /a', 'reload', 'open /b']);
    expect(open).not.toHaveBeenCalled();
    setNavigator();
    navigation.open('/c');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
