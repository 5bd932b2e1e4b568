import { createContext, useContext } from 'react';

/**
 * How a shared component (a field's error line) says a shared constant's English text — a
 * schema's message — in the app's language: the screen's layout provides its area's `localize`
 * (`useTranslation(catalogue).localize`); elsewhere the text stays as it is (issue 28, decision
 * 074). A context, so the components every area shares carry no catalogue and no Lingui.
 */
export const LocalizeContext = createContext<(text: string) => string>((text) => text);

/** The nearest {@link LocalizeContext}'s `localize` (the text unchanged without one). */
export function useLocalize(): (text: string) => string {
  return useContext(LocalizeContext);
}

/**
 * A localized template with its `{name}` placeholders filled (`localize` answers a message with
 * arguments as the language's template, decision 074).
 * @param template e.g. `'Elegir {field} en un calendario'`
 * @param values each placeholder's text, by name; a placeholder without one stays as written
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
