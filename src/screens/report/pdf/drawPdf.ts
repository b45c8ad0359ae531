// Draws the report's blocks (pdfBlocks.ts) as an A4 PDF with jsPDF: real text in Helvetica (it can be
// selected, searched and read by a machine), the photos as the JPEGs they are, each page numbered
// with the unit at its foot. Loaded only when the installer asks for the PDF (makeReportPdf.ts is
// its own chunk), so jsPDF never weighs on a screen that does not make one.
import { jsPDF } from 'jspdf';
import type { PdfBlock, PdfContent } from './pdfBlocks.ts';
import { pdfText } from './pdfText.ts';

const PAGE = { width: 210, height: 297 }; // A4, mm
const MARGIN = 15;
const FOOT = 12; // the foot's band at the bottom of each page
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - FOOT;
const PT = 25.4 / 72; // one point in mm
const LINE = 1.3; // line height, as a multiple of the font size
const PHOTO = { width: 80, maxHeight: 64, gap: 6 }; // a photo's box, its words to its right

export function drawPdf(content: PdfContent): ArrayBuffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  doc.setProperties({ title: pdfText(content.title), subject: pdfText(content.title), creator: 'SolShare Installer' });
  doc.setLanguage(content.language as Parameters<jsPDF['setLanguage']>[0]);
  let y = MARGIN;

  const lineHeight = (size: number) => size * PT * LINE;
  const font = (size: number, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  /** a new page when `height` does not fit below y */
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
  };
  const wrap = (text: string, width: number): string[] => doc.splitTextToSize(pdfText(text), width) as string[];
  /** wrapped lines at x, each moved to a new page when it does not fit */
  const lines = (text: string, x: number, width: number, size: number) => {
    for (const line of wrap(text, width)) {
      room(lineHeight(size));
      doc.text(line, x, y, { baseline: 'top' });
      y += lineHeight(size);
    }
  };

  const draw: { [K in PdfBlock['kind']]: (block: Extract<PdfBlock, { kind: K }>) => void } = {
    title: ({ text }) => {
      font(18, true);
      lines(text, MARGIN, WIDTH, 18);
      y += 2;
    },
    text: ({ text, bold }) => {
      font(10, bold);
      lines(text, MARGIN, WIDTH, 10);
      y += 1;
    },
    heading: ({ text }) => {
      y += 4;
      room(lineHeight(13) + 2 * lineHeight(10)); // never a heading alone at a page's foot
      font(13, true);
      lines(text, MARGIN, WIDTH, 13);
      doc.setDrawColor(120);
      doc.line(MARGIN, y, MARGIN + WIDTH, y);
      y += 2;
    },
    facts: ({ rows }) => {
      const labelWidth = 50;
      for (const [label, value] of rows) {
        font(10, true);
        const labelLines = wrap(label, labelWidth - 3);
        font(10);
        const valueLines = wrap(value, WIDTH - labelWidth);
        const height = Math.max(labelLines.length, valueLines.length) * lineHeight(10);
        room(height);
        font(10, true);
        doc.text(labelLines, MARGIN, y, { baseline: 'top', lineHeightFactor: LINE });
        font(10);
        doc.text(valueLines, MARGIN + labelWidth, y, { baseline: 'top', lineHeightFactor: LINE });
        y += height + 1;
      }
    },
    table: ({ caption, columns, rows, numbers }) => {
      // the last column narrow for a share, else each column its part of the width
      const widths = numbers ? [30, WIDTH - 30 - 35, 35] : [45, 30, WIDTH - 75];
      const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
      const row = (cells: readonly string[], bold: boolean) => {
        font(10, bold);
        const cellLines = cells.map((c, i) => wrap(c, widths[i] - 3));
        const height = Math.max(1, ...cellLines.map((l) => l.length)) * lineHeight(10) + 2;
        room(height);
        cellLines.forEach((l, i) => {
          const right = numbers && i === cells.length - 1;
          const x = right ? xs[i] + widths[i] - 1.5 : xs[i] + 1.5;
          doc.text(l, x, y + 1, { baseline: 'top', lineHeightFactor: LINE, align: right ? 'right' : 'left' });
        });
        doc.setDrawColor(170);
        doc.line(MARGIN, y + height, MARGIN + WIDTH, y + height);
        y += height;
      };
      if (caption) {
        y += 2;
        room(lineHeight(11) + 2 * (lineHeight(10) + 2));
        font(11, true);
        lines(caption, MARGIN, WIDTH, 11);
      }
      row(columns, true);
      for (const cells of rows) row(cells, false);
      y += 2;
    },
    photo: ({ title, lines: words, image }) => {
      const ratio = image ? image.height / image.width : 0.75;
      const w = Math.min(PHOTO.width, PHOTO.maxHeight / ratio);
      const h = w * ratio;
      const x = MARGIN + PHOTO.width + PHOTO.gap;
      const textWidth = WIDTH - PHOTO.width - PHOTO.gap;
      font(11, true);
      const titleLines = wrap(title, textWidth);
      font(10);
      const wordLines = words.flatMap((l) => wrap(l, textWidth));
      const textHeight = titleLines.length * lineHeight(11) + wordLines.length * lineHeight(10);
      room(Math.max(h, textHeight) + 4);
      if (image) doc.addImage(image.jpeg, 'JPEG', MARGIN, y, w, h, undefined, 'NONE');
      else {
        doc.setDrawColor(150);
        doc.rect(MARGIN, y, w, h);
      }
      let ty = y;
      font(11, true);
      doc.text(titleLines, x, ty, { baseline: 'top', lineHeightFactor: LINE });
      ty += titleLines.length * lineHeight(11);
      font(10);
      doc.text(wordLines, x, ty, { baseline: 'top', lineHeightFactor: LINE });
      y += Math.max(h, textHeight) + 5;
    },
  };

  for (const block of content.blocks) (draw[block.kind] as (b: PdfBlock) => void)(block);

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    font(8);
    doc.setTextColor(80);
    const foot = PAGE.height - MARGIN;
    doc.text(pdfText(content.footer), MARGIN, foot, { baseline: 'bottom' });
    doc.text(pdfText(content.pageWords(page, pages)), PAGE.width - MARGIN, foot, {
      baseline: 'bottom',
      align: 'right',
    });
    doc.setTextColor(0);
  }
  return doc.output('arraybuffer');
}
