export function serverNodeArgs(version?: string): string[]
