// /commission/4 (D-05, D-06): scan the QR code on the unit label with the back camera, or read it from
// a photo. A commissioning link's serial is treated like a typed one (Z-10 (5)) and handed to the
// step's handler; anything else gets a message saying what was wrong and what to do (L-17, L-38).
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { readQr } from '../../handlers/rules/serial.ts';
import { isFailure } from '../../handlers/types.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { cameraProblemKey, qrReadingMessage } from './qr/qrProblems.ts';
import { decodeQrPhoto, preloadQrPhotoReader } from './qr/decodeQrPhoto.ts';
import { useQrCamera } from './qr/useQrCamera.ts';

type Message = { tone: 'error' | 'success'; key: string; values?: Record<string, string> };

export default function QrScanScreen({ step, params }: ScreenProps<'qrScan'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const video = useRef<HTMLVideoElement>(null);
  const handling = useRef(false); // the camera keeps reading the same code: act on it once
  const [message, setMessage] = useState<Message | null>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const { submit } = actions;

  const onText = useCallback(
    (text: string) => {
      if (handling.current) return;
      const reading = readQr(text);
      const problem = qrReadingMessage(reading);
      if (problem || reading.kind !== 'serial') {
        if (problem) setMessage({ tone: 'error', ...problem });
        return;
      }
      setMessage({ tone: 'success', key: 'qr.found', values: { serial: reading.serial } });
      handling.current = true;
      void submit({ serial: reading.serial }).then((outcome) => {
        if (!outcome || isFailure(outcome)) handling.current = false; // stay and let the user scan again
      });
    },
    [submit],
  );

  const camera = useQrCamera(video, onText);
  useEffect(preloadQrPhotoReader, []); // while there is signal, so a photo is read without it

  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same photo may be chosen again
    if (!file) return;
    setReadingPhoto(true);
    let text: string | null;
    try {
      text = await decodeQrPhoto(file);
    } catch {
      // the reader's code could not be fetched (no signal before it was ever loaded): say so, and stay usable
      setMessage({ tone: 'error', key: 'qr.photoReaderMissing' });
      return;
    } finally {
      setReadingPhoto(false);
    }
    if (text === null) setMessage({ tone: 'error', key: 'qr.photoNoCode' });
    else onText(text);
  };

  const { state, torch } = camera;
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <div
        className={`relative my-3 overflow-hidden rounded-lg bg-slate-900 ${state.status === 'problem' ? 'hidden' : ''}`}
      >
        <video
          ref={video}
          className="aspect-square w-full object-cover"
          muted
          playsInline
          aria-label={t('qr.videoLabel')}
        />
        <p role="status" className="absolute inset-x-0 bottom-0 bg-black/70 p-2 text-center text-white">
          {t(state.status === 'scanning' ? 'qr.scanning' : 'qr.starting')}
        </p>
      </div>
      {state.status === 'problem' ? (
        <Alert tone="error">
          <p data-testid="camera-problem">{t(cameraProblemKey(state.problem))}</p>
        </Alert>
      ) : null}
      {message ? (
        <Alert tone={message.tone}>
          <p data-testid="qr-message">{t(message.key, message.values)}</p>
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-col gap-3">
        {torch.supported && state.status === 'scanning' ? (
          <Button variant="secondary" aria-pressed={torch.on} onClick={() => void camera.toggleTorch()}>
            {t(torch.on ? 'qr.torchOff' : 'qr.torchOn')}
          </Button>
        ) : null}
        {state.status === 'problem' && camera.canRetry ? (
          <Button variant="secondary" onClick={camera.retry}>
            {t('qr.camera.retry')}
          </Button>
        ) : null}
        <label className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-4 py-3 text-center font-semibold text-brand-800 focus-within:ring-4 focus-within:ring-amber-400">
          {t(readingPhoto ? 'qr.photoReading' : 'qr.photo')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(e) => void onPhoto(e)}
            disabled={readingPhoto || actions.busy}
          />
        </label>
      </div>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
