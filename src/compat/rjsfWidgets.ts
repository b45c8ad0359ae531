// Stands in for @rjsf/core's widgets index (src/engine/appAliases.ts): the widgets a form can
// reach. rjsf's date, time, colour, file, range and rating widgets are left out, and its password
// widget gives way to the app's own (src/forms/registries.ts); the content checker refuses a
// `ui:widget` the app does not carry (src/engine/checks/formParts.ts).
import type { RegistryWidgetsType } from '@rjsf/utils';
import CheckboxesWidget from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';

export default function widgets(): RegistryWidgetsType {
  return { CheckboxesWidget, CheckboxWidget, EmailWidget, HiddenWidget, RadioWidget, SelectWidget, TextareaWidget, TextWidget, UpDownWidget, URLWidget } as RegistryWidgetsType;
}
