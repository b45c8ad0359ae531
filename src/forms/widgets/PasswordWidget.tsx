// rjsf's password widget with a "Show" toggle beside it (sign-up, reset), like the login screen's.
import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { useState } from 'react';
import { RevealToggle } from '../../ui/RevealToggle.tsx';

export { samePasswords as formCheck } from './passwordRules.ts'; // L-09, L-11: the form's two passwords match

export default function PasswordWidget(props: WidgetProps) {
  const [shown, setShown] = useState(false);
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return (
    <div className="flex gap-2">
      <div className="min-w-0 flex-1">
        <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      </div>
      <RevealToggle shown={shown} onToggle={() => setShown((s) => !s)} controls={props.id} />
    </div>
  );
}
