export function testChromiumPath(): string
export const testChromiumPackage: string
export function chromiumPath(): string
export function hasChromium(path?: string): boolean
export const chromiumFlags: string[]
