import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import type { Device } from '#shared/account.ts'

const kindMessages: Record<string, MessageDescriptor> = defineMessages({
  desktop: { id: 'lib.device.kind.desktop', defaultMessage: 'Computer' },
  mobile: { id: 'lib.device.kind.mobile', defaultMessage: 'Phone' },
  tablet: { id: 'lib.device.kind.tablet', defaultMessage: 'Tablet' },
  tv: { id: 'lib.device.kind.tv', defaultMessage: 'TV' },
  bot: { id: 'lib.device.kind.bot', defaultMessage: 'Automated client' },
})

const browserOnSystem = defineMessage<{ browser: string; system: string }>({
  id: 'lib.device.browser-on-system',
  defaultMessage: '{browser} on {system}',
})
const unknown = defineMessage({ id: 'lib.device.unknown', defaultMessage: 'Unknown browser' })

/** "Firefox on Linux", "Safari", "Unknown browser": what a person recognises their device by. */
export function deviceName(intl: IntlShape, device: Device): string {
  if (device.browser && device.os) {
    return intl.formatMessage(browserOnSystem, { browser: device.browser, system: device.os })
  }
  return device.browser ?? device.os ?? intl.formatMessage(unknown)
}

/** "Computer", "Phone"...: the kind of device, or null when the user agent did not say. */
export function deviceKind(intl: IntlShape, device: Device): string | null {
  if (!device.kind) return null
  const message = Object.hasOwn(kindMessages, device.kind) ? kindMessages[device.kind] : undefined
  return message ? intl.formatMessage(message) : device.kind
}
