// access.md §0 "Bodies" and §17: names 1..100 characters; URLs http(s):// and at most 2048 characters.
export const NAME_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2048;
export const URL_PATTERN = /^https?:\/\/\S+$/i;
