// A link to one of the region's info-centre documents (content/infoCentre.json, J-09, J-10). The
// region is the site's when it is known, else the user's (N-07, B-14).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { InfoGuide } from '../../../handlers/fleet/faultActions.ts';
import { session } from '../../../state/session.ts';
import { infoCentreLinks, regionOf } from '../../account/regionContent.ts';

export function GuideLink({ guide, country, text }: { guide: InfoGuide; country?: string | null; text: string }) {
  const { t } = useTranslation();
  const user = useSnapshot(session).country;
  const href = infoCentreLinks(regionOf(country || user))[guide];
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex min-h-12 items-center text-base font-semibold text-brand-800 underline underline-offset-4"
    >
      {t(text)}
    </a>
  );
}
