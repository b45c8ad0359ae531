// Hands the one-shot notice meant for the route now shown to the screen's Page (src/ui stays stateless).
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { navigation } from '../state/navigation.ts';
import { NoticeContext } from '../ui/Page.tsx';

export function NoticeProvider({ children }: { children: ReactNode }) {
  const nav = useSnapshot(navigation);
  const notice = nav.notice && nav.noticePath === nav.current.split('?')[0] ? nav.notice : null;
  return <NoticeContext.Provider value={notice}>{children}</NoticeContext.Provider>;
}
