// The registered parts a view may name (`- part: <name>`): a closed, documented set, only for what
// rows and lists cannot say. Each gets the view (data, step, actions) and the props the flow gives
// it; field names in props point into the data, text props are locale keys.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportContact } from '../../handlers/account/regionContent.ts';
import type { SolshareAtSite } from '../../handlers/data.ts';
import type { IconColour } from '../../handlers/rules/powerIcon.ts';
import { SiteUnitList } from '../fleet/SiteUnitList.tsx';
import { SupportContacts } from '../fleet/SupportContacts.tsx';
import { useDebouncedTap } from './useDebouncedTap.ts';
import { FailureMessages } from './parts/FailureMessages.tsx';
import { FaultList } from './parts/FaultList.tsx';
import type { PartProps } from './parts/partProps.ts';
import { PhaseGroups } from './parts/PhaseGroups.tsx';
import { RegionDocuments } from './parts/RegionDocuments.tsx';
import { UnitPhotos } from './parts/UnitPhotos.tsx';
import { WifiHelp } from './parts/WifiHelp.tsx';
import { field } from './fields.ts';

export type { PartProps } from './parts/partProps.ts';

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const POWER_COLOUR: Record<IconColour, string> = {
  red: 'text-red-700',
  yellow: 'text-amber-600',
  green: 'text-green-700',
};

/** H-09: the power icon and its state in words. props: { value: field holding red | yellow | green } */
function PowerStatus({ view, props }: PartProps) {
  const { t } = useTranslation();
  const colour = field(view.data, str(props.value, 'power')) as IconColour;
  return (
    <p
      className="flex min-h-12 items-center gap-2 text-base font-semibold text-slate-900"
      data-testid="power-status"
      data-colour={colour}
    >
      <svg
        width={28}
        height={28}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        aria-hidden
        className={POWER_COLOUR[colour]}
      >
        <path d="M12 2v10" />
        <path d="M18.4 6.6a9 9 0 1 1-12.8 0" />
      </svg>
      {t(`systemInfo.power.${colour}`)}
    </p>
  );
}

/**
 * H-35, H-36: the SolShares of a site, each with its state and fault counts; a tap submits its serial
 * to the step's `run:` handler (debounced). props: { items, current (field of the current serial), label,
 * inset (false: not indented under a row) }
 */
function SiteUnits({ view, props }: PartProps) {
  const { t } = useTranslation();
  const open = useDebouncedTap((serial) => view.submit(serial));
  const units = field(view.data, str(props.items, 'units'));
  if (!Array.isArray(units) || units.length === 0) return null;
  const current = props.current === undefined ? undefined : str(field(view.data, str(props.current)));
  return (
    <div className={props.inset === false ? 'my-4' : 'mt-2 pl-3'}>
      <SiteUnitList
        units={units as SolshareAtSite[]}
        current={current}
        disabled={view.actions.busy}
        onOpen={open}
        label={t(str(props.label, 'fleet.atSite.title'))}
      />
    </div>
  );
}

/**
 * J-11, H-33: the region's support phone and e-mail. props: { heading (locale key; none: no heading),
 * contact (field of { phone, email } when the load handler chose it) }
 */
function Contacts({ view, props }: PartProps) {
  const contact =
    props.contact === undefined ? undefined : (field(view.data, str(props.contact)) as SupportContact | undefined);
  return <SupportContacts heading={props.heading === undefined ? undefined : str(props.heading)} contact={contact} />;
}

export const parts = {
  powerStatus: PowerStatus,
  siteUnits: SiteUnits,
  supportContacts: Contacts,
  faultList: FaultList,
  wifiHelp: WifiHelp,
  phaseGroups: PhaseGroups,
  failureMessages: FailureMessages,
  regionDocuments: RegionDocuments,
  unitPhotos: UnitPhotos,
} satisfies Record<string, ComponentType<PartProps>>;

export type PartName = keyof typeof parts;
export const PART_NAMES = Object.keys(parts) as PartName[];
