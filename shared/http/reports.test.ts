// The transport reports; the status queue shows: what the client says before anything listens is kept, in order.
import { $statusQueue, MessageType } from '../stores/status.ts';
import { onHttpReport, reportToPage } from './reports.ts';

const shown = () => $statusQueue.get().flatMap((box) => box.messages);

it('hands every report to each listener, and none after it stops listening', () => {
  const heard: string[] = [];
  const stop = onHttpReport((report) => heard.push(report.kind));
  reportToPage({ kind: 'request-failed' });
  stop();
  reportToPage({ kind: 'redirect-refused' });
  expect(heard).toEqual(['request-failed']);
});

it('shows the reports in the status queue in the page language', () => {
  document.documentElement.lang = 'fr';
  try {
    reportToPage({ kind: 'messages', messages: [{ Message: 'Ajouté', Type: MessageType.SUCCESS }] });
    reportToPage({ kind: 'request-failed' });
    reportToPage({ kind: 'redirect-refused' });
    expect(shown().map((m) => m.Type)).toEqual([MessageType.SUCCESS, MessageType.ERROR, MessageType.ERROR]);
    expect(shown().map((m) => m.Message)).toEqual([
      'Ajouté',
      'Erreur lors de la requête au serveur',
      'Cette page a tenté de vous envoyer vers un autre site; le lien a été bloqué.',
    ]);
  } finally {
    document.documentElement.lang = '';
  }
});
