import { defineCatalogue } from '../../catalogue.js';
import english from './en.json' with { type: 'json' };

/**
 * The milestones area's catalogue (issue 28, decision 074): the panels of a kid's Achievements
 * — milestones (list, forms, progress), the AI suggestions panel, the certificates (uploader,
 * camera, gallery) and the premium card — and the shared schemas' texts of milestones and
 * certificates, which the server answers in the request's language. English is the spec's
 * text exactly (`milestones.<name>` is MILESTONE_MESSAGES', `certificates.<name>`
 * CERTIFICATE_MESSAGES' words; a test keeps them so); Spanish is a careful translation. The
 * offline catalogue of suggestions is the checklists area's.
 */
export const milestonesCatalogue = defineCatalogue('milestones', english, {
  es: () => import('./es.json', { with: { type: 'json' } }),
});
