// The address field of the siteAddress form (E-03…E-07, H-16). An rjsf *field* rather than a widget,
// because choosing a suggestion must also fill the sibling values latitude, longitude and country
// (E-04), which only a field's path-based onChange can reach. Typing asks the geocoder after 300 ms of
// quiet; suggestions are an accessible listbox; "Use my location" reverse-geocodes the device's
// position, with a distinct message for each problem (E-07). Editing the text after a choice clears
// the coordinates and country, so the country select appears again (E-05, H-16).
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoResult } from '../../handlers/data.ts';
import { useApp } from '../../app/AppContext.tsx';
import {
  GEOCODE_DEBOUNCE_MS,
  formatResult,
  locateAddress,
  searchAddresses,
  toChoice,
  type AddressChoice,
} from '../../handlers/account/geocode.ts';
import { Button } from '../../ui/Button.tsx';
import { growToFit } from './growToFit.ts';

export { countryWithoutCoordinates as formCheck } from './siteAddressRules.ts'; // L-13, E-05

type Message = { tone: 'info' | 'error'; key: string; values?: Record<string, string> } | null;

// H-16, M-21: save waits this long after the address loses focus, so a half-typed address is not saved
export const ADDRESS_BLUR_SAVE_LOCK_MS = 500;

export default function AddressAutocomplete({
  fieldPathId,
  formData,
  onChange,
  disabled,
  readonly,
  required,
  uiSchema,
  rawErrors,
  registry,
}: FieldProps) {
  const { t, i18n } = useTranslation();
  // the field is drawn again on every key: its fixed words are looked up once per language
  const words = useMemo(
    () => ({
      suggestions: t('forms.addressAutocomplete.suggestions'),
      locating: t('forms.addressAutocomplete.locating'),
      useMyLocation: t('forms.addressAutocomplete.useMyLocation'),
    }),
    [t],
  );
  const { api } = useApp();
  const id = fieldPathId.$id;
  const path = fieldPathId.path;
  const sibling = (name: string) => [...path.slice(0, -1), name];
  const text = typeof formData === 'string' ? formData : '';
  const [query, setQuery] = useState<string | null>(null); // set only by typing: a choice asks nothing
  const [results, setResults] = useState<GeoResult[]>([]);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [locating, setLocating] = useState(false);
  const chosen = useRef(text !== ''); // a value we did not see typed may carry coordinates: clear on edit
  const live = useRef<AbortController | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => growToFit(box.current), [text]);
  useEffect(() => {
    const regrow = () => growToFit(box.current); // a turned phone wraps the address anew
    window.addEventListener('resize', regrow);
    return () => window.removeEventListener('resize', regrow);
  }, []);

  useEffect(() => () => live.current?.abort(), []);

  useEffect(() => {
    if (query === null) return;
    // made when the search starts, not on each key: aborting one makes a DOMException with its stack
    let controller: AbortController | undefined;
    const timer = setTimeout(async () => {
      controller = new AbortController();
      live.current?.abort();
      live.current = controller;
      setSearching(true);
      const found = await searchAddresses(api, query, controller.signal, i18n.language);
      if (controller.signal.aborted) return;
      setSearching(false);
      setActive(-1);
      if (found.ok) {
        setResults(found.results);
        setMessage(
          found.results.length === 0 && query.trim().length >= 3
            ? { tone: 'info', key: 'forms.addressAutocomplete.noMatches' }
            : null,
        );
      } else {
        setResults([]);
        setMessage({
          tone: 'error',
          key: 'forms.addressAutocomplete.searchFailed',
          values: { message: t(`problem.${found.failure}.what`) },
        });
      }
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller?.abort();
    };
  }, [api, query, t, i18n.language]);

  const setLocation = (choice: Omit<AddressChoice, 'address'>) => {
    onChange(choice.latitude, sibling('latitude'));
    onChange(choice.longitude, sibling('longitude'));
    onChange(choice.country, sibling('country'));
  };

  const type = (value: string) => {
    onChange(value === '' ? undefined : value, path);
    if (chosen.current) {
      chosen.current = false;
      setLocation({ latitude: null, longitude: null, country: undefined }); // H-16
    }
    setMessage(null);
    setQuery(value);
  };

  const choose = (result: GeoResult) => {
    apply(toChoice(result));
    setMessage({ tone: 'info', key: 'forms.addressAutocomplete.chosen' });
  };

  const apply = (choice: AddressChoice) => {
    onChange(choice.address, path);
    setLocation(choice);
    chosen.current = true;
    setQuery(null);
    setResults([]);
    setActive(-1);
  };

  const locateMe = async () => {
    setLocating(true);
    setMessage(null);
    const found = await locateAddress(api, undefined, i18n.language);
    setLocating(false);
    if (found.kind === 'found') {
      apply(found.choice);
      setMessage({ tone: 'info', key: 'forms.addressAutocomplete.located' });
    } else setMessage({ tone: 'error', key: `forms.addressAutocomplete.${found.kind}` });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (results.length === 0 || active < 0)) {
      e.preventDefault(); // an address is one line: Enter adds no line break (the field only wraps it)
      return;
    }
    if (results.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + results.length) % results.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault(); // choose, do not submit the form
      choose(results[active]);
    } else if (e.key === 'Escape') setResults([]);
  };

  const listId = `${id}__suggestions`;
  const open = results.length > 0;
  const { placeholder, title } = getUiOptions(uiSchema);
  return (
    <div>
      {/* rjsf shows no label around a custom field, so the field names itself */}
      <label htmlFor={id} className="mb-1 block text-base font-semibold text-slate-900">
        {typeof title === 'string' ? title : ''}
        {required ? (
          <span aria-hidden className="text-red-800">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {/* a textarea that grows with its text, so a long address shows whole instead of cut in one line */}
      <textarea
        ref={box}
        id={id}
        rows={1}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={rawErrors && rawErrors.length > 0 ? `${id}__error` : undefined}
        value={text}
        placeholder={typeof placeholder === 'string' ? placeholder : undefined}
        disabled={disabled || readonly}
        onChange={(e) => type(e.target.value.replace(/\s*\n\s*/g, ' '))}
        onKeyDown={onKeyDown}
        onBlur={() =>
          (registry.formContext as { lockSubmit?(ms: number): void } | undefined)?.lockSubmit?.(
            ADDRESS_BLUR_SAVE_LOCK_MS,
          )
        }
        className="block min-h-12 w-full resize-none rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 [field-sizing:content] focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 aria-[invalid=true]:border-red-700"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={words.suggestions}
        hidden={!open}
        className="mt-1 overflow-hidden rounded-lg border-2 border-slate-400 bg-white"
      >
        {results.map((r, i) => (
          <li
            key={`${formatResult(r)}-${i}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault() /* keep focus in the input */}
            onClick={() => choose(r)}
            className={`flex min-h-12 cursor-pointer items-center border-b border-slate-200 px-3 py-2 text-base text-slate-900 last:border-b-0 ${i === active ? 'bg-brand-50 font-semibold' : ''}`}
          >
            {formatResult(r)}
          </li>
        ))}
      </ul>
      {searching ? (
        <p role="status" className="mt-1 text-base text-slate-700">
          {t('forms.addressAutocomplete.searching')}
        </p>
      ) : null}
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`mt-1 text-base ${message.tone === 'error' ? 'font-medium text-red-800' : 'text-slate-700'}`}
        >
          <span aria-hidden>{message.tone === 'error' ? '✖ ' : 'ℹ '}</span>
          {t(message.key, message.values)}
        </p>
      ) : null}
      <div className="mt-2">
        <Button variant="secondary" busy={locating} disabled={disabled || readonly} onClick={() => void locateMe()}>
          {locating ? words.locating : words.useMyLocation}
        </Button>
      </div>
    </div>
  );
}
