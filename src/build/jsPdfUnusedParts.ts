// Stands in, in the build, for the parts jsPDF loads only on demand: html2canvas and DOMPurify (its
// .html()) and canvg (SVG drawn into a PDF). The report's PDF (src/screens/report/pdf/) draws text,
// lines and JPEGs only, so none is ever asked for; without this the build would ship them as chunks
// of about 100 KB gzip that the service worker precaches on every phone, and split the app's own
// DOMPurify out of its screen. vite.config.ts points jsPDF's imports of them here.
export default function notInThisBuild(): never {
  throw new Error('jsPDF asked for html2canvas, DOMPurify or canvg: the report PDF draws no HTML or SVG');
}
