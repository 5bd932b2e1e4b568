import type { StatusTone } from '@/components/ui';

/**
 * The tone of a calendar status text: green when it contains the success mark ✅, red
 * otherwise (spec §2.13 "green when the message contains the success mark, red otherwise").
 * @param text the status text as shown
 */
export function calendarStatusTone(text: string): Extract<StatusTone, 'success' | 'error'> {
  return text.includes('✅') ? 'success' : 'error';
}
