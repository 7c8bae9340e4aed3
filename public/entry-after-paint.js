// A page that paints from its HTML alone (the sign-in pages, prerendered; a page the server
// rendered) asks for its scripts once that first paint is done, so that on a slow connection they
// do not compete with the stylesheets and fonts the paint waits for (issue 9).
// src/shared/entry-after-paint.ts writes the entry and its imports into this element's data
// attributes.
;(() => {
  const { entry, imports, replayClicks } = document.currentScript.dataset
  // A page the server rendered (decision 010) shows buttons and forms before its script has made
  // them work. Until the app starts hydrating (from then React itself dispatches what happens):
  // - what is typed into a field is kept, and typed again into it once the app has hydrated (its
  //   fields take their values from the app's state, which knew nothing of it);
  // - a click is kept and made again;
  // - a form sent (its button, or Enter in a field) is held, not sent by the browser itself (a GET
  //   with the fields in the address), and sent again.
  // Links need no script.
  if (replayClicks !== undefined) {
    const typed = new Map()
    let pending = null
    let pendingSubmit = null
    const note = (event) => {
      const field = event.target
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
        typed.set(field, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value)
    }
    const typeAgain = () => {
      for (const [field, value] of typed) {
        if (!field.isConnected) continue
        if (typeof value === 'boolean') {
          // The same for a box: the other way through the field, then a click that React hears.
          if (field.type === 'radio' && !value) continue
          field.checked = !value
          field.click()
          continue
        }
        // React took the field's value as its own when it hydrated it, and would hear no change:
        // set through the field (which React watches) to another value, then through the element's
        // own setter (which it does not) to the typed one, and the input is heard as if typed.
        field.value = value === '' ? ' ' : ''
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }
    const keep = (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target && !target.closest('a[href]')) pending = target
    }
    const hold = (event) => {
      event.preventDefault()
      // The click that sent it is not made again: the form is.
      pending = null
      pendingSubmit = { form: event.target, submitter: event.submitter }
    }
    document.addEventListener('input', note, true)
    document.addEventListener('click', keep, true)
    document.addEventListener('submit', hold, true)
    document.addEventListener(
      'foyer:hydrating',
      () => {
        document.removeEventListener('input', note, true)
        document.removeEventListener('click', keep, true)
        document.removeEventListener('submit', hold, true)
      },
      { once: true },
    )
    document.addEventListener(
      'foyer:hydrated',
      () => {
        typeAgain()
        if (pending?.isConnected)
          pending.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
        const { form, submitter } = pendingSubmit ?? {}
        if (form?.isConnected) form.requestSubmit(submitter?.form === form ? submitter : undefined)
        typed.clear()
        pending = null
        pendingSubmit = null
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
