// The live QR camera (D-05, D-06): the back camera, continuous decoding, a torch where the camera
// has one, and the camera stopped when the screen goes. The QR library is imported dynamically so
// it is downloaded only when this screen opens; the deep path pulls in the QR reader alone (111 kB,
// not the whole 409 kB library, which is not marked side-effect free and so is not tree-shaken).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblem, preflightProblem, type CameraProblem } from './qrProblems.ts';

export type CameraState =
  { status: 'starting' } | { status: 'scanning' } | { status: 'problem'; problem: CameraProblem };

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

const environment = () => ({
  isSecureContext: typeof window !== 'undefined' && window.isSecureContext === true,
  hasGetUserMedia: typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function',
});

export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onText: (text: string) => void) {
  const [preflight] = useState(() => preflightProblem(environment()));
  const [state, setState] = useState<CameraState>(
    preflight ? { status: 'problem', problem: preflight } : { status: 'starting' },
  );
  const [torch, setTorch] = useState({ supported: false, on: false });
  const [attempt, setAttempt] = useState(0);
  const track = useRef<MediaStreamTrack | null>(null);
  const latestOnText = useRef(onText);
  useEffect(() => {
    latestOnText.current = onText;
  }, [onText]);

  useEffect(() => {
    if (preflight) return undefined;
    let stopped = false;
    let stream: MediaStream | null = null;
    let reader: { reset(): void } | null = null;
    const stop = () => {
      stopped = true;
      reader?.reset();
      stream?.getTracks().forEach((t) => t.stop());
      track.current = null;
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (stopped) return stop(); // the screen went while the permission prompt was open
        const videoTrack = stream.getVideoTracks()[0] ?? null;
        track.current = videoTrack;
        const caps = (videoTrack?.getCapabilities?.() ?? {}) as TorchCapabilities;
        setTorch({ supported: caps.torch === true, on: false });
        const { BrowserQRCodeReader } = await import('@zxing/library/esm/browser/BrowserQRCodeReader.js');
        if (stopped || !video.current) return stop();
        const qr = new BrowserQRCodeReader();
        reader = qr;
        setState({ status: 'scanning' });
        await qr.decodeFromStream(stream, video.current, (result) => {
          if (result && !stopped) latestOnText.current(result.getText());
        });
      } catch (error) {
        if (stopped) return;
        stop();
        setState({ status: 'problem', problem: cameraProblem(error) });
      }
    })();
    return stop;
  }, [preflight, video, attempt]);

  const toggleTorch = async () => {
    const current = track.current;
    if (!current) return;
    const on = !torch.on;
    try {
      await current.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false }); // the camera refused after all: hide the control
    }
  };

  const retry = () => {
    setState({ status: 'starting' });
    setAttempt((n) => n + 1);
  };

  return { state, torch, toggleTorch, retry, canRetry: !preflight };
}
