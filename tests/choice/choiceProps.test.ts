// @vitest-environment node
// The choice kind's props are described by content/schemas/kinds/choice.schema.json: every choice
// step in flows/ matches it, the mistakes an editor makes do not, the readers it names are the ones
// src/handlers/choices registers, and an option's `when:` must name a registered condition.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { choiceReaderNames } from '../../src/handlers/choices/names.ts';
import { compileContent } from '../../src/checker/loadContent.ts';
import { type Registry } from '../../src/checker/types.ts';
import { registry as code } from '../../src/registry.ts';
import { problemsAfterEdit } from '../support/editedFlows.ts';
import { kindPropsErrors } from '../support/kindPropsErrors.ts';

const root = join(__dirname, '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'content/schemas/kinds/choice.schema.json'), 'utf8')) as {
  properties: { current: { enum: string[] } };
};
const { flows } = compileContent(root, code);
const choiceSteps = (flows?.steps ?? []).filter((s) => s.screen === 'choice');

const errorsOf = kindPropsErrors('choice');
const option = { value: 'demandBased', text: 'delivery.choice.demandBased' };

describe('choice props schema', () => {
  it('accepts the props of every choice step in flows/', () => {
    expect(choiceSteps.map((s) => s.path)).toEqual([
      '/commission/12/:index',
      '/commission/17',
      '/commission/ct-rating',
    ]);
    for (const step of choiceSteps)
      expect({ path: step.path, errors: errorsOf(step.props) }).toEqual({ path: step.path, errors: [] });
  });

  it.each([
    ['no options', {}, " must have required property 'options'"],
    ['an empty list of options', { options: [] }, '/options must NOT have fewer than 1 items'],
    ['an option without words', { options: [{ value: 'x' }] }, "/options/0 must have required property 'text'"],
    [
      'words that are not a locale key',
      { options: [{ value: 'x', text: 'Demand-based delivery' }] },
      '/options/0/text must match pattern "^[a-z]\\w*(\\.\\w+)+$"',
    ],
    ['a misspelt mode', { mode: 'taps', options: [option] }, '/mode must be equal to one of the allowed values'],
    [
      'an unknown reader',
      { current: 'deliveryMethods', options: [option] },
      '/current must be equal to one of the allowed values',
    ],
    [
      'a misspelt key',
      { options: [{ ...option, helpText: 'delivery.choiceHelp.demandBased' }] },
      '/options/0 must NOT have additional properties',
    ],
    [
      'an image from elsewhere',
      { options: [{ ...option, image: 'https://example.com/ct.png' }] },
      '/options/0/image must match pattern "^/[A-Za-z0-9_./-]+\\.(svg|png|webp|jpg)$"',
    ],
  ])('refuses %s', (_, props, error) => {
    expect(errorsOf(props)).toContain(error);
  });

  it('names exactly the readers src/handlers/choices registers', () => {
    expect([...schema.properties.current.enum].sort()).toEqual([...choiceReaderNames].sort());
  });
});

describe('conditions in choice props', () => {
  const registry: Registry = { ...code, forms: ['signUp', 'resetPassword', 'siteAddress', 'specifications'] };
  const problemsAfter = (from: string, to: string, file = 'flows/commission-config.yaml') =>
    problemsAfterEdit(registry, file, from, to).filter((p) => p.includes('condition'));

  it("refuses an option whose `when:` names no condition, with the flow's line and column", () => {
    expect(
      problemsAfter('choiceHelp.demandBased, when: threePhaseUnit', 'choiceHelp.demandBased, when: threePhaseUnits'),
    ).toEqual([
      expect.stringMatching(
        /^flows\/commission-config\.yaml:\d+:\d+: condition 'threePhaseUnits' is not registered; did you mean 'threePhaseUnit'\?$/,
      ),
    ]);
  });

  it("refuses a button whose `when:` reads the job's unit: only a choice's options and notes may (their rules load with the choice screen)", () => {
    expect(
      problemsAfter(
        'to: /commission/10, when: updateNotForced',
        'to: /commission/10, when: twoPhaseUnit',
        'flows/commission-unit.yaml',
      ),
    ).toEqual([
      expect.stringMatching(
        /^flows\/commission-unit\.yaml:\d+:\d+: condition 'twoPhaseUnit' reads the job's unit: only a choice's options and notes may use it \(known here: isCommissioner, .*\)$/,
      ),
    ]);
  });

  it('refuses an autoSubmitWhen that names no condition', () => {
    expect(problemsAfter('autoSubmitWhen: ctRatingAutomatic', 'autoSubmitWhen: ctAutomatic')).toEqual([
      expect.stringMatching(/condition 'ctAutomatic' is not registered/),
    ]);
  });
});
