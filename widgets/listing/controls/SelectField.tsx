// One labelled dropdown of the listing header: every control there is a choice among values, shown with their labels.
import { useSfId } from '../../../shared/ui/useSfId.ts';
import type { Choice } from './choices.ts';

interface Props {
  label: string;
  value: string;
  choices: readonly Choice[];
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}

export function SelectField({ label, value, choices, describedBy, onChange }: Props) {
  const id = useSfId();
  return (
    <div className="sf-listing__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
