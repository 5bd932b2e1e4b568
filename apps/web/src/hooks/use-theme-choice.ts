import { useCallback, useSyncExternalStore } from 'react';
import {
  followThemeChanges,
  readThemeChoice,
  saveThemeChoice,
  type ThemeChoice,
} from '@/lib/theme/theme';

/**
 * The parent's colour-theme choice and its setter (System, Light or Dark), kept in step with
 * other tabs and with the system's scheme.
 * @returns `[choice, setChoice]`; setting remembers the choice and applies it at once
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore<ThemeChoice>(
    followThemeChanges,
    readThemeChoice,
    () => 'system',
  );
  const setChoice = useCallback((next: ThemeChoice) => saveThemeChoice(next), []);
  return [choice, setChoice];
}
