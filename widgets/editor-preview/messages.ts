// Content-editor preview texts (the action names themselves are the shared "Edit this section" / "Edit the layout").
const en = {
  toolbar: 'Editor actions for {name}',
  toggle: 'Edit controls',
};

const fr: Record<keyof typeof en, string> = {
  toolbar: 'Actions d’édition pour {name}',
  toggle: 'Contrôles d’édition',
};

export default { en, fr };
