export { seedDemoSchoolIfEmpty, seedSchool, demoSize, type DemoSchoolSize } from './demo-school';
export { seededRandom, type Random } from './random';
