import FallOutlinedIcon from '@ant-design/icons-svg/es/asn/FallOutlined'
import MinusOutlinedIcon from '@ant-design/icons-svg/es/asn/MinusOutlined'
import RiseOutlinedIcon from '@ant-design/icons-svg/es/asn/RiseOutlined'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { antIcon } from '#client/components/ant-icon.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { formatCount } from '#client/lib/format.ts'
import type { Trend } from '../lib/figures.ts'

const FallOutlined = antIcon(FallOutlinedIcon)
const MinusOutlined = antIcon(MinusOutlinedIcon)
const RiseOutlined = antIcon(RiseOutlinedIcon)

const trendIcons = { up: RiseOutlined, down: FallOutlined, flat: MinusOutlined } as const

/** One figure of the dashboard: what it counts, the number, and a line of context under it. */
export function FigureCard({
  title,
  value,
  trend,
  children,
}: {
  title: string
  value: number
  /** The direction of the change the context line describes, shown as an icon beside it. */
  trend?: Trend
  children?: ReactNode
}) {
  const titleId = useId()
  const Icon = trend ? trendIcons[trend] : null
  return (
    <MainCard component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h2" color="textSecondary">
        {title}
      </Typography>
      <Typography variant="h3" component="p" sx={{ my: 1 }}>
        {formatCount(value)}
      </Typography>
      {children && (
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary' }}>
          {Icon && (
            <Box
              component="span"
              sx={{ display: 'flex', color: trend === 'flat' ? 'inherit' : 'primary.dark' }}
            >
              <Icon aria-hidden />
            </Box>
          )}
          <Typography variant="body2" component="div">
            {children}
          </Typography>
        </Stack>
      )}
    </MainCard>
  )
}

export function FigureCardSkeleton() {
  return (
    <MainCard sx={{ height: '100%' }}>
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" height={48} width="40%" />
      <Skeleton variant="text" width="80%" />
    </MainCard>
  )
}
