import Box from '@mui/material/Box'
import { useLocation } from 'react-router'
import { selectedItemId } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { BAD_GROUP_PLACEHOLDER, NavGroup, NavPlaceholder } from './nav-group.tsx'

type NavigationProps = {
  tree: MenuNode[]
  isDrawerOpen: boolean
  onChoose?: () => void
}

/** The menu groups of the drawer; the selected item is derived from the path during render. */
export function Navigation({ tree, isDrawerOpen, onChoose }: NavigationProps) {
  const { pathname } = useLocation()
  const selectedId = selectedItemId(tree, pathname)
  return (
    <Box sx={{ pt: 2 }}>
      {tree.map((node) =>
        node.type === 'group' ? (
          <NavGroup
            key={node.id}
            group={node}
            selectedId={selectedId}
            isDrawerOpen={isDrawerOpen}
            onChoose={onChoose}
          />
        ) : (
          <NavPlaceholder key={node.id} text={BAD_GROUP_PLACEHOLDER} component="div" />
        ),
      )}
    </Box>
  )
}
