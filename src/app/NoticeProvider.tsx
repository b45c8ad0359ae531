// Hands the one-shot notice meant for the route now shown, and how to tell a failure's cause, to the
// screen's Page (src/ui stays stateless).
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { navigation } from '../state/navigation.ts';
import { failureCauseOf } from '../api/failureKinds.ts';
import { FailureCauseContext } from '../ui/FailureAlert.tsx';
import { NoticeContext } from '../ui/Page.tsx';

export function NoticeProvider({ children }: { children: ReactNode }) {
  const nav = useSnapshot(navigation);
  const notice = nav.notice && nav.noticePath === nav.current.split('?')[0] ? nav.notice : null;
  return (
    <NoticeContext.Provider value={notice}>
      <FailureCauseContext.Provider value={failureCauseOf}>{children}</FailureCauseContext.Provider>
    </NoticeContext.Provider>
  );
}
