// J-11, H-33: the support phone and e-mail of the region, or of the country where it has its own (content/contacts.json, overridable
// per deployment), as two boxes that call or write.
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { supportContact, telHref, type SupportContact } from '../account/regionContent.ts';
import { useRegionCountry } from '../account/useRegionCountry.ts';

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-lg border-2 border-brand-700 bg-white px-4 py-3 text-base font-semibold text-brand-800 underline underline-offset-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400';

/** `contact` when a load handler chose it (/contact); else the region's, chosen here (/system-info). */
export function SupportContacts({ heading, contact: given }: { heading?: string; contact?: SupportContact }) {
  const { t } = useTranslation();
  const { config } = useApp();
  const regional = supportContact(useRegionCountry(), config.supportContacts);
  const contact = given ?? regional;
  return (
    <section className={heading ? 'mt-6' : 'mt-3'}>
      {heading ? <h2 className="mb-3 text-lg font-bold text-slate-900">{t(heading)}</h2> : null}
      <div className="flex flex-col gap-3">
        <a className={linkClass} href={telHref(contact.phone)}>
          <PhoneIcon />
          {t('contact.call', { phone: contact.phone })}
        </a>
        <a className={linkClass} href={`mailto:${contact.email}`}>
          <span aria-hidden className="text-xl">
            ✉
          </span>
          {t('contact.write', { email: contact.email })}
        </a>
      </div>
    </section>
  );
}
