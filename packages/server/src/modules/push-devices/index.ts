import type { ServerModule } from '../server-module';
import { pushDeviceRoutes } from './push-devices.routes';

export { pushTargetsOf, type PushTarget } from './push-devices.service';

export const pushDevicesModule: ServerModule = { name: 'push-devices', routes: pushDeviceRoutes };
