// The handlers behind the choice steps: the CT decision (Y.10, E-45, Z-09, Z-51) and what each
// handler refuses. The screens themselves: tests/choice/choiceScreen.test.tsx.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseCtRating, decideCt } from '../../src/handlers/config/ctStep.ts';
import { chooseDeliveryMethod } from '../../src/handlers/config/delivery.ts';
import { chooseConnectionType } from '../../src/handlers/config/saveConnection.ts';
import { project } from '../../src/state/project.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { initTestI18n } from '../support/renderScreen.tsx';
import { deliveryDraft } from './resetDraft.ts';
import { CT_RATING_EXAMPLES } from '../support/ctRatingExamples.ts';

const ctx = (input?: unknown, params: Record<string, string> = {}) => handlerContext({ input, params });

beforeAll(initTestI18n);
beforeEach(() => deliveryDraft('3P_35A_0001', 'v0.4.6'));

describe('CT rating (Y.10, E-45, Z-09)', () => {
  it.each(CT_RATING_EXAMPLES)('%s in %s: automatic rating %s', (serial, country, rating) => {
    deliveryDraft(serial, 'v0.4.6', country);
    const outcome = decideCt();
    expect(outcome.kind).toBe(rating === null ? 'ctPage' : 'ctAutomatic');
    expect(project.CTRating).toBe(rating);
  });

  it('refuses a rating outside 200, 120, 75', async () => {
    expect(await chooseCtRating(ctx({ choice: '100' }))).toEqual({
      kind: 'failed',
      message: { key: 'ct.errors.choose' },
    });
  });
});

describe('what the choice handlers refuse', () => {
  it('refuses Demand-based delivery for a two-phase unit and no choice at all (E-24)', async () => {
    deliveryDraft('2P_100_0001', 'v0.5.0');
    const choose = { kind: 'failed', message: { key: 'delivery.errors.choose' } };
    expect(await chooseDeliveryMethod(ctx({ choice: 'demandBased' }))).toEqual(choose);
    expect(await chooseDeliveryMethod(ctx({ choice: null }))).toEqual(choose);
    expect(project.solarDeliveryMethod).toBeNull();
  });

  it('refuses No Connection on the first group and a type it does not know (Z-05)', async () => {
    expect(await chooseConnectionType(ctx({ choice: 'none' }, { index: '0' }))).toEqual({
      kind: 'failed',
      message: { key: 'connections.errors.noneAtFirst' },
    });
    expect(await chooseConnectionType(ctx({ choice: 'double' }, { index: '1' }))).toEqual({
      kind: 'failed',
      message: { key: 'connections.errors.chooseType' },
    });
    expect(await chooseConnectionType(ctx({ choice: 'three' }, { index: '5' }))).toEqual({
      kind: 'failed',
      message: { key: 'connections.notFound' },
    });
  });
});
