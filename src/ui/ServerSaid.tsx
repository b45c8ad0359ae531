// J-13: the server's own words under a failure's class wording, so an installer can read them to
// support. Always text (React escapes it), never markup; already cut short by src/api/failure.ts.
import { useTranslation } from 'react-i18next';

export function ServerSaid({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <p className="mt-1 text-sm break-words" data-part="server-said">
      {t('problem.serverSaid', { text })}
    </p>
  );
}
