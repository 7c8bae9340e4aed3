/// <reference types="vite/client" />
declare const __APP_VERSION__: string

/** A language's messages, each parsed into its ICU syntax tree at build time (scripts/messages-plugin.ts). */
declare module 'virtual:foyer-messages/*' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  export default messages
}
