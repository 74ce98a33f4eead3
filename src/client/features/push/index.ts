export { allowOnDevice, PushError, readDeviceState, stopOnDevice, type DeviceState } from './device';
export { renewPushSubscription } from './renew';
