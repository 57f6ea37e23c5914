/**
 * Hands a file to the browser as a download: a Blob behind an object URL, clicked through a
 * hidden <a download>. Build the content elsewhere (e.g. domain/csv.ts); this only saves it.
 */
export const downloadFile = (content: BlobPart, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL after click() returns; release it on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/** The UTF-8 byte order mark: without it Excel reads ₹ and Hindi names as mojibake. */
const UTF8_BOM = '\ufeff';

/** Saves CSV text as `fileName` (UTF-8 with a byte order mark, so spreadsheets read it right). */
export const downloadCsv = (csv: string, fileName: string): void => downloadFile(UTF8_BOM + csv, fileName, 'text/csv;charset=utf-8');
