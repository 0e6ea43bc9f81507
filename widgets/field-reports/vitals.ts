// LCP, CLS and INP as the report carries them: web-vitals' metrics, INP with the widgets to blame.
import type { VitalEntry } from '../../shared/report/wire.ts';
import { type FrameScripts, hostOf, scriptOf, widgetOf } from './inp-attribution.ts';

interface Metric {
  name: string;
  value: number;
  rating: VitalEntry['rating'];
}
/** A vital as measured: the batch leaves it out when it does not fit the wire (a value out of its range). */
export interface VitalReading extends Metric {
  widget?: string;
  script?: string;
}
interface InpMetric extends Metric {
  attribution: FrameScripts & { interactionTarget: string };
}

/** What the reporter uses of the web-vitals attribution build (vitals-library.ts is that build). */
export interface VitalsLibrary {
  onLCP(report: (metric: Metric) => void): void;
  onCLS(report: (metric: Metric) => void): void;
  onINP(
    report: (metric: InpMetric) => void,
    options: { generateTarget: (node: Node | null) => string; reportAllChanges: boolean },
  ): void;
}

/** Milliseconds to the millisecond; the layout shift score to four places. */
const rounded = ({ name, value }: Metric) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

const entryOf = (metric: Metric): VitalReading => ({
  name: metric.name,
  value: rounded(metric),
  rating: metric.rating,
});

/**
 * Reports each vital as web-vitals settles it (`onVital`; the batch leaves out what does not fit the wire). INP names
 * its interaction's target by its `sf-*` host, never by a selector of the page (which could quote an input's value).
 * INP is reported at each change (the sender holds it until the page is hidden): web-vitals takes an interaction in
 * when the page is next idle, or as it is hidden but after its final report, so on a page kept busy until the shopper
 * leaves only a report of every change carries the last, often slowest, interaction.
 */
export function watchVitals(
  library: VitalsLibrary,
  onVital: (reading: VitalReading) => void,
  chunks: string | undefined,
): void {
  library.onLCP((metric) => onVital(entryOf(metric)));
  library.onCLS((metric) => onVital(entryOf(metric)));
  library.onINP(
    (metric) => {
      const script = scriptOf(metric.attribution, chunks);
      onVital({
        ...entryOf(metric),
        widget: widgetOf(metric.attribution.interactionTarget),
        ...(script === undefined ? {} : { script }),
      });
    },
    { generateTarget: hostOf, reportAllChanges: true },
  );
}
