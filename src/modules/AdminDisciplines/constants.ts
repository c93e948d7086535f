// access.md §16: DisciplineInput.name is 1..100 characters.
export const NAME_MAX_LENGTH = 100;
