// Words that arrive while a screen is open (the rest of the words, a word group, loaded when the phone
// is idle) re-render it with a new t, but the handler callback screens start their work with stays
// the same: a screen that runs a handler on arrival does not run it again. A software update task was
// sent a second time, and aborted, when the troubleshooting words arrived during the update.
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHandler } from '../../src/app/useHandler.ts';
import { initI18n } from '../../src/i18n.ts';
import { renderScreen, testStep } from '../support/renderScreen.tsx';

let starts = 0;
function StartsOnArrival() {
  const run = useHandler();
  const { t } = useTranslation();
  useEffect(() => {
    starts += 1; // where a screen would call run(...)
  }, [run]);
  return <p>{t('later.words', { defaultValue: 'not yet' })}</p>;
}

beforeAll(() => initI18n('en')); // the app's set-up: a screen re-renders when words are added

describe('a handler callback across words arriving', () => {
  it('stays the same when words arrive, while the screen shows the new words', async () => {
    renderScreen(StartsOnArrival, testStep({ path: '/somewhere', screen: 'info' }));
    expect(await screen.findByText('not yet')).toBeInTheDocument();
    const before = starts;
    act(() => i18next.addResourceBundle('en', 'translation', { later: { words: 'arrived' } }, true, true));
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    expect(starts).toBe(before);
  });
});
