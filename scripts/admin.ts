// Operator commands. `npm run admin -- grant <email>` makes a registered user an admin, as an event.
import { grantAdmin } from '@il/identity';
import { loadConfig, systemClock, isAppError } from '@il/platform';
import { openEventStore } from '../services/gateway/src/composition/stores';

const USAGE = 'usage: npm run admin -- grant <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command !== 'grant' || !email) {
    console.error(USAGE);
    return 2;
  }
  const store = openEventStore(loadConfig());
  try {
    const { user } = await grantAdmin({ store, clock: systemClock }, email, 'cli', { userId: null, correlationId: `admin-cli-${Date.now()}` });
    console.log(`${user.email} (user ${user.id}) is now an admin.`);
    return 0;
  } catch (error) {
    if (isAppError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
