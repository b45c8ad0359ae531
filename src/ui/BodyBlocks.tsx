// Renders a step's body blocks: paragraphs, headings, lists, numbered procedures (`steps`), notes and safety warnings. Every block is
// a locale key; `values` feeds interpolation such as {{connections}}; `variants` is the country's
// chain of text variants (content/countries.json: NZ reads `…_nz`, else `…_au`, else the base text).
import { useTranslation } from 'react-i18next';
import type { BodyBlock } from '../engine/types.ts';
import { variantKey } from '../handlers/rules/countryVariants.ts';
import { Alert } from './Alert.tsx';

export function BodyBlocks({
  blocks,
  values,
  variants,
}: {
  blocks: readonly BodyBlock[] | undefined;
  values?: Record<string, unknown>;
  variants?: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const text = (key: string) => t(variants ? variantKey(key, variants, (k) => i18n.exists(k)) : key, values);
  return (
    <>
      {(blocks ?? []).map((block, i) => {
        if (typeof block === 'string' || 'p' in block) {
          return (
            <p key={i} className="my-3 text-base leading-relaxed">
              {text(typeof block === 'string' ? block : block.p)}
            </p>
          );
        }
        if ('heading' in block)
          return (
            <h2 key={i} className="mt-5 mb-2 text-lg font-bold">
              {text(block.heading)}
            </h2>
          );
        if ('warning' in block)
          return (
            <Alert key={i} tone="warning">
              {text(block.warning)}
            </Alert>
          );
        if ('note' in block)
          return (
            <Alert key={i} tone="info">
              {text(block.note)}
            </Alert>
          );
        if ('part' in block) return null; // parts belong to the info kind, which renders them itself
        if ('steps' in block) {
          return (
            <ol key={i} className="my-3 list-decimal space-y-2 pl-7 text-base leading-relaxed marker:font-bold">
              {block.steps.map((key) => (
                <li key={key}>{text(key)}</li>
              ))}
            </ol>
          );
        }
        return (
          <ul key={i} className="my-3 list-disc space-y-2 pl-6 text-base leading-relaxed">
            {block.list.map((key) => (
              <li key={key}>{text(key)}</li>
            ))}
          </ul>
        );
      })}
    </>
  );
}
