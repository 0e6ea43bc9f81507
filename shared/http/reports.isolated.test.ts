// The transport reports before anything listens: kept, in order, for the first listener. In a file of its own: it
// loads a fresh copy of the module (vi.resetModules), which a run sharing one module graph between files (the
// mutation run) cannot host.
import { MessageType } from '../stores/status.ts';

it('keeps what was reported while nothing listened and gives it, in order, to the first listener', async () => {
  // A fresh copy of the module: no status queue has subscribed to it yet (its chunk may load after the first call).
  vi.resetModules();
  const fresh = await import('./reports.ts');
  fresh.reportToPage({ kind: 'messages', messages: [{ Message: 'First', Type: MessageType.SUCCESS }] });
  fresh.reportToPage({ kind: 'request-failed' });
  const heard: string[] = [];
  fresh.onHttpReport((report) => heard.push(report.kind));
  fresh.onHttpReport((report) => heard.push(`late ${report.kind}`));
  expect(heard).toEqual(['messages', 'request-failed']);
});
