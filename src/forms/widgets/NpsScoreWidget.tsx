// The 0–10 score of /net-promoter-score (G-01): the score in words, a slider with a 48 px thumb on a
// 12 px track, and the eleven numbers as buttons at least 48 px tall, so it can be used with gloves.
// The slider stands at 7 (G-01's default) until a score is picked, but no score is chosen until then:
// the words ask for one and no number is pressed, so SUBMIT never sends a 7 nobody gave.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const SCORES = Array.from({ length: 11 }, (_, i) => i);
const DEFAULT_POSITION = 7; // G-01
const RANGE = [
  'h-12 w-full cursor-pointer appearance-none bg-transparent',
  '[&::-webkit-slider-runnable-track]:h-3 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-slate-300',
  '[&::-webkit-slider-thumb]:-mt-[18px] [&::-webkit-slider-thumb]:h-12 [&::-webkit-slider-thumb]:w-12 [&::-webkit-slider-thumb]:appearance-none',
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-white',
  '[&::-moz-range-track]:h-3 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-slate-300',
  '[&::-moz-range-thumb]:h-12 [&::-moz-range-thumb]:w-12 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-white',
  'focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400',
].join(' ');
// The look of a chosen score follows attributes (data-chosen, aria-pressed), not class names, so that a
// tap on a page drawn from HTML shows at once, before the app has taken it over (src/boot/showChosen.ts;
// each number carries the words for it, data-says).
// The thumb is grey until a score is chosen, in the brand colour after.
const THUMB = [
  '[&::-webkit-slider-thumb]:bg-slate-500 [&::-moz-range-thumb]:bg-slate-500',
  'data-chosen:[&::-webkit-slider-thumb]:bg-brand-700 data-chosen:[&::-moz-range-thumb]:bg-brand-700',
].join(' ');
const WORDS =
  'my-2 block text-lg font-semibold text-slate-800 data-chosen:text-2xl data-chosen:font-bold data-chosen:text-brand-800';
const NUMBER = [
  'min-h-12 rounded-lg border-2 text-lg font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400',
  'border-slate-400 bg-white text-slate-900',
  'aria-pressed:border-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:underline',
].join(' ');

export default function NpsScoreWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const { t } = useTranslation();
  const chosen = typeof value === 'number' && SCORES.includes(value) ? value : null;
  const off = disabled || readonly;
  const chosenMark = chosen === null ? undefined : '';
  return (
    <>
      {/* a number tapped on the page drawn from HTML writes its words here before the app has taken the page
          over (src/boot/showChosen.ts): React is told to leave that text be as it takes it over, not to throw
          the part away (it writes its own words at the next change, the tap it is handed) */}
      <output htmlFor={id} className={WORDS} data-chosen={chosenMark} aria-live="polite" suppressHydrationWarning>
        {chosen === null ? t('forms.npsScore.none') : t('forms.npsScore.value', { value: chosen })}
      </output>
      <input
        id={id}
        type="range"
        min={0}
        max={10}
        step={1}
        value={chosen ?? DEFAULT_POSITION}
        aria-valuetext={chosen === null ? t('forms.npsScore.none') : undefined}
        disabled={off}
        onChange={(e) => onChange(Number(e.target.value))}
        onBlur={() => onBlur(id, chosen)}
        onFocus={() => onFocus(id, chosen)}
        data-chosen={chosenMark}
        className={`${RANGE} ${THUMB}`}
      />
      <div className="flex justify-between text-sm text-slate-700" aria-hidden>
        <span>{t('forms.npsScore.low')}</span>
        <span>{t('forms.npsScore.high')}</span>
      </div>
      <fieldset className="my-4">
        <legend className="mb-2 text-sm text-slate-700">{t('forms.npsScore.pick')}</legend>
        <div className="grid grid-cols-6 gap-2">
          {SCORES.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={n === chosen}
              disabled={off}
              onClick={() => onChange(n)}
              data-chooses={id}
              value={n}
              data-says={t('forms.npsScore.value', { value: n })}
              className={NUMBER}
            >
              {n}
            </button>
          ))}
        </div>
      </fieldset>
    </>
  );
}
