// The four display-mode buttons: a group of toggle buttons, the current one pressed.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { DisplayMode } from '../config.ts';
import type { Busy } from '../store-parts.ts';

interface Props {
  label: string;
  current: DisplayMode;
  modes: readonly { mode: DisplayMode; label: string }[];
  /** Read here: a load starting or ending renders these buttons, not the options around them. */
  $busy: ReadableAtom<Busy>;
  onChoose: (mode: DisplayMode) => void;
}

export function DisplayModes({ label, current, modes, $busy, onChoose }: Props) {
  // Inert while anything loads.
  const disabled = useStore($busy) !== null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields: a fieldset would add a legend.
    <div className="sf-listing__modes" role="group" aria-label={label}>
      {modes.map(({ mode, label: text }) => (
        <button
          key={mode}
          type="button"
          className={`sf-listing__mode sf-listing__mode--${mode}`}
          aria-pressed={mode === current}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onChoose(mode);
          }}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
