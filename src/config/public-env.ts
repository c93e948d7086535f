// STYLE.md: client code reads NEXT_PUBLIC_* settings only here. Next inlines each name at build time, so every
// variable is read with its full literal name.
export const publicEnv = {
  helpUrl: process.env.NEXT_PUBLIC_HELP_URL || undefined,
  reportBugUrl: process.env.NEXT_PUBLIC_REPORT_BUG_URL || undefined,
  // pages.md §7: the profile's Discord card offers "Connect" (Discord's implicit OAuth flow) when this is set.
  discordClientId: process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID || undefined,
} as const;
