// What a PDF says, read as a machine reads it (pdfjs-dist, Mozilla's PDF reader): the text of each
// page, line by line, and how many images it draws. Used by the report's PDF tests, in Node and in
// the end-to-end test (which reads the PDF the simulator's mailbox received).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRead {
  pages: number;
  /** every line of text, in page order */
  lines: string[];
  /** the text of every page joined with newlines */
  text: string;
  /** the images drawn (paintImageXObject), over every page */
  images: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  // a copy: pdfjs detaches the buffer it is given
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const lines: string[] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    const ops = await page.getOperatorList();
    images += ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, lines, text: lines.join('\n'), images };
}
