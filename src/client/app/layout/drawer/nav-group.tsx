import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import type { MenuGroup, MenuNode } from '#client/navigation/types.ts'
import { NavItem } from './nav-item.tsx'

// Placeholder texts for entries the free edition cannot render.
export const COLLAPSE_PLACEHOLDER = 'collapse - only available in paid version'
export const BAD_ITEM_PLACEHOLDER = 'Fix - Group Collapse or Items'
export const BAD_GROUP_PLACEHOLDER = 'Fix - Navigation Group'

type NavGroupProps = {
  group: MenuGroup
  selectedId: string | null
  isDrawerOpen: boolean
  onChoose?: () => void
}

/** A menu entry the drawer cannot render, written in its place in the error colour. */
export function NavPlaceholder({ text, component = 'li' }: { text: string; component?: 'li' | 'div' }) {
  return (
    <ListItem component={component} sx={{ justifyContent: 'center' }}>
      <ListItemText
        primary={text}
        slotProps={{ primary: { variant: 'h6', color: 'error', align: 'center' } }}
      />
    </ListItem>
  )
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
      return <NavPlaceholder text={COLLAPSE_PLACEHOLDER} />
    default:
      return <NavPlaceholder text={BAD_ITEM_PLACEHOLDER} />
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
        // Outside the list, which holds only its items: the title is the group's heading.
        <ListSubheader id={titleId} component="h2" disableSticky>
          {group.title}
        </ListSubheader>
      )}
      <List disablePadding sx={{ mb: isDrawerOpen ? 1.5 : 0 }}>
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
