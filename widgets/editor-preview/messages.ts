// Content-editor preview texts (the action names themselves are the shared "Edit this section" / "Edit the layout").
const en = {
  toolbar: 'Editor actions for {name}',
};
const fr: Record<keyof typeof en, string> = {
  toolbar: 'Actions d’édition pour {name}',
};
export default { en, fr };
