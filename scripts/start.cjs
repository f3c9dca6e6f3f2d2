// `npm start`: the game in embedded mode, one process, data under ./data (PORT and DATA_DIR override).
require('../dist/server/gateway.cjs');
