// pages.md §5 "Logo (icon select)": the icons a course may carry, by the name stored in `course.logo`.
export const COURSE_LOGOS = {
  javascript: 'JavaScript',
  html: 'HTML & CSS',
  nodejs: 'Node.js',
  android: 'Android',
  ios: 'iOS',
  aws: 'AWS',
  cloud: 'Cloud',
  python: 'Python',
  java: 'Java',
  docker: 'Docker',
  database: 'Databases',
  mobile: 'Mobile',
} as const;

export type CourseLogoName = keyof typeof COURSE_LOGOS;
