/** Copies text to the clipboard: false when the browser refuses (no clipboard outside HTTPS, say). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
