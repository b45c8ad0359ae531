// The menu drawer: Homepage, contact, info centre, About and, when logged in, Logout.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { ShellLink } from '../engine/types.ts';
import { CloseIcon } from './icons.tsx';

export function Drawer({
  open,
  onClose,
  links,
  loggedIn,
  onNavigate,
  onLogout,
}: {
  open: boolean;
  onClose(): void;
  links: readonly ShellLink[];
  loggedIn: boolean;
  onNavigate(path: string): void;
  onLogout(): void;
}) {
  const { t } = useTranslation();
  const item =
    'flex min-h-12 w-full items-center rounded-lg px-4 text-left text-lg font-semibold text-slate-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400';
  return (
    <Dialog open={open} onClose={onClose} className="relative z-30">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <DialogPanel className="safe-area-sheet fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-1 bg-white p-3 shadow-xl">
        <div className="mb-2 flex items-center justify-between">
          <DialogTitle className="px-2 text-xl font-bold">{t('shell.menu')}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="flex h-12 w-12 items-center justify-center rounded-lg"
            aria-label={t('shell.closeMenu')}
          >
            <CloseIcon />
          </button>
        </div>
        <nav className="flex flex-col gap-1">
          {links
            .filter((l) => !l.loggedInOnly || loggedIn)
            .map((link) =>
              link.href ? (
                <a key={link.text} href={link.href} className={item} target="_blank" rel="noopener noreferrer">
                  {t(link.text)}
                </a>
              ) : (
                <button
                  key={link.text}
                  type="button"
                  className={item}
                  onClick={() => (link.action === 'logout' ? onLogout() : link.to && onNavigate(link.to))}
                >
                  {t(link.text)}
                </button>
              ),
            )}
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
