// The photos of the unit looked at (system info) or of each unit of a site (the fleet's site view):
// thumbnails, full size on a tap. props: { serial (field of one unit's serial) | items (field of a
// site's units, each under its alias or serial), heading (locale key) }.
import { useTranslation } from 'react-i18next';
import type { SolshareAtSite } from '../../../handlers/data.ts';
import { UnitPhotoSection } from '../../photos/UnitPhotoSection.tsx';
import { field } from '../fields.ts';
import type { PartProps } from './partProps.ts';

export function UnitPhotos({ view, props }: PartProps) {
  const { t } = useTranslation();
  const heading = t(typeof props.heading === 'string' ? props.heading : 'unitPhotos.heading');
  if (typeof props.items === 'string') {
    const units = field(view.data, props.items);
    if (!Array.isArray(units)) return null;
    return (units as SolshareAtSite[]).map((u) => (
      <UnitPhotoSection
        key={u.serial}
        serial={u.serial}
        heading={t('unitPhotos.ofUnit', { unit: u.alias ?? u.serial })}
      />
    ));
  }
  const serial = field(view.data, typeof props.serial === 'string' ? props.serial : 'serialNumber');
  return typeof serial === 'string' && serial ? <UnitPhotoSection serial={serial} heading={heading} /> : null;
}
