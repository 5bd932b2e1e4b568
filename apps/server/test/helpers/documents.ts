/**
 * A real one-page PDF (catalog, page tree, page, content stream, font, cross-reference table
 * with exact byte offsets), written out by hand so tests need no PDF library: pdf.js reads
 * it and draws `text` and a blue square on an A4-ish page.
 * @param text Latin-1 text printed on the page (no parentheses or backslashes)
 */
export function pdfDocument(text = 'Certificate of Swimming'): Buffer {
  const content = `BT /F1 28 Tf 60 700 Td (${text}) Tj ET 0 0 1 rg 60 120 200 200 re f`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
