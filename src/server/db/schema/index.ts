export * from './enums';
export * from './users';
export * from './courses';
export * from './tasks';
export * from './user-groups';
export * from './registry';
export * from './schedule';
export * from './notifications';
