// Every screen kind, declared once: what it submits, the outcomes it may emit and its component (in a
// chunk of its own but for the landing page's). Its props are its schema in content/schemas/kinds;
// typecheck fails when a kind has no schema or a schema no kind, or a component takes another kind's step.
import type { ComponentType } from 'react';
import type { AppServices } from '../app/AppContext.tsx';
import type { CompiledStep, StepKind } from '../engine/types.ts';
import { kind, type DeclaredKind } from './kind.ts';
import { lazyDrawn } from '../ui/lazyDrawn.ts';
import { prefetchHandlers } from '../app/callHandler.ts';
import type { ScreenComponent } from './types.ts';
// the landing page (/) is an info screen: shipped with the app, it paints without a second round trip
import InfoScreen from './core/InfoScreen.tsx';
import { preloadInfoParts } from './core/infoParts.tsx';

// lazyScreen: a kind's component in a chunk of its own, which the app can ask for before the screen opens
// (src/app/prefetchNextSteps.ts): `preload` fetches the chunk that lazy() would fetch on first render
// (the same import, so the same module; lazyDrawn.ts). Where a kind has them: `prefetch`, what its screen
// for a step will need next (the form's schema and validators, an info step's parts), asked for while the
// person is on the step before; and `onOpen`, the server's answer its first view shows, asked for as its
// route opens (src/app/App.tsx), so the answer travels while the screen's code loads and draws instead of after.
/** What a kind may fetch ahead for a step the person may open next; never more than that screen's first view. */
export type ScreenPrefetch = (step: CompiledStep, services: AppServices, search: string) => Promise<unknown> | void;

export interface ScreenAhead {
  prefetch?: ScreenPrefetch;
  onOpen?: ScreenPrefetch;
}

export type PreloadableScreen<P> = ComponentType<P> & { preload: () => Promise<unknown> } & ScreenAhead;

/** A screen whose code is a chunk of its own (lazyDrawn.ts), with what it may fetch ahead. */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ahead: ScreenAhead = {},
): PreloadableScreen<P> {
  return Object.assign(lazyDrawn(load), ahead);
}

export const isPreloadable = (component: unknown): component is PreloadableScreen<unknown> =>
  typeof (component as { preload?: unknown }).preload === 'function';

