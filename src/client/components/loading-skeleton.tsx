import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton'

/**
 * A placeholder while something loads, named for what it waits for. A status, because a Skeleton is
 * a span with no role, on which a label is not allowed (axe's aria-prohibited-attr).
 */
export function LoadingSkeleton({
  label,
  ...props
}: Omit<SkeletonProps, 'role' | 'aria-label'> & { label: string }) {
  return <Skeleton {...props} role="status" aria-label={label} />
}
