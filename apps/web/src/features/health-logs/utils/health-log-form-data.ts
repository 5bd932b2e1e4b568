/** The health-log form's values as typed (all text; empty means "not recorded"). */
export interface HealthLogFormValues {
  kidName: string;
  /** Happy, Okay, Sad or '' */
  mood: string;
  /** Hours as typed, e.g. '8.5', or '' */
  sleep: string;
  /** `YYYY-MM-DD` */
  date: string;
  notes: string;
  medicalInfo: string;
  vaccination: string;
}

/**
 * The multipart body of POST /api/health or PATCH /api/health/:id (spec §7.5). Every text
 * field is sent, empty ones as '' (the server stores them as "not recorded", so a correction
 * can also clear a field).
 * @param values the form's values, trimmed here
 * @param options.kidId sent on creation only
 * @param options.document the optional file, sent as the field `document`
 * @param options.removeDocument on correction: drop the stored document
 */
export function healthLogFormData(
  values: HealthLogFormValues,
  options: { kidId?: number; document?: File | null; removeDocument?: boolean } = {},
): FormData {
  const form = new FormData();
  if (options.kidId !== undefined) form.set('kidId', String(options.kidId));
  form.set('kidName', values.kidName.trim());
  form.set('mood', values.mood);
  form.set('sleep', values.sleep.trim());
  form.set('date', values.date);
  form.set('notes', values.notes.trim());
  form.set('medicalInfo', values.medicalInfo.trim());
  form.set('vaccination', values.vaccination.trim());
  if (options.removeDocument) form.set('removeDocument', 'true');
  if (options.document) form.set('document', options.document, options.document.name);
  return form;
}
