// The listing's configuration problems, in the page: a blocked tag (which attributes) and a malformed option list.
interface Props {
  /** The attributes that block the listing; empty when it runs. */
  blocking: readonly string[] | null;
  badChoices: boolean;
  texts: { blocked: (detail: string) => string; badList: string };
}

export function ConfigErrors({ blocking, badChoices, texts }: Props) {
  return (
    <>
      {blocking && <p className="sf-listing__config-error">{texts.blocked(blocking.join(', '))}</p>}
      {badChoices && <p className="sf-listing__config-error">{texts.badList}</p>}
    </>
  );
}
