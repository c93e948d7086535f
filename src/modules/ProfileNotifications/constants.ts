import type { NotificationChannelId } from '@/api/model';

export const CHANNELS: readonly { id: NotificationChannelId; label: string }[] = [
  { id: 'email', label: 'Email' },
  { id: 'telegram', label: 'Telegram' },
  { id: 'discord', label: 'Discord' },
];

export const CHANNEL_NAMES: Record<string, string> = { email: 'e-mail', telegram: 'Telegram', discord: 'Discord' };

export const SAVED_TEXT = 'New notification settings saved.';
export const EMPTY_TEXT = 'Connect a channel to receive notifications';
export const TELEGRAM_HINT = 'Ask the school bot for a link';
