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

/** Sticky after the threshold; returns the height the spacer keeps so the page does not jump. */
export function useStickyNav(nav: RefObject<HTMLElement | null>, device: Device): { sticky: boolean; spacer: number } {
  const [state, setState] = useState({ sticky: false, spacer: 0 });
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const sticky = isSticky(window.scrollY, device);
      setState((old) =>
        old.sticky === sticky ? old : { sticky, spacer: sticky ? (nav.current?.offsetHeight ?? 0) : 0 },
      );
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
  }, [nav, device]);
  return state;
}
