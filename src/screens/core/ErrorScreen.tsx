// /error (J-12): `Sorry!`, the stored message, optional server HTML (sanitised with DOMPurify),
// optionally `Please go back and try again.`, and a back button.
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { navigation } from '../../state/navigation.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

export default function ErrorScreen({ step }: ScreenProps<'error'>) {
  const { t } = useTranslation();
  const { error } = useSnapshot(navigation);
  const message = error?.text ?? (error?.key ? t(error.key) : t('error.unknown'));
  // a TrustedHTML under the CSP's Trusted Types (DOMPurify's own policy), a string where there are none
  const html = error?.html
    ? DOMPurify.sanitize(error.html, { USE_PROFILES: { html: true }, RETURN_TRUSTED_TYPE: true })
    : null;
  return (
    <Page title={step.title}>
      <p className="my-3 text-lg" data-testid="error-message">
        {message}
      </p>
      {/* sanitised above: scripts, handlers and javascript: URLs are removed */}
      {html && String(html) !== '' ? (
        <div
          className="prose my-3 overflow-x-auto rounded border border-slate-300 bg-white p-3"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
      {error?.tryAgain ? <p className="my-3">{t('error.tryAgain')}</p> : null}
      <div className="mt-6">
        <Button onClick={() => history.back()}>{t('common.back')}</Button>
      </div>
    </Page>
  );
}
