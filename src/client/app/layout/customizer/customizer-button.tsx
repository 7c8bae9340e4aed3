import BgColorsOutlinedIcon from '@ant-design/icons-svg/es/asn/BgColorsOutlined'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'

const BgColorsOutlined = antIcon(BgColorsOutlinedIcon)

export const CUSTOMIZER_ID = 'customizer'

const CustomizerPanel = lazyPanel(() =>
  import('./customizer-panel.tsx').then((loaded) => loaded.CustomizerPanel),
)

/** The top bar's button that opens the customizer (decision 027); the panel is a chunk of its own. */
export function CustomizerButton() {
  const [isOpen, setIsOpen] = useState(false)
  const label = useIntl().formatMessage({ id: 'customizer.open', defaultMessage: 'Customize the look' })
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? CUSTOMIZER_ID : undefined}
          onPointerEnter={CustomizerPanel.preload}
          onFocus={CustomizerPanel.preload}
          onClick={() => setIsOpen(!isOpen)}
          sx={{ color: 'text.primary', bgcolor: isOpen ? 'grey.100' : 'transparent', mx: 0.75 }}
        >
          <BgColorsOutlined aria-hidden />
        </IconButton>
      </Tooltip>
      <OpenedOnce isOpen={isOpen}>
        <CustomizerPanel isOpen={isOpen} onClose={() => setIsOpen(false)} />
      </OpenedOnce>
    </>
  )
}