export const screenKinds = {
  // title, body blocks and buttons; only an invite part submits (/commission/22)
  info: kind(
    { input: 'email', outcomes: [], submitsOnlyWhenAsked: true },
    // its parts' code (the celebration, the share links, the invite), asked for on the step before
    Object.assign(InfoScreen, { prefetch: preloadInfoParts } satisfies ScreenAhead),
  ),
  // /error: `Sorry!`, the stored message, optional sanitised HTML, back (J-12)
  error: kind(
    { input: 'none', outcomes: [] },
    lazyScreen(() => import('./core/ErrorScreen.tsx')),
  ),
  // ticks that must all be set before NEXT (C-05, C-06)
  checklist: kind(
    { input: 'none', outcomes: ['done'] },
    lazyScreen(() => import('./core/ChecklistScreen.tsx')),
  ),
  // a content/forms schema; submitting runs the step's handler. Its schema and validators are a chunk of their own
  form: kind(
    { input: 'formData', outcomes: [] },
    lazyScreen(() => import('./core/FormScreen.tsx'), {
      prefetch: (step) =>
        step.form ? import('./core/FormScreen.tsx').then((m) => m.formModule(step.form!)) : undefined,
    }),
  ),
  // /login: email + password, link to sign-up, forgot-password modal (B-01, B-02, B-08)
  login: kind(
    { input: 'credentials', outcomes: [] },
    lazyScreen(() => import('./account/LoginScreen.tsx')),
  ),
  // /my-sites: the fleet; choosing a site runs the step's handler (C-09, C-10)
  sites: kind(
    { input: 'site', outcomes: [] },
    lazyScreen(() => import('./account/SitesScreen.tsx'), {
      // the fleet, asked while the installer reads /commission/1's steps: BEGIN and the list then need no call
      prefetch: (_step, services) => import('../handlers/account/fleet.ts').then((m) => m.fleetAhead(services.api)),
    }),
  ),
  // camera or photo QR reading (D-05, D-06); a valid serial goes to the step's handler
  qrScan: kind(
    { input: 'serial', outcomes: [] },
    lazyScreen(() => import('./unit/QrScanScreen.tsx')),
  ),
  // /commission/13|14/:index: runs the step's handler (saveConnection) on NEXT (E-15)
  connectionUnits: kind(
    { input: 'connectionChoice', outcomes: [] },
    lazyScreen(() => import('./config/ConnectionUnitsScreen.tsx')),
  ),
  // the pages of flows/troubleshooting.yaml (F-12…F-19)
  troubleshooting: kind(
    { input: 'none', outcomes: [] },
    lazyScreen(() => import('./run/TroubleshootingScreen.tsx')),
  ),
  // /view-fleet: a site chosen, params { projectId } (H-38)
  viewFleet: kind(
    { input: 'none', outcomes: ['site'] },
    lazyScreen(() => import('./fleet/ViewFleetScreen.tsx'), {
      // the first page of sites leaves from a small chunk and travels while the list's code loads and draws;
      // the list then takes that call under the same query key (src/handlers/fleet/firstFleetPage.ts),
      // through its handler, whose code comes now too rather than once TanStack Query is in
      onOpen: (step, services, search) => {
        prefetchHandlers(['loadFleetPage']);
        const list = import('./fleet/useFleetList.ts');
        return import('../handlers/fleet/firstFleetPage.ts')
          .then((first) => first.sendFirstFleetPage(services.api))
          .then(() => list)
          .then((m) => m.startFleetList(services, step.path, search));
      },
    }),
  ),
  // a printable page built from the current unit's report data; loads on arrival and stays
  document: kind(
    { input: 'none', outcomes: [] },
    lazyScreen(() => import('./report/DocumentScreen.tsx')),
  ),
  // the unit the work is about: the route's :serial, else the job's unit (unitInHand in progress/ProgressScreen.tsx)
  progress: kind(
    { input: 'serial', outcomes: [] },
    lazyScreen(() => import('./progress/ProgressScreen.tsx')),
  ),
  // /commission/17, /commission/ct-rating, /commission/12/:index (docs/ENGINE.md, "The `choice` kind")
  choice: kind(
    { input: 'choice', outcomes: [] },
    lazyScreen(() => import('./choice/ChoiceScreen.tsx')),
  ),
  // /commission/photos: NEXT, with every required photo or a reason for the missing ones
  photos: kind(
    { input: 'none', outcomes: ['next'] },
    lazyScreen(() => import('./photos/PhotoStepScreen.tsx')),
  ),
  // /past-jobs: the user's jobs on this phone; a job's "Open report" sends { id } to the step's handler
  pastJobs: kind(
    { input: 'job', outcomes: [] },
    lazyScreen(() => import('./report/PastJobsScreen.tsx')),
  ),
  // only a list item that submits (a SolShare of the site)
  view: kind(
    { input: 'serial', outcomes: [], submitsOnlyWhenAsked: true },
    lazyScreen(() => import('./view/ViewScreen.tsx')),
  ),
} satisfies { [K in StepKind]: DeclaredKind<ScreenComponent<K>> };

export type ScreenKind = keyof typeof screenKinds;

/** The outcomes a screen of kind K may emit: ScreenOutcome<'checklist'> is 'done'. */
export type ScreenOutcome<K extends string> = K extends ScreenKind
  ? (typeof screenKinds)[K]['contract']['outcomes'][number]
  : never;

/** The input name a kind submits: KindInputName<'login'> is 'credentials'; 'none' for a kind that submits nothing. */
export type KindInputName<K extends string> = K extends ScreenKind
  ? (typeof screenKinds)[K]['contract']['input']
  : 'none';
