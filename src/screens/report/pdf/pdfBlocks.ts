// What the report's PDF is made of, as blocks a drawer lays out one after another: the words are
// already in the UI's language, the photos already JPEG. pdfContent.ts makes them from the report;
// drawPdf.ts draws them with jsPDF.

/** a photo's image as it goes into the PDF: JPEG bytes and their size in pixels */
export interface PdfImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  /** the last column right-aligned when `numbers` (a share) */
  | {
      kind: 'table';
      caption?: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      numbers?: boolean;
    }
  /** a photo with its words beside it; `image` absent: the words say why (`lines`) */
  | { kind: 'photo'; title: string; lines: readonly string[]; image?: PdfImage };

export interface PdfContent {
  /** the document's title (its properties, and the first line) */
  title: string;
  /** the UI's language tag, for the PDF's /Lang */
  language: string;
  blocks: PdfBlock[];
  /** "Page {{page}} of {{pages}}" with the numbers in */
  pageWords: (page: number, pages: number) => string;
  /** the foot of every page: the unit and when the report was made */
  footer: string;
}
