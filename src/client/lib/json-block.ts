/**
 * A JSON data block the server wrote into the page (`<script type="application/json" id=…>`,
 * src/server/plugins/client.ts), or undefined when the page has none or it does not parse. The
 * server writes it from the shared schemas; the browser does not check it again (decision 004).
 */
export function readJsonBlock<T>(id: string): T | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}
