// React binding of readConfig: re-reads when an attribute it reads changes, including removals r2wc does not report.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { attributeName, type ConfigResult, type ConfigSchema, readConfig } from './attributes.ts';

/**
 * The attributes the schema reads (renamed ones too). Only they count as a change: the island's own markers
 * (data-sf-island, set right after the first commit) would otherwise render every widget a second time at takeover.
 */
const readNames = (schema: ConfigSchema): string[] =>
  Object.entries(schema).flatMap(([field, spec]) => [attributeName(field), ...(spec.renamedFrom ?? [])]);

function attributeSnapshot(element: Element, names: readonly string[]): string {
  return names
    .map((name) => {
      const value = element.getAttribute(name);
      return value === null ? name : `${name}=${value}`;
    })
    .join('\u0001');
}

export function useConfig<S extends ConfigSchema>(element: Element, schema: S): ConfigResult<S> {
  const names = useMemo(() => readNames(schema), [schema]);
  // One subscription for the element's life, not one per render.
  const subscribe = useCallback(
    (notify: () => void) => {
      const observer = new MutationObserver(notify);
      observer.observe(element, { attributes: true, attributeFilter: names });
      return () => observer.disconnect();
    },
    [element, names],
  );
  const snapshot = useSyncExternalStore(subscribe, () => attributeSnapshot(element, names));
  // biome-ignore lint/correctness/useExhaustiveDependencies: snapshot is the change signal for the element's attributes.
  return useMemo(() => readConfig(element, schema), [element, schema, snapshot]);
}
