import { appWire } from '../app/wiring';

appWire();
