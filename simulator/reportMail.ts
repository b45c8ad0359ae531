// Reports by e-mail (mailReport in openapi.yaml): the PDF the app made of a unit's commissioning
// report, mailed as an attachment to the address the installer gave. What a report must be, the
// refusals' words, and the attachments the mailbox keeps (GET /__sim/mailbox lists the mails, their
// attachments' bytes are fetched by id).
import { createHash, randomUUID } from 'node:crypto';
import { operations } from './contract';

// mailReport's requestBody in the document says what a report may be: its media type and x-max-bytes
const upload = operations.find((op) => op.operationId === 'mailReport')?.upload;
if (!upload) throw new Error('openapi.yaml: mailReport has no PDF body with x-max-bytes');

/** application/pdf */
export const REPORT_TYPES = upload.types;
/** the most bytes a report may have: 10,000,000 */
export const MAX_REPORT_BYTES = upload.maxBytes;

export const NOT_A_PDF = 'Unsupported media type: a report must be a PDF document';

/** 10000000 → `10,000,000 bytes (10 MB)` */
export function reportTooLarge(maxBytes: number): string {
  return `Payload too large: a report may have at most ${maxBytes.toLocaleString('en-US')} bytes (${maxBytes / 1_000_000} MB)`;
}

/** `application/PDF; x=y` → true when it is a type a report may be sent as */
export function isReportType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return REPORT_TYPES.includes(type);
}

/** a PDF by its header (`%PDF-`); nothing is parsed: the server mails what the app made */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}

/** what a mail lists of an attachment; its bytes are at `url` */
export interface Attachment {
  id: string;
  filename: string;
  contentType: string;
  bytes: number;
  sha256: string;
  url: string;
}

/** the attachments of mails sent, by id; the model's reset() clears them with the mailbox */
export class Attachments {
  private readonly byId = new Map<string, { record: Attachment; data: Uint8Array<ArrayBuffer> }>();

  add(filename: string, contentType: string, data: Uint8Array<ArrayBuffer>): Attachment {
    const id = randomUUID();
    const record: Attachment = {
      id,
      filename,
      contentType,
      bytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      url: `/__sim/mailbox/attachments/${id}`,
    };
    this.byId.set(id, { record, data });
    return record;
  }

  get(id: string): { record: Attachment; data: Uint8Array<ArrayBuffer> } | undefined {
    return this.byId.get(id);
  }

  clear(): void {
    this.byId.clear();
  }
}
