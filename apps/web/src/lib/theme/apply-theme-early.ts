/**
 * Applies the remembered colour theme as the app's first module runs, before React renders
 * anything, and keeps it following the system and other tabs (issue 9). Import it first:
 * `app/app.tsx` does, and main.tsx imports the app first. A system in dark mode gets the dark
 * canvas even earlier, from index.css alone.
 */
import { applyTheme, followThemeChanges } from './theme';

applyTheme();
followThemeChanges();
