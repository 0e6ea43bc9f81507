// The status bar view: persistent live regions, the current box, the delayed loading message.
import type { ReactNode } from 'react';
import { MessageType, type StatusBox } from '../../shared/stores/status.ts';
import { RetryBoundary } from '../../shared/ui/RetryBoundary.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { MessageBox, type MessageBoxTexts } from './MessageBox.tsx';

export interface StatusBarProps {
  box: StatusBox | null;
  severity: MessageType;
  loading: boolean;
  queued: number;
  texts: MessageBoxTexts & { region: string; loading: string; renderFailed: string; queued: (n: number) => string };
  onAnswer: (answer: boolean) => void;
  /** For tests and stories: replaces the message box (e.g. one that fails to render). */
  renderBox?: (box: StatusBox) => ReactNode;
}

export function StatusBar({ box, severity, loading, queued, texts, onAnswer, renderBox }: StatusBarProps) {
  const urgent = box !== null && severity >= MessageType.WARNING;
  const content = box && (
    <>
      {renderBox ? renderBox(box) : <MessageBox box={box} texts={texts} onAnswer={onAnswer} />}
      {queued > 0 && <p className="sf-status-queued">{texts.queued(queued)}</p>}
    </>
  );
  // One boundary stays mounted in each region, so a box whose DOM insertion fails is inside it (React does not let a
  // boundary catch the failed insertion of its own subtree).
  const guarded = (shown: boolean) => (
    <RetryBoundary
      retries={2}
      resetKey={box?.id}
      fallback={<p className="sf-status-message sf-status-error">{texts.renderFailed}</p>}
    >
      {shown && content}
    </RetryBoundary>
  );
  return (
    <section className="sf-status-bar" aria-label={texts.region} data-severity={box ? severity : undefined}>
      {/* Both live regions exist before any message, so screen readers announce what arrives. */}
      <div role="status" aria-live="polite" className="sf-status-polite">
        {guarded(!urgent)}
        {loading && (
          <p className="sf-status-loading">
            <Spinner /> {texts.loading}
          </p>
        )}
      </div>
      <div role="alert" className="sf-status-assertive">
        {guarded(urgent)}
      </div>
    </section>
  );
}
