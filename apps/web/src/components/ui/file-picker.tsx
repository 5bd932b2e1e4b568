import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { FileText, ImagePlus, Upload, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { AVATAR_FALLBACKS, type AvatarFallback } from './avatar';
import { FieldShell } from './field-shell';
import { describedBy } from './field-styles';
import { SafeImage } from './safe-image';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface FilePickerProps {
  label: string;
  /** The chosen file, or null; while null the native input is kept empty too. */
  file: File | null;
  /** The picked file (null when the parent removes it); checking it is the caller's job. */
  onFileChange: (file: File | null) => void;
  /** The `accept` list, e.g. `image/jpeg,image/png,image/webp` or `image/*`. */
  accept: string;
  /**
   * 'photo': the preview is the photo, or the stored one (`currentSrc`), or the fallback
   * picture; 'document': an image shows as a thumbnail, anything else (a PDF) as a document tile.
   */
  kind?: 'photo' | 'document';
  /** The photo already stored, shown until a new file is chosen ('photo' pickers). */
  currentSrc?: string | null;
  /** The picture shown when there is no photo ('photo' pickers; default the person). */
  fallback?: AvatarFallback;
  /** The button's words; default 'Choose photo' or 'Choose file'. */
  chooseLabel?: string;
  id?: string;
  name?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** Extra controls after the picker (e.g. an Upload Photo button). */
  children?: ReactNode;
  className?: string;
  /** The native file input (the control a form focuses). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A size in bytes as a parent reads it: '820 bytes', '24 KB', '1.4 MB'.
 * @param bytes a file's size in bytes
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Shows an image file in an <img>: an object URL set on the element, revoked when the file
 * changes or the picker goes.
 */
function useImagePreview(file: File | null) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!file || !image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return ref;
}

const TILE = 'size-16 shrink-0 rounded-2xl ring-1 ring-ink-900/10';

/**
 * The one file picker of the app (issue 9): a labelled native file input drawn as a "Choose …"
 * button, the chosen file's name and size beside it (never the browser's cut-off "No fil…hosen"
 * on a phone), a preview — the photo, or a document tile for a PDF — and a Remove button. The
 * native input stays the control: it takes focus (the button shows the app's focus ring), opens
 * the system picker with Enter or Space, and is named by the label and described by the file
 * name, the hint and the error.
 */
export function FilePicker({
  label,
  file,
  onFileChange,
  accept,
  kind = 'document',
  currentSrc,
  fallback = 'person',
  chooseLabel,
  id,
  name,
  hint,
  error,
  disabled = false,
  children,
  className,
  ref,
}: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewRef = useImagePreview(file);

  // Without a chosen file the native input holds none either: after a reset, a removal, and
  // when the caller refused the picked file (its error then says why).
  useEffect(() => {
    if (!file && inputRef.current?.value) inputRef.current.value = '';
  });
  const { t } = useTranslation(commonCatalogue);

  const buttonText =
    chooseLabel ?? (kind === 'photo' ? t('file.choosePhoto') : t('file.chooseFile'));
  let preview: ReactNode;
  if (file?.type.startsWith('image/')) {
    preview = <img ref={previewRef} alt="" className={cn(TILE, 'bg-brand-50 object-cover')} />;
  } else if (file) {
    preview = (
      <span
        className={cn(
          TILE,
          'flex flex-col items-center justify-center gap-0.5 bg-brand-50 text-brand-800',
        )}
      >
        <FileText aria-hidden="true" className="size-6" />
        <span className="text-[0.6875rem] font-bold uppercase">
          {file.name.includes('.') ? file.name.split('.').pop()?.slice(0, 4) : t('file.tile')}
        </span>
      </span>
    );
  } else if (kind === 'photo') {
    preview = (
      <SafeImage
        src={currentSrc}
        fallbackSrc={AVATAR_FALLBACKS[fallback]}
        alt=""
        className={cn(TILE, 'bg-brand-50 object-cover')}
      />
    );
  } else {
    preview = (
      <span
        className={cn(
          TILE,
          'flex items-center justify-center border-2 border-dashed border-ink-400 text-ink-600 ring-0',
        )}
      >
        <Upload aria-hidden="true" className="size-6" />
      </span>
    );
  }

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => {
        const chosenId = `${control.id}-chosen`;
        return (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <span aria-hidden="true" className="contents">
              {preview}
            </span>
            <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={cn(
                    'relative inline-flex min-h-11 items-center gap-2 rounded-xl bg-surface px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                    disabled ? 'opacity-60' : 'hover:bg-brand-50',
                    error && 'ring-danger-700',
                  )}
                >
                  <ImagePlus aria-hidden="true" className="size-4" />
                  {buttonText}
                  <input
                    ref={(element) => {
                      inputRef.current = element;
                      if (typeof ref === 'function') ref(element);
                      else if (ref) ref.current = element;
                    }}
                    {...control}
                    aria-describedby={describedBy(chosenId, control['aria-describedby'])}
                    name={name}
                    type="file"
                    accept={accept}
                    disabled={disabled}
                    onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
                    className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                  />
                </span>
                {file && !disabled && (
                  <button
                    type="button"
                    onClick={() => onFileChange(null)}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-ink-700 hover:bg-ink-900/5"
                  >
                    <X aria-hidden="true" className="size-4" />
                    {t('file.remove')}
                    <span className="sr-only"> {file.name}</span>
                  </button>
                )}
                {children}
              </div>
              <p id={chosenId} className="min-w-0 text-sm break-all text-ink-700">
                {file ? (
                  <>
                    <span className="font-semibold text-ink-900">{file.name}</span>
                    <span className="text-ink-600"> · {formatFileSize(file.size)}</span>
                  </>
                ) : (
                  <span className="text-ink-600">{t('file.none')}</span>
                )}
              </p>
            </div>
          </div>
        );
      }}
    </FieldShell>
  );
}
