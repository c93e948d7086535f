import { AlertType } from '@/api/model';

// access.md §2: AlertInput.text is 1..2000 characters.
export const TEXT_MAX_LENGTH = 2000;

// rules.md R23.1: `warn` renders as a warning; the words name the type (colour is never the only carrier, §15).
export const ALERT_TYPE_LABELS: Record<AlertType, string> = { info: 'Info', warn: 'Warning', error: 'Error' };

export const ALERT_TYPE_OPTIONS = Object.values(AlertType).map((type) => ({
  value: type,
  label: ALERT_TYPE_LABELS[type],
}));
