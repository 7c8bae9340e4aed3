// CSV as exports write it: safe to open in a spreadsheet, whatever its list separator.

/**
 * A CSV cell. Every text is quoted: a spreadsheet whose list separator is `;` (German, French)
 * splits an unquoted `x;=1+1` into a formula. A text that starts as a formula would (`=`, `+`, `-`,
 * `@`, a tab or a carriage return) also takes a leading `'`, which spreadsheets read as "this is
 * text" (OWASP, CSV injection). Numbers and booleans stay bare, so that they stay numbers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

/** One CSV line of cells, ended as RFC 4180 says. */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`
