// access.md §25, data-model.md §3: type ≤ 256 characters, temperature 0..2 (the column defaults to 0.5).
export const TYPE_MAX_LENGTH = 256;
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 2;
export const DEFAULT_TEMPERATURE = 0.5;
