// A troubleshooting page's `askPhoto` (content/schemas/kinds/troubleshooting.schema.json) beyond its
// schema: its kind is one of content/photos.json's kinds, and its `to` is a step that shows the photo
// tiles (screen kind photos), so a misspelt kind or route is an error at file:line, not a button that
// opens an empty page on a roof. Its words are checked as every prop's text (checkFlows.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowSource } from '../compileFlows.ts';
import { parseFlowFile } from '../parseFlowFile.ts';
import { suggest } from '../suggest.ts';
import type { ContentProblem } from '../types.ts';
import { readJsonFile } from './jsonFile.ts';
import { PHOTOS_FILE } from './photoList.ts';

export function checkPhotoAsks(root: string, sources: readonly FlowSource[]): ContentProblem[] {
  const read = existsSync(join(root, PHOTOS_FILE)) ? readJsonFile(root, PHOTOS_FILE) : undefined;
  const content = read?.json?.data as { kinds?: Record<string, unknown> } | undefined;
  const kinds = Object.keys(content?.kinds ?? {});
  const steps = sources.flatMap((source) => parseFlowFile(source.file, source.text).data?.routes ?? []);
  const photoSteps = steps.filter((s) => s.screen === 'photos').map((s) => s.path);
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    const parsed = parseFlowFile(source.file, source.text);
    (parsed.data?.routes ?? []).forEach((step, i) => {
      const ask = (step.props as { askPhoto?: { kind?: unknown; to?: unknown } } | undefined)?.askPhoto;
      if (!ask || typeof ask !== 'object') return;
      const at = ['routes', i, 'props', 'askPhoto'];
      if (typeof ask.kind === 'string' && !kinds.includes(ask.kind)) {
        const near = suggest(ask.kind, kinds);
        problems.push({
          file: source.file,
          ...parsed.locate([...at, 'kind']),
          message: `askPhoto asks for photo kind '${ask.kind}', which ${PHOTOS_FILE} does not have${near ? ` (did you mean '${near}'?)` : ''}; the kinds are ${kinds.join(', ')}`,
        });
      }
      if (typeof ask.to === 'string' && !photoSteps.includes(ask.to))
        problems.push({
          file: source.file,
          ...parsed.locate([...at, 'to']),
          message: `askPhoto's 'to' must be a step of screen kind photos (${photoSteps.join(', ') || 'there is none'}), not '${ask.to}'`,
        });
    });
  }
  return problems;
}
