import { styled } from '@mui/material/styles'
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { TOOLTIP_ENTER_DELAY, TOOLTIP_LEAVE_TOUCH_DELAY, TOOLTIP_TOUCH_DELAY } from '#shared/constants.ts'

// The tooltip of the controls every page shows (top bar, drawer). MUI's Tooltip brings Popper and
// popper.js (~11 kB gzip) into the first load; this one keeps the specified timings (100 ms on
// hover or keyboard focus, a 700 ms hold on touch, 1500 ms after the touch ends, Escape closes)
// and the look of the theme's MuiTooltip. Popups loaded on demand keep MUI's Tooltip.

type Placement = 'bottom' | 'right'
const GAP = 8

const Bubble = styled('div')(({ theme }) => ({
  ...theme.typography.caption,
  position: 'fixed',
  zIndex: theme.zIndex.tooltip,
  pointerEvents: 'none',
  maxWidth: 300,
  padding: '4px 8px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.grey[800],
  color: theme.palette.common.white,
  whiteSpace: 'nowrap',
  '&::before': {
    content: '""',
    position: 'absolute',
    border: '5px solid transparent',
  },
  '&[data-placement="bottom"]': { transform: 'translateX(-50%)' },
  '&[data-placement="bottom"]::before': {
    bottom: '100%',
    left: 'calc(50% - 5px)',
    borderBottomColor: theme.palette.grey[800],
  },
  '&[data-placement="right"]': { transform: 'translateY(-50%)' },
  '&[data-placement="right"]::before': {
    right: '100%',
    top: 'calc(50% - 5px)',
    borderRightColor: theme.palette.grey[800],
  },
}))

type ChildProps = {
  'aria-describedby'?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

function positionOf(rect: DOMRect, placement: Placement) {
  return placement === 'right'
    ? { left: rect.right + GAP, top: rect.top + rect.height / 2 }
    : { left: rect.left + rect.width / 2, top: rect.bottom + GAP }
}

/**
 * Shows `title` next to its one child (a control that already has its own accessible name). With
 * `describeChild`, the child is described by the tooltip while it shows.
 */
export function Hint({
  title,
  placement = 'bottom',
  describeChild = false,
  children,
}: {
  title: string
  placement?: Placement
  describeChild?: boolean
  children: ReactElement<ChildProps>
}) {
  const id = useId()
  const [rect, setRect] = useState<DOMRect | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const own = children.props

  const showAfter = (element: HTMLElement, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setRect(element.getBoundingClientRect()), delay)
  }
  const hideAfter = (delay: number) => {
    window.clearTimeout(timer.current)
    if (delay > 0) timer.current = window.setTimeout(() => setRect(null), delay)
    else setRect(null)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!rect) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRect(null)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [rect])

  const child = cloneElement(children, {
    'aria-describedby': describeChild && rect ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      if (event.pointerType !== 'touch') showAfter(event.currentTarget, TOOLTIP_ENTER_DELAY)
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      if (event.pointerType !== 'touch') hideAfter(0)
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event)
      if (event.pointerType === 'touch') showAfter(event.currentTarget, TOOLTIP_TOUCH_DELAY)
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event)
      if (event.pointerType === 'touch') hideAfter(TOOLTIP_LEAVE_TOUCH_DELAY)
    },
    onFocus: (event) => {
      own.onFocus?.(event)
      // Keyboard focus only, as MUI's Tooltip: a click does not leave a tooltip behind.
      if (event.currentTarget.matches(':focus-visible')) showAfter(event.currentTarget, TOOLTIP_ENTER_DELAY)
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      hideAfter(0)
    },
  })

  return (
    <>
      {child}
      {rect &&
        createPortal(
          <Bubble role="tooltip" id={id} data-placement={placement} style={positionOf(rect, placement)}>
            {title}
          </Bubble>,
          document.body,
        )}
    </>
  )
}
