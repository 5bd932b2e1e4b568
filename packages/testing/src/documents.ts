import { createDeflate } from 'node:zlib';

/**
 * A real one-page PDF (catalog, page tree, page, content stream, font, cross-reference table
 * with exact byte offsets), written out by hand so tests need no PDF library: pdf.js reads
 * it and draws `text` and a blue square on an A4-ish page.
 * @param text Latin-1 text printed on the page (no parentheses or backslashes)
 */
export function pdfDocument(text = 'Certificate of Swimming'): Buffer {
  const content = `BT /F1 28 Tf 60 700 Td (${text}) Tj ET 0 0 1 rg 60 120 200 200 re f`;
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ].map((body) => Buffer.from(body, 'latin1')),
  );
}

/** A PDF of the given objects (their bodies, numbered from 1) with a correct xref table. */
function pdfOf(objects: Buffer[]): Buffer {
  const header = Buffer.from('%PDF-1.4\n', 'latin1');
  const parts: Buffer[] = [header];
  let length = header.length;
  const offsets = objects.map((body, index) => {
    const offset = length;
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(object);
    length += object.length;
    return offset;
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
        offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A "deflate bomb": a valid one-page PDF whose content stream is a few hundred kilobytes of
 * Flate data that inflates to `megabytes` MB of spaces. Made by streaming, so building it
 * never holds the inflated bytes.
 */
export async function deflateBombPdf(megabytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < megabytes; written += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const stream = Buffer.concat(compressed);
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ]);
}
