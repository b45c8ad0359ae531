// Build-time (vite.config.ts): the `$comment` keys of content/*.json are notes for editors (what a
// field means, which rule it follows); no code reads them, so the build leaves them out of the app's
// code rather than shipping every note to every phone. The dev server keeps them: the studio shows
// the files as written.
import type { Plugin } from 'vite';

const CONTENT_JSON = /[\\/]content[\\/][^\\/]+\.json$/;

/** The JSON text without any `$comment` key, at any depth. */
export function withoutComments(json: string): string {
  return JSON.stringify(JSON.parse(json, (key, value: unknown) => (key === '$comment' ? undefined : value)));
}

export function contentCommentsPlugin(): Plugin {
  return {
    name: 'solshare-content-comments',
    apply: 'build',
    enforce: 'pre', // before Vite's JSON plugin turns the text into a module
    transform(code, id) {
      if (!CONTENT_JSON.test(id.split('?')[0])) return null;
      return { code: withoutComments(code), map: null };
    },
  };
}
