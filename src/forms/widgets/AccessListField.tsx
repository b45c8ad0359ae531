// Who has access to the unit's site (H-40), read-only, from the step's load handler
// (formContext.loaded: AccessContext). The list is named by the field's label; when the API does not
// say who has access, the provider manages it and the screen says so.
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { AccessContext, AccessEntry } from '../../handlers/fleet/loadAccessList.ts';

function entriesOf(loaded: unknown): AccessEntry[] | null {
  const access = (loaded as Partial<AccessContext> | undefined)?.access;
  return Array.isArray(access) ? access : null;
}

export default function AccessListField({ uiSchema, registry }: FieldProps) {
  const { t } = useTranslation();
  const label = String(uiSchema?.['ui:title'] ?? '');
  const access = entriesOf((registry.formContext as { loaded?: unknown } | undefined)?.loaded);
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-lg font-bold text-slate-900">{label}</h2>
      {access ? (
        <ul aria-label={label} className="flex flex-col gap-2">
          {access.map((a) => (
            <li
              key={`${a.role.key}:${a.name}:${a.email ?? ''}`}
              className="rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-base"
            >
              <span className="block font-semibold break-words text-slate-900">{a.name}</span>
              {a.email ? <span className="block text-sm break-words text-slate-700">{a.email}</span> : null}
              <span className="block text-sm font-semibold text-slate-800">{t(a.role.key)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-base text-slate-800">{t('forms.invite.managed')}</p>
      )}
    </section>
  );
}
