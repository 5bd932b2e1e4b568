import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { placeLabel, placesCatalogue, type Place } from '@nestling/shared';
import { FieldShell } from '@/components/ui/field-shell';
import { inputClasses } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';
import { usePlaceSearch } from '../api/home-area-api';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface PlaceComboboxProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The place chosen, or null while none is. */
  value: Place | null;
  /** A place chosen from the list, or null when the text no longer names the chosen one. */
  onChange: (place: Place | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The text shown before anything is typed (the current area's name). */
  initialText?: string;
}

/** How long typing rests before the places are asked for, in ms. */
const TYPING_PAUSE_MS = 200;

/**
 * The home area's typeahead (issue 30): an ARIA 1.2 combobox (`role="combobox"` with a
 * `listbox` popup, `aria-activedescendant`; ArrowDown/ArrowUp move, Enter chooses, Escape
 * closes) over GET /api/places. Only a place from the list is a value: free text is never one
 * (`onChange(null)` as soon as the text changes).
 */
export function PlaceCombobox({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  disabled,
  initialText = '',
}: PlaceComboboxProps) {
  const [text, setText] = useState(value ? placeLabel(value) : initialText);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  // A place set from outside ("Use my location") shows its name, as one chosen from the list.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setText(placeLabel(value));
  }
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const places = usePlaceSearch(open ? typed : '');
  const options = places.data ?? [];
  const expanded = open && typed.trim().length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { t } = useTranslation(placesCatalogue);

  function choose(place: Place) {
    onChange(place);
    setText(placeLabel(place));
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
            placeholder={t('places.homeAreaPlaceholder')}
            className={inputClasses(Boolean(error))}
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              if (value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-ink-900/10 bg-surface py-1 shadow-lg"
          >
            {options.map((place, index) => (
              <li
                key={place.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'cursor-pointer px-3.5 py-2 text-ink-900',
                  index === active && 'bg-brand-100 text-brand-900',
                )}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {placeLabel(place)}
              </li>
            ))}
            {expanded && options.length === 0 && (
              <li role="presentation" className="px-3.5 py-2 text-ink-600">
                {places.isFetching ? t('places.searching') : t('places.noMatches')}
              </li>
            )}
          </ul>
        </div>
      )}
    </FieldShell>
  );
}
