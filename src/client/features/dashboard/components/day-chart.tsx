import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import { useTheme } from '@mui/material/styles'
import { type PointerEvent, startTransition, useLayoutEffect, useRef, useState } from 'react'
import { formatCount, formatDay } from '#client/lib/format.ts'
import { isHydrating } from '#client/lib/hydration.ts'
import {
  bandAt,
  bands,
  fontSizeInPixels,
  formatTick,
  isLabelled,
  labelStride,
  textWidth,
  valueAxis,
  valueToY,
} from '../lib/chart-scale.ts'

/** The height of the dashboard's drawings, in pixels (the line chart's legend sits above it). */
export const CHART_HEIGHT = 280

/** The width drawn at until the element is measured, and where it cannot be (jsdom). */
const FALLBACK_WIDTH = 600
/** Between a value label and the plot, and between the plot and the day labels. */
const TICK_GAP = 6
const LINE_WIDTH = 2
/** The share of a day's band left empty between bars, and its minimum in pixels. */
const BAR_GAP_RATIO = 0.25
const BAR_GAP_MIN = 2
const BAR_RADIUS = 3
/** How far the tooltip sits from the hovered day. */
const TOOLTIP_OFFSET = 12

export type DaySeries = { label: string; color: string; values: number[] }

/**
 * The width of the element, followed as it changes; FALLBACK_WIDTH while it reads 0. Measured before
 * the first paint, except on a page the server rendered: that one shows the server's drawing already,
 * and measuring in the task that commits the hydration would lay the whole page out there (blocking
 * time, decision 010). It is drawn at its width once the browser has laid it out (the observer's first
 * call), in a transition.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (!isHydrating()) setWidth(element.getBoundingClientRect().width)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      // A resize draws the charts again without holding up what the person does meanwhile.
      if (entry) startTransition(() => setWidth(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width > 0 ? Math.floor(width) : FALLBACK_WIDTH] as const
}

/** A bar from (x, y) down to y + height, its top corners rounded. */
function barPath(x: number, y: number, width: number, height: number): string {
  if (height <= 0) return `M${x},${y}h${width}`
  const radius = Math.min(BAR_RADIUS, width / 2, height)
  return (
    `M${x},${y + height}V${y + radius}Q${x},${y} ${x + radius},${y}` +
    `H${x + width - radius}Q${x + width},${y} ${x + width},${y + radius}V${y + height}Z`
  )
}

