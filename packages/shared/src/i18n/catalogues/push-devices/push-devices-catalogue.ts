import { PUSH_MESSAGES } from '../../../schemas/push.js';
import { defineCatalogue, specTexts } from '../../catalogue.js';
import screens from './en.json' with { type: 'json' };

/** PUSH_MESSAGES' plain texts (its functions are the server's pushes, the push area's). */
const {
  added: _added,
  summaryBody: _summaryBody,
  messageTitle: _messageTitle,
  callTitle: _callTitle,
  kinds,
  channels,
  ...texts
} = PUSH_MESSAGES;

/**
 * Settings' push card's catalogue (issue 28, decision 074): turning push on for this device, the
 * parent's devices, and what reaches them per kind and channel with quiet hours (issue 25). A
 * lazy part of Settings loads it with the card. English: PUSH_MESSAGES' own texts (`specTexts`,
 * decision 079), the card's other texts en.json's; Spanish is a careful translation (its
 * `meta.source`).
 */
export const pushDevicesCatalogue = defineCatalogue(
  'pushDevices',
  {
    ...specTexts(
      { push: texts, kinds, channels },
      {
        push: [
          'cardTitle',
          'intro',
          'turnOn',
          'turningOn',
          'thisDevice',
          'remove',
          'noDevices',
          'unsupported',
          'denied',
          'notConfigured',
          'preferencesTitle',
          'quietHours',
          'quietHoursHint',
          'quietFrom',
          'quietUntil',
          'save',
          'saved',
        ],
        kinds: ['messages', 'requests', 'reminders', 'calls'],
        channels: ['inApp', 'push'],
      },
    ),
    ...screens,
  },
  { es: () => import('./es.json', { with: { type: 'json' } }) },
);
