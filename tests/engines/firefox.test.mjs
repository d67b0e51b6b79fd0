import { engineSuite } from './suite.mjs';

engineSuite('firefox');
