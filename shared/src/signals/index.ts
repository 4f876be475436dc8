export {
  failureKindOf,
  reportFailure,
  type Failure,
  type FailureKind,
  type FailureOwner,
} from './signals';
export { startRealUserSignals } from './start';
