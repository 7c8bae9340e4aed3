import { describe, expect, it } from 'vitest'
import { entryAfterPaint } from './entry-after-paint.ts'

const page = [
  '<html><head>',
  '<script type="module" crossorigin src="/free/assets/index-1.js" nonce="N"></script>',
  '<link rel="modulepreload" crossorigin href="/free/assets/react-2.js" nonce="N">',
  '<link rel="stylesheet" crossorigin href="/free/assets/fonts-3.css" nonce="N">',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

describe('scripts asked for after the first paint', () => {
  it("moves the entry and its preloads into the loader's attributes, stylesheets left in place", () => {
    const html = entryAfterPaint(page, '/free', 'N')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/free/assets/fonts-3.css" nonce="N">')
    expect(html).toContain(
      '<script src="/free/entry-after-paint.js" data-entry="/free/assets/index-1.js" data-imports="/free/assets/react-2.js" defer nonce="N"></script>\n  </head>',
    )
  })

  it("adds a page's own chunks, and asks for clicks to be kept when told, listening before the body", () => {
    const html = entryAfterPaint(page, '', 'N', { moreImports: ['/assets/page-4.js'], replayClicks: true })
    // Not deferred: a form in the body is never there before the loader holds what is sent.
    expect(html).toContain(
      'data-imports="/free/assets/react-2.js /assets/page-4.js" data-replay-clicks nonce="N"></script>\n  </head>',
    )
    expect(html).toContain('<script src="/entry-after-paint.js"')
  })

  it('refuses a page without an entry script', () => {
    expect(() => entryAfterPaint('<html><head></head></html>', '', 'N')).toThrow(/no module script/)
  })
})
