export { completeCrossCheck, type CompletionResult } from './service/completion';