/** A line through the points; a single point is a zero-length line, which round caps draw as a dot. */
function linePath(points: [number, number][]): string {
  const path = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x},${y}`).join('')
  return points.length === 1 ? `${path}h0` : path
}

function Swatch({ color }: { color: string }) {
  return (
    <Box component="span" sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color, flexShrink: 0 }} />
  )
}

/**
 * Counts per day as lines (one per series) or bars (side by side within a day), drawn by Foyer in
 * SVG (decision 008): a value axis from 0 with integer ticks, the days below, a guide and a tooltip
 * under the pointer. A drawing only: it holds nothing that takes focus, and whoever renders it
 * gives the same numbers in text (ChartCard's table).
 */
export function DayChart({
  kind,
  days,
  series,
  hasLegend = false,
}: {
  kind: 'line' | 'bar'
  /** YYYY-MM-DD, oldest first; each series has one value per day. */
  days: string[]
  series: DaySeries[]
  hasLegend?: boolean
}) {
  const theme = useTheme()
  const [ref, width] = useWidth()
  const [hovered, setHovered] = useState<number | null>(null)

  const fontSize = fontSizeInPixels(theme.typography.caption.fontSize, theme.typography.htmlFontSize)
  const text = {
    fontFamily: theme.typography.fontFamily,
    fontSize,
    fill: theme.vars.palette.text.secondary,
  }
  const axis = valueAxis(Math.max(0, ...series.flatMap((one) => one.values)))
  const tickLabels = axis.ticks.map((tick) => formatTick(tick))
  const dayLabels = days.map((day) => formatDay(day))
  const dayLabelWidth = Math.max(0, ...dayLabels.map((label) => textWidth(label, fontSize)))

  // Room for the value labels on the left, and for half a day label on either side.
  const left = Math.ceil(
    Math.max(
      Math.max(...tickLabels.map((label) => textWidth(label, fontSize))) + TICK_GAP,
      dayLabelWidth / 2,
    ),
  )
  const right = Math.ceil(dayLabelWidth / 2)
  const top = Math.ceil(fontSize / 2)
  const bottom = CHART_HEIGHT - TICK_GAP - Math.ceil(fontSize * 1.5)
  const plotWidth = Math.max(1, width - left - right)
  const plotHeight = bottom - top
  const x = bands(days.length, left, plotWidth)
  const y = (value: number) => valueToY(value, axis.top, bottom, plotHeight)
  const stride = labelStride(x.size, dayLabelWidth)
  const active = hovered !== null && hovered < days.length ? hovered : null

  const barGap = Math.max(BAR_GAP_MIN, x.size * BAR_GAP_RATIO)
  const barWidth = Math.max(1, (x.size - barGap) / Math.max(1, series.length))

  function follow(event: PointerEvent<SVGRectElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    setHovered(bandAt(event.clientX - box.left, days.length, 0, x.size))
  }

  return (
    <Box>
      {hasLegend && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1, typography: 'caption' }}
        >
          {series.map((one) => (
            <Box key={one.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Swatch color={one.color} />
              {one.label}
            </Box>
          ))}
        </Box>
      )}
      <Box ref={ref} sx={{ position: 'relative' }}>
        {/* Hidden where it is used already (ChartCard); said again here, where the drawing is. */}
        <svg aria-hidden="true" width={width} height={CHART_HEIGHT} style={{ display: 'block' }}>
          {axis.ticks.map((tick, index) => (
            <g key={tick}>
              {/* On the middle of a pixel row, so a 1 px line is not smeared over two. */}
              <line
                x1={left}
                x2={left + plotWidth}
                y1={Math.round(y(tick)) + 0.5}
                y2={Math.round(y(tick)) + 0.5}
                stroke={theme.vars.palette.divider}
              />
              <text x={left - TICK_GAP} y={y(tick)} dy="0.32em" textAnchor="end" {...text}>
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {dayLabels.map(
            (label, index) =>
              isLabelled(index, days.length, stride) && (
                <text
                  key={days[index]}
                  x={x.center(index)}
                  y={bottom + TICK_GAP}
                  dy="0.71em"
                  textAnchor="middle"
                  {...text}
                >
                  {label}
                </text>
              ),
          )}
          {kind === 'bar' && active !== null && (
            <rect
              x={x.center(active) - x.size / 2}
              y={top}
              width={x.size}
              height={plotHeight}
              fill={theme.vars.palette.action.hover}
            />
          )}
          {kind === 'bar' &&
            series.map((one, seriesIndex) =>
              one.values.map((value, index) => {
                const height = value > 0 ? Math.max(1, bottom - y(value)) : 0
                const start = x.center(index) - x.size / 2 + barGap / 2 + seriesIndex * barWidth
                return (
                  <path
                    key={`${one.label} ${days[index]}`}
                    d={barPath(start, bottom - height, barWidth, height)}
                    fill={one.color}
                  />
                )
              }),
            )}
          {kind === 'line' &&
            series.map((one) => (
              <path
                key={one.label}
                d={linePath(one.values.map((value, index) => [x.center(index), y(value)]))}
                fill="none"
                stroke={one.color}
                strokeWidth={LINE_WIDTH}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            ))}
          {kind === 'line' && active !== null && (
            <>
              <line
                x1={x.center(active)}
                x2={x.center(active)}
                y1={top}
                y2={bottom}
                stroke={theme.vars.palette.text.secondary}
                strokeDasharray="3 3"
              />
              {series.map((one) => (
                <circle
                  key={one.label}
                  cx={x.center(active)}
                  cy={y(one.values[active] ?? 0)}
                  r={4}
                  fill={one.color}
                  stroke={theme.vars.palette.background.paper}
                  strokeWidth={LINE_WIDTH}
                />
              ))}
            </>
          )}
          {/* On top of everything, so the pointer is followed over bars and lines alike. */}
          <rect
            x={left}
            y={top}
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onPointerDown={follow}
            onPointerMove={follow}
            onPointerLeave={() => setHovered(null)}
          />
        </svg>
        {active !== null && (
          <Paper
            role="tooltip"
            elevation={4}
            sx={{
              position: 'absolute',
              top: top + TOOLTIP_OFFSET,
              // On the right half it opens to the left of the day, so it stays inside the card.
              ...(x.center(active) > width / 2
                ? { left: x.center(active) - TOOLTIP_OFFSET, transform: 'translateX(-100%)' }
                : { left: x.center(active) + TOOLTIP_OFFSET }),
              px: 1.25,
              py: 0.75,
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
              typography: 'caption',
            }}
          >
            <Box sx={{ fontWeight: 'fontWeightBold' }}>{dayLabels[active]}</Box>
            {series.map((one) => (
              <Box key={one.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Swatch color={one.color} />
                {one.label}
                <Box component="span" sx={{ ml: 'auto', pl: 2, fontWeight: 'fontWeightBold' }}>
                  {formatCount(one.values[active] ?? 0)}
                </Box>
              </Box>
            ))}
          </Paper>
        )}
      </Box>
    </Box>
  )
}
