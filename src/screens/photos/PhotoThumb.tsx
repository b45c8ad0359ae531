// One kept photo on its tile: the thumbnail (an object URL, revoked when it is no longer shown), where
// it is on its way to the server, its note, and Take again / Delete (asked first: a gloved tap can miss).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoRecord } from '../../photos/photoRecord.ts';
import { Button } from '../../ui/Button.tsx';
import { ClockIcon } from './photoIcons.tsx';
import { fieldClass } from '../../ui/TextField.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';

const NOTE_SAVE_MS = 500;

export function PhotoThumb({
  photo,
  number,
  title,
  busy,
  testId,
  onRetake,
  onDelete,
  onNote,
  onSendAgain,
}: {
  photo: PhotoRecord;
  number: number;
  title: string;
  busy: boolean;
  testId: string;
  onRetake(file: File): void;
  onDelete(): void;
  onNote(note: string): void;
  onSendAgain(): void;
}) {
  const { t } = useTranslation();
  const url = useThumbnailUrl(photo);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState(photo.note);
  const due = useRef<ReturnType<typeof setTimeout>>(undefined);
  const save = (text: string) => {
    clearTimeout(due.current);
    due.current = undefined;
    if (text !== photo.note) onNote(text);
  };
  // a note still due when the tile goes (NEXT tapped mid-word) is kept, not dropped
  const latest = useRef({ note, save });
  latest.current = { note, save };
  useEffect(
    () => () => void (latest.current && due.current !== undefined && latest.current.save(latest.current.note)),
    [],
  );
  const noteId = `note-${photo.id}`;
  const sent = photo.sent;

  return (
    <li className="rounded-lg border-2 border-slate-300 bg-white p-3" data-testid={testId} data-sent={sent.state}>
      <div className="flex gap-3">
        {url ? (
          <img
            src={url}
            alt={t('photos.step.photoAlt', { number, title })}
            width={photo.thumbnail.width}
            height={photo.thumbnail.height}
            className="h-24 w-24 shrink-0 rounded-md border border-slate-400 object-cover"
          />
        ) : (
          <div className="h-24 w-24 shrink-0 rounded-md bg-slate-200" aria-hidden />
        )}
        <p className="text-base text-slate-800" data-testid="photo-sent">
          {sent.state === 'refused' ? (
            <span className="font-semibold text-red-800">
              <span aria-hidden>✖ </span>
              {t('photos.step.sent.refused', { reason: sent.reason })}
            </span>
          ) : (
            <span className={sent.state === 'sent' ? 'font-semibold text-green-800' : ''}>
              {sent.state === 'sent' ? (
                <span aria-hidden>✔ </span>
              ) : (
                <ClockIcon width={20} height={20} className="mr-1 inline-block align-[-4px]" />
              )}
              {t(`photos.step.sent.${sent.state}`)}
            </span>
          )}
          {photo.noteRefused && photo.noteRefused.note === photo.note ? (
            <span className="mt-1 block text-red-800">
              {t('photos.step.sent.noteRefused', { reason: photo.noteRefused.reason })}
            </span>
          ) : null}
        </p>
      </div>
      {sent.state === 'refused' ? (
        <div className="mt-3">
          <p className="mb-2 text-base text-slate-900">{t('photos.step.sent.refusedTodo')}</p>
          <Button variant="secondary" onClick={onSendAgain}>
            {t('photos.step.sent.sendAgain')}
          </Button>
        </div>
      ) : null}
      <label htmlFor={noteId} className="mt-3 mb-1 block text-base font-semibold text-slate-900">
        {t('photos.step.noteLabel')}
      </label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => {
          const text = e.target.value;
          setNote(text);
          clearTimeout(due.current);
          due.current = setTimeout(() => save(text), NOTE_SAVE_MS);
        }}
        onBlur={() => save(note)}
        className={fieldClass}
      />
      {asking ? (
        <div
          className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3"
          role="group"
          aria-label={t('photos.step.deleteQuestion')}
        >
          <p className="mb-2 text-base font-semibold text-red-900">{t('photos.step.deleteQuestion')}</p>
          <div className="flex flex-col gap-2">
            <Button
              className="bg-red-800 text-white hover:bg-red-900"
              onClick={() => {
                setAsking(false);
                onDelete();
              }}
            >
              {t('photos.step.deleteYes')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('photos.step.deleteNo')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <PhotoPicker camera variant="secondary" disabled={busy} onFile={onRetake} testId={`${testId}-retake`}>
            {t('photos.step.retake')}
          </PhotoPicker>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)} className="min-h-14">
            {t('photos.step.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** the thumbnail as an object URL while it is shown; revoked when the photo or the tile goes */
function useThumbnailUrl(photo: PhotoRecord): string | undefined {
  const [url, setUrl] = useState<string>();
  // a photo's thumbnail never changes; each listing reads new bytes of it, which must not make a new URL
  const thumbnail = useRef(photo.thumbnail);
  const { id } = photo;
  useEffect(() => {
    const { bytes, type } = thumbnail.current;
    const made = URL.createObjectURL(new Blob([bytes], { type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [id]);
  return url;
}
