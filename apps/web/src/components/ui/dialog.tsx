import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLocalize } from '@/lib/i18n/localize-context';

export interface DialogProps {
  /** Whether the dialog is shown (as a modal: the page behind is inert). */
  open: boolean;
  /** Called when the parent asks to close it: Escape, the close button or a click outside. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'sm' for a picker (a calendar), 'md' (the default) for forms, 'lg' for a video call. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * The close button's name in English (the common catalogue's `action.close`), said in the app's
 * language through LocalizeContext: a date field's picker dialog is on the account screens'
 * first load, which carries no common catalogue (issue 28).
 */
const CLOSE_TEXT = 'Close';

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and stays there, Escape
 * closes it, focus returns to where it was, and it is named by its title.
 */
export function Dialog({ open, onClose, title, children, size = 'md', className }: DialogProps) {
  const localize = useLocalize();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  /** The latest `open`, read by the native close handler. */
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        openRef.current = false;
        if (dialog.open) dialog.close();
        previous?.focus();
      };
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onClick = (event: MouseEvent) => {
      // A click on the backdrop lands on the dialog element itself.
      if (event.target === dialog) onCloseRef.current();
    };
    // The browser may still close the dialog itself (a second Escape): keep the state in step.
    // The event comes later than close(): ignore it when `open` is already false, or when the
    // dialog was shown again meanwhile (StrictMode's effect replay).
    const onNativeClose = () => {
      if (openRef.current && !dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-3xl bg-surface p-0 text-ink-900 shadow-card',
        { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }[size],
        'backdrop:bg-scrim/50',
        className,
      )}
    >
      {open && (
        <div className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-ink-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={localize(CLOSE_TEXT)}
              className="-mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-xl text-2xl leading-none text-ink-600 hover:bg-ink-900/5 hover:text-ink-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
