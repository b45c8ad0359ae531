// The report's PDF, made on the phone when the installer asks for it: each photo of the job read
// (from the phone, else the server) and turned into a JPEG, the words laid out, the PDF drawn. This
// module and jsPDF are one lazy chunk (ReportHandOver.tsx imports it on the first tap), so no other
// screen loads them. `onPhoto` tells the screen how far it has got.
import type { UnitPhotoList, UnitPhotos } from '../../../photos/unitPhotos.ts';
import { drawPdf } from './drawPdf.ts';
import { pdfContent, type PdfPhoto, type PdfSource } from './pdfContent.ts';
import { pdfImage } from './pdfImage.ts';

export interface ReportPdfRequest extends Omit<PdfSource, 'photos' | 'jobNote'> {
  source: UnitPhotos;
  list: UnitPhotoList;
  onPhoto?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export async function makeReportPdf({ source, list, onPhoto, signal, ...words }: ReportPdfRequest): Promise<Blob> {
  const photos: PdfPhoto[] = [];
  onPhoto?.(0, list.photos.length);
  // one at a time: a phone holds one decoded photo at once, not thirty
  for (const photo of list.photos) {
    signal?.throwIfAborted();
    const blob = await source.imageBlob(photo, signal);
    const image = blob ? await pdfImage(blob) : undefined;
    photos.push({ photo, ...(image ? { image } : {}) });
    onPhoto?.(photos.length, list.photos.length);
  }
  const bytes = drawPdf(pdfContent({ ...words, photos, jobNote: list.jobNote }));
  return new Blob([bytes], { type: 'application/pdf' });
}
