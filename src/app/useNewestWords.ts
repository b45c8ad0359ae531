// The newest t, for work that ends after words may have arrived (an outcome said when a handler
// answers). Reading it through a ref keeps the callbacks built on it the same when words arrive, so
// screens that start work on arrival do not start it again (a software update task was sent twice,
// and one aborted, when the troubleshooting words arrived during the update).
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export function useNewestWords(): RefObject<TFunction> {
  const { t } = useTranslation();
  const words = useRef<TFunction>(t);
  useLayoutEffect(() => {
    words.current = t;
  }, [t]);
  return words;
}
