// A photo problem in words on the screen: what happened, and what to do (photoProblems.ts).
import { useTranslation } from 'react-i18next';
import { PHOTO_PROBLEM_WORDS, type PhotoProblem } from '../../photos/photoProblems.ts';
import { Alert } from '../../ui/Alert.tsx';

export function PhotoProblemAlert({ problem }: { problem: PhotoProblem }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p className="font-semibold">{t(PHOTO_PROBLEM_WORDS[problem].what)}</p>
      <p className="mt-1">{t(PHOTO_PROBLEM_WORDS[problem].todo)}</p>
    </Alert>
  );
}
