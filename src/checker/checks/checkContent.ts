// Every content check, in one call: what the Vite plugin runs on each build and what
// `npm run check:content` prints. Each check lives in its own file in this folder.
import { compileFlows, type CompileResult } from '../compileFlows.ts';
import { readFlowSources } from '../flowSources.ts';
import type { ContentProblem, Registry } from '../types.ts';
import { codeKeyUses } from './codeKeys.ts';
import { checkContentFiles } from './contentFiles.ts';
import { checkCountryVariants, listedCountries } from './countryVariants.ts';
import { checkForms } from './formKeys.ts';
import { checkKindProps } from './kindProps.ts';
import { checkSeriesNumbers } from './seriesNumbers.ts';
import { checkDecimalSeparators } from './decimalSeparators.ts';
import { checkLocaleParity, type Coverage } from './localeParity.ts';
import { checkPhotoAsks } from './photoAsks.ts';
import { checkPhotoList } from './photoList.ts';
import { readLocaleFiles, type LocaleResources } from './locales.ts';
import { checkTroubleshootingTable, type TableCheck } from './troubleshootingTable.ts';

export interface ContentCheck extends CompileResult {
  locales: LocaleResources;
  coverage: Coverage[];
  /** English keys that no flow, form or code names. */
  unused: string[];
  table: TableCheck;
}

export function checkContent(root: string, code: Omit<Registry, 'forms'>): ContentCheck {
  const locales = readLocaleFiles(root);
  const table = checkTroubleshootingTable(root, listedCountries(root));
  const forms = checkForms(root, code.formParts);
  const localeKeys = Object.fromEntries(
    Object.entries(locales.texts).map(([lang, texts]) => [lang, new Set(texts.keys())]),
  );
  const sources = readFlowSources(root);
  const compiled = compileFlows(sources, { ...code, forms: forms.forms }, localeKeys, { troubleshooting: table.goes });
  const codeUses = codeKeyUses(root, locales.namespaces);
  const photos = checkPhotoList(root);
  const parity = checkLocaleParity([...forms.uses, ...codeUses, ...photos.uses], compiled.keyUses, locales);
  const problems: ContentProblem[] = [
    ...locales.problems,
    ...checkContentFiles(root),
    ...photos.problems,
    ...table.problems,
    ...forms.problems,
    ...compiled.problems,
    ...checkKindProps(root, sources),
    ...checkPhotoAsks(root, sources),
    ...parity.problems,
    ...checkSeriesNumbers(compiled.flows, locales),
    ...checkCountryVariants(root, locales),
    ...checkDecimalSeparators(locales),
  ];
  return {
    ...compiled,
    flows: problems.length ? undefined : compiled.flows,
    problems: dedupe(problems),
    warnings: dedupe([...compiled.warnings, ...parity.warnings]),
    keyUses: [...compiled.keyUses, ...forms.uses, ...codeUses, ...photos.uses],
    locales: locales.resources,
    coverage: parity.coverage,
    unused: parity.unused,
    table,
  };
}

function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.column}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
