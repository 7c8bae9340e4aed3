import type { Device } from '#shared/account.ts'

const kindLabels: Record<string, string> = {
  desktop: 'Computer',
  mobile: 'Phone',
  tablet: 'Tablet',
  tv: 'TV',
  bot: 'Automated client',
}

/** "Firefox on Linux", "Safari", "Unknown browser": what a person recognises their device by. */
export function deviceName(device: Device): string {
  if (device.browser && device.os) return `${device.browser} on ${device.os}`
  return device.browser ?? device.os ?? 'Unknown browser'
}

/** "Computer", "Phone"...: the kind of device, or null when the user agent did not say. */
export function deviceKind(device: Device): string | null {
  if (!device.kind) return null
  return kindLabels[device.kind] ?? device.kind
}
