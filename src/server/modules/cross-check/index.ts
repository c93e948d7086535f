export { crossCheckRouter } from './routes';
export { distributeCrossCheck, type DistributionOptions } from './service/distribute';
export { cryptoRandom, planCrossCheckPairs, type RandomSource } from './service/distribution-plan';
