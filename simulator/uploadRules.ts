// The request bodies that are not JSON, by operation: what Content-Type each takes and the words of
// its refusals (415 for another type, 413 for too many bytes). requestShape.ts asks here before any
// route reads the body; the routes look at the bytes themselves.
import { NOT_A_PHOTO, photoTooLarge, photoType } from './photos';
import { isReportType, NOT_A_PDF, reportTooLarge } from './reportMail';

export interface UploadRules {
  takes(contentType: string | undefined): boolean;
  wrongType: string;
  tooLarge(maxBytes: number): string;
}

const PHOTO: UploadRules = {
  takes: (t) => photoType(t) !== undefined,
  wrongType: NOT_A_PHOTO,
  tooLarge: photoTooLarge,
};
const REPORT: UploadRules = { takes: isReportType, wrongType: NOT_A_PDF, tooLarge: reportTooLarge };

const RULES: Record<string, UploadRules> = { putPhoto: PHOTO, mailReport: REPORT };

export function uploadRules(operationId: string): UploadRules {
  const rules = RULES[operationId];
  if (!rules) throw new Error(`${operationId}: a body that is not JSON needs its rules in simulator/uploadRules.ts`);
  return rules;
}
