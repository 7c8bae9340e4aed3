import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
import { type FocusEvent, type ReactNode, useLayoutEffect, useRef } from 'react'
import { Hint } from '#client/components/hint.tsx'

// The pager under a table, with the look and the behaviour of MUI's TablePagination as Foyer used it
// (first, previous, next and last buttons with their tooltip, "1–10 of 57", and the rows-per-page
// select of rows-per-page.tsx where a table offers one) without its module: TablePagination brings Select, Menu, Popover, Modal, the inputs and
// the Popper-based Tooltip, ~40 kB of gzip on the first load of a page with a table.
// Pages are counted from 1 here, as in the address.

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  overflow: 'auto',
  // MUI's pager is a Toolbar: the theme's toolbar padding, its own 52 px.
  ...theme.mixins.toolbar,
  minHeight: 52,
  paddingLeft: theme.spacing(2),
  paddingRight: 2,
  color: theme.palette.text.primary,
  fontSize: theme.typography.pxToRem(14),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3) },
  '& > p': { ...theme.typography.body2, flexShrink: 0 },
}))

const Actions = styled('div')({ flexShrink: 0, marginLeft: 20 })

// Material's FirstPage, KeyboardArrowLeft, KeyboardArrowRight and LastPage, as MUI draws them.
const paths = {
  first: 'M18.41 16.59L13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z',
  previous: 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z',
  next: 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z',
  last: 'M5.59 7.41L10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z',
}

/** A Material icon as MUI's SvgIcon draws it: 1em (24 px in an IconButton), in the text's colour. */
export function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  )
}

type Action = 'first' | 'previous' | 'next' | 'last'
const actions: Action[] = ['first', 'previous', 'next', 'last']

/** "11–20 of 57", as MUI writes it. */
export function displayedRows(page: number, rowsPerPage: number, count: number): string {
  const from = count === 0 ? 0 : (page - 1) * rowsPerPage + 1
  const to = Math.min(count, page * rowsPerPage)
  const write = (value: number) => value.toLocaleString('en-US')
  return `${write(from)}–${write(to)} of ${write(count)}`
}

export function TablePagination({
  count,
  page,
  rowsPerPage,
  onPageChange,
  sizes,
}: {
  count: number
  /** From 1; a page past the last shows the last. */
  page: number
  rowsPerPage: number
  onPageChange: (page: number) => void
  /** The choice of page size (RowsPerPage), where the table offers one. */
  sizes?: ReactNode
}) {
  const lastPage = Math.max(1, Math.ceil(count / rowsPerPage))
  const shown = Math.min(Math.max(1, page), lastPage)
  const targets: Record<Action, number> = { first: 1, previous: shown - 1, next: shown + 1, last: lastPage }
  const isDisabled = (action: Action) =>
    action === 'first' || action === 'previous' ? shown === 1 : shown === lastPage

  // A button that becomes disabled while it has focus (Next on reaching the last page) hands focus to
  // the next one still enabled, then the previous ones, as MUI's does: never to the page's body.
  const actionsRef = useRef<HTMLDivElement>(null)
  const focused = useRef<HTMLButtonElement | null>(null)
  useLayoutEffect(() => {
    const button = focused.current
    if (!button?.disabled) return
    focused.current = null
    const active = document.activeElement
    if (active && active !== button && active !== document.body) return
    const buttons = [...(actionsRef.current?.querySelectorAll('button') ?? [])]
    const index = buttons.indexOf(button)
    const next = [...buttons.slice(index + 1), ...buttons.slice(0, index).reverse()].find((b) => !b.disabled)
    next?.focus()
  })
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focused.current = event.target instanceof HTMLButtonElement ? event.target : null
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Disabling a focused button blurs it before the layout effect runs: keep it then.
    const wasDisabled = event.target instanceof HTMLButtonElement && event.target.disabled
    if (!wasDisabled || event.relatedTarget) focused.current = null
  }

  return (
    <Toolbar>
      <div style={{ flex: '1 1 100%' }} />
      {sizes}
      <p>{displayedRows(shown, rowsPerPage, count)}</p>
      <Actions ref={actionsRef} onFocus={onFocus} onBlur={onBlur}>
        {actions.map((action) => {
          const label = `Go to ${action} page`
          return (
            <Hint key={action} title={label}>
              <IconButton
                aria-label={label}
                color={action === 'previous' || action === 'next' ? 'inherit' : 'default'}
                disabled={isDisabled(action)}
                onClick={() => onPageChange(targets[action])}
              >
                <Glyph d={paths[action]} />
              </IconButton>
            </Hint>
          )
        })}
      </Actions>
    </Toolbar>
  )
}
