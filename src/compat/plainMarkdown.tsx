// Stands in for markdown-to-jsx in the built app (vite.config.ts aliases `markdown-to-jsx/react`
// here): it was 30 KB gzip of the form chunk's 88 (issue 11: /create-account's first screen). rjsf
// renders Markdown only where a ui schema sets ui:enableMarkdownInDescription/Help, which no form
// of ours does (tests/forms/noMarkdown.test.ts), and in its own developer-facing error texts and
// the file widget, which we do not use; those show as plain text here. No HTML is ever parsed.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}
