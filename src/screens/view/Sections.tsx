// The sections of a view in the order the flow lists them: rows (label and value; a row with `to`
// is a button), a list of items bound to a field of the data, a paragraph, a heading, or a
// registered part. Each may carry when/unless on a field of the data.
import { displayLocale } from '../../platform/displayLocale.ts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';
import { formatValue, type FormatContext } from './formats.tsx';
import { InfoRow } from './InfoRow.tsx';
import { parts } from './parts.tsx';
import { useDebouncedTap } from './useDebouncedTap.ts';
import type { ViewContext } from './ViewContext.ts';
import { field, paramsOf, shown } from './fields.ts';
import type { ViewList, ViewRow, ViewSection } from './viewProps.ts';

function useFormat(): FormatContext {
  const { t, i18n } = useTranslation();
  return { t, language: displayLocale(i18n.language || 'en') };
}

function Row({ row, item, view }: { row: ViewRow; item: unknown; view: ViewContext }) {
  const c = useFormat();
  const values = (Array.isArray(row.value) ? row.value : row.value === undefined ? [] : [row.value]).map((name) =>
    formatValue(field(item, name), row.format, c),
  );
  const open = row.to
    ? () => {
        if (row.needs !== undefined && !field(item, row.needs)) view.warn(row.needsText ?? 'systemInfo.notLinked');
        else view.actions.follow(row.to!, paramsOf(item, row.params));
      }
    : undefined;
  return (
    <InfoRow
      label={c.t(row.label)}
      onOpen={open}
      icon={row.icon ? formatValue(field(item, row.icon.value), row.icon.format, c) : undefined}
      testId={row.testId}
    >
      {values.map((v, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : ''}
          {v}
        </Fragment>
      ))}
      {row.note !== undefined ? (
        <span className="block text-sm text-slate-700">{formatValue(field(item, row.note), 'text', c)}</span>
      ) : null}
    </InfoRow>
  );
}

function Rows({ rows, item, view }: { rows: readonly ViewRow[]; item: unknown; view: ViewContext }) {
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {rows
        .filter((r) => shown(item, r))
        .map((r) => (
          <Row key={r.label} row={r} item={item} view={view} />
        ))}
    </ul>
  );
}

function List({ list, view }: { list: ViewList; view: ViewContext }) {
  const c = useFormat();
  const tap = useDebouncedTap((serial) => view.submit(serial));
  const items = field(view.data, list.items);
  if (!Array.isArray(items) || items.length === 0)
    return list.emptyText ? <p className="my-4 text-base text-slate-800">{c.t(list.emptyText)}</p> : null;
  return (
    <ul aria-label={c.t(list.label)} className="my-3 flex flex-col gap-3" data-testid={list.testId}>
      {items.map((item, i) => {
        const title = list.title !== undefined ? formatValue(field(item, list.title), list.titleFormat, c) : null;
        const body = (
          <>
            {title !== null ? <span className="block text-lg font-bold text-slate-900">{title}</span> : null}
            {list.rows?.length ? (
              <dl className="mt-1 flex flex-col gap-1">
                {list.rows
                  .filter((r) => shown(item, r))
                  .map((r) => (
                    <div key={r.label} className="flex flex-wrap gap-x-2">
                      <dt className="text-sm font-semibold text-slate-700">{c.t(r.label)}</dt>
                      <dd className="text-base text-slate-900">
                        {formatValue(field(item, String(r.value)), r.format, c)}
                      </dd>
                    </div>
                  ))}
              </dl>
            ) : null}
          </>
        );
        const open = list.to
          ? () => view.actions.follow(list.to!, paramsOf(item, list.params))
          : list.submit
            ? () => tap(String(field(item, list.submit!)))
            : undefined;
        const card = 'rounded-lg border-2 bg-white px-4 py-3 text-left';
        return (
          <li key={i}>
            {open ? (
              <button
                type="button"
                onClick={open}
                disabled={view.actions.busy}
                className={`flex min-h-12 w-full items-center gap-3 ${card} border-slate-400 hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:opacity-60`}
              >
                <span className="min-w-0 flex-1">{body}</span>
                <span aria-hidden className="text-2xl text-brand-800">
                  ›
                </span>
              </button>
            ) : (
              <div className={`${card} border-slate-300`}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A text's placeholders from fields; a field holding words ({ key, values }) is put in the UI's language. */
function wordsOf(data: unknown, values: Record<string, string> | undefined, c: FormatContext): Record<string, unknown> {
  const out: Record<string, unknown> = paramsOf(data, values);
  for (const [name, from] of Object.entries(values ?? {})) {
    const v = field(data, from);
    if (v !== null && typeof v === 'object' && typeof (v as { key?: unknown }).key === 'string')
      out[name] = formatValue(v, 'text', c);
  }
  return out;
}

const TONE = {
  plain: 'text-slate-800',
  success: 'font-semibold text-green-800',
  strong: 'font-semibold text-slate-900',
  warning: '',
  error: '',
} as const;

export function Sections({ sections, view }: { sections: readonly ViewSection[]; view: ViewContext }) {
  const c = useFormat();
  return (
    <>
      {sections
        .filter((s) => shown(view.data, s))
        .map((s, i) => {
          if ('rows' in s) return <Rows key={i} rows={s.rows} item={view.data} view={view} />;
          if ('list' in s) return <List key={i} list={s.list} view={view} />;
          if ('heading' in s)
            return (
              <h2 key={i} className="mt-4 mb-2 text-lg font-bold break-words text-slate-900" data-testid={s.testId}>
                {c.t(s.heading, wordsOf(view.data, s.values, c))}
              </h2>
            );
          if ('text' in s) {
            const words = c.t(s.text, wordsOf(view.data, s.values, c));
            if (s.tone === 'warning' || s.tone === 'error')
              return (
                <Alert key={i} tone={s.tone}>
                  {words}
                </Alert>
              );
            return (
              <p key={i} className={`my-4 text-base ${TONE[s.tone ?? 'plain']}`} data-testid={s.testId}>
                {s.tone === 'success' ? <span aria-hidden>✔ </span> : null}
                {words}
              </p>
            );
          }
          const Part = parts[s.part];
          return <Part key={i} view={view} props={s.props ?? {}} />;
        })}
    </>
  );
}
