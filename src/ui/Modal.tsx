// A modal dialog (Headless UI): focus is trapped inside, Escape closes it, the title names it.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/50" aria-hidden />
      <div className="safe-area-sheet fixed inset-0 flex items-end justify-center p-3 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-5 shadow-xl" data-testid="modal">
          <DialogTitle className="mb-3 text-xl font-bold">{title}</DialogTitle>
          {children}
          <div className="mt-5 flex flex-col gap-3">{actions}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
