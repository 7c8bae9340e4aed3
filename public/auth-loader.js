// The sign-in pages (auth.html) are prerendered: they paint from the HTML alone. Their script is
// asked for once that first paint is done, so that on a slow connection it does not compete with
// the stylesheets and fonts the paint waits for (issue 9). vite.config.ts (deferAuthScript) writes
// the entry and its imports into this element's data attributes.
;(() => {
  const { entry, imports } = document.currentScript.dataset
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
