// Stock SurveyJS (survey-core's model, survey-react-ui's Survey, its default theme), as its documentation
// shows: the model made once per page, the survey JSON from src/surveys.ts.
import 'survey-core/survey-core.css';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formName } from './forms.ts';
import { surveys } from './surveys.ts';

function App() {
  const [survey] = useState(() => new Model(surveys[formName]));
  return <Survey model={survey} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
