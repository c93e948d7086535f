import type { DiscordServer, DiscordServerInput } from '@/api/model';

export interface DiscordServerFormValues {
  name: string;
  gratitudeUrl?: string | null;
  mentorsChatUrl?: string | null;
}

function optionalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

// access.md §17: PUT replaces the server, so an emptied URL is sent as null and cleared.
export function toDiscordServerInput(values: DiscordServerFormValues): DiscordServerInput {
  return {
    name: values.name.trim(),
    gratitudeUrl: optionalUrl(values.gratitudeUrl),
    mentorsChatUrl: optionalUrl(values.mentorsChatUrl),
  };
}

export function toFormValues(server: DiscordServer): DiscordServerFormValues {
  return { name: server.name, gratitudeUrl: server.gratitudeUrl ?? '', mentorsChatUrl: server.mentorsChatUrl ?? '' };
}

export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '');
}
