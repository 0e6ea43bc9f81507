// A decorative spinner; the text beside it carries the meaning for screen readers.
export function Spinner({ size = '1em' }: { size?: string }) {
  return <span className="sf-spinner" aria-hidden="true" style={{ width: size, height: size }} />;
}
