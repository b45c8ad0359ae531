// A textarea typed into before the app took the page over keeps what was typed, even when React renders the
// form, sets the textarea back as it hydrates it, throws that render away (something below suspended) and
// renders again (src/app/typedTextareas.ts).
import { act, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useTypedTextareas } from '../../src/app/typedTextareas.ts';

function frameWithTypedComment(): HTMLTextAreaElement {
  const root = document.createElement('div');
  root.id = 'form-nps';
  const box = document.createElement('textarea');
  box.defaultValue = 'Quick';
  box.value = 'Quick to set up'; // typed into the frame
  root.append(box);
  document.body.append(root);
  return box;
}

describe('a textarea typed into before the app took over', () => {
  it('keeps the typed text when the first render is thrown away after React set the textarea back', async () => {
    const box = frameWithTypedComment();
    let arrive: () => void = () => undefined;
    const words = new Promise<void>((resolve) => (arrive = resolve));
    let ready = false;
    void words.then(() => (ready = true));
    function Form({ children }: { children: ReactNode }) {
      useTypedTextareas('form-nps');
      return <>{children}</>;
    }
    function BelowTheComment() {
      box.value = box.defaultValue; // as React's hydration of the textarea does, in the render it throws away
      if (!ready) throw words; // a word group still loading
      return null;
    }
    render(
      <Suspense fallback={null}>
        <Form>
          <BelowTheComment />
        </Form>
      </Suspense>,
    );
    await act(async () => {
      arrive();
      await words;
    });
    expect(box.value).toBe('Quick to set up');
  });
});
