// React binding of readConfig: re-reads when any attribute changes, including removals r2wc does not report.
import { useMemo, useSyncExternalStore } from 'react';
import { type ConfigResult, type ConfigSchema, readConfig } from './attributes.ts';

function attributeSnapshot(element: Element): string {
  return Array.from(element.attributes, (a) => `${a.name}=${a.value}`).join('\u0001');
}

export function useConfig<S extends ConfigSchema>(element: Element, schema: S): ConfigResult<S> {
  const snapshot = useSyncExternalStore(
    (notify) => {
      const observer = new MutationObserver(notify);
      observer.observe(element, { attributes: true });
      return () => observer.disconnect();
    },
    () => attributeSnapshot(element),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: snapshot is the change signal for the element's attributes.
  return useMemo(() => readConfig(element, schema), [element, schema, snapshot]);
}
