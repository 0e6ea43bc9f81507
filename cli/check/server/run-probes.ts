// Sends each probe through the read-only guard and says, per endpoint, whether the reply is what the widget expects.
import type { EndpointName } from '../../../shared/legacy/endpoints.ts';
import { LimitExceeded, limitText } from '../fetch-limits.ts';
import type { Lang } from '../messages.ts';
import { say } from '../messages.ts';
import { type Guarded, ProbeRefused } from './guard.ts';
import type { Probe } from './probes.ts';

export interface ProbeResult {
  endpoint: EndpointName;
  method: string;
  /** Where the call went; the page's URL when it was not sent. */
  url: string;
  /** False when the guard kept the call back: nothing was sent to the server. */
  sent: boolean;
  ok: boolean;
  /** Why not (empty when ok). */
  reason: string;
  /** The HTML the widget inserts from this reply, checked like the page's own markup. */
  fragments: string[];
}

const HTML_TYPE = /^text\/html\s*(;|$)/i;

type Outcome = { sent: boolean; url: string; reason: string; fragments: string[] };

async function judge(probe: Probe, guarded: Guarded, lang: Lang): Promise<Outcome> {
  let answer: Awaited<ReturnType<Guarded['call']>>;
  try {
    answer = await guarded.call(probe.endpoint, probe.plan);
  } catch (error) {
    const sent = !(error instanceof ProbeRefused);
    return { sent, url: probe.plan.url, reason: failure(error, lang), fragments: [] };
  }
  const fragments: string[] = [];
  const reason = replyProblem(probe, answer, lang, fragments);
  return { sent: true, url: answer.url, reason, fragments: reason === '' ? fragments : [] };
}

function failure(error: unknown, lang: Lang): string {
  if (error instanceof ProbeRefused) {
    const key = error.why === 'write' ? 'probe.write' : error.why === 'method' ? 'probe.method' : 'probe.not-contract';
    return say(lang, key, error.params);
  }
  if (error instanceof LimitExceeded) return limitText(lang, error);
  return say(lang, 'probe.network', { detail: error instanceof Error ? error.message : String(error) });
}

function replyProblem(
  probe: Probe,
  answer: Awaited<ReturnType<Guarded['call']>>,
  lang: Lang,
  fragments: string[],
): string {
  if (answer.status === 401) return say(lang, 'probe.login');
  if (!answer.ok) return say(lang, 'probe.status', { status: answer.status });
  const type = answer.headers.get('content-type') ?? '';
  try {
    const { reply } = probe.plan;
    if (reply === 'html' && !HTML_TYPE.test(type)) return say(lang, 'probe.not-html', { type: type || '—' });
    fragments.push(...(probe.check(reply === 'json' ? JSON.parse(answer.text) : answer.text) ?? []));
  } catch (error) {
    return say(lang, 'probe.shape', { detail: error instanceof Error ? error.message : String(error) });
  }
  return '';
}

export async function runProbes(probes: Probe[], guarded: Guarded, lang: Lang): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  // One at a time, as a shopper's page would make them: a probe never loads the server more than a visit does.
  for (const probe of probes) {
    const { sent, url, reason, fragments } = await judge(probe, guarded, lang);
    results.push({
      fragments,
      endpoint: probe.endpoint,
      method: probe.plan.method,
      url,
      sent,
      ok: reason === '',
      reason,
    });
  }
  return results;
}
