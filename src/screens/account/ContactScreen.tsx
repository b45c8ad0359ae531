// /contact (J-11, A-17): the support phone and email for the user's region. Public; the wifi icon is
// set in the flow (polling only when logged in with a serial, Z-32).
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { regionOf, supportContact, telHref } from './regionContent.ts';
import { useRegionCountry } from './useRegionCountry.ts';

const linkClass =
  'flex min-h-12 items-center rounded-lg border-2 border-brand-700 bg-white px-4 py-3 text-base font-semibold text-brand-800 underline underline-offset-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400';

export default function ContactScreen({ step }: ScreenProps<'contact'>) {
  const { t } = useTranslation();
  const { config } = useApp();
  const region = regionOf(useRegionCountry()); // the site's country during a job (Z-19)
  const contact = supportContact(region, config.supportContacts);
  return (
    <Page title={step.title} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      <h2 className="mt-5 mb-3 text-lg font-bold">{t('contact.region', { region: t(`infoCentre.regions.${region}`) })}</h2>
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="mb-1 text-base font-semibold text-slate-900">{t('contact.phone')}</dt>
          <dd><a className={linkClass} href={telHref(contact.phone)}>{t('contact.call', { phone: contact.phone })}</a></dd>
        </div>
        <div>
          <dt className="mb-1 text-base font-semibold text-slate-900">{t('contact.email')}</dt>
          <dd><a className={linkClass} href={`mailto:${contact.email}`}>{t('contact.write', { email: contact.email })}</a></dd>
        </div>
      </dl>
    </Page>
  );
}
