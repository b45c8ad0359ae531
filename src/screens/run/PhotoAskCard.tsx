// A troubleshooting page's ask for a photo (its `askPhoto` in flows/troubleshooting.yaml): why, in the
// page's words, and a button to the photo step's tiles of that kind, which lead back here when done.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { TroubleshootingStepProps } from '../../engine/kindProps.generated.ts';
import { photoAskPath } from '../../photos/photoAsk.ts';
import { Button } from '../../ui/Button.tsx';

export function PhotoAskCard({ ask }: { ask: NonNullable<TroubleshootingStepProps['askPhoto']> }) {
  const { t } = useTranslation();
  const [here, navigate] = useLocation();
  return (
    <section
      data-testid="photo-ask"
      className="my-4 rounded-xl border-2 border-sky-700 bg-sky-50 p-4 text-base text-slate-900"
    >
      <p className="mb-3">{t(ask.askText)}</p>
      <Button variant="secondary" onClick={() => navigate(photoAskPath(ask.to, ask.kind, here))}>
        {t(ask.buttonText)}
      </Button>
    </section>
  );
}
