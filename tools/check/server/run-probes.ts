// Sends each probe through the read-only guard and says, per endpoint, whether the reply is what the widget expects.
import type { EndpointName } from '../../../shared/legacy/endpoints.ts';
import type { Lang } from '../messages.ts';
import { say } from '../messages.ts';
import type { Guarded } from './guard.ts';
import type { Probe } from './probes.ts';

export interface ProbeResult {
  endpoint: EndpointName;
  method: string;
  url: string;
  ok: boolean;
  /** Why not (empty when ok). */
  reason: string;
  /** The HTML the widget inserts from this reply, checked like the page's own markup. */
  fragments: string[];
}

const HTML_TYPE = /^text\/html\s*(;|$)/i;

async function judge(probe: Probe, guarded: Guarded, lang: Lang): Promise<{ reason: string; fragments: string[] }> {
  const fragments: string[] = [];
  const reason = await replyProblem(probe, guarded, lang, fragments);
  return { reason, fragments: reason === '' ? fragments : [] };
}

async function replyProblem(probe: Probe, guarded: Guarded, lang: Lang, fragments: string[]): Promise<string> {
  let response: Response;
  try {
    response = await guarded.call(probe.endpoint, probe.url, probe.init);
  } catch (error) {
    return say(lang, 'probe.network', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (response.status === 401) return say(lang, 'probe.login');
  if (!response.ok) return say(lang, 'probe.status', { status: response.status });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  try {
    if (probe.expect === 'html') {
      if (!HTML_TYPE.test(type)) return say(lang, 'probe.not-html', { type: type || '—' });
      fragments.push(...(probe.check(text) ?? []));
    } else fragments.push(...(probe.check(JSON.parse(text)) ?? []));
  } catch (error) {
    return say(lang, 'probe.shape', { detail: error instanceof Error ? error.message : String(error) });
  }
  return '';
}

export async function runProbes(probes: Probe[], guarded: Guarded, lang: Lang): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  // One at a time, as a shopper's page would make them: a probe never loads the server more than a visit does.
  for (const probe of probes) {
    const { reason, fragments } = await judge(probe, guarded, lang);
    results.push({
      fragments,
      endpoint: probe.endpoint,
      method: probe.init.method ?? 'GET',
      url: probe.url,
      ok: reason === '',
      reason,
    });
  }
  return results;
}
