// The job's free-text note, kept on the phone with its photos: saved half a second after typing
// stops, on leaving the field, and when the screen goes.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreProblem } from '../../photos/photoProblems.ts';
import type { JobKey } from '../../photos/photoRecord.ts';
import type { PhotoStore } from '../../photos/photoStore.ts';
import { fieldClass } from '../../ui/TextField.tsx';
import { PhotoProblemAlert } from './PhotoProblemAlert.tsx';

const SAVE_MS = 500;

export function JobNoteField({ store, job, initial }: { store: PhotoStore; job: JobKey; initial: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<StoreProblem | null>(null);
  const saved = useRef(initial);
  const due = useRef<ReturnType<typeof setTimeout>>(undefined);
  const save = (value: string) => {
    clearTimeout(due.current);
    due.current = undefined;
    if (value === saved.current) return;
    saved.current = value;
    void store.setJobNote(job, value).then((done) => setProblem(done.ok ? null : done.problem));
  };
  const latest = useRef(() => undefined as void);
  latest.current = () => save(text);
  useEffect(() => () => latest.current(), []);
  return (
    <div className="mt-6">
      <label htmlFor="job-note" className="mb-1 block text-lg font-bold text-slate-900">
        {t('photos.step.jobNoteLabel')}
      </label>
      <p id="job-note__help" className="mb-2 text-base text-slate-700">
        {t('photos.step.jobNoteHelp')}
      </p>
      <textarea
        id="job-note"
        rows={4}
        maxLength={10_000}
        value={text}
        aria-describedby="job-note__help"
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          clearTimeout(due.current);
          due.current = setTimeout(() => save(value), SAVE_MS);
        }}
        onBlur={() => save(text)}
        className={fieldClass}
      />
      {problem ? <PhotoProblemAlert problem={problem} /> : null}
    </div>
  );
}
