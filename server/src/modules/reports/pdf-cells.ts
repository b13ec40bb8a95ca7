// Table cells of the PDFs drawn with pdfkit's standard fonts (client reports, invoices): one line each, cut to fit.

type Doc = PDFKit.PDFDocument;

/** Cuts text to fit a width, ending in an ellipsis when cut. */
export function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Writes one line of text in a cell, left or right aligned, never wrapping. */
export function cell(doc: Doc, text: string, x: number, y: number, width: number, right = false) {
  const s = fit(doc, text, width - 8);
  const left = right ? x + width - 4 - doc.widthOfString(s) : x + 4;
  doc.text(s, left, y, { lineBreak: false });
}
