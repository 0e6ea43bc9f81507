// Window-bound hooks: the device class (breakpoints, touch) and the sticky navigation without layout jump.
import { type RefObject, useEffect, useState } from 'react';
import { type Device, isSticky, readDevice } from './layout.ts';

export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => readDevice());
  useEffect(() => {
    const update = () =>
      setDevice((old) => {
        const next = readDevice();
        return old.mobile === next.mobile && old.tablet === next.tablet && old.touch === next.touch ? old : next;
      });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return device;
}

/**
 * Sticky after the threshold: the navigation gets `data-sticky`, and the spacer keeps its height so the page does not
 * jump. Written to the two elements, not held in state: crossing the threshold would otherwise render the whole header
 * again, in the frame after the scroll, where a click that scrolled the page waits for it.
 */
export function useStickyNav(
  nav: RefObject<HTMLElement | null>,
  spacer: RefObject<HTMLElement | null>,
  device: Device,
): void {
  useEffect(() => {
    let frame = 0;
    let pinned: boolean | undefined;
    const check = () => {
      frame = 0;
      const sticky = isSticky(window.scrollY, device);
      if (sticky === pinned) return;
      pinned = sticky;
      const height = sticky ? (nav.current?.offsetHeight ?? 0) : 0;
      nav.current?.toggleAttribute('data-sticky', sticky);
      if (spacer.current) spacer.current.style.height = `${height}px`;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // The first reading too waits for a frame: reading the scroll position in the mount forced a style and layout
    // pass over everything the islands had just committed.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [nav, spacer, device]);
}
