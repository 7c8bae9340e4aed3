// A page that paints from its HTML alone (the sign-in pages, prerendered; a page the server
// rendered) asks for its scripts once that first paint is done, so that on a slow connection they
// do not compete with the stylesheets and fonts the paint waits for (issue 9).
// src/shared/entry-after-paint.ts writes the entry and its imports into this element's data
// attributes.
;(() => {
  const { entry, imports, replayClicks } = document.currentScript.dataset
  // A page the server rendered (decision 010) shows buttons before its script has made them work.
  // A click on one before the app starts hydrating is kept, and made again once it has (from the
  // start, React itself hydrates at once and dispatches the click). Links need no script.
  if (replayClicks !== undefined) {
    let pending = null
    const keep = (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target && !target.closest('a[href]')) pending = target
    }
    document.addEventListener('click', keep, true)
    document.addEventListener('foyer:hydrating', () => document.removeEventListener('click', keep, true), {
      once: true,
    })
    document.addEventListener(
      'foyer:hydrated',
      () => {
        if (pending?.isConnected)
          pending.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
        pending = null
      },
      { once: true },
    )
  }
  const load = () => {
    for (const href of imports ? imports.split(' ') : []) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }
  // A frame for the paint, then the next task.
  requestAnimationFrame(() => setTimeout(load, 0))
})()
