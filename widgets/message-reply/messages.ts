// Message reply popup texts, English and French.
const en = {
  title: 'Reply to the message',
  replyRequired: 'Please enter your reply.',
  replyTooLong: 'Please enter no more than {max} characters.',
  sending: 'Sending your reply…',
};
const fr: Record<keyof typeof en, string> = {
  title: 'Répondre au message',
  replyRequired: 'Veuillez saisir votre réponse.',
  replyTooLong: 'Veuillez saisir au plus {max} caractères.',
  sending: 'Envoi de votre réponse…',
};
export default { en, fr };
