import MoreOutlinedIcon from '@ant-design/icons-svg/es/asn/MoreOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { Suspense, useId, useState } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import type { AdminPerson } from '#shared/admin.ts'
import type { ActionOption, PersonAction } from '../lib/person-actions.ts'

// The dialogs and their forms are a chunk of their own, fetched on intent: a pointer over or focus on
// the buttons that open them (decision 004).
const PersonActionDialog = lazyPanel(() =>
  import('./person-action-dialog.tsx').then((loaded) => loaded.PersonActionDialog),
)

const MoreOutlined = antIcon(MoreOutlinedIcon)

const actionsFor = defineMessage<{ name: string }>({
  id: 'admin.actions.menu-label',
  defaultMessage: 'Actions for {name}',
})

type Opened = { key: number; action: PersonAction; person: AdminPerson }

/**
 * The dialogs of the person actions: `open(action, person)` shows the right one; `dialog` is what
 * to render. Each opening starts with a fresh form. `onDone` gets the action and the sentence to
 * show after a success.
 */
export function usePersonActionDialog(onDone: (action: PersonAction, message: string) => void) {
  const [opened, setOpened] = useState<Opened | null>(null)
  // The dialog keeps its wording while it closes.
  const [isOpen, setIsOpen] = useState(false)
  const open = (action: PersonAction, person: AdminPerson) => {
    setOpened((previous) => ({ key: (previous?.key ?? 0) + 1, action, person }))
    setIsOpen(true)
  }
  const dialog = opened ? (
    <Suspense fallback={null}>
      <PersonActionDialog
        key={opened.key}
        action={opened.action}
        person={opened.person}
        open={isOpen}
        onClose={() => setIsOpen(false)}
        onDone={(message) => {
          setIsOpen(false)
          onDone(opened.action, message)
        }}
      />
    </Suspense>
  ) : null
  return { open, dialog }
}

/** The "⋮" button of a row and its menu of actions. */
export function PersonActionsMenu({
  person,
  options,
  onChoose,
}: {
  person: AdminPerson
  options: ActionOption[]
  onChoose: (action: PersonAction) => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const intl = useIntl()
  const buttonId = useId()
  const menuId = useId()
  const isOpen = Boolean(anchor)
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={intl.formatMessage(actionsFor, { name: person.name })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={PersonActionDialog.preload}
        onFocus={PersonActionDialog.preload}
        size="small"
      >
        <MoreOutlined rotate={90} aria-hidden />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.action}
            disabled={option.disabledReason !== null}
            onClick={() => {
              setAnchor(null)
              onChoose(option.action)
            }}
            sx={option.isDangerous ? { color: 'error.main' } : undefined}
          >
            <ListItemText
              primary={intl.formatMessage(option.label)}
              secondary={option.disabledReason && intl.formatMessage(option.disabledReason)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

/** The same actions as buttons, for a person's page. */
export function PersonActionButtons({
  options,
  onChoose,
}: {
  options: ActionOption[]
  onChoose: (action: PersonAction) => void
}) {
  const intl = useIntl()
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap' }}
      onPointerEnter={PersonActionDialog.preload}
      onFocus={PersonActionDialog.preload}
    >
      {options.map((option) => {
        const button = (
          <Button
            key={option.action}
            variant="outlined"
            color={option.isDangerous ? 'error' : 'primary'}
            disabled={option.disabledReason !== null}
            onClick={() => onChoose(option.action)}
          >
            {intl.formatMessage(option.label)}
          </Button>
        )
        if (option.disabledReason === null) return button
        // A disabled button takes no pointer events: the span around it shows why it is disabled.
        return (
          <Tooltip key={option.action} title={intl.formatMessage(option.disabledReason)} describeChild>
            <span>{button}</span>
          </Tooltip>
        )
      })}
    </Stack>
  )
}
