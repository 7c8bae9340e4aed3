// swagger-ui's look at {BASE}/api/docs, made to pass WCAG 2.2 AA (the browser tests run axe on it):
// darker method badges and links for contrast, and touch targets of at least 24 px. Served as a
// file of swagger-ui's theme (plugins/openapi.ts), so the page's policy needs no inline style.
/**
 * What swagger-ui leaves out for keyboards and screen readers: an enum parameter's choices are a
 * select with no name (each is named after its parameter, as its row shows it), and a long answer's
 * code block scrolls without taking the focus (it takes it, so arrows scroll it).
 */
export const apiDocsThemeJs = `
new MutationObserver(() => {
  for (const select of document.querySelectorAll('.swagger-ui tr[data-param-name] select:not([aria-label])')) {
    select.setAttribute('aria-label', select.closest('tr').getAttribute('data-param-name'))
  }
  for (const code of document.querySelectorAll('.swagger-ui .highlight-code > pre:not([tabindex])')) {
    code.setAttribute('tabindex', '0')
  }
}).observe(document.documentElement, { childList: true, subtree: true })
`

export const apiDocsThemeCss = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0a58a6; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #136c45; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4700; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b01e28; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0c6656; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock .opblock-summary-path,
.swagger-ui .opblock .opblock-summary-path .nostyle,
.swagger-ui .opblock .opblock-summary-description { color: #1f2430; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui .info .link { color: #0a58a6; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #0a58a6; }
.swagger-ui .try-out__btn, .swagger-ui .btn.cancel { color: #1f2430; border-color: #1f2430; }
.swagger-ui .btn.execute { background: #0a58a6; border-color: #0a58a6; color: #fff; }
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format { color: #4a4f5c; }
.swagger-ui .download-contents { background: #1f2430; color: #fff; }
.swagger-ui .microlight, .swagger-ui .microlight span { color: #f5f5f5 !important; }
.swagger-ui .btn.authorize { color: #136c45; border-color: #136c45; }
.swagger-ui .btn.authorize span { color: #136c45; }
.swagger-ui .btn.authorize svg { fill: #136c45; }
.swagger-ui .opblock-summary-control,
.swagger-ui .opblock-summary .authorization__btn,
.swagger-ui .opblock-summary .view-line-link,
.swagger-ui .opblock-summary .copy-to-clipboard,
.swagger-ui .opblock-control-arrow,
.swagger-ui .expand-operation,
.swagger-ui .opblock-tag button { min-width: 24px; min-height: 24px; }
`
