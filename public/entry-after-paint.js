// A page that paints from its HTML alone (the sign-in pages, prerendered; a page the server
// rendered) asks for its scripts once that first paint is done, so that on a slow connection they
// do not compete with the stylesheets and fonts the paint waits for (decision 007).
// src/shared/entry-after-paint.ts writes the entry and its imports into this element's data
// attributes.
;(() => {
  const { entry, imports, replayClicks } = document.currentScript.dataset
  // A page the server rendered (decision 010) shows buttons and forms before its script has made
  // them work. Until the app starts hydrating (from then React itself dispatches what happens):
  // - a click is kept and made again once the app has hydrated (not on a box or its label: the box's
  //   state is kept instead, below);
  // - a form sent (its button, or Enter in a field) is held, not sent by the browser itself (a GET
  //   with the fields in the address), and sent once hydrated, unless one is sent meanwhile;
  // - Ctrl+K and what is typed after it wait for the search to open with that text.
  // Until it has hydrated, what is typed into a field or chosen in a box or a list is kept, and
  // given again to the app, whose state knew nothing of it. Links need no script. A page the app
  // renders afresh instead (main.tsx) sends the same two events: what was kept is gone with it.
  if (replayClicks !== undefined) {
    const typed = new Map()
    let pending = null
    let pendingSubmit = null
    const isBox = (field) =>
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    const note = (event) => {
      const field = event.target
      if (isBox(field)) typed.set(field, field.checked)
      else if (
        (field instanceof HTMLInputElement && field.type !== 'file') ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
        typed.set(field, field.value)
    }
    const typeAgain = () => {
      for (const [field, value] of typed) {
        if (!field.isConnected) continue
        if (typeof value === 'boolean') {
          // The other way through the field (which React watches), then a click that React hears.
          if (field.type === 'radio' && !value) continue
          field.checked = !value
          field.click()
          continue
        }
        // React took the field's value as its own when it hydrated it, and would hear no change:
        // set through the field (which React watches) to another value, then through the element's
        // own setter (which it does not) to the typed one, and the change is heard as if typed (a
        // list's on "change", a text's on "input").
        field.value = value === '' ? ' ' : ''
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value)
        field.dispatchEvent(new Event('input', { bubbles: true }))
        field.dispatchEvent(new Event('change', { bubbles: true }))
      }
    }
    const keep = (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target || target.closest('a[href]')) return
      if (isBox(target) || isBox(target.closest('label')?.control)) return
      pending = target
    }
    const hold = (event) => {
      event.preventDefault()
      // The click that sent it is not made again: the form is.
      pending = null
      pendingSubmit = { form: event.target, submitter: event.submitter }
    }
    // Sent while hydrating, a form is React's to send: the one held before is not sent after it.
    const supersede = () => {
      pendingSubmit = null
    }
    // Ctrl+K (⌘K) before the app listens for it: kept, with what is typed after it, until the top
    // bar's search takes it once it runs (takeEarlySearch in src/client/features/search/lib/
    // shortcut.ts, which names the same global), and opens with that text typed.
    const search = { isPressed: false, text: '', isTaken: false }
    window.__foyerEarlySearch = search
    const keepKey = (event) => {
      if (search.isTaken) {
        document.removeEventListener('keydown', keepKey, true)
        return
      }
      // A browser's autofill sends keydown events without a key.
      if (typeof event.key !== 'string') return
      const isShortcut =
        event.key.toLowerCase() === 'k' &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      if (isShortcut) {
        search.isPressed = true
        search.text = ''
      } else if (
        search.isPressed &&
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      )
        search.text += event.key
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', keepKey, true)
    document.addEventListener('input', note, true)
    document.addEventListener('change', note, true)
    document.addEventListener('click', keep, true)
    document.addEventListener('submit', hold, true)
    document.addEventListener(
      'foyer:hydrating',
      () => {
        document.removeEventListener('click', keep, true)
        document.removeEventListener('submit', hold, true)
        document.addEventListener('submit', supersede, true)
      },
      { once: true },
    )
    document.addEventListener(
      'foyer:hydrated',
      () => {
        document.removeEventListener('input', note, true)
        document.removeEventListener('change', note, true)
        document.removeEventListener('submit', supersede, true)
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
