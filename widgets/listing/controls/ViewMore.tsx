// "View more": adds the next page below the results; busy while that page loads.
interface Props {
  busy: boolean;
  texts: { label: string; visible: string };
  onClick: () => void;
}

export function ViewMore({ busy, texts, onClick }: Props) {
  return (
    <button
      type="button"
      className="sf-button sf-listing__view-more"
      aria-busy={busy}
      aria-label={texts.label}
      onClick={onClick}
    >
      {texts.visible}
    </button>
  );
}
