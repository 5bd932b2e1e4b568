import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The calls area's catalogue (issue 28, decision 074): the video call — the call modal and the incoming-call
 * prompt (keys `call.<name>`; the words are en.json's only, CALL_TEXTS keeps the three with a
 * name); loaded with the call UI, not with a screen.
 */
export const callsCatalogue = defineCatalogue('calls', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
