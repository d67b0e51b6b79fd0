import { engineSuite } from './suite.mjs';

engineSuite('webkit');
