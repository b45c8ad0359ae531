// /welcome: an unfinished job on this phone (its unit, its site, the step reached) with a way back
// to that step, so a reload, a closed tab or a night's sleep loses nothing. A job whose run passed is
// finished, not unfinished: nothing to go back to.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useApp } from '../../../app/AppContext.tsx';
import { knownRoute } from '../../../engine/knownRoute.ts';
import { jobOwner, jobFinished } from '../../../state/job.ts';
import { project } from '../../../state/project.ts';
import { run } from '../../../state/run.ts';
import { Button } from '../../../ui/Button.tsx';

export function ResumeJob({ onContinue }: { onContinue: (step: string) => void }) {
  const { t } = useTranslation();
  const { serialNumber, address } = useSnapshot(project);
  const { flows } = useApp();
  const lastStep = knownRoute(flows.steps, useSnapshot(jobOwner).lastStep); // a stored path that is no route is not offered
  useSnapshot(run); // jobFinished reads the run
  if (!serialNumber || !lastStep || jobFinished()) return null;
  return (
    <section aria-labelledby="resume-job" className="mt-4 rounded-lg border-2 border-brand-700 bg-white p-4">
      <h2 id="resume-job" className="text-lg font-bold text-slate-900">
        {t('welcome.resume.title')}
      </h2>
      <p className="my-2 text-base text-slate-800">
        {address.address
          ? t('welcome.resume.unitAtSite', { serial: serialNumber, address: address.address })
          : t('welcome.resume.unit', { serial: serialNumber })}
      </p>
      <Button onClick={() => onContinue(lastStep)}>{t('welcome.resume.continue')}</Button>
    </section>
  );
}
