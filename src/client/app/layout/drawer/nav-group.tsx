import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { forwardPropsExcept } from '#client/components/forward-props.ts'
import type { MenuGroup, MenuNode } from '#client/navigation/types.ts'
import { NavItem } from './nav-item.tsx'

// Placeholder texts for entries the free edition cannot render.
export const COLLAPSE_PLACEHOLDER = 'collapse - only available in paid version'
export const BAD_ITEM_PLACEHOLDER = 'Fix - Group Collapse or Items'
export const BAD_GROUP_PLACEHOLDER = 'Fix - Navigation Group'

/** MUI's List without padding, as a plain list (nav-item.tsx: issue 9). */
const List = styled('ul', { shouldForwardProp: forwardPropsExcept('isDrawerOpen') })<{
  isDrawerOpen: boolean
}>(({ theme, isDrawerOpen }) => ({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  marginBottom: isDrawerOpen ? theme.spacing(1.5) : 0,
  padding: 0,
}))

type NavGroupProps = {
  group: MenuGroup
  selectedId: string | null
  isDrawerOpen: boolean
  onChoose?: () => void
}

function GroupEntry({ node, ...rest }: { node: MenuNode } & Omit<NavGroupProps, 'group'>) {
  switch (node.type) {
    case 'item':
      return (
        <NavItem
          item={node}
          isSelected={rest.selectedId === node.id}
          isDrawerOpen={rest.isDrawerOpen}
          onChoose={rest.onChoose}
        />
      )
    case 'collapse':
      return (
        <li>
          <Typography variant="h6" color="error" align="center" sx={{ p: 1 }}>
            {COLLAPSE_PLACEHOLDER}
          </Typography>
        </li>
      )
    default:
      return (
        <li>
          <Typography variant="h6" color="error" align="center" sx={{ p: 1 }}>
            {BAD_ITEM_PLACEHOLDER}
          </Typography>
        </li>
      )
  }
}

/** One group of the side navigation; its title shows only while the drawer is open. */
export function NavGroup({ group, selectedId, isDrawerOpen, onChoose }: NavGroupProps) {
  const titleId = `nav-${group.id}-title`
  return (
    <Box
      role="group"
      aria-labelledby={isDrawerOpen ? titleId : undefined}
      aria-label={isDrawerOpen ? undefined : group.title}
    >
      {isDrawerOpen && (
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h2"
          sx={{ color: 'text.secondary', pl: 3, pt: 1.5, pb: 0.5 }}
        >
          {group.title}
        </Typography>
      )}
      <List isDrawerOpen={isDrawerOpen}>
        {group.children.map((node) => (
          <GroupEntry
            key={node.id}
            node={node}
            selectedId={selectedId}
            isDrawerOpen={isDrawerOpen}
            onChoose={onChoose}
          />
        ))}
      </List>
    </Box>
  )
}
