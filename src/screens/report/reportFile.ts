// Handing the report's PDF to the phone: its share sheet where the browser can share files (Android's
// Chrome, iOS Safari), else a download of the file (most desktops, Firefox). The share sheet is the
// way to a messenger or a cloud drive; the download is a file the installer can attach anywhere.

const PROBE = () => new File([new Uint8Array(0)], 'shared-file.pdf', { type: 'application/pdf' });

/** whether this browser can hand a PDF file to the phone's share sheet */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  try {
    return navigator.canShare?.({ files: [PROBE()] }) ?? false;
  } catch {
    return false;
  }
}

export type Handed = 'shared' | 'downloaded' | 'cancelled';

/** shares `pdf` as the file `name`, or downloads it where files cannot be shared */
export async function handOverFile(pdf: Blob, name: string, title: string): Promise<Handed> {
  const file = new File([pdf], name, { type: 'application/pdf' });
  if (canShareFiles() && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      // the installer closed the share sheet: nothing to say; anything else: the file is saved instead
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  download(pdf, name);
  return 'downloaded';
}

function download(pdf: Blob, name: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL; a minute is plenty before it is let go
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
