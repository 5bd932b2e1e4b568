import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell } from './field-shell';
import { SafeImage } from './safe-image';

export interface PhotoFieldProps {
  label: string;
  /** The chosen file, or null; while null the native input is kept empty too. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The `accept` list of the picker, e.g. `image/jpeg,image/png,image/webp` or `image/*`. */
  accept: string;
  /** The photo already stored (shown until a new file is picked). */
  currentSrc?: string | null;
  /** Shown when there is neither a chosen file nor a current photo, or when one is broken. */
  fallbackSrc: string;
  name?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** Extra controls beside the picker (e.g. an Upload Photo button). */
  children?: ReactNode;
  className?: string;
}

/**
 * A labelled photo picker with a round preview of the chosen file (or of the stored photo),
 * its hint and error linked by aria-describedby. Checking the file is the caller's job.
 */
export function PhotoField({
  label,
  file,
  onFileChange,
  accept,
  currentSrc,
  fallbackSrc,
  name,
  hint,
  error,
  disabled = false,
  children,
  className,
}: PhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLImageElement>(null);

  // Without a chosen file the native input shows none either: after a reset, and when the caller
  // refused the picked file (its error then explains why).
  useEffect(() => {
    if (!file && inputRef.current?.value) inputRef.current.value = '';
  });

  // The chosen file's preview: an object URL, revoked when the file changes or the field goes.
  useEffect(() => {
    const image = previewRef.current;
    if (!file || !image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const previewClasses =
    'size-16 shrink-0 rounded-2xl bg-brand-50 object-cover ring-1 ring-ink-900/10';

  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {file ? (
            <img ref={previewRef} alt="" className={previewClasses} />
          ) : (
            <SafeImage
              src={currentSrc}
              fallbackSrc={fallbackSrc}
              alt=""
              className={previewClasses}
            />
          )}
          <div className="flex min-w-0 flex-1 basis-56 flex-wrap items-center gap-3">
            <input
              ref={inputRef}
              {...control}
              name={name}
              type="file"
              accept={accept}
              disabled={disabled}
              onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
              className={cn(
                'block w-full max-w-full min-w-0 text-sm text-ink-700 sm:w-auto',
                'file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:py-2',
                'file:text-sm file:font-semibold file:text-brand-800 file:ring-1 file:ring-brand-200 file:ring-inset hover:file:bg-brand-100',
                'disabled:cursor-not-allowed disabled:opacity-60',
              )}
            />
            {children}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
