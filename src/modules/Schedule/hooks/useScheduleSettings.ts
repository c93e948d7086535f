import {
  HIDDEN_COLUMNS_STORAGE_KEY,
  HIDDEN_EVENT_TYPES_STORAGE_KEY,
  OPTIONAL_COLUMNS,
  TAG_COLOR_CHOICES,
  TAG_COLORS,
  TAG_COLORS_STORAGE_KEY,
  TIMEZONE_STORAGE_KEY,
  type ScheduleColumn,
} from '../constants';
import { browserTimeZone, isKnownTimeZone } from '../utils';
import { parseStringList, useStoredState } from './useStoredState';

type TagColors = typeof TAG_COLORS;

// Unknown tags or colours in storage are ignored; the rest keep their defaults.
function parseTagColors(raw: string): TagColors | undefined {
  try {
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object') return undefined;
    const known = Object.entries(stored).filter(
      ([tag, color]) => tag in TAG_COLORS && (TAG_COLOR_CHOICES as readonly string[]).includes(String(color)),
    );
    return { ...TAG_COLORS, ...Object.fromEntries(known) };
  } catch {
    return undefined;
  }
}

const parseZone = (raw: string) => (isKnownTimeZone(raw) ? raw : undefined);
const parseColumns = (raw: string) =>
  parseStringList(raw)?.filter((key): key is ScheduleColumn => OPTIONAL_COLUMNS.some((column) => column.key === key));

// pages.md §11 settings drawer: time zone, visible columns, event types and tag colours, each remembered.
export function useScheduleSettings() {
  const [timeZone, setTimeZone] = useStoredState(TIMEZONE_STORAGE_KEY, browserTimeZone(), parseZone);
  const [hiddenColumns, setHiddenColumns] = useStoredState<ScheduleColumn[]>(
    HIDDEN_COLUMNS_STORAGE_KEY,
    [],
    parseColumns,
  );
  const [hiddenEventTypes, setHiddenEventTypes] = useStoredState<string[]>(
    HIDDEN_EVENT_TYPES_STORAGE_KEY,
    [],
    parseStringList,
  );
  const [tagColors, setTagColors] = useStoredState<TagColors>(TAG_COLORS_STORAGE_KEY, TAG_COLORS, parseTagColors);
  return {
    timeZone,
    setTimeZone,
    hiddenColumns,
    setHiddenColumns,
    hiddenEventTypes,
    setHiddenEventTypes,
    tagColors,
    setTagColors,
  };
}

export type ScheduleSettings = ReturnType<typeof useScheduleSettings>;
