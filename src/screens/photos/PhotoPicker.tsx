// A big button that opens the phone's camera (capture) or its gallery: a label around a file input,
// so the browser's own picker opens on a tap, with a glove, and tests can hand it a file.
import type { ReactNode } from 'react';
import { CameraIcon, GalleryIcon } from './photoIcons.tsx';

export function PhotoPicker({
  camera,
  disabled,
  onFile,
  testId,
  variant = 'primary',
  children,
}: {
  /** the camera (`capture="environment"`), else the gallery */
  camera: boolean;
  disabled?: boolean;
  onFile(file: File): void;
  testId: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const look =
    variant === 'primary'
      ? 'bg-brand-700 text-white has-[:focus-visible]:ring-4'
      : 'border-2 border-brand-700 bg-white text-brand-800 has-[:focus-visible]:ring-4';
  return (
    <label
      className={`flex min-h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-3 text-center text-base font-semibold has-[:focus-visible]:ring-amber-400 ${look} ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      {camera ? <CameraIcon className="shrink-0" /> : <GalleryIcon className="shrink-0" />}
      {children}
      <input
        type="file"
        accept="image/*"
        {...(camera ? { capture: 'environment' as const } : {})}
        disabled={disabled}
        data-testid={testId}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file chosen again is a change again
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
