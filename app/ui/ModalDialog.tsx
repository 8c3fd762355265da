import { X } from 'lucide';
import { useEffect, useRef, type ReactNode } from 'react';
import { NodeIcon } from './NodeIcon';

/**
 * A native modal <dialog>, open while it is mounted: Escape calls `onClose`, and when it goes the
 * focus returns to where it was (the button or field that opened it). Named by `label` or by the
 * element `labelledBy` names. The command palette and the embed dialog use it.
 */
export function ModalDialog({
  label,
  labelledBy,
  onClose,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  /** Its place and width. */
  className: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={label}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${className}`}
    >
      {children}
    </dialog>
  );
}

/** The × that closes a ModalDialog, named by `label` ('Close search'). */
export function DialogCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClose}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <NodeIcon node={X} size={18} />
    </button>
  );
}
