/** A File of `size` bytes with the given type (the browser's `type`, not checked bytes). */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** The text fields of a multipart body recorded by mockApi, as a plain object (files by name). */
export function formFields(body: unknown): Record<string, string> {
  if (!(body instanceof FormData)) throw new Error('expected a FormData body');
  const fields: Record<string, string> = {};
  for (const [key, value] of body.entries()) {
    fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
  }
  return fields;
}
