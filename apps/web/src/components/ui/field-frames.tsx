import type { ReactNode } from 'react';
import { CalendarDays, ImagePlus, Upload } from 'lucide-react';
import { FieldShell } from './field-shell';
import { DATE_FIELD_HINT, DATE_FIELD_PLACEHOLDER } from './date-field-hint';
import { inputClasses } from './field-styles';
import { commonCatalogue } from '@nestling/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocalize } from '@/lib/i18n/localize-context';

/**
 * A DateField's place while the form holding it loads (decision 055): the same label, box,
 * picker icon and hint, disabled — nothing moves when the field arrives — without the field's
 * code (the parsing, the picker dialog).
 */
export function DateFieldFrame({ label, value }: { label: string; value: string }) {
  const localize = useLocalize();
  return (
    <PickerFieldFrame
      label={label}
      hint={localize(DATE_FIELD_HINT)}
      placeholder={localize(DATE_FIELD_PLACEHOLDER)}
      value={value}
      icon={<CalendarDays aria-hidden="true" className="size-5" />}
    />
  );
}

/** A text box with a picker icon at its end, disabled: the frames of the date fields. */
export function PickerFieldFrame({
  label,
  hint,
  placeholder,
  value,
  icon,
}: {
  label: string;
  hint: ReactNode;
  placeholder?: string;
  value?: string;
  icon: ReactNode;
}) {
  return (
    <FieldShell label={label} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            disabled
            readOnly
            placeholder={placeholder}
            value={value}
            className={inputClasses(false, 'pr-14 tabular-nums')}
          />
          <span className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-ink-500">
            {icon}
          </span>
        </div>
      )}
    </FieldShell>
  );
}

/**
 * A FilePicker (a document, none chosen yet) while its form loads (decision 055): the dashed
 * tile, the disabled "Choose file" button, "No file chosen" and the hint, in the picker's layout.
 */
export function FilePickerFrame({ label, hint }: { label: string; hint: string }) {
  const { t } = useTranslation(commonCatalogue);
  return (
    <FieldShell label={label} hint={hint}>
      {() => (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl border-2 border-dashed border-ink-400 text-ink-600">
            <Upload aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="relative inline-flex min-h-11 items-center gap-2 rounded-xl bg-surface px-4 text-sm font-semibold text-brand-800 opacity-60 ring-1 ring-brand-200 ring-inset">
                <ImagePlus aria-hidden="true" className="size-4" />
                {t('file.chooseFile')}
              </span>
            </div>
            <p className="min-w-0 text-sm break-all text-ink-700">
              <span className="text-ink-600">{t('file.none')}</span>
            </p>
          </div>
        </div>
      )}
    </FieldShell>
  );
}
