// Kept apart from the parser so the server can check a file's kind without loading SheetJS.
export type SpreadsheetKind = 'xlsx' | 'xls';

/** What the bytes are, by content: .xlsx is a zip, .xls an OLE2 compound file; anything else null. */
export function detectSpreadsheet(bytes: Uint8Array): SpreadsheetKind | null {
  const starts = (magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts([0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  return null;
}
